/**
 * The answer cards' choices on the real content: which question a query asks, which department or
 * service it names, and the value a deed query states.
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/node/content/load';
import { buildSearchIndex } from '../../src/node/search-index/extract';
import { createEngine } from '../../src/shared/search/engine';
import { declaredValue, findAnswer } from '../../src/shared/search/answers';

const engine = createEngine(buildSearchIndex(loadContent(process.cwd())));
const answer = (q: string, now?: Date) => findAnswer(q, engine.search(q).hits[0]?.href, engine.answers, now);

describe('declaredValue', () => {
  it('reads the ways people write an amount', () => {
    expect(declaredValue('escritura 150 mil')).toBe(150_000);
    expect(declaredValue('escritura de R$ 150.000,00')).toBe(150_000);
    expect(declaredValue('imovel de 1,5 milhao')).toBe(1_500_000);
    expect(declaredValue('casa 200k')).toBe(200_000);
    expect(declaredValue('casa de 85000 reais')).toBe(85_000);
  });

  it('takes no small bare number for a value ("2 via", "12 vezes")', () => {
    expect(declaredValue('2 via da escritura')).toBeUndefined();
    expect(declaredValue('parcelar em 12 vezes')).toBeUndefined();
  });
});

describe('findAnswer', () => {
  it('names the department the query names, by its name or by what it handles', () => {
    expect(answer('telefone do setor de protesto')).toMatchObject({ kind: 'phone', department: 'Protesto' });
    expect(answer('zap do registro civil')).toMatchObject({ kind: 'phone', department: 'Registro Civil' });
    expect(answer('whatsapp para procuracao')).toMatchObject({ kind: 'phone', department: 'Procuração' });
  });

  it('gives the office\'s own phone and WhatsApp when no department is named', () => {
    expect(answer('numero do cartorio')).toMatchObject({ kind: 'phone', department: undefined });
    expect(answer('telefone do cartorio')).toMatchObject({ kind: 'phone', department: undefined, phone: engine.answers!.office.phone, whatsapp: engine.answers!.office.whatsapp });
  });

  it('answers a price question with the rows of the service ranked first, and a stated value with its bracket', () => {
    expect(answer('quanto custa reconhecer firma')).toMatchObject({ kind: 'price', href: '/emolumentos#valores-reconhecimento-firma' });
    const deed = answer('escritura 150 mil');
    expect(deed).toMatchObject({ kind: 'price', href: '/emolumentos#valores-escrituras' });
    expect(deed?.kind === 'price' && deed.value?.value).toMatch(/^R\$\s150\.000,00$/);
  });

  it('answers a deadline question with the service\'s deadline summary', () => {
    expect(answer('quanto tempo demora a certidao de protesto')).toMatchObject({ kind: 'deadline', href: '/servicos/certidoes-protesto#prazos' });
  });

  it('answers an hours question with the status at that instant', () => {
    const monday = new Date('2026-11-23T09:00:00-03:00');
    expect(answer('que horas abre', monday)).toMatchObject({ kind: 'hours', open: true, status: 'Aberto agora · fecha às 16h' });
  });

  it('shows the phone only when the question asks for it, not when WhatsApp is a thing it is about', () => {
    expect(answer('ata notarial print whatsapp')).toBeUndefined();
    expect(answer('provar conversa do whatsapp')).toBeUndefined();
    expect(answer('lgpd contato responsável pelos dados')).toBeUndefined();
    expect(answer('protesto telefone')).toMatchObject({ kind: 'phone', department: 'Protesto' });
    expect(answer('qual o whatsapp do cartorio')).toMatchObject({ kind: 'phone' });
  });

  it('stays out of the way of other questions', () => {
    expect(answer('numero da matricula do imovel')?.kind).not.toBe('phone');
    expect(answer('certidao de nascimento')).toBeUndefined();
    expect(answer('documentos para escritura')).toBeUndefined();
  });
});
