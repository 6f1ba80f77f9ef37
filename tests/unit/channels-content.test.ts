/**
 * The channel checker of /canais-oficiais over the real office data (content/office.yml, plataformas.yml):
 * every department's number and e-mail is official with its department, the site's address is, and each
 * national platform the site lists is named as such, not as the office's.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/node/content/load';
import { checkChannel } from '../../src/shared/channels/check';
import { officialChannels } from '../../src/shared/channels/official-channels';
import { departmentLabel } from '../../src/shared/contact/whatsapp';
import { formatPhone } from '../../src/shared/text/format';

const site = loadContent(path.resolve(__dirname, '../..'));
const channels = officialChannels(site.office, site.platforms);

describe('the office\'s channels as content/office.yml lists them', () => {
  it.each(site.office.departamentos.map((d) => [d.nome, d] as const))('%s: its number, WhatsApp link and e-mail', (_, d) => {
    const owner = `departamento de ${departmentLabel(d.nome)}`;
    for (const text of [formatPhone(d.numero), `https://wa.me/${d.numero}`, d.email.toUpperCase()]) {
      const result = checkChannel(text, channels);
      expect(result, text).toMatchObject({ kind: 'official' });
      expect(result.kind === 'official' && result.owners, text).toContain(owner);
    }
  });

  it('the site\'s address, with or without "www." and a path', () => {
    const host = new URL(site.office.siteUrl).hostname;
    for (const text of [site.office.siteUrl, host.replace(/^www\./, ''), `${site.office.siteUrl}/contato`]) {
      expect(checkChannel(text, channels), text).toMatchObject({ kind: 'official', what: 'site' });
    }
  });

  it('each national platform is named, and is not the office\'s', () => {
    const listed = site.platforms.categorias.flatMap((c) => c.servicos);
    expect(listed.length).toBeGreaterThan(0);
    for (const platform of listed) {
      expect(checkChannel(platform.url, channels), platform.url).toMatchObject({ kind: 'other', platform: platform.nome });
    }
  });
});
