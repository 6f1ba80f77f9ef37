/**
 * End to end: a broken content file makes `npm run build` exit non-zero with the editor-facing report
 * (file, line, problem, fix) and no stack trace.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const COPIED = ['content', 'src', 'scripts', 'public', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'];

function projectCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-'));
  for (const entry of COPIED) fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

const dir = projectCopy();
const mdxDir = projectCopy();
const codeDir = projectCopy();
afterAll(() => [dir, mdxDir, codeDir].forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const build = (cwd: string) => spawnSync('node', ['scripts/build.mjs'], {
  cwd, encoding: 'utf8', env: { ...process.env, SITE_OUT_DIR: path.join(cwd, 'out') },
});

describe('npm run build with a broken content file', () => {
  it('stops and tells the editor what to fix', () => {
    const file = 'content/paginas/servicos/escrituras.mdx';
    const full = path.join(dir, file);
    const text = fs.readFileSync(full, 'utf8');
    fs.writeFileSync(full, text.replace(/^title: .*\n/m, ''));
    fs.appendFileSync(path.join(dir, 'content/paginas/404.mdx'), '\nVeja os [valores](/emolumento).\n');

    const result = build(dir);

    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`✗ ${file}, linha 2 (campo: title)`);
    expect(result.stderr).toContain('Problema: falta o campo obrigatório "title".');
    expect(result.stderr).toContain('Problema: o link "/emolumento" aponta para uma página que não existe.');
    expect(result.stderr).toContain('Você quis dizer "/emolumentos"?');
    expect(result.stderr).not.toMatch(/^\s+at /m);
    expect(fs.existsSync(path.join(dir, 'out', 'index.html'))).toBe(false);
  }, 60_000);

  it('an MDX slip (a component left open) stops it with one Portuguese message, the relative path and the line', () => {
    const file = 'content/paginas/servicos/escrituras.mdx';
    const full = path.join(mdxDir, file);
    const text = fs.readFileSync(full, 'utf8');
    fs.writeFileSync(full, `${text}\n<Notice>\n\nSem fechar.\n`);
    const line = text.split('\n').length + 1;

    const result = build(mdxDir);

    expect(result.status).toBe(1);
    expect(result.stderr).toContain('O conteúdo tem 1 problema(s)');
    expect(result.stderr).toContain(`✗ ${file}, linha ${line}, coluna 1`);
    expect(result.stderr).toContain('Problema: a tag "<Notice>" foi aberta e não foi fechada.');
    expect(result.stderr).toContain('Como corrigir: Feche-a com "</Notice>"');
    expect(result.stderr).not.toContain(mdxDir);
    expect(result.stderr).not.toMatch(/^\s+at /m);
  }, 60_000);

  it('content that would run code on the build machine runs none: no marker, and each place named', () => {
    const marker = (name: string) => path.join(codeDir, `marcador-${name}`);
    const write = (name: string) => `process.getBuiltinModule("fs").writeFileSync(${JSON.stringify(marker(name))}, "x")`;
    const service = 'content/paginas/servicos/escrituras.mdx';
    const serviceText = fs.readFileSync(path.join(codeDir, service), 'utf8');
    fs.writeFileSync(path.join(codeDir, service), `${serviceText}\n{${write('texto')}}\n\n<Notice tone={${write('atributo')} || "info"}>\n\nx\n\n</Notice>\n`);
    const page = 'content/paginas/acessibilidade.mdx';
    const pageText = fs.readFileSync(path.join(codeDir, page), 'utf8');
    fs.writeFileSync(path.join(codeDir, page), pageText.replace(/^---\n[\s\S]*?\n---\n/, `---js\n{ title: (${write('cabecalho')}, "Acessibilidade") }\n---\n`));
    const line = serviceText.split('\n').length + 1;

    const result = build(codeDir);

    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`✗ ${service}, linha ${line}, coluna 1`);
    expect(result.stderr).toContain('é código, e o texto das páginas não roda código');
    expect(result.stderr).toContain(`✗ ${service}, linha ${line + 2}, coluna 9`);
    expect(result.stderr).toContain(`✗ ${page}, linha 1`);
    for (const name of ['texto', 'atributo', 'cabecalho']) expect(fs.existsSync(marker(name)), name).toBe(false);
  }, 60_000);
});
