import { describe, expect, it } from 'vitest';
import type { Office, Platforms } from '../content/schema';
import { checkChannel, phoneKey } from './check';
import { officialChannels } from './official-channels';
import { verdict } from './verdict';

// The office's sample data (content/office.yml), trimmed to what the checker reads.
const office = {
  siteUrl: 'https://www.cartorio1oficio.example',
  telefone: '559632220000',
  whatsapp: '5596999990000',
  email: 'contato@cartorio1oficio.example',
  cnpj: '12.345.678/0001-95',
  encarregadoLgpd: { nome: 'X', email: 'lgpd@cartorio1oficio.example', telefone: '559632220001' },
  departamentos: [
    { nome: 'PROCURAÇÃO', numero: '5596999990001', email: 'procuracao@cartorio1oficio.example' },
    { nome: 'PROTESTO', numero: '5596999990006', email: 'protesto@cartorio1oficio.example' },
  ],
} as unknown as Office;
const platforms = {
  categorias: [{ categoria: 'C', descricao: 'D', servicos: [{ nome: 'e-Notariado', descricao: 'D', icone: 'x', url: 'https://www.e-notariado.org.br' }] }],
} as unknown as Platforms;
const channels = officialChannels(office, platforms);
const check = (text: string) => checkChannel(text, channels);
const title = (text: string) => verdict(check(text))?.title ?? '';

describe('phone numbers', () => {
  it.each([
    '(96) 99999-0001', '+55 96 99999-0001', '5596999990001', 'wa.me/5596999990001', 'https://wa.me/5596999990001?text=oi',
    'https://api.whatsapp.com/send?phone=5596999990001&text=Ol%C3%A1', 'whatsapp://send?phone=5596999990001',
    '096 99999-0001', '0 21 96 99999-0001', 'tel:+5596999990001', '99999-0001',
  ])('%s is the Procuração department', (text) => {
    expect(check(text)).toMatchObject({ kind: 'official', owners: ['departamento de Procuração'] });
    expect(title(text)).toMatch(/^Oficial: .*departamento de Procuração/);
  });

  it('a mobile matches with or without the ninth digit (old spelling, older WhatsApp links)', () => {
    expect(check('(96) 9999-0006')).toMatchObject({ kind: 'official', owners: ['departamento de Protesto'] });
    expect(check('https://wa.me/559699990006')).toMatchObject({ kind: 'official', what: 'whatsapp', owners: ['departamento de Protesto'] });
    expect(phoneKey('(96) 9999-0006')).toEqual(phoneKey('(96) 99999-0006'));
    // A landline never gains a ninth digit: 3222-0000 is not 93222-0000.
    expect(phoneKey('3222-0000')).toEqual({ area: '', local: '32220000' });
    expect(check('(96) 93222-0000').kind).toBe('other');
  });

  it('the office\'s general number and WhatsApp, and the LGPD officer', () => {
    expect(check('(96) 3222-0000')).toMatchObject({ kind: 'official', owners: ['atendimento geral'] });
    expect(check('+55 (96) 99999-0000')).toMatchObject({ kind: 'official', owners: ['atendimento geral'] });
    expect(check('(96) 3222-0001')).toMatchObject({ kind: 'official', owners: ['Encarregado de Dados (LGPD)'] });
  });

  it.each(['(96) 99999-0009', '+55 11 99999-0001', 'wa.me/5511999990001', 'https://api.whatsapp.com/send?phone=5596988880000', '123'])(
    '%s is not the office\'s', (text) => {
      expect(check(text).kind).toBe('other');
      expect(title(text)).toMatch(/^Não é do cartório/);
    },
  );
});

describe('e-mails', () => {
  it('match ignoring case and a mailto: link', () => {
    expect(check('PROTESTO@CARTORIO1OFICIO.EXAMPLE')).toMatchObject({ kind: 'official', what: 'email', owners: ['departamento de Protesto'] });
    expect(check('mailto:Contato@Cartorio1Oficio.example?subject=Oi')).toMatchObject({ kind: 'official', owners: ['atendimento geral'] });
    expect(check('Cartório 1º Ofício <Protesto@cartorio1oficio.example>')).toMatchObject({ kind: 'official', owners: ['departamento de Protesto'] });
    expect(title('Contato@cartorio1oficio.example')).toBe('Oficial: este e-mail é do cartório (atendimento geral).');
  });

  it.each([
    ['protesto@cartorio1ofcio.example', 'protesto@cartorio1oficio.example'],
    ['protest0@cartorio1oficio.example', 'protesto@cartorio1oficio.example'],
    ['protesto@cartorio1oficio.example.com', 'protesto@cartorio1oficio.example'],
    ['contato@gmail.com', 'contato@cartorio1oficio.example'],
  ])('a look-alike %s is not the office\'s, and says which it imitates', (text, official) => {
    expect(check(text)).toMatchObject({ kind: 'other', what: 'email', lookalike: official });
    const v = verdict(check(text))!;
    expect(v.title).toMatch(/^Não é do cartório/);
    expect(v.details[0]).toContain(official);
  });

  it('an e-mail on the office\'s domain that is not listed is not official', () => {
    expect(check('financeiro@cartorio1oficio.example').kind).toBe('other');
  });
});

describe('web addresses', () => {
  it.each([
    'https://www.cartorio1oficio.example', 'www.cartorio1oficio.example', 'cartorio1oficio.example',
    'http://cartorio1oficio.example/contato', 'HTTPS://WWW.CARTORIO1OFICIO.EXAMPLE/servicos/escrituras?x=1#documentos',
    'https://www.cartorio1oficio.example./',
  ])('%s is the site', (text) => {
    expect(check(text)).toMatchObject({ kind: 'official', what: 'site' });
    expect(title(text)).toBe('Oficial: este é o endereço do site do cartório.');
  });

  it.each([
    ['cartorio1oficio.example.com.br.evil.com', true],
    ['https://www.cartorio1oficio.example@evil.com/', false],
    ['https://www.cartorio1ofício.example', true],
    ['https://www.cartorio1oficlo.example', true],
    ['https://www.cartorio-1oficio.example', true],
    ['https://pagamento.cartorio1oficio.example', true],
    ['https://www.exemplo.com.br', false],
  ])('%s is not the site', (text, lookalike) => {
    const result = check(text);
    expect(result).toMatchObject({ kind: 'other', what: 'site' });
    expect(result.kind === 'other' && Boolean(result.lookalike)).toBe(lookalike);
    expect(title(text)).toMatch(/^Não é do cartório/);
  });

  it('a national platform the site lists is official, but not the office\'s', () => {
    expect(check('https://www.e-notariado.org.br/')).toMatchObject({ kind: 'other', platform: 'e-Notariado' });
    expect(title('e-notariado.org.br')).toMatch(/^Não é um canal do cartório: é o endereço de e-Notariado/);
  });
});

describe('Pix keys', () => {
  it('the office\'s CNPJ, written either way, is the office\'s (with a word on checking the receiver)', () => {
    for (const text of ['12.345.678/0001-95', '12345678000195', 'Pix: 12.345.678/0001-95']) {
      expect(check(text)).toMatchObject({ kind: 'official', what: 'cnpj' });
    }
    expect(verdict(check('chave pix 12345678000195'))!.details.join(' ')).toContain('recebedor');
  });

  it('a key that is an office e-mail or phone is checked as that channel', () => {
    expect(check('Pix: protesto@cartorio1oficio.example')).toMatchObject({ kind: 'official', what: 'email', pix: true });
    expect(verdict(check('Pix: protesto@cartorio1oficio.example'))!.details.join(' ')).toContain('recebedor');
    expect(check('chave pix (96) 99999-0001')).toMatchObject({ kind: 'official', what: 'phone', pix: true });
  });

  it.each(['123e4567-e89b-12d3-a456-426614174000', '123.456.789-09', '98.765.432/0001-10', 'Pix: fulano@gmail.com'])(
    '%s is not the office\'s', (text) => {
      expect(check(text).kind).toBe('other');
      expect(title(text)).toMatch(/^Não é do cartório/);
    },
  );
});

describe('anything else', () => {
  it('an empty box says nothing; words are not a channel', () => {
    expect(verdict(check('   '))).toBeUndefined();
    expect(check('me ligaram do cartório').kind).toBe('unknown');
    expect(check('javascript:alert(1)').kind).toBe('unknown');
  });
});
