/**
 * What a file in the repository can try against the site, refused by the content load with the file,
 * the line and a Portuguese fix: a file of another kind in the media folder, a link to another host
 * written as the site's own, a tag named like a built-in property, a YAML file made to break its parser.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/node/content/load';
import { formatContentErrors } from '../../src/node/content/report';
import { INLINE_MEDIA, MEDIA_PATH as HOSTS_MEDIA_PATH } from '../../src/node/hosting/host-headers.mjs';
import { cmsConfig } from '../../src/node/cms/config';
import { contentFiles } from '../../src/node/content/files';
import { MEDIA_EXTENSIONS, MEDIA_FOLDER, MEDIA_PATH } from '../../src/shared/media';
import { siteWith } from './fixture-site';

describe('the media folder holds PDFs and PNG, JPEG or WebP pictures only, by their bytes', () => {
  const withMedia = (name: string, bytes: string | Buffer) => {
    const dir = siteWith('content/office.yml', (t) => t);
    fs.mkdirSync(path.join(dir, MEDIA_FOLDER, 'editais'), { recursive: true });
    fs.writeFileSync(path.join(dir, MEDIA_FOLDER, name), bytes);
    return loadContent(dir).errors;
  };

  it.each([
    ['an HTML page', 'pagina.html', '<!doctype html><script src="/documentos/x.js"></script>'],
    ['a script', 'x.js', 'fetch("/")'],
    ['an SVG with a script', 'editais/selo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['an HTML page named as a PDF', 'aviso.pdf', '<html><script>alert(1)</script>'],
    ['a PDF named as a picture', 'foto.png', '%PDF-1.4'],
  ])('%s stops the build', (_what, name, bytes) => {
    const errors = withMedia(name, bytes);
    expect(errors, formatContentErrors(errors)).toHaveLength(1);
    expect(errors[0].file).toBe(`${MEDIA_FOLDER}/${name}`);
    expect(errors[0].message).toMatch(/só são aceitos documentos PDF e imagens PNG, JPEG ou WebP/);
    expect(errors[0].fix).toMatch(/Apague este arquivo/);
  });

  it('the hosts, the editor and the build name the same folder and the same kinds', () => {
    const config = cmsConfig(contentFiles(path.resolve(__dirname, '../..')));
    expect([config.media_folder, config.public_folder]).toEqual([MEDIA_FOLDER, MEDIA_PATH]);
    expect(HOSTS_MEDIA_PATH).toBe(`${MEDIA_PATH}/`);
    expect(INLINE_MEDIA).toEqual(MEDIA_EXTENSIONS);
  });

  it('a PDF and the three kinds of picture load', () => {
    for (const [name, bytes] of [['a.pdf', '%PDF-1.7\n'], ['b.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], ['c.jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xdb])], ['d.webp', Buffer.from('RIFF\x10\0\0\0WEBPVP8 ', 'latin1')]] as const) {
      expect(withMedia(name, bytes), name).toEqual([]);
    }
  });
});
