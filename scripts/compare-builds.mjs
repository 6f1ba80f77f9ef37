#!/usr/bin/env node
// `node scripts/compare-builds.mjs <dist-a> <dist-b>`: whether two builds give visitors the same pages,
// HTML compared byte for byte with asset content hashes set aside; assets whose code changed are listed
// apart. Exits 1 when a page differs or a file is missing on one side.
import fs from 'node:fs';
import path from 'node:path';

const [a, b] = process.argv.slice(2);
if (!a || !b) {
  console.error('Uso: node scripts/compare-builds.mjs <pasta-dist-a> <pasta-dist-b>');
  process.exit(2);
}
/** "assets/header-search-Bd4mk3Ii.js" → "assets/header-search.js"; "search-index/d9767bee/" → "search-index/…/". */
const unhashed = (text) => text.replace(/(\/[\w.-]+?)-[\w-]{8}(\.(?:js|css))\b/g, '$1$2').replace(/(search-index\/)[0-9a-f]{8}\//g, '$1…/');
const filesOf = (dir) => new Map(fs.readdirSync(dir, { recursive: true }).map(String)
  .filter((f) => fs.statSync(path.join(dir, f)).isFile())
  .map((f) => [unhashed(f), f]));
const inA = filesOf(a);
const inB = filesOf(b);
const read = (dir, f) => unhashed(fs.readFileSync(path.join(dir, f), 'utf8'));
const both = [...inA.keys()].filter((f) => inB.has(f)).sort();
const pages = both.filter((f) => f.endsWith('.html'));
const differ = pages.filter((f) => read(a, inA.get(f)) !== read(b, inB.get(f)));
const code = both.filter((f) => /\.(js|css|json)$/.test(f) && read(a, inA.get(f)) !== read(b, inB.get(f)));
const onlyA = [...inA.keys()].filter((f) => !inB.has(f));
const onlyB = [...inB.keys()].filter((f) => !inA.has(f));
const list = (files) => (files.length ? `\n  ${files.join('\n  ')}` : '');
console.log(`${pages.length} páginas HTML comparadas: ${pages.length - differ.length} iguais, ${differ.length} diferentes.${list(differ)}`);
console.log(`Scripts, estilos e dados com código diferente: ${code.length}${list(code)}`);
console.log(`Arquivos só em ${a}: ${onlyA.length}${list(onlyA)}`);
console.log(`Arquivos só em ${b}: ${onlyB.length}${list(onlyB)}`);
process.exit(differ.length || onlyA.length || onlyB.length ? 1 : 0);
