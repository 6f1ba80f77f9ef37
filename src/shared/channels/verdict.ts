import { CHANNELS as T } from '../strings/channels';
import type { ChannelCheck } from './check';
import type { OfficialChannels } from './official-channels';

export interface Verdict {
  tone: 'official' | 'other' | 'unknown';
  title: string;
  details: string[];
  link?: 'whatToDo' | 'list';
}

const list = (owners: string[]) => owners.join(' e ');

/** While the channels are sample data an "Oficial" answer says so. */
export function verdict(check: ChannelCheck, channels?: Pick<OfficialChannels, 'sample' | 'protestPayment'>): Verdict | undefined {
  switch (check.kind) {
    case 'empty':
      return undefined;
    case 'unknown':
      return { tone: 'unknown', title: T.unknown, details: [] };
    case 'incomplete':
      return { tone: 'unknown', title: T.incomplete[check.missing], details: [T.incompleteHow], link: 'list' };
    case 'payment':
      return {
        tone: 'unknown',
        title: T.payment[check.code],
        details: [T.paymentCannotTell, T.paymentHowToCheck, ...(channels?.protestPayment ? [T.paymentProtest(channels.protestPayment)] : []), T.paymentAsk],
        link: 'list',
      };
    case 'official': {
      const { what, owners } = check;
      const body = what === 'site' || what === 'cnpj' || what === 'pix' ? T.official[what] : T.official[what](list(owners));
      const details = [
        ...(channels?.sample ? [T.officialSample] : []),
        ...(what === 'phone' || what === 'whatsapp' || what === 'email' ? [T.callBack] : []),
        ...(check.pix || what === 'cnpj' ? [T.pixOfficial] : []),
      ];
      return { tone: 'official', title: `${channels?.sample ? T.officialSampleLead : T.officialLead} ${body}`, details };
    }
    case 'other': {
      // An official national platform: not the office's, but nothing to warn about.
      if (check.platform) return { tone: 'other', title: T.platform(check.platform), details: [] };
      const foreign = check.foreign ? [check.what === 'whatsapp' ? T.foreignLink : T.foreignNumber] : [];
      const details = [...foreign, ...(check.lookalike ? [T.lookalike(check.lookalike)] : []), T.doNotPay];
      return { tone: 'other', title: T.other[check.what], details, link: 'whatToDo' };
    }
  }
}
