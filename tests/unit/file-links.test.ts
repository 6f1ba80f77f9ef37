/**
 * Links to uploaded files are right by construction: a file's project path ("public/documentos/x.pdf")
 * or a file the site does not serve stops the build at its file and line, and the editor refuses the
 * project path before saving.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/node/content/load';
import { entryProblems } from '../../src/admin/validate';
import { siteWith } from './fixture-site';

const FACTS = 'content/fatos/arquivos.yml';

describe('a fact that links a file', () => {
  it('written as the project path: the build stops at its line with the address to write', () => {
    const dir = siteWith(FACTS, () => 'outro: "Texto"\npoliticaPdf: "public/documentos/politica.pdf"\n');
    const errors = loadContent(dir).errors.filter((e) => e.file === FACTS);
    expect(errors).toEqual([expect.objectContaining({ file: FACTS, line: 2 })]);
    expect(errors[0].message).toContain('escreva "/documentos/politica.pdf"');
  });

  it('a file the site does not serve: the build stops naming it; once uploaded, it passes', () => {
    const dir = siteWith(FACTS, () => 'politicaPdf: "/documentos/politica.pdf"\n');
    fs.mkdirSync(path.join(dir, 'public'));
    const errors = loadContent(dir).errors.filter((e) => e.file === FACTS);
    expect(errors).toEqual([expect.objectContaining({ line: 1, message: 'o arquivo "/documentos/politica.pdf" não existe no site (o visitante veria "página não encontrada").' })]);
    fs.mkdirSync(path.join(dir, 'public/documentos'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'public/documentos/politica.pdf'), '%PDF-1.4\n');
    expect(loadContent(dir).errors.filter((e) => e.file === FACTS)).toEqual([]);
  });

  it('the editor refuses the project path before saving, with the address to write', () => {
    expect(entryProblems('fatos', { politicaPdf: 'public/documentos/politica.pdf' })).toContain('escreva "/documentos/politica.pdf"');
    expect(entryProblems('fatos', { politicaPdf: '/documentos/politica.pdf' })).toBeUndefined();
  });
});

it('a page linking a file by its project path stops the build at that line', () => {
  const dir = siteWith('content/paginas/arquivo.mdx', () => '---\ntitle: "Arquivo de teste"\ndescription: "Uma página de teste que aponta para um arquivo enviado pelo editor do site."\nkeywords:\n  - teste\n---\n\nVeja [o PDF](public/documentos/x.pdf).\n');
  const errors = loadContent(dir).errors.filter((e) => e.file === 'content/paginas/arquivo.mdx');
  expect(errors).toEqual([expect.objectContaining({ line: 8, message: expect.stringContaining('escreva "/documentos/x.pdf"') })]);
});
