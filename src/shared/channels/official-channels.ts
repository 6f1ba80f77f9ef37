/**
 * The office's official channels as the /canais-oficiais checker compares them: pure data, built at
 * build time and sent to the browser as JSON.
 */
import type { Office, Platforms } from '../content/schema';
import { departmentLabel } from '../contact/whatsapp';
import { isSampleField } from '../content/office-samples';
import { CHANNELS as T } from '../strings/channels';

export interface OfficialChannels {
  /** International digits ("5596999990000") and who answers there. */
  phones: { digits: string; owners: string[] }[];
  emails: { email: string; owners: string[] }[];
  site: string;
  cnpj: string;
  /** National platforms the site lists: official, but not the office's. */
  platforms: { host: string; name: string }[];
  /** While any channel is sample data: an "Oficial" verdict says so. */
  sample?: boolean;
  /** How the office takes a protest's payment: the answer on a payment code. */
  protestPayment?: string;
}

/** While one of these fields is a sample, so is the verdict. */
const CHANNEL_FIELDS = ['telefone', 'whatsapp', 'email', 'siteUrl', 'cnpj', 'encarregadoLgpd', 'departamentos'];

/** The host a visitor means, whatever its case, "www." or final dot. */
export function bareHost(host: string): string {
  return host.toLowerCase().replace(/\.$/, '').replace(/^www\./, '');
}

function add<K extends string>(list: ({ owners: string[] } & Record<K, string>)[], key: K, value: string, owner: string) {
  const found = list.find((item) => item[key] === value);
  if (found) {
    if (!found.owners.includes(owner)) found.owners.push(owner);
  } else {
    list.push({ [key]: value, owners: [owner] } as { owners: string[] } & Record<K, string>);
  }
}

export function officialChannels(office: Office, platforms?: Platforms, protestPayment?: string): OfficialChannels {
  const phones: OfficialChannels['phones'] = [];
  const emails: OfficialChannels['emails'] = [];
  add(phones, 'digits', office.telefone, T.ownerOffice);
  add(phones, 'digits', office.whatsapp, T.ownerOffice);
  add(emails, 'email', office.email.toLowerCase(), T.ownerOffice);
  for (const d of office.departamentos) {
    const owner = T.ownerDepartment(departmentLabel(d.nome));
    add(phones, 'digits', d.numero, owner);
    add(emails, 'email', d.email.toLowerCase(), owner);
  }
  add(phones, 'digits', office.encarregadoLgpd.telefone, T.ownerLgpd);
  add(emails, 'email', office.encarregadoLgpd.email.toLowerCase(), T.ownerLgpd);
  const site = bareHost(new URL(office.siteUrl).hostname);
  const listed = (platforms?.categorias ?? []).flatMap((c) => c.servicos).flatMap((s) => {
    try {
      return [{ host: bareHost(new URL(s.url).hostname), name: s.nome }];
    } catch {
      return [];
    }
  });
  return {
    phones, emails, site, cnpj: office.cnpj.replace(/\D/g, ''), platforms: listed.filter((p) => p.host !== site),
    ...(CHANNEL_FIELDS.some((field) => isSampleField(office, field)) && { sample: true }),
    ...(protestPayment && { protestPayment }),
  };
}
