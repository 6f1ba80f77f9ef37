/**
 * "É mesmo do cartório?": what a visitor pasted (a phone number, a WhatsApp link, an e-mail, a web
 * address, a Pix key) compared with the office's official channels (official-channels.ts). Pure: the
 * page script runs it in the browser, and nothing typed leaves it.
 *
 * Numbers match however they are written: punctuation, "+55", a leading 0 or "0 + carrier code", a
 * wa.me or api.whatsapp.com link, without the area code (the office's numbers are all local, so the
 * local part decides), and a mobile number with or without the ninth digit (the old 8-digit spelling
 * of a mobile starts with 6 to 9, a landline with 2 to 5, so the two never collide; WhatsApp still
 * knows older accounts by the 8-digit form). E-mails match ignoring case; web addresses by their host
 * alone (with or without "www.", scheme or path): any other host, however alike, is not the office's.
 */
import { withinOneEdit } from '../text/edit-distance';
import { bareHost, type OfficialChannels } from './official-channels';

export type ChannelKind = 'phone' | 'whatsapp' | 'email' | 'site' | 'cnpj' | 'pix';

export type ChannelCheck =
  | { kind: 'empty' }
  /** Not something the checker can read (a name, a sentence). */
  | { kind: 'unknown' }
  | { kind: 'official'; what: ChannelKind; owners: string[]; pix: boolean }
  | {
      kind: 'other';
      what: ChannelKind;
      pix: boolean;
      /** The official channel it imitates (one letter off, the office's name inside another address). */
      lookalike?: string;
      /** A national platform the site lists (official, but not this office's channel). */
      platform?: string;
    };

const WHATSAPP_HOSTS = new Set(['wa.me', 'api.whatsapp.com', 'web.whatsapp.com', 'whatsapp.com']);

/** A Brazilian number as area code ('' when not written) and local number with the ninth digit. */
export function phoneKey(text: string): { area: string; local: string } | undefined {
  let digits = text.replace(/\D/g, '').replace(/^0+/, '');
  if (digits.length >= 12 && digits.startsWith('55')) digits = digits.slice(2);
  // "0 21 96 99999-0000": a long-distance carrier code before the area code.
  else if (digits.length >= 12) digits = digits.slice(2);
  let area = '';
  let local = digits;
  if (digits.length === 10 || digits.length === 11) [area, local] = [digits.slice(0, 2), digits.slice(2)];
  if (local.length !== 8 && local.length !== 9) return undefined;
  // A mobile written without its ninth digit (mobiles began with 6 to 9 before it was added).
  if (local.length === 8 && /^[6-9]/.test(local)) local = `9${local}`;
  return { area, local };
}

function samePhone(a: { area: string; local: string }, b: { area: string; local: string }): boolean {
  return a.local === b.local && (!a.area || !b.area || a.area === b.area);
}

function checkPhone(text: string, what: ChannelKind, channels: OfficialChannels, pix: boolean): ChannelCheck {
  const key = phoneKey(text);
  if (!key) return { kind: 'other', what, pix };
  const owners = channels.phones.filter((p) => samePhone(key, phoneKey(p.digits)!)).flatMap((p) => p.owners);
  return owners.length ? { kind: 'official', what, owners: [...new Set(owners)], pix } : { kind: 'other', what, pix };
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
    return checkPhone(text, 'phone', channels, isPix);
  }
  if (/^\S+$/.test(text) && (/:\/\//.test(text) || /^whatsapp:/i.test(text) || /^[^/?#]+\.[a-z]{2,}\.?(:\d+)?([/?#]|$)/i.test(text))) {
    return checkAddress(text, channels);
  }
  return { kind: 'unknown' };
}
