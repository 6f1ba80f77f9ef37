/**
 * Content is data: a page's text is a declared subset of MDX (src/shared/content/mdx-subset.ts). Each form
 * that would run code, or put HTML the site does not draw into a page, is refused by the content load
 * (before anything compiles) with the file, the line and a Portuguese fix; the subset itself (Markdown,
 * the site's components with literal attributes, a few tags, comments, facts) loads; and the compiler's
 * own guard refuses the same on the tree it compiles.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loadContent } from '../../src/node/content/load';
import { formatContentErrors } from '../../src/node/content/report';
import { remarkContentSubset } from '../../src/node/mdx/remark-content-subset';
import { FIXTURE, siteWith } from './fixture-site';

const SERVICE = 'content/paginas/servicos/exemplo.mdx';
/** A text appended with withBody starts two lines below the fixture page's last line. */
const LINE = fs.readFileSync(path.join(FIXTURE, SERVICE), 'utf8').trimEnd().split('\n').length + 2;

const withBody = (text: string) => loadContent(siteWith(SERVICE, (t) => `${t}\n${text}\n`));

/** The one error of a body, at `line` of the service page. */
function refused(text: string, line = LINE) {
  const site = withBody(text);
  expect(site.errors, formatContentErrors(site.errors)).toHaveLength(1);
  const [error] = site.errors;
  expect(error.file).toBe(SERVICE);
  expect(error.line).toBe(line);
  expect(error.fix?.length).toBeGreaterThan(20);
  // The page is not loaded, so nothing of it is compiled or rendered.
  expect(site.pages.some((p) => p.file === SERVICE)).toBe(false);
  return error;
}

/** The first error of a body (a refused tag's content may add more), in the service page. */
function firstError(text: string) {
  const [error] = withBody(text).errors;
  expect(error.file).toBe(SERVICE);
  return error;
}

describe('what the page text may not hold: refused before anything compiles, with line and fix', () => {
  it.each([
    ['a call in the text', 'Prazo: {new Date().getFullYear()} dias.'],
    ['an expression on a line of its own', '{process.getBuiltinModule("fs").writeFileSync("/tmp/x", "x")}'],
    ['a variable', 'O valor é {valor}.'],
    ['a string between braces', 'Texto {"entre chaves"}.'],
    ['a function', '{(() => "x")()}'],
  ])('%s', (_name, text) => {
    const error = refused(text);
    expect(error.message).toMatch(/^o trecho entre chaves ".*" é código, e o texto das páginas não roda código\.$/);
    expect(error.fix).toContain('\\{');
    expect(error.fix).toContain('{{fatos.');
  });

  it('an attribute that is code', () => {
    const error = refused('<Notice tone={globalThis.x || "info"}>\n\nAtenção.\n\n</Notice>');
    expect(error.column).toBe(9);
    expect(error.message).toBe('o valor do atributo "tone" em "<Notice>" é código ("{globalThis.x || "info"}").');
    expect(error.fix).toContain('tone="texto"');
  });

  it('attributes spread from code', () => {
    expect(refused('<Notice {...props}>\n\nx\n\n</Notice>').message).toContain('recebe atributos por código');
  });

  it('import and export lines', () => {
    expect(refused("export const x = globalThis.process.exit(1)").message).toMatch(/^linhas "import" e "export"/);
  });

  it.each([
    ['script', '<script>alert(1)</script>'],
    ['iframe', '<iframe src="https://exemplo.example" />'],
    ['style', '<style>body {}</style>'],
    ['form', '<form action="https://exemplo.example"><input name="cpf" /></form>'],
    ['meta', '<meta httpEquiv="refresh" content="0;url=https://exemplo.example" />'],
    ['div', '<div className="x">Texto</div>'],
  ])('the HTML tag <%s>', (tag, text) => {
    const error = firstError(text);
    expect(error.line).toBe(LINE);
    expect(error.message).toBe(`a tag HTML "<${tag}>" não é aceita no texto das páginas.`);
    expect(error.fix).toContain('<kbd>');
    expect(error.fix).toContain('<Notice>');
  });

  it.each([
    ['onClick', '<Notice onClick="alert(1)">\n\nx\n\n</Notice>', 'roda código no navegador do visitante'],
    ['onerror', '<img src="/x.png" alt="" onerror="alert(1)" />', 'roda código no navegador do visitante'],
    ['style', '<Notice style="color: red">\n\nx\n\n</Notice>', 'a aparência vem da folha de estilos do site'],
    ['dangerouslySetInnerHTML', '<Notice dangerouslySetInnerHTML="x" />', 'não é aceito no texto das páginas'],
    ['className on a tag', '<kbd className="x">Tab</kbd>', 'não é aceito na tag "<kbd>"'],
  ])('the attribute %s', (_name, text, says) => {
    expect(refused(text).message).toContain(says);
  });

  it.each([
    ['a javascript: link', '[clique](javascript:alert(1))', 'do link'],
    ['a javascript: link in capitals, a tab inside', '[clique](<JaVa\tScript:alert(1)>)', 'do link'],
    ['a data: image', '![x](data:image/svg+xml;base64,PHN2Zz4=)', 'da imagem'],
    ['a javascript: reference', '[clique][x]\n\n[x]: javascript:alert(1)', 'do link'],
    ['a data: address in a component', '<ButtonLink to="data:text/html,oi">Abrir</ButtonLink>', 'no atributo "to" de "<ButtonLink>"'],
    ['a javascript: address in any attribute', '<Card title="javascript:alert(1)">\n\nx\n\n</Card>', 'no atributo "title" de "<Card>"'],
  ])('%s', (_name, text, where) => {
    const error = firstError(text);
    expect(error.message).toContain(where);
    expect(error.message).toContain('só endereços do próprio site');
  });

  it('code that a fact brings in is refused too, at the {{fact}}', () => {
    const dir = siteWith('content/fatos/gerais.yml', (t) => `${t}truque: "{globalThis.x}"\n`);
    fs.appendFileSync(path.join(dir, SERVICE), '\nVeja {{fatos.truque}} aqui.\n');
    const site = loadContent(dir);
    const error = site.errors.find((e) => e.file === SERVICE)!;
    expect(error.line).toBe(LINE);
    expect(error.column).toBe(6);
    expect(error.message).toContain('é código');
  });

  it('a frontmatter in another language than YAML ("---js" would run as JavaScript)', () => {
    const markerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'subset-'));
    onTestFinished(() => fs.rmSync(markerDir, { recursive: true, force: true }));
    const marker = path.join(markerDir, 'marker');
    const dir = siteWith(SERVICE, (t) => t.replace(/^---\n/, `---js\n{ title: (require("fs").writeFileSync(${JSON.stringify(marker)}, "x"), "x") }\n---\n`));
    const site = loadContent(dir);
    const error = site.errors.find((e) => e.file === SERVICE)!;
    expect(error.line).toBe(1);
    expect(error.message).toContain('"---js"');
    expect(fs.existsSync(marker)).toBe(false);
  });
});

describe('what the page text may hold', () => {
  it('Markdown, GFM, components with literal attributes, the allowed tags, comments and facts', () => {
    const site = withBody([
      '## Título', '', 'Texto com **negrito**, _ênfase_, ~~riscado~~, `código` e [um link](/), [outro](https://www.gov.br) e <kbd>Tab</kbd>.', '',
      '| A | B |', '| - | - |', '| 1 | 2 |', '',
      '{/* uma nota para a equipe */}', '',
      '<Notice tone="warning" title="Atenção">\n\nPrazo: {{fatos.prazoExemplo}}. Ligue <abbr title="telefone">tel.</abbr> [(96) 3222-0000](tel:+559632220000) ou escreva para [e-mail](mailto:a@b.example).\n\n</Notice>', '',
      "<OfficeDetails show={['phone', 'address']} />", '',
      '<ButtonLink to="/" variant="secondary">Início</ButtonLink>', '',
      '<img src="/selo-lgpd.svg" alt="Selo" width="160" height="160" />',
    ].join('\n'));
    expect(site.errors, formatContentErrors(site.errors)).toEqual([]);
  });
});

describe('the compiler\'s own guard (remarkContentSubset)', () => {
  const compileContent = (text: string) => compile(text, { remarkPlugins: [remarkContentSubset] });

  it('refuses code on the tree MDX compiles, even in a file the loader never saw', async () => {
    await expect(compileContent('Oi {globalThis.process.exit(1)}')).rejects.toThrow(/é código/);
    await expect(compileContent('import x from "node:fs"')).rejects.toThrow(/import/);
    await expect(compileContent('export const frontmatter = { a: globalThis.x }\n\nOi')).rejects.toThrow(/import/);
  });

  it('accepts the content plugin\'s frontmatter line with plain data', async () => {
    await expect(compileContent('export const frontmatter = {"title":"Oi","lista":[1,"a",true,null]};\n\nOi <Notice>x</Notice>')).resolves.toBeTruthy();
  });
});
