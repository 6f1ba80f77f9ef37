/**
 * End to end: a broken content file makes `npm run build` exit non-zero with the editor-facing report
 * (file, line, problem, fix) and no stack trace.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const COPIED = ['content', 'src', 'scripts', 'public', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'];

function projectCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-'));
  for (const entry of COPIED) fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/**
 * One copy with every kind of mistake, each in a file of its own, and one build of it: the report lists
 * them all (each test reads its part), as an editor who made several mistakes sees them.
 */
const dir = projectCopy();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const edit = (file: string, change: (text: string) => string) => {
  const full = path.join(dir, file);
  const text = fs.readFileSync(full, 'utf8');
  fs.writeFileSync(full, change(text));
  return text;
};
const marker = (name: string) => path.join(dir, `marcador-${name}`);
const runCode = (name: string) => `process.getBuiltinModule("fs").writeFileSync(${JSON.stringify(marker(name))}, "x")`;

const NO_TITLE = 'content/paginas/servicos/escrituras.mdx';
const SLIP = 'content/paginas/cartorio.mdx';
const CODE = 'content/paginas/servicos/procuracoes.mdx';
const CODE_FRONTMATTER = 'content/paginas/acessibilidade.mdx';
let slipLine = 0;
let codeLine = 0;
let result: SpawnSyncReturns<string>;

beforeAll(() => {
  // A missing title and a link to a page that does not exist.
  edit(NO_TITLE, (text) => text.replace(/^title: .*\n/m, ''));
  edit('content/paginas/404.mdx', (text) => `${text}\nVeja os [valores](/emolumento).\n`);
  // An MDX slip: a component left open.
  slipLine = edit(SLIP, (text) => `${text}\n<Notice>\n\nSem fechar.\n`).split('\n').length + 1;
  // Content that would run code on the build machine: in the text, in an attribute, in the frontmatter.
  codeLine = edit(CODE, (text) => `${text}\n{${runCode('texto')}}\n\n<Notice tone={${runCode('atributo')} || "info"}>\n\nx\n\n</Notice>\n`).split('\n').length + 1;
  edit(CODE_FRONTMATTER, (text) => text.replace(/^---\n[\s\S]*?\n---\n/, `---js\n{ title: (${runCode('cabecalho')}, "Acessibilidade") }\n---\n`));
  result = spawnSync('node', ['scripts/build.mjs'], {
    cwd: dir, encoding: 'utf8', env: { ...process.env, SITE_OUT_DIR: path.join(dir, 'out') },
  });
}, 60_000);

describe('npm run build with broken content files', () => {
  it('stops, writes no page, and tells the editor what to fix, with no stack trace', () => {
    expect(result.status).toBe(1);
    expect(fs.existsSync(path.join(dir, 'out', 'index.html'))).toBe(false);
    expect(result.stderr).toContain(`✗ ${NO_TITLE}, linha 2 (campo: title)`);
    expect(result.stderr).toContain('Problema: falta o campo obrigatório "title".');
    expect(result.stderr).toContain('Problema: o link "/emolumento" aponta para uma página que não existe.');
    expect(result.stderr).toContain('Você quis dizer "/emolumentos"?');
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });

  it('an MDX slip (a component left open) gets one Portuguese message, the relative path and the line', () => {
    expect(result.stderr).toContain(`✗ ${SLIP}, linha ${slipLine}, coluna 1`);
    expect(result.stderr.split('\n').filter((l) => l.startsWith(`✗ ${SLIP}`))).toHaveLength(1);
    expect(result.stderr).toContain('Problema: a tag "<Notice>" foi aberta e não foi fechada.');
    expect(result.stderr).toContain('Como corrigir: Feche-a com "</Notice>"');
    expect(result.stderr).not.toContain(dir);
  });

  it('content that would run code on the build machine runs none: no marker, and each place named', () => {
    expect(result.stderr).toContain(`✗ ${CODE}, linha ${codeLine}, coluna 1`);
    expect(result.stderr).toContain('é código, e o texto das páginas não roda código');
    expect(result.stderr).toContain(`✗ ${CODE}, linha ${codeLine + 2}, coluna 9`);
    expect(result.stderr).toContain(`✗ ${CODE_FRONTMATTER}, linha 1`);
    for (const name of ['texto', 'atributo', 'cabecalho']) expect(fs.existsSync(marker(name)), name).toBe(false);
  });

  it('counts every mistake in the report\'s first line', () => {
    const listed = result.stderr.split('\n').filter((l) => l.startsWith('✗ ')).length;
    expect(listed).toBeGreaterThanOrEqual(6);
    expect(result.stderr).toContain(`O conteúdo tem ${listed} problema(s)`);
  });
});
