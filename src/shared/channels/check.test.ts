import { describe, expect, it } from 'vitest';
import type { Office, Platforms } from '../content/schema';
import { checkChannel, phoneKey } from './check';
import { officialChannels } from './official-channels';
import { verdict } from './verdict';
import { seededRandom } from '../seeded-random';

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
    '096 99999-0001', '0 21 96 99999-0001', 'tel:+5596999990001', '0055 96 99999-0001', 'wa.me/+5596999990001',
  ])('%s is the Procuração department', (text) => {
    expect(check(text)).toMatchObject({ kind: 'official', owners: ['departamento de Procuração'] });
    expect(title(text)).toMatch(/^Oficial: .*departamento de Procuração/);
  });

  it('a mobile matches with or without the ninth digit (old spelling, older WhatsApp links)', () => {
    expect(check('(96) 9999-0006')).toMatchObject({ kind: 'official', owners: ['departamento de Protesto'] });
    expect(check('https://wa.me/559699990006')).toMatchObject({ kind: 'official', what: 'whatsapp', owners: ['departamento de Protesto'] });
    expect(phoneKey('559699990006')).toEqual(phoneKey('5596999990006'));
    // A landline never gains a ninth digit: 3222-0000 is not 93222-0000.
    expect(phoneKey('559632220000')).toEqual({ area: '96', local: '32220000' });
    expect(check('(96) 93222-0000').kind).toBe('other');
  });

  it('the office\'s general number and WhatsApp, and the LGPD officer', () => {
    expect(check('(96) 3222-0000')).toMatchObject({ kind: 'official', owners: ['atendimento geral'] });
    expect(check('+55 (96) 99999-0000')).toMatchObject({ kind: 'official', owners: ['atendimento geral'] });
    expect(check('(96) 3222-0001')).toMatchObject({ kind: 'official', owners: ['Encarregado de Dados (LGPD)'] });
  });

  it.each(['(96) 99999-0009', '+55 11 99999-0001', 'wa.me/5511999990001', 'https://api.whatsapp.com/send?phone=5596988880000'])(
    '%s is not the office\'s', (text) => {
      expect(check(text).kind).toBe('other');
      expect(title(text)).toMatch(/^Não é do cartório/);
    },
  );

  it.each([
    '+44 96 99999-0000', '0044 96 99999-0000', '+1 96 99999-0000', 'https://wa.me/919699990000',
    'https://api.whatsapp.com/send?phone=4496999990000', 'https://wa.me/999990000', 'wa.me/96999990000', 'whatsapp://send?phone=96999990000',
    'https://wa.me/55999990000',
  ])('%s (another country\'s code, or a link that reaches no office number) is not the office\'s', (text) => {
    expect(check(text).kind).toBe('other');
    expect(title(text)).toMatch(/^Não é do cartório/);
  });

  it('another country\'s code says so', () => {
    expect(verdict(check('+44 96 99999-0000'))!.details[0]).toContain('outro país');
    expect(verdict(check('https://wa.me/919699990000'))!.details[0]).toContain('não começa com 55');
  });

  it.each([['99999-0001', 'area'], ['9999-0006', 'area'], ['+55 99999-0001', 'area'], ['123', 'digits'], ['+55', 'digits']])(
    '%s could be anyone\'s: no verdict, and what to do', (text, missing) => {
      expect(check(text)).toEqual({ kind: 'incomplete', missing });
      const v = verdict(check(text))!;
      expect(v.title).toMatch(/^Não dá para saber só com isso/);
      expect(`${v.title} ${v.details.join(' ')}`).not.toMatch(/oficial|não é/i);
      expect(v.details.join(' ')).toContain('com o DDD');
      expect(v.link).toBe('list');
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

describe('boletos and Pix codes are recognised, not judged', () => {
  const boleto47 = '23790.12345 60000.123456 70000.123456 1 23450000010000';
  const boleto48 = '83620000000-0 67890123456-7 89012345678-9 01234567890-1';
  const barcode = '23791234500000100001234560000123456700001234';
  const pixCode = '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

  it.each([
    [boleto47, 'boleto'], [boleto47.replace(/\D/g, ''), 'boleto'], [boleto48, 'boleto'], [boleto48.replace(/\D/g, ''), 'boleto'],
    [barcode, 'barcode'], [pixCode, 'pixCode'], [`Pix: ${pixCode}`, 'pixCode'],
    ['00020101021226870014br.gov.bcb.pix2565pix.example.com/qr/v2/cobv/9d36b84f5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***6304ABCD', 'pixCode'],
  ])('%s is a payment code', (text, code) => {
    expect(check(text)).toEqual({ kind: 'payment', code });
    const v = verdict(check(text), { protestPayment: 'o título é pago no cartório (texto de exemplo, a confirmar)' })!;
    const words = `${v.title} ${v.details.join(' ')}`;
    expect(words).not.toMatch(/não pague|não é do cartório|oficial:/i);
    expect(words).toContain('não tem como saber');
    expect(words).toMatch(/nome e o CNPJ de quem recebe/);
    expect(words).toContain('Intimação de protesto: o título é pago no cartório (texto de exemplo, a confirmar).');
    expect(v.link).toBe('list');
  });

  it('a boleto with digits missing is no verdict either: longer than any phone number, it is not read', () => {
    expect(check(boleto47.slice(0, -5)).kind).toBe('unknown');
  });
});

describe('what a verdict rests on', () => {
  it('while the channels are samples, "Oficial" says so and nothing reads as confirmed', () => {
    const v = verdict(check('(96) 99999-0001'), { sample: true })!;
    expect(v.title).toBe('Oficial (dado de exemplo, a confirmar): este número é do cartório (departamento de Procuração).');
    expect(v.details[0]).toContain('são exemplos que o cartório ainda vai confirmar');
    expect(verdict(check('(96) 99999-0001'))!.title).toBe('Oficial: este número é do cartório (departamento de Procuração).');
  });

  it('the sample mark follows the office data: one sample channel field is enough', () => {
    expect(officialChannels({ ...office, amostra: ['departamentos'] } as Office, platforms).sample).toBe(true);
    expect(officialChannels({ ...office, amostra: ['nome'] } as Office, platforms).sample).toBeUndefined();
  });
});

describe('anything else', () => {
  it('an empty box says nothing; words are not a channel', () => {
    expect(verdict(check('   '))).toBeUndefined();
    expect(check('me ligaram do cartório').kind).toBe('unknown');
    expect(check('javascript:alert(1)').kind).toBe('unknown');
  });
});

/**
 * The channel check is exact: thousands of numbers and links drawn near the office's own (another
 * country's code, a WhatsApp link without 55 or the area code, a digit changed, added or dropped, a random
 * number), each written in one of the ways people write numbers, and none of them is called official.
 */
/** Area code and local number of each office number, and a mobile's old 8-digit spelling. */
const national = channels.phones.map((p) => p.digits.slice(2));
const officeKeys = new Set(national.flatMap((n) => (n.length === 11 ? [n, n.slice(0, 2) + n.slice(3)] : [n])));

const random = seededRandom(62);
const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
const digit = () => String(Math.floor(random() * 10));
const digits = (n: number) => Array.from({ length: n }, digit).join('');

/** A national number (area code and local number) as people write it, with or without +55. */
function spelled(n: string): string {
  const [area, local] = [n.slice(0, 2), n.slice(2)];
  const split = `${local.slice(0, -4)}-${local.slice(-4)}`;
  return pick([
    `(${area}) ${split}`, `${area} ${split}`, `${area}${local}`, `0${area} ${split}`, `0 ${1 + Math.floor(random() * 9)}${digit()} ${area} ${split}`,
    `+55 ${area} ${split}`, `+55 (${area}) ${split}`, `55${area}${local}`, `0055 ${area} ${local}`, `tel:+55${area}${local}`,
    `wa.me/55${area}${local}`, `https://wa.me/55${area}${local}?text=oi`, `https://api.whatsapp.com/send?phone=55${area}${local}`,
    `whatsapp://send?phone=55${area}${local}`, `Pix: (${area}) ${split}`,
  ]);
}

/** Each way a number can come near an office number without being one. */
const near: Record<string, () => string | undefined> = {
  /** "+44 96 99999-0000": another country's code before an office number. */
  foreignCode() {
    const n = pick(national);
    let code = String(1 + Math.floor(random() * 998));
    if (`${code}${n}`.startsWith('55')) code = '1';
    return pick([`+${code} ${n.slice(0, 2)} ${n.slice(2)}`, `00${code} ${n}`, `+${code}${n}`, `wa.me/${code}${n}`, `https://api.whatsapp.com/send?phone=${code}${n}`]);
  },
  /** A WhatsApp link without the country code, or without the area code. */
  linkNotInternational() {
    const n = pick(national);
    const number = pick([n, n.slice(2), `55${n.slice(2)}`]);
    if (number.startsWith('55') && number.length >= 12 && officeKeys.has(number.slice(2))) return undefined;
    return pick([`https://wa.me/${number}`, `wa.me/${number}`, `https://api.whatsapp.com/send?phone=${number}`, `whatsapp://send?phone=${number}`]);
  },
  /** One digit of the area code or the number changed. */
  digitChanged() {
    const n = pick(national).split('');
    n[Math.floor(random() * n.length)] = digit();
    return officeKeys.has(n.join('')) ? undefined : spelled(n.join(''));
  },
  /** One digit more. */
  digitAdded() {
    const n = pick(national);
    const at = 2 + Math.floor(random() * (n.length - 1));
    const longer = n.slice(0, at) + digit() + n.slice(at);
    return officeKeys.has(longer) ? undefined : spelled(longer);
  },
  /** The number without its area code, or with digits dropped: no verdict at all. */
  incomplete() {
    const n = pick(national);
    return pick([n.slice(2), n.slice(3), n.slice(0, 2 + Math.floor(random() * 6)), `+55 ${n.slice(2)}`, `${n.slice(2, 6)}-${n.slice(6)}`]);
  },
  /** Any number at all. */
  anyNumber() {
    const n = `${1 + Math.floor(random() * 9)}${1 + Math.floor(random() * 9)}${pick(['9', '3'])}${digits(pick([7, 8]))}`;
    return officeKeys.has(n) ? undefined : spelled(n);
  },
};

describe('no number or link that is not exactly an office number is called official', () => {
  it('five thousand drawn numbers and links', () => {
    const called: string[] = [];
    const drawn: Record<string, number> = {};
    const kinds = Object.keys(near);
    for (let i = 0; i < 5000; i++) {
      const kind = kinds[i % kinds.length];
      const text = near[kind]();
      if (text === undefined) continue;
      drawn[kind] = (drawn[kind] ?? 0) + 1;
      const result = checkChannel(text, channels);
      if (result.kind === 'official' || /oficial/i.test(verdict(result)?.title ?? '')) called.push(`${kind}: ${text}`);
    }
    expect(called).toEqual([]);
    for (const kind of kinds) expect(drawn[kind], kind).toBeGreaterThan(700);
  });

  it('the same spellings of the office\'s own numbers are official (the drawing is not vacuous)', () => {
    for (let i = 0; i < 500; i++) {
      const text = spelled(pick(national));
      expect(checkChannel(text, channels).kind, text).toBe('official');
    }
  });
});
