/** A bigger site for the search benchmark: `factor` times its news, FAQ and service pages, with a growing vocabulary. Deterministic. */
import fs from 'node:fs';
import path from 'node:path';
import { seededRandom } from '../../shared/seeded-random';
import { buildCopy, scratchCopy } from './scratch-site';

const SYLLABLES = ['ba', 'ca', 'da', 'fe', 'gi', 'lo', 'ma', 'ne', 'pi', 'ro', 'sa', 'tu', 'va', 'xi', 'ze', 'lu', 'mo', 'ri', 'te', 'no'];
const POOL = 40_000;

function poolWord(n: number): string {
  let s = '';
  let k = n + 20;
  do {
    s += SYLLABLES[k % SYLLABLES.length];
    k = Math.floor(k / SYLLABLES.length);
  } while (k > 0);
  return s[0].toUpperCase() + s.slice(1);
}

function generator(seed: number) {
  const next = seededRandom(seed);
  // Zipf over the pool (P(rank r) ∝ 1/r), by inverting the harmonic CDF approximately.
  const zipf = () => Math.min(POOL - 1, Math.floor(Math.exp(next() * Math.log(POOL))) - 1);
  const sentence = (n: number) => Array.from({ length: n }, () => poolWord(zipf())).join(' ');
  return { next, sentence };
}

const frontmatter = (text: string) => /^---\n([\s\S]*?)\n---\n/.exec(text);

function setField(fm: string, field: string, value: string): string {
  const line = new RegExp(`^${field}:.*$`, 'm');
  return line.test(fm) ? fm.replace(line, `${field}: ${value}`) : `${fm}\n${field}: ${value}`;
}

function copyOf(text: string, k: number, gen: ReturnType<typeof generator>, opts: { titleField: string; date?: string }): string {
  const match = frontmatter(text);
  if (!match) throw new Error('a content file without frontmatter');
  let fm = match[1];
  const title = new RegExp(`^${opts.titleField}: "(.*)"$`, 'm').exec(fm)?.[1] ?? '';
  fm = setField(fm, opts.titleField, JSON.stringify(`${title.slice(0, 58)} ${k}`));
  const description = /^description: "(.*)"$/m.exec(fm)?.[1];
  if (description) fm = setField(fm, 'description', JSON.stringify(`${description.slice(0, 160)} ${k}`));
  if (opts.date) fm = setField(fm, 'data', JSON.stringify(opts.date));
  // A copied service has no act of its own in the fee table: say so, as an editor would.
  if (/^layout: servico$/m.test(fm) && !/^custoResumo:/m.test(fm)) fm = setField(fm, 'custoResumo', '"Não se aplica: página de teste de escala."');
  let body = text.slice(match[0].length).replace(/<Question id="([^"]+)"/g, `<Question id="$1-${k}"`);
  const paragraph = `${gen.sentence(8)}, ${1990 + Math.floor(gen.next() * 36)}. ${gen.sentence(10)}.`;
  // FAQ categories are lists of questions: the paragraph goes inside the first answer.
  body = body.includes('<Question') ? body.replace(/(<Question [^>]*>\n)/, `$1\n${paragraph}\n`) : `${paragraph}\n\n${body}`;
  return `---\n${fm}\n---\n${body}`;
}

export interface ScaledSite {
  dir: string;
  dist: string;
  buildSeconds: number;
  pages: number;
}

export function buildScaledSite(factor: number): ScaledSite {
  const dir = scratchCopy(`site-${factor}x-`);
  const content = path.join(dir, 'content');
  const gen = generator(factor);
  const kinds = [
    { folder: 'noticias', titleField: 'title', dated: true },
    { folder: 'duvidas', titleField: 'titulo', dated: false },
    { folder: 'paginas/servicos', titleField: 'title', dated: false },
  ];
  let pages = 0;
  for (const { folder, titleField, dated } of kinds) {
    const files = fs.readdirSync(path.join(content, folder)).filter((f) => f.endsWith('.mdx') && f !== 'index.mdx');
    for (const file of files) {
      const text = fs.readFileSync(path.join(content, folder, file), 'utf8');
      const date = /^data: "(\d{4})-(\d\d-\d\d)"$/m.exec(text);
      for (let k = 1; k < factor; k++) {
        // News items go back a year for every four copies.
        const copy = copyOf(text, k, gen, { titleField, date: dated && date ? `${Number(date[1]) - Math.ceil(k / 4)}-${date[2]}` : undefined });
        fs.writeFileSync(path.join(content, folder, file.replace(/\.mdx$/, `-${k}.mdx`)), copy);
        pages += 1;
      }
    }
  }
  const started = performance.now();
  buildCopy(dir, `${factor}×`);
  return { dir, dist: path.join(dir, 'dist'), buildSeconds: (performance.now() - started) / 1000, pages };
}

// `npx tsx src/node/bench/scale-site.ts 10` builds one and prints where.
if (import.meta.url === `file://${process.argv[1]}`) {
  const site = buildScaledSite(Number(process.argv[2] ?? 10));
  console.log(`${site.dist} (${site.pages} páginas a mais, build ${site.buildSeconds.toFixed(1)} s)`);
}
