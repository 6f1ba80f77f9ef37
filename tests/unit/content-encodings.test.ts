/**
 * Line endings and encodings never matter: a content file saved on Windows (CRLF), with a byte-order mark
 * (Notepad), or with Word's curly quotes around a value reads exactly like the plain file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/node/content/load';
import { normalizeText, straightenYamlQuotes } from '../../src/node/content/files';
import { FIXTURE, siteWith } from './fixture-site';

const SERVICE = 'content/paginas/servicos/exemplo.mdx';
const windows = (text: string) => `\uFEFF${text.replace(/\n/g, '\r\n')}`;

describe('files saved by Windows editors', () => {
  const plain = loadContent(FIXTURE);

  it('a data file and a page saved with CRLF and a BOM load with no message and the same values', () => {
    const dir = siteWith('content/office.yml', windows);
    const page = path.join(dir, SERVICE);
    fs.writeFileSync(page, windows(fs.readFileSync(page, 'utf8')));
    const site = loadContent(dir);
    expect(site.errors).toEqual([]);
    expect(site.office).toEqual(plain.office);
    const service = (s: typeof site) => s.pages.find((p) => p.file === SERVICE)!;
    expect(service(site).frontmatter).toEqual(service(plain).frontmatter);
    expect(service(site).body).toBe(service(plain).body);
  });

  it('an old-Mac file (CR only) reads too', () => {
    expect(normalizeText('a: 1\rb: 2\r')).toBe('a: 1\nb: 2\n');
  });

  it('a value between curly quotes is read as quoted text, colon included, with lines unchanged', () => {
    const dir = siteWith(SERVICE, (t) => t.replace('title: "Serviço de Exemplo"', 'title: “Serviço de Exemplo: teste”'));
    const site = loadContent(dir);
    expect(site.errors).toEqual([]);
    expect(site.pages.find((p) => p.file === SERVICE)!.frontmatter.title).toBe('Serviço de Exemplo: teste');
  });

  it('curly quotes inside a value, or around part of it, stay as written', () => {
    expect(straightenYamlQuotes('a: "É a “identidade” do imóvel"')).toBe('a: "É a “identidade” do imóvel"');
    expect(straightenYamlQuotes('a: “Matrícula” e “Registro”')).toBe('a: “Matrícula” e “Registro”');
    expect(straightenYamlQuotes('  - ‘RG e CPF’')).toBe("  - 'RG e CPF'");
  });
});
