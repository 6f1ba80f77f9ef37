/**
 * docs/ARCHITECTURE.md's recipe for a new page kind is the whole recipe: its blocks, written as they are
 * into a copy of the project (the kind's folder, the registry's line, the content, nothing else), give a
 * built page drawn by the kind's layout, a listing, search records, a sitemap entry, an editor form with
 * the kind's fields and labels, and the guide's table.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildCopy, scratchCopy } from '../../src/node/bench/scratch-site';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = 'dist-tipo-novo';
const REGISTRY = 'src/kinds/registry.ts';

/** The recipe's blocks: each fenced block whose info names the file it is ("```ts src/kinds/guia/index.ts"). */
function recipeBlocks(): { file: string; code: string }[] {
  const doc = fs.readFileSync(path.join(ROOT, 'docs/ARCHITECTURE.md'), 'utf8');
  const recipe = doc.slice(doc.indexOf('**Adding a kind: the whole recipe**'), doc.indexOf('Then `npm run docs:campos`'));
  return [...recipe.matchAll(/^```\w+ (\S+)\n([\s\S]*?)^```$/gm)].map((m) => ({ file: m[1], code: m[2] }));
}

/** The registry with the recipe's lines: its import among the kinds', its `KINDS` for the old one. */
function withRecipeLines(registry: string, code: string): string {
  const [importLine, kindsLine] = code.trim().split('\n');
  expect(registry).toMatch(/^export const KINDS: .*$/m);
  return registry.replace(/^export const KINDS: .*$/m, `${importLine}\n${kindsLine}`);
}

let dir = '';
afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

it('a kind added by the recipe alone is built, listed, searched, edited and documented', async () => {
  const blocks = recipeBlocks();
  const files = blocks.map((b) => b.file);
  // Its folder, the registry line and its content: no other file is touched.
  const kindFolder = files.find((f) => f.endsWith('/index.ts'))!.replace(/index\.ts$/, '');
  expect(files.filter((f) => !f.startsWith(kindFolder)).sort()).toEqual([...files.filter((f) => f.startsWith('content/')), REGISTRY].sort());
  expect(files.length).toBeGreaterThanOrEqual(7);

  dir = scratchCopy('tipo-novo-');
  for (const { file, code } of blocks) {
    const target = path.join(dir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file === REGISTRY ? withRecipeLines(fs.readFileSync(target, 'utf8'), code) : code);
  }
  buildCopy(dir, 'new kind', { SITE_OUT_DIR: OUT, SITE_SKIP_SERVICE_WORKER: '1', SITE_SKIP_ADMIN: '1' });
  const built = (file: string) => fs.readFileSync(path.join(dir, OUT, file), 'utf8');

  // The page, drawn by its layout: its steps numbered, the trail and its JSON-LD through the listing.
  const page = built('guias/casamento/index.html');
  expect(page).toContain('<h2 id="passos-titulo">Passo a passo</h2>');
  expect(page).toMatch(/<span class="steps__number" aria-hidden="true">1<\/span><h3 class="steps__title">.*?<\/span>Reúna os documentos<\/h3>/);
  expect(page).toContain('<a href="/guias">Guias</a>');
  expect(page).toMatch(/"@type":"BreadcrumbList".*"name":"Guias"/s);
  expect(page).toContain('<meta property="og:type" content="article"');
  // The listing shows it, dated like any page.
  const listing = built('guias/index.html');
  expect(listing).toMatch(/<a [^>]*href="\/guias\/casamento"[^>]*>Vai se casar\?<\/a>/);
  expect(listing).toContain('Do pedido de habilitação à certidão de casamento');
  expect(listing).toMatch(/Atualizado em/);
  expect(built('sitemap.xml')).toContain('/guias/casamento</loc>');
  expect(built('mapa-do-site/index.html')).toContain('href="/guias/casamento"');
  // Search: the page and its steps' section, under the layout's anchor.
  const parts = fs.readdirSync(path.join(dir, OUT, 'search-index'), { recursive: true }).map(String).filter((f) => f.endsWith('.json'));
  const index = [built('search-index.json'), ...parts.map((f) => built(`search-index/${f}`))].join('\n');
  expect(index).toContain('/guias/casamento');
  expect(index).toMatch(/"Passo a passo","passos","[^"]*Reúna os documentos/);

  // The editor: a form of its own, made from its schema, with its labels.
  const { cmsConfig } = await import(path.join(dir, 'src/node/cms/config.ts'));
  const { contentFiles } = await import(path.join(dir, 'src/node/content/files.ts'));
  const form = cmsConfig(contentFiles(dir)).collections.find((c: { name: string }) => c.name === 'guias');
  expect(form).toMatchObject({ label: 'Guias', folder: 'content/paginas/guias', filter: { field: 'layout', value: 'guia' }, create: true });
  const steps = form.fields.find((f: { name: string }) => f.name === 'passos');
  expect(steps).toMatchObject({ label: 'Passos do guia', widget: 'list', required: true });
  expect(steps.fields.map((f: { name: string }) => f.name)).toEqual(['titulo', 'descricao']);
  // The guide: `npm run docs:campos` adds the kind's table.
  const { writeFieldTables } = await import(path.join(dir, 'src/node/content/field-tables.ts'));
  const { text, missing } = writeFieldTables(fs.readFileSync(path.join(ROOT, 'docs/conteudo-a-mao.md'), 'utf8'));
  expect(missing).toEqual([]);
  expect(text).toMatch(/### Campos de um guia\n\n<!-- campos: guia -->\n\| Campo [^\n]*\n[^\n]*\n\| `layout` [^\n]*\n\| `passos` \| sim \| Os passos do guia/);
}, 180_000);
