/** The words of the checker's verdict (check.ts), for the page script to write as text. */
import { CHANNELS as T } from '../strings/channels';
import type { ChannelCheck } from './check';

export interface Verdict {
  tone: 'official' | 'other' | 'unknown';
  title: string;
  details: string[];
  /** Whether to link to the page's "what to do" section. */
  whatToDo: boolean;
}

const list = (owners: string[]) => owners.join(' e ');

export function verdict(check: ChannelCheck): Verdict | undefined {
  switch (check.kind) {
    case 'empty':
      return undefined;
    case 'unknown':
      return { tone: 'unknown', title: T.unknown, details: [], whatToDo: false };
    case 'official': {
      const { what, owners } = check;
      const title = what === 'site' || what === 'cnpj' || what === 'pix' ? T.official[what] : T.official[what](list(owners));
      const details = [
        ...(what === 'phone' || what === 'whatsapp' || what === 'email' ? [T.callBack] : []),
        ...(check.pix || what === 'cnpj' ? [T.pixOfficial] : []),
      ];
      return { tone: 'official', title, details, whatToDo: false };
    }
    case 'other': {
      // An official national platform: not the office's, but nothing to warn about.
      if (check.platform) return { tone: 'other', title: T.platform(check.platform), details: [], whatToDo: false };
      const title = T.other[check.what];
      const details = [...(check.lookalike ? [T.lookalike(check.lookalike)] : []), T.doNotPay];
      return { tone: 'other', title, details, whatToDo: true };
    }
  }
}
