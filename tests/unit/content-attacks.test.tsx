/**
 * What a file in the repository can try against the site, refused by the content load with the file,
 * the line and a Portuguese fix: a file of another kind in the media folder, a link to another host
 * written as the site's own, a tag named like a built-in property, a YAML file made to break its parser.
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isInternal } from '../../src/shared/content/links';
import { loadContent } from '../../src/node/content/load';
import { formatContentErrors } from '../../src/node/content/report';
import { MEDIA_PATH as HOSTS_MEDIA_PATH } from '../../src/node/hosting/host-headers.mjs';
import { cmsConfig } from '../../src/node/cms/config';
import { contentFiles } from '../../src/node/content/files';
import { NEW_ENTRIES, withNewEntries } from '../../src/shared/content/new-entries';
import { MEDIA_FOLDER, MEDIA_PATH } from '../../src/shared/media';
import { SmartLink } from '../../src/render/components/SmartLink';
import { UI } from '../../src/shared/strings/ui';
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

  it('the hosts, the editor and the build name the same folder', () => {
    const config = cmsConfig(contentFiles(path.resolve(__dirname, '../..')));
    expect([config.media_folder, config.public_folder]).toEqual([MEDIA_FOLDER, MEDIA_PATH]);
    expect(HOSTS_MEDIA_PATH).toBe(`${MEDIA_PATH}/`);
  });

  it('a PDF and the three kinds of picture load', () => {
    for (const [name, bytes] of [['a.pdf', '%PDF-1.7\n'], ['b.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], ['c.jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xdb])], ['d.webp', Buffer.from('RIFF\x10\0\0\0WEBPVP8 ', 'latin1')]] as const) {
      expect(withMedia(name, bytes), name).toEqual([]);
    }
  });
});

const SERVICE = 'content/paginas/servicos/exemplo.mdx';
const withBody = (text: string) => loadContent(siteWith(SERVICE, (t) => `${t}\n${text}\n`)).errors;

describe('a link to the site starts with exactly one "/": "//host", "/\\host" and "\\\\host" are another site', () => {
  it.each([
    ['a Markdown link', '[Veja](//evil.example)'],
    ['a Markdown link with a backslash', '[Veja](/\\\\evil.example)'],
    ['a link definition', '[Veja][x]\n\n[x]: //evil.example'],
    ['a button', '<ButtonLink to="//evil.example">Veja</ButtonLink>'],
    ['a button with backslashes', '<ButtonLink to="\\\\evil.example">Veja</ButtonLink>'],
    ['a button with a tab inside', '<ButtonLink to="/\t/evil.example">Veja</ButtonLink>'],
  ])('%s is refused by the content check, with the fix', (_what, text) => {
    const errors = withBody(text);
    expect(errors, formatContentErrors(errors)).toHaveLength(1);
    expect(errors[0].file).toBe(SERVICE);
    expect(errors[0].line).toBeGreaterThan(1);
    expect(errors[0].message).toMatch(/começa com duas barras .*: o navegador abre outro site \(evil\.example\)/);
    expect(errors[0].fix).toContain('comece com uma barra só: /contato');
  });

  it('the link check and the link component read them as another site: a new tab, marked, no referrer', () => {
    for (const href of ['//evil.example', '/\\evil.example', '\\\\evil.example', ' //evil.example']) {
      expect(isInternal(href), href).toBe(false);
      const html = renderToStaticMarkup(<SmartLink href={href}>Veja</SmartLink>);
      expect(html, href).toContain('target="_blank" rel="noopener noreferrer"');
      expect(html, href).toContain(UI.opensInNewTab);
    }
    expect(isInternal('/contato')).toBe(true);
    expect(renderToStaticMarkup(<SmartLink href="/contato">Contato</SmartLink>)).toBe('<a href="/contato">Contato</a>');
  });
});

describe('a tag named like a built-in property is refused as any unknown tag, with file, line and fix', () => {
  it.each([
    ['<toString title="x">texto</toString>'],
    ['<__proto__>texto</__proto__>'],
    ['<constructor>texto</constructor>'],
    ['<hasOwnProperty lang="pt">texto</hasOwnProperty>'],
  ])('%s', (text) => {
    const errors = withBody(text);
    expect(errors, formatContentErrors(errors)).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: SERVICE, message: expect.stringMatching(/^a tag HTML "<[\w]+>" não é aceita no texto das páginas\.$/) });
    expect(errors[0].line).toBeGreaterThan(1);
    expect(errors[0].fix).toContain('Tags HTML aceitas: <abbr>');
  });

  it('a new fact named like one is a fact like any other', () => {
    expect(withNewEntries({ [NEW_ENTRIES]: [{ nome: '__proto__', texto: 'a' }, { nome: 'toString', texto: 'b' }] })).toEqual(JSON.parse('{"__proto__":"a","toString":"b"}'));
  });
});

describe('a YAML file made to break the parser is one Portuguese content error with its line', () => {
  const BOMB = ['a: &a ["x","x","x","x","x","x","x","x","x"]', ...['b', 'c', 'd', 'e', 'f'].map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcde'[i]}`).join(',')}]`)].join('\n');
  it.each([
    ['an alias bomb', `${BOMB}\n`, 2, /âncoras e apelidos \(&nome e \*nome\) tantas vezes/],
    ['an alias with no anchor', 'nome: *nada\n', 1, /não corresponde a nenhuma âncora/],
    ['a tag the site does not read', 'nome: !!js/function "function () {}"\n', 1, /marca de tipo \(!!js\/function\) que o site não lê/],
    ['a custom tag', 'nome: !Ref x\n', 1, /marca de tipo \(!Ref\)/],
    ['a second document', 'nome: x\n---\noutro: y\n', 2, /linha "---" no meio/],
    ['a file over 1 MB', `nome: "${'x'.repeat(1_000_001)}"\n`, 1, /grande demais/],
  ])('%s in a data file stops the build', (_what, text, line, message) => {
    const errors = loadContent(siteWith('content/office.yml', () => text)).errors;
    expect(errors, formatContentErrors(errors)).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: 'content/office.yml', line, message: expect.stringMatching(message) });
    expect(errors[0].fix).toBeTruthy();
  });

  it('an alias bomb in a frontmatter, and the editor\'s configuration reads the broken file without throwing', () => {
    const dir = siteWith(SERVICE, (t) => t.replace(/^---\n/, `---\n${BOMB}\n`));
    const errors = loadContent(dir).errors;
    expect(errors[0]).toMatchObject({ file: SERVICE, line: 3, message: expect.stringMatching(/^no cabeçalho \(frontmatter\), o arquivo repete trechos/) });
    fs.writeFileSync(path.join(dir, 'content/office.yml'), BOMB);
    expect(() => cmsConfig(contentFiles(dir))).not.toThrow();
  });
});
