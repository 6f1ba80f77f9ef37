import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES, MENSAGEM_MAX, validateContact, type ContactValues } from './rules';
import { formatNumber } from '../text/format';
import { whatsappUrl } from './whatsapp';

const valid: ContactValues = {
  nome: 'Maria da Silva',
  email: 'maria@example.com',
  telefone: '(96) 99999-1234',
  servico: 'ESCRITURA',
  mensagem: 'Quero agendar uma escritura.',
};

const errorsFor = (patch: Partial<ContactValues>) => {
  const result = validateContact({ ...valid, ...patch });
  return result.ok ? {} : result.errors;
};

describe('contact form rules (spec section 5)', () => {
  it('accepts a complete form and returns trimmed values', () => {
    const result = validateContact({ ...valid, nome: '  Maria  ', mensagem: '\n Quero agendar. \n' });
    expect(result).toEqual({ ok: true, data: { ...valid, nome: 'Maria', mensagem: 'Quero agendar.' } });
  });

  it('an empty form gets one message per field, the "required" one', () => {
    expect(validateContact(EMPTY_VALUES)).toEqual({
      ok: false,
      errors: {
        nome: 'Nome é obrigatório',
        email: 'E-mail é obrigatório',
        telefone: 'Telefone é obrigatório',
        servico: 'Selecione um serviço',
        mensagem: 'Mensagem é obrigatória',
      },
    });
  });

  it('whitespace-only counts as empty', () => {
    expect(validateContact({ nome: '   ', email: ' \t ', telefone: '\n', servico: ' ', mensagem: '  \n  ' })).toEqual({
      ok: false,
      errors: {
        nome: 'Nome é obrigatório',
        email: 'E-mail é obrigatório',
        telefone: 'Telefone é obrigatório',
        servico: 'Selecione um serviço',
        mensagem: 'Mensagem é obrigatória',
      },
    });
  });

  describe('nome: at least 2 characters, trimmed', () => {
    it.each([
      ['A', 'Nome deve ter pelo menos 2 caracteres'],
      ['  A  ', 'Nome deve ter pelo menos 2 caracteres'],
      ['Jo', undefined],
      [' Jo ', undefined],
      ['Ã', 'Nome deve ter pelo menos 2 caracteres'],
    ])('%j → %s', (nome, message) => {
      expect(errorsFor({ nome }).nome).toBe(message);
    });
  });

  describe('mensagem: at least 10 characters, trimmed', () => {
    it.each([
      ['123456789', 'Mensagem deve ter pelo menos 10 caracteres'],
      ['   123456789   ', 'Mensagem deve ter pelo menos 10 caracteres'],
      ['1234567890', undefined],
      ['  1234567890  ', undefined],
      ['a', 'Mensagem deve ter pelo menos 10 caracteres'],
    ])('%j → %s', (mensagem, message) => {
      expect(errorsFor({ mensagem }).mensagem).toBe(message);
    });
  });

  describe(`mensagem: at most ${MENSAGEM_MAX} characters, trimmed`, () => {
    it.each([
      ['a'.repeat(MENSAGEM_MAX), undefined],
      [`  ${'a'.repeat(MENSAGEM_MAX)}  `, undefined],
      ['a'.repeat(MENSAGEM_MAX + 1), `Mensagem deve ter no máximo ${formatNumber(MENSAGEM_MAX)} caracteres`],
    ])('%#', (mensagem, message) => {
      expect(errorsFor({ mensagem }).mensagem).toBe(message);
    });

    it('a request at the maximum, in Portuguese prose, makes a chat link under 2,000 characters', () => {
      const prose = 'Bom dia! Gostaria de saber quais documentos preciso levar para a escritura de compra e venda do imóvel, o prazo e o valor. ';
      const result = validateContact({
        nome: 'Maria José da Conceição Araújo dos Santos',
        email: 'maria.jose.conceicao@exemplo.com.br',
        telefone: '(96) 99999-1234',
        servico: 'REGISTRO DE TÍTULOS, DOCUMENTOS E PESSOAS JURÍDICAS',
        mensagem: prose.repeat(20).slice(0, MENSAGEM_MAX).trim(),
      });
      if (!result.ok) throw new Error('valid');
      const url = whatsappUrl({ nome: result.data.servico, numero: '5596999999999', email: '' }, result.data);
      expect(url.length).toBeLessThan(2000);
    });
  });

  describe('email: required, then a valid address', () => {
    it.each(['maria@example.com', 'maria.silva+cartorio@mail.example.com.br', 'JOAO_1@EXAMPLE.ORG', '  maria@example.com  '])(
      'accepts %j',
      (email) => {
        expect(errorsFor({ email }).email).toBeUndefined();
      },
    );

    it.each(['maria', 'maria@', '@example.com', 'maria@example', 'maria example@x.com', 'maria@@example.com', 'maria@exa mple.com', 'maria..silva@example.com'])(
      'rejects %j as invalid',
      (email) => {
        expect(errorsFor({ email }).email).toBe('E-mail inválido');
      },
    );

    it('an empty e-mail is "required", not "invalid"', () => {
      expect(errorsFor({ email: '' }).email).toBe('E-mail é obrigatório');
    });
  });

  it('telefone has no format rule: any non-blank text passes', () => {
    expect(errorsFor({ telefone: '9' }).telefone).toBeUndefined();
    expect(errorsFor({ telefone: 'meu celular' }).telefone).toBeUndefined();
  });

  it('servico is only required here (matching a department is checked at send time)', () => {
    expect(errorsFor({ servico: 'QUALQUER' }).servico).toBeUndefined();
    expect(errorsFor({ servico: '' }).servico).toBe('Selecione um serviço');
  });

  it('reports only the fields in error', () => {
    expect(validateContact({ ...valid, nome: 'A', email: 'x' })).toEqual({
      ok: false,
      errors: { nome: 'Nome deve ter pelo menos 2 caracteres', email: 'E-mail inválido' },
    });
  });
});
