/**
 * The content loader is what stands between an editor's typo and a broken site: every mistake must
 * stop the build with the file, the line or field, and a fix an editor can act on.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent, routeForPageFile } from '../../src/node/content/load';
import { formatContentErrors } from '../../src/node/content/report';
import { FIXTURE, siteWith } from './fixture-site';

const SERVICE = 'content/paginas/servicos/exemplo.mdx';

describe('a valid site', () => {
  const site = loadContent(FIXTURE);

  it('loads without errors', () => {
    expect(site.errors).toEqual([]);
  });

  it('makes a route of every page file', () => {
    expect(site.pages.map((p) => p.route).sort()).toEqual(['/', '/404', '/servicos/exemplo']);
    expect(site.news.map((n) => n.route)).toEqual(['/noticias/aviso']);
    expect(routeForPageFile('servicos/index.mdx')).toBe('/servicos');
    expect(routeForPageFile('index.mdx')).toBe('/');
  });

  it('fills {{facts}} in frontmatter and body from the fact files and office facts', () => {
    const service = site.pages.find((p) => p.route === '/servicos/exemplo')!;
    expect(service.frontmatter.layout === 'servico' && service.frontmatter.prazos).toEqual(['Prazo: 3 a 5 dias úteis.']);
    expect(service.body).toContain('Ligue para (96) 3222-0000.');
    const home = site.pages.find((p) => p.route === '/')!;
    expect(home.body).toContain('Cartório do 1º Ofício de Notas e Registros');
  });

  it('applies schema defaults', () => {
    const service = site.pages.find((p) => p.route === '/servicos/exemplo')!;
    expect(service.frontmatter.layout === 'servico' && service.frontmatter.botaoPrincipal).toBe('contato');
  });
});

describe('an editor mistake stops the build with file, line, field and fix', () => {
  it('missing title', () => {
    const dir = siteWith(SERVICE, (t) => t.replace(/^title: .*\n/m, ''));
    const [error] = loadContent(dir).errors;
    expect(error).toMatchObject({ file: SERVICE, field: 'title' });
    expect(error.message).toBe('falta o campo obrigatório "title".');
    expect(error.fix).toContain('title: "');
  });

  it('a title too long for the tab once the office name is added', () => {
    // 59 characters + " | Cartório 1º Ofício" (21) = 80: search engines would cut it.
    const dir = siteWith(SERVICE, (t) => t.replace('title: "Serviço de Exemplo"', 'title: "Serviço de Exemplo com um título comprido demais para a aba"'));
    const [error, ...others] = loadContent(dir).errors;
    expect(others).toEqual([]);
    expect(error).toMatchObject({ file: SERVICE, field: 'title', line: 2 });
    expect(error.message).toContain('o título da aba fica com 80 caracteres');
    expect(error.fix).toBe('Encurte o título para até 49 caracteres (o nome curto do cartório é acrescentado no fim).');
  });

  it('wrong type, pointing at the line of the field', () => {
    const dir = siteWith(SERVICE, (t) => t.replace('ordem: 1', 'ordem: primeiro'));
    const [error] = loadContent(dir).errors;
    expect(error).toMatchObject({ file: SERVICE, field: 'ordem', line: 10 });
    expect(error.message).toContain('deveria ser um número');
    expect(error.fix).toContain('ordem: 1');
  });

  it('unknown field (a typo in the field name)', () => {
    const dir = siteWith(SERVICE, (t) => t.replace('resumo:', 'resumoo:'));
    const errors = loadContent(dir).errors;
    const unknown = errors.find((e) => e.message.startsWith('campo desconhecido'))!;
    expect(unknown).toMatchObject({ file: SERVICE, field: 'resumoo', line: 7 });
    // …and the real field is then reported missing.
    expect(errors.some((e) => e.field === 'resumo')).toBe(true);
  });

  it('an unknown field lists the fields accepted there, read from the schema', () => {
    const dir = siteWith('content/office.yml', (t) => t.replace('telefone:', 'fone:'));
    const unknown = loadContent(dir).errors.find((e) => e.message.startsWith('campo desconhecido'))!;
    expect(unknown).toMatchObject({ file: 'content/office.yml', field: 'fone' });
    expect(unknown.fix).toMatch(/^Campos aceitos aqui: .*"telefone", "whatsapp", "email"/);
    // In a list item of a service page: the fields of that item.
    const inItem = loadContent(siteWith(SERVICE, (t) => t.replace('  - grupo: "Pessoas físicas"', '  - grupo: "Pessoas físicas"\n    extra: "x"'))).errors[0];
    expect(inItem.fix).toBe('Campos aceitos aqui: "grupo", "itens".');
  });

  it('office facts in the wrong format say what to write', () => {
    const cases: [string, string, string][] = [
      ['telefone: "559632220000"', 'telefone: "(96) 3222-0000"', 'só dígitos: 55, o DDD e o número'],
      ['cep: "68900-000"', 'cep: "68900000"', 'cinco dígitos, traço, três dígitos'],
      ['cnpj: "00.000.000/0001-00"', 'cnpj: "00000000000100"', 'com pontos, barra e traço'],
      ['siteUrl: "https://www.cartorio1oficio.com.br"', 'siteUrl: "www.cartorio1oficio.com.br/"', 'com https://, sem barra'],
    ];
    for (const [from, to, fix] of cases) {
      const office = fs.readFileSync(path.join(FIXTURE, 'content/office.yml'), 'utf8');
      expect(office, `fixture has ${from}`).toContain(from);
      const [error, ...others] = loadContent(siteWith('content/office.yml', (t) => t.replace(from, to))).errors;
      expect(others, to).toEqual([]);
      expect(error.message, to).toContain('não está no formato esperado');
      expect(error.fix, to).toContain(fix);
    }
  });

  it('unknown field inside a list item names the item', () => {
    const dir = siteWith(SERVICE, (t) => t.replace('  - grupo: "Pessoas físicas"', '  - grupo: "Pessoas físicas"\n    extra: "x"'));
    const [error] = loadContent(dir).errors;
    expect(error.message).toContain('"extra"');
    expect(error.message).toContain('documentos › [1º item]');
  });

  it('an icon that does not exist lists the valid ones', () => {
    const dir = siteWith(SERVICE, (t) => t.replace('icone: file-text', 'icone: arquivo'));
    const [error] = loadContent(dir).errors;
    expect(error).toMatchObject({ field: 'icone', line: 8 });
    expect(error.message).toContain('file-text');
  });

  it('a description too short says how long it must be', () => {
    const dir = siteWith(SERVICE, (t) => t.replace(/^description: .*$/m, 'description: "Curta."'));
    const [error] = loadContent(dir).errors;
    expect(error).toMatchObject({ field: 'description', line: 3 });
    expect(error.message).toContain('pelo menos 50 caracteres');
  });

  it('broken YAML syntax gives the line', () => {
    const dir = siteWith(SERVICE, (t) => t.replace('grupo: notariais', 'grupo: notariais: errado'));
    const [error] = loadContent(dir).errors;
    expect(error.file).toBe(SERVICE);
    expect(error.line).toBe(9);
    expect(error.message).toBe('no cabeçalho (frontmatter), um texto com dois-pontos (:) no meio precisa estar entre aspas.');
  });

  it('a file without frontmatter', () => {
    const dir = siteWith('content/paginas/sem-cabecalho.mdx', () => '# Título\n\nTexto.\n');
    const [error] = loadContent(dir).errors;
    expect(error).toMatchObject({ file: 'content/paginas/sem-cabecalho.mdx', line: 1 });
    expect(error.fix).toContain('title:');
  });

  it('a link to a route that does not exist, with the closest route suggested', () => {
    const dir = siteWith('content/paginas/index.mdx', (t) => t.replace('(/servicos/exemplo#documentos)', '(/servicos/exemplos)'));
    const [error] = loadContent(dir).errors;
    expect(error).toMatchObject({ file: 'content/paginas/index.mdx', line: 11 });
    expect(error.message).toBe('o link "/servicos/exemplos" aponta para uma página que não existe.');
    expect(error.fix).toContain('"/servicos/exemplo"');
  });

  it('a dead link written in frontmatter points at its line', () => {
    const dir = siteWith(SERVICE, (t) => t.replace('      - RG e CPF', '      - "RG e CPF; veja [a página](/nao-existe)"'));
    const [error] = loadContent(dir).errors;
    expect(error).toMatchObject({ file: SERVICE, line: 14 });
    expect(error.message).toContain('/nao-existe');
  });

  it('an unknown fact lists the facts that exist', () => {
    const dir = siteWith(SERVICE, (t) => t.replace('{{fatos.prazoExemplo}}', '{{fatos.prazoInexistente}}'));
    const [error] = loadContent(dir).errors;
    expect(error.message).toBe('o fato "{{fatos.prazoInexistente}}" não existe.');
    expect(error.fix).toContain('{{fatos.prazoExemplo}}');
    expect(error.line).toBe(16);
  });

  it('a fact may use another fact, and a loop between facts is reported', () => {
    const nested = siteWith('content/fatos/outros.yml', () => 'prazoComposto: "Prazo usual: {{fatos.prazoExemplo}}"\n');
    const site = loadContent(nested);
    expect(site.errors).toEqual([]);
    expect(site.facts['fatos.prazoComposto']).toBe('Prazo usual: 3 a 5 dias úteis');

    const loop = siteWith('content/fatos/outros.yml', () => 'a: "{{fatos.b}}"\nb: "{{fatos.a}}"\n');
    const errors = loadContent(loop).errors;
    expect(errors.map((e) => e.field).sort()).toEqual(['a', 'b']);
    expect(errors[0].message).toContain('ciclo');
  });

  it('a fact defined in two files', () => {
    const dir = siteWith('content/fatos/outros.yml', () => 'prazoExemplo: "outro prazo"\n');
    const [error] = loadContent(dir).errors;
    expect(error).toMatchObject({ file: 'content/fatos/outros.yml', field: 'prazoExemplo' });
    expect(error.message).toContain('content/fatos/gerais.yml');
  });

  it('two pages with the same title', () => {
    const dir = siteWith('content/paginas/outra.mdx', () => fs.readFileSync(path.join(FIXTURE, SERVICE), 'utf8').replace(/^description: .*$/m, 'description: "Outra descrição, diferente da primeira, com tamanho suficiente para passar."'));
    const [error] = loadContent(dir).errors;
    // Files are read in alphabetical order: the later one is reported, naming the earlier one.
    expect(error).toMatchObject({ file: SERVICE, field: 'title' });
    expect(error.message).toBe('o campo "title" é igual ao de content/paginas/outra.mdx.');
  });

  it('office facts are validated too (phone with punctuation)', () => {
    const dir = siteWith('content/office.yml', (t) => t.replace('telefone: "559632220000"', 'telefone: "(96) 3222-0000"'));
    const [error] = loadContent(dir).errors;
    expect(error).toMatchObject({ file: 'content/office.yml', field: 'telefone' });
  });

  it('the report names file, line, problem and fix in Portuguese', () => {
    const dir = siteWith(SERVICE, (t) => t.replace(/^title: .*\n/m, ''));
    const report = formatContentErrors(loadContent(dir).errors);
    expect(report).toContain(`✗ ${SERVICE}, linha 2 (campo: title)`);
    expect(report).toContain('Problema: falta o campo obrigatório "title".');
    expect(report).toContain('Como corrigir: title: "');
  });
});
