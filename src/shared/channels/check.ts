/**
 * "É mesmo do cartório?": whether what a visitor pasted (phone, WhatsApp link, e-mail, web address, Pix
 * key or payment code) is one of the office's channels. Pure, so nothing typed leaves the browser.
 * A number counts only written in full, with its area code: without it, it could be anyone's. Web
 * addresses match by host alone; any other host, however alike, is not the office's.
 */
import { withinOneEdit } from '../text/edit-distance';
import { bareHost, type OfficialChannels } from './official-channels';

export type ChannelKind = 'phone' | 'whatsapp' | 'email' | 'site' | 'cnpj' | 'pix';

/** A boleto's digit line, its barcode, or a Pix "copia e cola". */
export type PaymentCode = 'boleto' | 'barcode' | 'pixCode';

export type ChannelCheck =
  | { kind: 'empty' }
  | { kind: 'unknown' }
  | { kind: 'incomplete'; missing: 'area' | 'digits' }
  /** Whether the charge is real is not something this tool can tell. */
  | { kind: 'payment'; code: PaymentCode }
  | { kind: 'official'; what: ChannelKind; owners: string[]; pix: boolean }
  | {
      kind: 'other';
      what: ChannelKind;
      pix: boolean;
      /** The official channel it imitates. */
      lookalike?: string;
      /** A national platform the site lists: official, but not this office's channel. */
      platform?: string;
      foreign?: boolean;
    };

const WHATSAPP_HOSTS = new Set(['wa.me', 'api.whatsapp.com', 'web.whatsapp.com', 'whatsapp.com']);

export type PhoneReading =
  | { kind: 'number'; area: string; local: string }
  | { kind: 'foreign' }
  | { kind: 'incomplete'; missing: 'area' | 'digits' }
  | { kind: 'invalid' };

/** Area code and local number, the local number with its ninth digit. */
function nationalNumber(digits: string): PhoneReading {
  if (digits.length === 8 || digits.length === 9) return { kind: 'incomplete', missing: 'area' };
  if (digits.length < 8) return { kind: 'incomplete', missing: 'digits' };
  if (digits.length > 11 || !/^[1-9][1-9]/.test(digits)) return { kind: 'invalid' };
  const area = digits.slice(0, 2);
  let local = digits.slice(2);
  if (local.length === 9 && !local.startsWith('9')) return { kind: 'invalid' };
  // A mobile written without its ninth digit (8-digit mobiles began with 6 to 9, landlines with 2 to 5).
  if (local.length === 8 && /^[6-9]/.test(local)) local = `9${local}`;
  return { kind: 'number', area, local };
}

/**
 * How a number is read. `international`: a WhatsApp link's number, which always starts with the country
 * code. Otherwise "+" or "00" starts a country code, and a leading 0 a long-distance call.
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
    // A long-distance carrier code before the area code.
    if (digits.length === 12 || digits.length === 13) digits = digits.slice(2);
    return nationalNumber(digits);
  }
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) return nationalNumber(digits.slice(2));
  return nationalNumber(digits);
}

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

/** A boleto's digit line (47 or 48 digits), its barcode (44), or a Pix "copia e cola" (an EMV code). */
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
 * What `input` is and whether it is the office's. A random key or a CPF is always a Pix key, never the
 * office's; a key that is the office's CNPJ, e-mail or phone is checked as that channel.
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
  // "Cartório <contato@…>", as a mail app shows the sender.
  const sender = /^[^<>]*<([^<>\s]+@[^<>\s]+)>$/.exec(text);
  if (sender) text = sender[1];
  if (/^(mailto:)?[^\s@/]+@[^\s@/]+\.[^\s@/]+$/i.test(text)) return checkEmail(text, channels, isPix);
  if (/^(tel:)?[\d\s()+.-]+$/i.test(text)) {
    // No phone number has more than 15 digits.
    if (text.replace(/\D/g, '').length > 15) return { kind: 'unknown' };
    return checkPhone(text, 'phone', channels, isPix);
  }
  if (/^\S+$/.test(text) && (/:\/\//.test(text) || /^whatsapp:/i.test(text) || /^[^/?#]+\.[a-z]{2,}\.?(:\d+)?([/?#]|$)/i.test(text))) {
    return checkAddress(text, channels);
  }
  return { kind: 'unknown' };
}
