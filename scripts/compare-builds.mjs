#!/usr/bin/env node
// `node scripts/compare-builds.mjs <dist-a> <dist-b>`: whether two builds give visitors the same pages.
// Compares every route's HTML byte for byte, and lists files only one build has; exits 1 on a difference.
import fs from 'node:fs';
import path from 'node:path';

const [a, b] = process.argv.slice(2);
if (!a || !b) {
  console.error('Uso: node scripts/compare-builds.mjs <pasta-dist-a> <pasta-dist-b>');
  process.exit(2);
}
const filesOf = (dir) => fs.readdirSync(dir, { recursive: true }).map(String).filter((f) => fs.statSync(path.join(dir, f)).isFile()).sort();
const inA = new Set(filesOf(a));
const inB = new Set(filesOf(b));
const pages = [...inA].filter((f) => f.endsWith('.html') && inB.has(f));
const differ = pages.filter((f) => !fs.readFileSync(path.join(a, f)).equals(fs.readFileSync(path.join(b, f))));
const onlyA = [...inA].filter((f) => !inB.has(f));
const onlyB = [...inB].filter((f) => !inA.has(f));
console.log(`${pages.length} páginas HTML comparadas: ${pages.length - differ.length} iguais, ${differ.length} diferentes.`);
for (const f of differ) console.log(`  diferente: ${f}`);
console.log(`Arquivos só em ${a}: ${onlyA.length}${onlyA.length ? `\n  ${onlyA.join('\n  ')}` : ''}`);
console.log(`Arquivos só em ${b}: ${onlyB.length}${onlyB.length ? `\n  ${onlyB.join('\n  ')}` : ''}`);
process.exit(differ.length || onlyA.length || onlyB.length ? 1 : 0);
