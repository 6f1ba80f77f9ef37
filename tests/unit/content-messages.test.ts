/**
 * Every everyday mistake gets one Portuguese message with the file, the right line and the fix (issue
 * #22): one test per kind over the fixture site, each asserting exactly one message; a broken data file
 * reports only its own mistake, never an echo in the files that read it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/node/content/load';
import { formatContentErrors } from '../../src/node/content/report';
import { siteWith } from './fixture-site';

const SERVICE = 'content/paginas/servicos/exemplo.mdx';

/** The one message a mistake gives, as the build prints it. */
function oneMessage(file: string, edit: (text: string) => string) {
  const site = loadContent(siteWith(file, edit));
  expect(site.errors, formatContentErrors(site.errors)).toHaveLength(1);
  const printed = formatContentErrors(site.errors);
  expect(printed).toContain('Como corrigir:');
  expect(printed).not.toMatch(/\b(at line|column|Unexpected|Missing|Tabs|allowed|is not defined)\b/);
  return { ...site.errors[0], printed };
}

describe('one message per mistake, in Portuguese, with file, line and fix', () => {
  it('a fact written with single braces, in the frontmatter or the text', () => {
    const fm = oneMessage(SERVICE, (t) => t.replace('resumo: "Resumo do serviço de exemplo."', 'resumo: "Resumo {fatos.prazoExemplo}."'));
    expect(fm).toMatchObject({ file: SERVICE, line: 7 });
    expect(fm.fix).toBe('Escreva {{fatos.prazoExemplo}}, com duas chaves de cada lado.');
    const body = oneMessage(SERVICE, (t) => `${t}\nPrazo: { fatos.prazoExemplo }.\n`);
    expect(body.message).toContain('uma chave de cada lado');
    expect(body.line).toBe(fs.readFileSync(path.join('tests/fixtures/site', SERVICE), 'utf8').split('\n').length + 1);
  });

  it('a Tab in the indentation', () => {
    const error = oneMessage(SERVICE, (t) => t.replace('  - exemplo', '\t- exemplo'));
    expect(error).toMatchObject({ line: 5 });
    expect(error.message).toContain('tabulação (tecla Tab)');
  });

  it('a quote opened and not closed points at the line where it opens', () => {
    const error = oneMessage(SERVICE, (t) => t.replace('resumo: "Resumo do serviço de exemplo."', 'resumo: "Resumo do serviço de exemplo.'));
    expect(error).toMatchObject({ line: 7 });
    expect(error.message).toContain('abre aspas (") e não fecha');
  });

  it('a colon inside a value, and inside a list item', () => {
    const value = oneMessage(SERVICE, (t) => t.replace('resumo: "Resumo do serviço de exemplo."', 'resumo: Escritura: compra e venda'));
    expect(value).toMatchObject({ line: 7 });
    expect(value.message).toContain('dois-pontos (:) no meio precisa estar entre aspas');
    const item = oneMessage(SERVICE, (t) => t.replace('  - exemplo', '  - Escritura: compra e venda'));
    expect(item).toMatchObject({ line: 5 });
    expect(item.fix).toBe('Escreva o texto entre aspas retas: "Escritura: compra e venda"');
  });

  it('Word\'s curly quotes that the reader cannot take as quotes are named', () => {
    const error = oneMessage(SERVICE, (t) => t.replace('resumo: "Resumo do serviço de exemplo."', 'resumo: “Resumo: do serviço'));
    expect(error.message).toContain('aspas curvas');
    expect(error.fix).toContain('aspas retas');
  });

  it('a misspelt field: its own line, and the nearest valid name', () => {
    const error = oneMessage(SERVICE, (t) => t.replace('documentos:', 'documentoss:'));
    const line = fs.readFileSync(path.join('tests/fixtures/site', SERVICE), 'utf8').split('\n').indexOf('documentos:') + 1;
    expect(error).toMatchObject({ line, field: 'documentoss' });
    expect(error.message).toContain('Você quis dizer "documentos"?');
  });

  it('a menu item that opens no page: the item, its line and the nearest page', () => {
    const error = oneMessage('content/menu.yml', (t) => t.replace('endereco: "/servicos/exemplo"', 'endereco: "/servicos/exemplos"'));
    expect(error).toMatchObject({ line: 5, field: 'endereco' });
    expect(error.message).toBe('o item "Exemplo" do menu abre "/servicos/exemplos", que não é uma página do site.');
    expect(error.fix).toBe('Você quis dizer endereco: "/servicos/exemplo"?');
  });

  it('an unknown fact: the nearest valid name', () => {
    const error = oneMessage(SERVICE, (t) => t.replace('{{fatos.prazoExemplo}}', '{{fatos.prazoExemplos}}'));
    expect(error.message).toBe('o fato "{{fatos.prazoExemplos}}" não existe. Você quis dizer "{{fatos.prazoExemplo}}"?');
  });
});

describe('a broken data file reports its own mistake only', () => {
  /** The shipped content (every page reads office.yml, the facts and the holidays), with one edit. */
  function realContentWith(file: string, edit: (text: string) => string) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-real-'));
    fs.cpSync('content', path.join(dir, 'content'), { recursive: true });
    fs.cpSync('public', path.join(dir, 'public'), { recursive: true });
    const full = path.join(dir, file);
    const text = fs.readFileSync(full, 'utf8');
    const edited = edit(text);
    expect(edited).not.toBe(text);
    fs.writeFileSync(full, edited);
    const site = loadContent(dir);
    fs.rmSync(dir, { recursive: true, force: true });
    return site.errors;
  }

  it('a phone typed with punctuation in office.yml: one message, none in the files that read it', () => {
    const errors = realContentWith('content/office.yml', (t) => t.replace(/^telefone: "\d+"$/m, 'telefone: "(96) 3223-4567"'));
    expect(errors.map((e) => `${e.file}:${e.field}`)).toEqual(['content/office.yml:telefone']);
  }, 30_000);

  it('a holiday written dd/mm in feriados.yml: one message, no "fact does not exist" in the news', () => {
    const errors = realContentWith('content/feriados.yml', (t) => t.replace(/dia: "\d\d-\d\d"/, 'dia: "08/12"'));
    expect(errors).toHaveLength(1);
    expect(errors[0].file).toBe('content/feriados.yml');
  }, 30_000);
});
