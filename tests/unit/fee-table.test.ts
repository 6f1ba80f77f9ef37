/**
 * The per-act fee table (content/tabela-emolumentos.yml): totals computed from their parts, brackets,
 * the worked example, groups per service page, and each editor mistake stopping the build with one
 * Portuguese message naming the file, the line and a fix.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/node/content/load';
import { formatContentErrors } from '../../src/node/content/report';
import { FEE_TABLE_FILE, type FeePrice } from '../../src/shared/content/fee-table';
import { FIXTURE, siteWith } from './fixture-site';

const SERVICE = 'content/paginas/servicos/exemplo.mdx';

const sumOfParts = (price: FeePrice) => price.parts.reduce((sum, p) => sum + p.cents, 0);

/** The fixture with one text replacement in a file (the replacement must happen). */
function fixtureWith(file: string, from: string | RegExp, to: string): string {
  return siteWith(file, (text) => {
    const edited = text.replace(from, to);
    expect(edited, `${String(from)} not found in ${file}`).not.toBe(text);
    return edited;
  });
}

function oneError(dir: string) {
  const { errors } = loadContent(dir);
  expect(errors, formatContentErrors(errors)).toHaveLength(1);
  expect(errors[0].fix).toBeTruthy();
  return errors[0];
}

describe('fee table: what each act costs', () => {
  it('computes each total as the emolument, its surcharges (percentages) and the stamp, in cents', () => {
    const site = loadContent(FIXTURE);
    expect(site.errors, formatContentErrors(site.errors)).toEqual([]);
    const fixed = site.feeTable.acts.find((a) => a.id === 'ato-fixo')!;
    expect(fixed.price!.parts.map((p) => [p.kind, p.cents])).toEqual([['emolumento', 1000], ['acrescimo', 50], ['acrescimo', 150], ['selo', 300]]);
    expect(fixed.price!.total).toBe(1500);
    expect(fixed.price!.parts.map((p) => p.name)).toEqual(['Emolumento', 'Fundo A (5%)', 'Fundo B (15%)', 'Selo digital']);
  });

  it('brackets have their bounds, the worked example falls in its bracket, a free act has no price', () => {
    const { feeTable } = loadContent(FIXTURE);
    const brackets = feeTable.acts.find((a) => a.id === 'ato-com-faixas')!;
    expect(brackets.kind).toBe('faixas');
    expect(brackets.brackets!.map((b) => [b.above, b.upTo, b.price.total])).toEqual([
      [undefined, 5000, 18300], [5000, 10000, 30300], [10000, undefined, 48300],
    ]);
    expect(brackets.example).toEqual({ value: 7500, bracket: 1 });
    expect(brackets.fromCents).toBe(18300);
    const free = feeTable.acts.find((a) => a.id === 'ato-gratuito')!;
    expect(free).toMatchObject({ kind: 'gratuito', fromCents: 0, gratuito: 'Para todas as pessoas.' });
    expect(free.price).toBeUndefined();
  });

  it('groups the acts by service page, the first listed page holding the row\'s anchor', () => {
    const { feeTable } = loadContent(FIXTURE);
    expect(feeTable.groups.map((g) => [g.slug, g.route, g.acts.map((a) => [a.act.id, a.home])])).toEqual([
      ['exemplo', '/servicos/exemplo', [['ato-fixo', true], ['ato-com-faixas', true], ['ato-gratuito', true]]],
    ]);
  });

  it('the site\'s own table: every total is the sum of its parts, every finished service page shows prices or says why not', () => {
    const site = loadContent(path.resolve(__dirname, '../..'));
    const feeErrors = site.errors.filter((e) => e.file === FEE_TABLE_FILE || ['custoResumo', 'departamento', 'prazoResumo', 'agendamento'].includes(e.field ?? ''));
    expect(feeErrors, formatContentErrors(feeErrors)).toEqual([]);
    const prices = site.feeTable.acts.flatMap((a) => [a.price, ...(a.brackets ?? []).map((b) => b.price)]).filter((p) => p !== undefined);
    expect(prices.length).toBeGreaterThan(20);
    for (const price of prices) expect(price.total).toBe(sumOfParts(price));
    // Deeds are priced by the property's value, with a worked example.
    const deed = site.feeTable.groups.find((g) => g.slug === 'escrituras')!.acts.find(({ act }) => act.kind === 'faixas')!.act;
    expect(deed.brackets!.length).toBeGreaterThan(2);
    expect(deed.example).toBeDefined();
    // Birth and death registration are free for everyone.
    const civil = site.feeTable.groups.find((g) => g.slug === 'registro-civil')!.acts.map(({ act }) => act);
    expect(civil.filter((a) => a.kind === 'gratuito').map((a) => a.id)).toEqual(['registro-nascimento', 'registro-obito']);
    // Each act's anchor is written once on /emolumentos.
    const homes = site.feeTable.groups.flatMap((g) => g.acts.filter((a) => a.home).map((a) => a.act.id));
    expect(new Set(homes).size).toBe(homes.length);
    expect(homes.sort()).toEqual(site.feeTable.acts.map((a) => a.id).sort());
  });
});

describe('fee table mistakes: one Portuguese message with file, line and fix', () => {
  it('an act on a page that is not a service page lists the service pages', () => {
    const error = oneError(fixtureWith(FEE_TABLE_FILE, 'paginas: [exemplo]\n    unidade: "por página"', 'paginas: [exemplos]\n    unidade: "por página"'));
    expect(error).toMatchObject({ file: FEE_TABLE_FILE, line: 16, field: 'tabela › [1º item] › paginas › [1º item]' });
    expect(error.message).toBe('o ato "ato-fixo" está na página "exemplos", que não é uma página de serviço.');
    expect(error.fix).toContain('exemplo');
  });

  it('an act without a value (no emolument, no brackets, not free) says what to write', () => {
    const error = oneError(fixtureWith(FEE_TABLE_FILE, '    emolumento: 10.00\n', ''));
    expect(error).toMatchObject({ file: FEE_TABLE_FILE, line: 14 });
    expect(error.message).toContain('o ato "ato-fixo" não tem valor: escreva "emolumento" (valor fixo), "faixas"');
    expect(error.fix).toContain('emolumento: 10.00');
  });

  it('a written total that is not the sum of the parts shows the sum', () => {
    const error = oneError(fixtureWith(FEE_TABLE_FILE, '    emolumento: 10.00\n', '    emolumento: 10.00\n    total: 15.10\n'));
    expect(error).toMatchObject({ file: FEE_TABLE_FILE, line: 19 });
    expect(error.message).toBe('o total 15.10 do ato "ato-fixo" não bate com a soma das partes: Emolumento 10.00 + Fundo A (5%) 0.50 + Fundo B (15%) 1.50 + Selo digital 3.00 = 15.00.');
  });

  it('brackets out of order, and a value written as text', () => {
    const order = oneError(fixtureWith(FEE_TABLE_FILE, '      - ate: 10000', '      - ate: 4000'));
    expect(order.message).toContain('as faixas vão do menor para o maior valor: 4000 não é maior que 5000');
    const text = oneError(fixtureWith(FEE_TABLE_FILE, 'emolumento: 10.00', 'emolumento: "R$ 10,00"'));
    expect(text).toMatchObject({ line: 18 });
    expect(text.message).toContain('deveria ser um número');
  });

  it('a finished service page with no act and no statement stops the build; a statement ("Gratuito: …") is enough', () => {
    const dir = fixtureWith(FEE_TABLE_FILE, /paginas: \[exemplo\]/g, 'paginas: [outro]');
    const other = fs.readFileSync(path.join(dir, SERVICE), 'utf8')
      .replace(/^title: .*$/m, 'title: "Outro Serviço"')
      .replace(/^description: .*$/m, 'description: "Outro serviço de exemplo, com a sua própria descrição para o teste."');
    fs.writeFileSync(path.join(dir, 'content/paginas/servicos/outro.mdx'), other);
    const error = oneError(dir);
    expect(error).toMatchObject({ file: SERVICE, line: 6, field: 'custoResumo' });
    expect(error.message).toBe(`a página "Serviço de Exemplo" não tem nenhum ato na tabela de emolumentos (${FEE_TABLE_FILE}) nem diz por que não tem valor.`);
    expect(error.fix).toContain('paginas: [exemplo]');
    expect(error.fix).toContain('custoResumo: "Gratuito: ..."');

    fs.writeFileSync(path.join(dir, SERVICE), fs.readFileSync(path.join(dir, SERVICE), 'utf8').replace('agendamento:', 'custoResumo: "Gratuito: para todas as pessoas."\nagendamento:'));
    const site = loadContent(dir);
    expect(site.errors, formatContentErrors(site.errors)).toEqual([]);
    expect(site.feeTable.groups.find((g) => g.slug === 'exemplo')).toMatchObject({ statement: 'Gratuito: para todas as pessoas.', acts: [] });
  });

  it('a service this office does not do shows no prices; once it does, it needs acts of its own', () => {
    // The page depends on office.yml `atribuicoes`; its statement says who charges instead.
    const dir = fixtureWith(SERVICE, 'agendamento:', 'atribuicao: registroDeImoveis\ncustoResumo: "Quem cobra é o Registro de Imóveis."\nagendamento:');
    fs.writeFileSync(path.join(dir, FEE_TABLE_FILE), fs.readFileSync(path.join(dir, FEE_TABLE_FILE), 'utf8').replace(/paginas: \[exemplo\]/g, 'paginas: [exemplo, outro]'));
    const other = fs.readFileSync(path.join(FIXTURE, SERVICE), 'utf8')
      .replace(/^title: .*$/m, 'title: "Outro Serviço"')
      .replace(/^description: .*$/m, 'description: "Outro serviço de exemplo, com a sua própria descrição para o teste."');
    fs.writeFileSync(path.join(dir, 'content/paginas/servicos/outro.mdx'), other);
    const notDone = loadContent(dir);
    expect(notDone.errors, formatContentErrors(notDone.errors)).toEqual([]);
    expect(notDone.feeTable.groups.map((g) => g.slug)).toEqual(['outro']);
    expect(notDone.feeTable.groups[0].acts.every((a) => a.home)).toBe(true);

    const office = path.join(dir, 'content/office.yml');
    fs.writeFileSync(office, fs.readFileSync(office, 'utf8').replace('registroDeImoveis: false', 'registroDeImoveis: true'));
    fs.writeFileSync(path.join(dir, FEE_TABLE_FILE), fs.readFileSync(path.join(dir, FEE_TABLE_FILE), 'utf8').replace(/paginas: \[exemplo, outro\]/g, 'paginas: [outro]'));
    const error = oneError(dir);
    expect(error).toMatchObject({ file: SERVICE, field: 'custoResumo' });
    expect(error.message).toContain('não tem nenhum ato na tabela de emolumentos');
  });

  it('the summary names a department that exists, and a finished page has its summary fields', () => {
    const department = oneError(fixtureWith(SERVICE, 'departamento: "ESCRITURA"', 'departamento: "ESCRITURAS"'));
    expect(department).toMatchObject({ file: SERVICE, line: 19, field: 'departamento' });
    expect(department.message).toBe('o departamento "ESCRITURAS" não existe em content/office.yml.');
    expect(department.fix).toContain('"ESCRITURA"');

    const missing = oneError(fixtureWith(SERVICE, /^prazoResumo: .*\n/m, ''));
    expect(missing).toMatchObject({ file: SERVICE, field: 'prazoResumo' });
    expect(missing.message).toBe('falta o campo "prazoResumo", que o resumo do topo da página mostra.');
    expect(missing.fix).toContain('prazoResumo:');

    const booking = oneError(fixtureWith(SERVICE, 'agendamento: sem-agendamento', 'agendamento: talvez'));
    expect(booking.message).toContain('obrigatorio, recomendado, sem-agendamento');
  });
});
