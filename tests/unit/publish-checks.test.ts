/**
 * The publishing build checks values, not only marks: with every `amostra` mark cleared but the sample
 * values left, it still refuses, naming each value with its file, line and fix. FAQ ids and content
 * file names are checked in every build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentFiles } from '../../src/node/content/files';
import { loadContent } from '../../src/node/content/load';
import { findSamples } from '../../src/node/content/samples';
import { publishingProblems, validCnpj } from '../../src/node/content/publish-checks';
import { siteWith } from './fixture-site';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** The shipped content with every sample mark cleared and nothing else changed. */
function marksCleared(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marks-cleared-'));
  dirs.push(dir);
  fs.cpSync('content', path.join(dir, 'content'), { recursive: true });
  for (const rel of fs.readdirSync(path.join(dir, 'content'), { recursive: true }) as string[]) {
    if (!/\.(yml|mdx)$/.test(rel)) continue;
    const file = path.join(dir, 'content', rel);
    const text = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, text.replace(/^( *)amostra: true$/gm, '$1amostra: false').replace(/^amostra:\n(?: {2}- .*\n)+/m, 'amostra: false\n'));
  }
  return dir;
}

describe('npm run build -- --publicar checks the values', () => {
  const dir = marksCleared();
  const problems = publishingProblems(contentFiles(dir));
  const at = (file: string, pattern: RegExp) => problems.filter((p) => p.file === file && pattern.test(p.message));

  it('the marks are all cleared, yet the sample values are refused', () => {
    expect(findSamples(contentFiles(dir))).toEqual([]);
    expect(problems.length).toBeGreaterThan(0);
    for (const p of problems) {
      expect(p.line, `${p.file}: ${p.message}`).toBeGreaterThan(0);
      expect(p.fix).toBeTruthy();
    }
  });

  it('names the .example addresses, the placeholder names, the all-zero CNPJ and CNS, line by line', () => {
    const office = fs.readFileSync(path.join(dir, 'content/office.yml'), 'utf8').split('\n');
    const lineOf = (pattern: RegExp) => office.findIndex((l) => pattern.test(l)) + 1;
    expect(at('content/office.yml', /"www\.cartorio1oficio\.example" é de exemplo/)[0].line).toBe(lineOf(/^siteUrl:/));
    expect(at('content/office.yml', /"contato@cartorio1oficio\.example"/)[0].line).toBe(lineOf(/^email:/));
    expect(at('content/office.yml', /"Nome do Tabelião Titular" é um texto provisório/)[0].line).toBe(lineOf(/titular:/));
    expect(at('content/office.yml', /CNPJ "00\.000\.000\/0001-00" é de exemplo/)[0]).toMatchObject({ field: 'cnpj', line: lineOf(/^cnpj:/) });
    expect(at('content/office.yml', /CNS "00\.000-0" é de exemplo/)[0]).toMatchObject({ field: 'cns', line: lineOf(/^cns:/) });
    // A value still worded as a sample. (Facts no longer say it in their text: the site adds the mark while
    // they are listed under `amostra`, src/shared/content/sample-claims.ts.)
    expect(at('content/office.yml', /ainda é de exemplo \("endereço de exemplo a confirmar\)"\)/)[0].line).toBe(lineOf(/^ {2}nome: "Consulta do selo/));
  });

  it('editors\' comments may mention samples; only values count', () => {
    expect(problems.some((p) => /^\s*#/.test(fs.readFileSync(path.join(dir, p.file), 'utf8').split('\n')[p.line! - 1]))).toBe(false);
  });
});

describe('CNPJ check digits (numeric, and the alphanumeric CNPJ of 2026)', () => {
  it('accepts valid ones and refuses wrong digits and all zeros', () => {
    expect(validCnpj('00.000.000/0001-91')).toBe(true);
    expect(validCnpj('11.222.333/0001-81')).toBe(true);
    expect(validCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(validCnpj('11.222.333/0001-82')).toBe(false);
    expect(validCnpj('00.000.000/0000-00')).toBe(false);
  });
});

describe('every build: FAQ ids and file names', () => {
  const faq = (ids: string[]) => `---\ntitulo: "Teste"\nicone: file-text\nordem: 1\n---\n\n${ids.map((id) => `<Question id="${id}" title="Pergunta ${id}?">\n\nResposta.\n\n</Question>\n`).join('\n')}`;

  it('an FAQ id with spaces or accents, or used twice, is refused at its line', () => {
    const dir = siteWith('content/office.yml', (t) => t);
    fs.mkdirSync(path.join(dir, 'content/duvidas'));
    fs.writeFileSync(path.join(dir, 'content/duvidas/teste.mdx'), faq(['prazo-certidao', 'Prazo da certidão', 'prazo-certidao']));
    const errors = loadContent(dir).errors.filter((e) => e.file === 'content/duvidas/teste.mdx');
    expect(errors.map((e) => [e.line, e.message])).toEqual([
      [13, 'o id "Prazo da certidão" da pergunta tem espaços, acentos ou maiúsculas.'],
      [19, 'o id "prazo-certidao" já é usado por outra pergunta (content/duvidas/teste.mdx).'],
    ]);
    expect(errors[0].fix).toContain('id="prazo-da-certidao"');
  });

  it('a news file named with spaces or accents is refused, with the name to use', () => {
    const dir = siteWith('content/noticias/Horário de Carnaval.mdx', () => '---\ntitle: "Carnaval"\ndescription: "O cartório não abre na segunda e na terça-feira de Carnaval deste ano."\nkeywords:\n  - carnaval\ndata: "2026-02-10"\nresumo: "Horário no Carnaval."\n---\n\nTexto.\n');
    const errors = loadContent(dir).errors.filter((e) => e.file.startsWith('content/noticias/'));
    expect(errors).toHaveLength(1);
    expect(errors[0].fix).toContain('"horario-de-carnaval.mdx"');
  });

  it('the guide\'s news template is not a news item, and carries no sample mark', () => {
    const template = fs.readFileSync('content/noticias/_modelo.mdx.txt', 'utf8');
    expect(template).not.toMatch(/^amostra:/m);
    expect(loadContent('.').news.map((n) => n.file)).not.toContain('content/noticias/_modelo.mdx.txt');
  });
});
