/**
 * "É mesmo do cartório?": what a visitor pasted (a phone number, a WhatsApp link, an e-mail, a web
 * address, a Pix key, a boleto or a Pix code) compared with the office's official channels
 * (official-channels.ts). Pure: the page script runs it in the browser, and nothing typed leaves it.
 *
 * A number is the office's only when it is, written in full, one of the office's numbers: area code and
 * local number, with "+55", "0055", a leading 0 (and a carrier code after it) or "tel:" as Brazilians
 * write them, and a mobile with or without the ninth digit (the old 8-digit spelling of a mobile starts
 * with 6 to 9, a landline with 2 to 5, so the two never collide; WhatsApp still knows older accounts by
 * the 8-digit form). "+" or "00" followed by another country's code is never the office's; a WhatsApp
 * link is international, so its number must start with 55 and the area code. A number without its area
 * code, or with digits missing, gets no verdict: it could be anyone's. E-mails match ignoring case; web
 * addresses by their host alone (with or without "www.", scheme or path): any other host, however alike,
 * is not the office's. A boleto line, a barcode or a Pix "copia e cola" code is recognised, not judged.
 */
import { withinOneEdit } from '../text/edit-distance';
import { bareHost, type OfficialChannels } from './official-channels';

export type ChannelKind = 'phone' | 'whatsapp' | 'email' | 'site' | 'cnpj' | 'pix';

/** A payment code: a boleto's digit line (47 or 48 digits), its barcode (44 digits) or a Pix "copia e cola". */
export type PaymentCode = 'boleto' | 'barcode' | 'pixCode';

export type ChannelCheck =
  | { kind: 'empty' }
  /** Not something the checker can read (a name, a sentence). */
  | { kind: 'unknown' }
  /** A number that could be anyone's: no area code, or digits missing. */
  | { kind: 'incomplete'; missing: 'area' | 'digits' }
  /** A payment code: whether the charge is real is not something this tool can tell. */
  | { kind: 'payment'; code: PaymentCode }
  | { kind: 'official'; what: ChannelKind; owners: string[]; pix: boolean }
  | {
      kind: 'other';
      what: ChannelKind;
      pix: boolean;
      /** The official channel it imitates (one letter off, the office's name inside another address). */
      lookalike?: string;
      /** A national platform the site lists (official, but not this office's channel). */
      platform?: string;
      /** A number with another country's code (a WhatsApp link's number always starts with one). */
      foreign?: boolean;
    };

const WHATSAPP_HOSTS = new Set(['wa.me', 'api.whatsapp.com', 'web.whatsapp.com', 'whatsapp.com']);

/** A number as read: a Brazilian number in full, another country's, one with parts missing, or not a number. */
export type PhoneReading =
  | { kind: 'number'; area: string; local: string }
  | { kind: 'foreign' }
  | { kind: 'incomplete'; missing: 'area' | 'digits' }
  | { kind: 'invalid' };

/** Area code and local number (10 or 11 digits), the local number with its ninth digit. */
function nationalNumber(digits: string): PhoneReading {
  if (digits.length === 8 || digits.length === 9) return { kind: 'incomplete', missing: 'area' };
  if (digits.length < 8) return { kind: 'incomplete', missing: 'digits' };
  if (digits.length > 11 || !/^[1-9][1-9]/.test(digits)) return { kind: 'invalid' };
  const area = digits.slice(0, 2);
  let local = digits.slice(2);
  // A 9-digit local number is a mobile, and mobiles start with 9.
  if (local.length === 9 && !local.startsWith('9')) return { kind: 'invalid' };
  // A mobile written without its ninth digit (mobiles began with 6 to 9 before it was added).
  if (local.length === 8 && /^[6-9]/.test(local)) local = `9${local}`;
  return { kind: 'number', area, local };
}

/**
 * How a number is read. `international`: the number of a WhatsApp link, which always starts with the
 * country code ("+" optional). Otherwise "+" or "00" starts a country code, a single leading 0 a
 * long-distance call ("0 96 …", or "0 21 96 …" with a carrier code), and 12 or 13 digits starting with 55
 * are the country code written without "+" (as the office's own data writes them).
 */
export function readPhone(text: string, international = false): PhoneReading {
  const written = text.trim().replace(/^tel:/i, '').trim();
  let digits = written.replace(/\D/g, '');
  let countryCode = international || written.startsWith('+');
  if (!countryCode && digits.startsWith('00')) [countryCode, digits] = [true, digits.slice(2)];
  if (countryCode) {
    if (digits.length < 2) return { kind: 'incomplete', missing: 'digits' };
    if (!digits.startsWith('55')) return { kind: 'foreign' };
    const reading = nationalNumber(digits.slice(2));
    // A link reaches exactly the number written in it: with a part missing, it reaches no one at the office.
    return international && reading.kind === 'incomplete' ? { kind: 'invalid' } : reading;
  }
  if (digits.startsWith('0')) {
    digits = digits.slice(1);
    // "0 21 96 99999-0000": a long-distance carrier code before the area code.
    if (digits.length === 12 || digits.length === 13) digits = digits.slice(2);
    return nationalNumber(digits);
  }
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) return nationalNumber(digits.slice(2));
  return nationalNumber(digits);
}

/** The office's number in the same form (its data always writes country code, area code and number). */
export function phoneKey(digits: string): { area: string; local: string } | undefined {
  const reading = readPhone(digits, true);
  return reading.kind === 'number' ? { area: reading.area, local: reading.local } : undefined;
}

function checkPhone(text: string, what: ChannelKind, channels: OfficialChannels, pix: boolean): ChannelCheck {
  const reading = readPhone(text, what === 'whatsapp');
  if (reading.kind === 'incomplete') return { kind: 'incomplete', missing: reading.missing };
  if (reading.kind === 'foreign') return { kind: 'other', what, pix, foreign: true };
  if (reading.kind === 'invalid') return { kind: 'other', what, pix };
  const owners = channels.phones
    .filter((p) => {
      const office = phoneKey(p.digits);
      return office?.area === reading.area && office.local === reading.local;
    })
    .flatMap((p) => p.owners);
  return owners.length ? { kind: 'official', what, owners: [...new Set(owners)], pix } : { kind: 'other', what, pix };
}

/**
 * A boleto's digit line (47 digits for a bank's, 48 for a utility's or a tax's, which start with 8), its
 * barcode (44 digits), with or without dots and spaces; a Pix "copia e cola" (an EMV code: "000201…").
 */
export function paymentCode(text: string): PaymentCode | undefined {
  if (/^000201\S{20,}/.test(text.replace(/\s+/g, ''))) return 'pixCode';
  if (!/^[\d\s.-]+$/.test(text)) return undefined;
  const digits = text.replace(/\D/g, '');
  if (digits.length === 47 || (digits.length === 48 && digits.startsWith('8'))) return 'boleto';
  if (digits.length === 44) return 'barcode';
  return undefined;
}

function checkEmail(text: string, channels: OfficialChannels, pix: boolean): ChannelCheck {
  const email = text.replace(/^mailto:/i, '').replace(/[?#].*$/, '').trim().toLowerCase();
  const found = channels.emails.find((e) => e.email === email);
  if (found) return { kind: 'official', what: 'email', owners: found.owners, pix };
  const [user = '', domain = ''] = email.split(/@(?=[^@]*$)/);
  // The nearest official address: one letter off, else the same name on another domain, else the same domain.
  const name = channels.site.split('.')[0];
  const tests: ((official: string[]) => boolean)[] = [
    ([u, d]) => withinOneEdit(email, `${u}@${d}`),
    ([u]) => user === u,
    ([, d]) => withinOneEdit(domain, d) || domain.includes(name),
  ];
  const parts = channels.emails.map((e) => e.email.split('@'));
  const lookalike = tests.map((test) => parts.find(test)).find(Boolean)?.join('@');
  return { kind: 'other', what: 'email', pix, ...(lookalike && { lookalike }) };
}

/** The phone number in a WhatsApp link (wa.me/<digits>, …/send?phone=<digits>), if it has one. */
function whatsappNumber(url: URL): string | undefined {
  return url.searchParams.get('phone') ?? /^\/(\+?\d[\d-]*)/.exec(url.pathname)?.[1];
}

function checkAddress(text: string, channels: OfficialChannels): ChannelCheck {
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:/i.test(text) && !/^[^:/]+:\d/.test(text) ? text : `https://${text}`);
  } catch {
    return { kind: 'unknown' };
  }
  const host = bareHost(url.hostname);
  if (url.protocol === 'whatsapp:' || WHATSAPP_HOSTS.has(host)) {
    const number = url.protocol === 'whatsapp:' ? url.searchParams.get('phone') ?? undefined : whatsappNumber(url);
    return number ? checkPhone(number, 'whatsapp', channels, false) : { kind: 'other', what: 'whatsapp', pix: false };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'unknown' };
  if (host === channels.site) return { kind: 'official', what: 'site', owners: [], pix: false };
  const platform = channels.platforms.find((p) => p.host === host);
  if (platform) return { kind: 'other', what: 'site', pix: false, platform: platform.name };
  const name = channels.site.split('.')[0];
  const lookalike = withinOneEdit(host, channels.site) || host.split(/[.-]/).some((label) => withinOneEdit(label, name));
  return { kind: 'other', what: 'site', pix: false, ...(lookalike && { lookalike: channels.site }) };
}

const UUID = /^[\da-f]{8}-?[\da-f]{4}-?[\da-f]{4}-?[\da-f]{4}-?[\da-f]{12}$/i;
const CNPJ = /^\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}$/;
const CPF = /^\d{3}\.\d{3}\.\d{3}-\d{2}$/;

/**
 * What `input` is and whether it is the office's. "Pix" or "chave Pix" before the value marks it as a
 * Pix key; a random key (a UUID) or a CPF is always a Pix key, and never the office's: a key that is the
 * office's CNPJ, e-mail or phone is checked as that channel (see the verdict's words on paying by Pix).
 */
export function checkChannel(input: string, channels: OfficialChannels): ChannelCheck {
  let text = input.trim();
  const pix = /^(chave\s+)?pix\b\s*:?\s*/i.exec(text);
  if (pix) text = text.slice(pix[0].length).trim();
  if (!text) return { kind: pix ? 'unknown' : 'empty' };
  const isPix = Boolean(pix);
  const code = paymentCode(text);
  if (code) return { kind: 'payment', code };
  if (UUID.test(text) || CPF.test(text)) return { kind: 'other', what: 'pix', pix: true };
  if (CNPJ.test(text)) {
    return text.replace(/\D/g, '') === channels.cnpj
      ? { kind: 'official', what: 'cnpj', owners: [], pix: isPix }
      : { kind: 'other', what: 'cnpj', pix: isPix };
  }
  // "Cartório <contato@…>", as a mail app shows the sender: the address between the angle brackets.
  const sender = /^[^<>]*<([^<>\s]+@[^<>\s]+)>$/.exec(text);
  if (sender) text = sender[1];
  if (/^(mailto:)?[^\s@/]+@[^\s@/]+\.[^\s@/]+$/i.test(text)) return checkEmail(text, channels, isPix);
  if (/^(tel:)?[\d\s()+.-]+$/i.test(text)) {
    // No phone number has more than 15 digits (with the country code): a boleto with digits missing, perhaps.
    if (text.replace(/\D/g, '').length > 15) return { kind: 'unknown' };
    return checkPhone(text, 'phone', channels, isPix);
  }
  if (/^\S+$/.test(text) && (/:\/\//.test(text) || /^whatsapp:/i.test(text) || /^[^/?#]+\.[a-z]{2,}\.?(:\d+)?([/?#]|$)/i.test(text))) {
    return checkAddress(text, channels);
  }
  return { kind: 'unknown' };
}
