/**
 * How a service is done (frontmatter `comoFazer`): the build refuses an unknown national platform with
 * file, line and a Portuguese fix naming the platforms of content/plataformas.yml, a missing field on a
 * finished page, `modo: internet` without a platform; the editor's form picks the platform from that
 * file's list; a statement still to confirm is listed with the sample data.
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/node/content/load';
import { formatContentErrors } from '../../src/node/content/report';
import { findSamples } from '../../src/node/content/samples';
import { contentFiles } from '../../src/node/content/files';
import { cmsConfig } from '../../src/node/cms/config';
import { FIXTURE, siteWith } from './fixture-site';
import { sitePassages } from '../../src/node/content/legal-statements';

const SERVICE = 'content/paginas/servicos/exemplo.mdx';
const PLATFORM_LINE = /^ {2}plataforma: "Registro Civil"$/m;

function edited(from: RegExp, to: string): string {
  return siteWith(SERVICE, (text) => {
    const result = text.replace(from, to);
    expect(result, `${String(from)} not found`).not.toBe(text);
    return result;
  });
}

function oneError(dir: string) {
  const { errors } = loadContent(dir);
  expect(errors, formatContentErrors(errors)).toHaveLength(1);
  return errors[0];
}

describe('comoFazer: how a service is done', () => {
  it('the fixture loads with its platform named as content/plataformas.yml writes it', () => {
    const site = loadContent(FIXTURE);
    expect(site.errors, formatContentErrors(site.errors)).toEqual([]);
    const page = site.pages.find((p) => p.file === SERVICE)!;
    expect(page.frontmatter.layout === 'servico' && page.frontmatter.comoFazer).toEqual({ modo: 'internet', plataforma: 'Registro Civil' });
  });

  it('refuses a platform the file does not list, at its line, naming the ones it does', () => {
    const error = oneError(edited(PLATFORM_LINE, '  plataforma: "Registro Civil Online"'));
    expect(error).toMatchObject({ file: SERVICE, line: 22, field: 'comoFazer › plataforma' });
    expect(error.message).toBe('a plataforma "Registro Civil Online" não existe em content/plataformas.yml.');
    expect(error.fix).toContain('"Registro Civil"');
  });

  it('asks for the platform with "modo: internet", and for the field on a finished page', () => {
    expect(oneError(edited(/\n {2}plataforma: "Registro Civil"/, ''))).toMatchObject({ file: SERVICE, message: expect.stringContaining('diga em qual plataforma oficial') });
    const missing = oneError(edited(/comoFazer:\n {2}modo: internet\n {2}plataforma: "Registro Civil"\n/, ''));
    expect(missing).toMatchObject({ field: 'comoFazer', message: 'falta o campo "comoFazer", que o resumo do topo da página mostra.' });
  });

  it('lists a statement still to confirm with the sample data, at the line of its mark', () => {
    const dir = edited(PLATFORM_LINE, '  plataforma: "Registro Civil"\n  amostra: true');
    const sample = findSamples(contentFiles(dir)).find((s) => s.file === SERVICE);
    expect(sample).toEqual({ file: SERVICE, line: 23, fields: ['comoFazer'], lines: [20] });
  });

  it('the editor picks the platform from content/plataformas.yml', () => {
    const config = cmsConfig(contentFiles(FIXTURE)) as { collections: { name: string; fields?: { name: string; fields?: { name: string; widget?: string; options?: { value: string }[] }[] }[] }[] };
    const services = config.collections.find((c) => c.name === 'servicos')!;
    const platform = services.fields!.find((f) => f.name === 'comoFazer')!.fields!.find((f) => f.name === 'plataforma')!;
    expect(platform.widget).toBe('select');
    expect(platform.options!.map((o) => o.value)).toContain('Registro Civil');
  });
});

/**
 * One story per service: whether a service can be done online is its `comoFazer`, and no other page (the FAQ,
 * the news, Serviços Online's platforms, another service) says otherwise: a service done only at the office
 * is never said to be done online, and one that can be done at a distance is never "só no cartório".
 */
describe('how a service is done is told once', () => {
  const site = loadContent(process.cwd());
  const WORDS: Record<string, RegExp> = {
    escrituras: /\bescrituras?\b/i, procuracoes: /\bprocuraç(ão|ões)\b/i, testamentos: /\btestamentos? (públicos?|cerrados?)\b/i,
    'atas-notariais': /\batas? notaria(l|is)\b/i, 'reconhecimento-firma': /\breconhec(imento de|er a) firma\b/i,
    autenticacao: /\bautentica(ção|r) (de )?cópias?\b/i, 'registro-civil': /\bregistr(o|ar) (de |o )?(nascimento|óbito)\b/i,
  };
  const ONLINE = /pela internet|\bonline\b|videoconferência|a distância/i;
  const OFFICE_ONLY = /só no cartório|somente no cartório|apenas no cartório/i;
  const modes = new Map(site.pages.filter((p) => p.route.startsWith('/servicos/'))
    .map((p) => [p.route.slice('/servicos/'.length), (p.frontmatter as { comoFazer?: { modo: string } }).comoFazer?.modo]));
  const passages = [
    ...sitePassages(site).map((p) => ({ file: p.file, text: p.text })),
    ...site.platforms.categorias.flatMap((c) => c.servicos.map((s) => ({ file: 'content/plataformas.yml', text: s.descricao }))),
  ];

  it('the content loads and the services have their modes', () => {
    expect(site.errors, formatContentErrors(site.errors)).toEqual([]);
    expect(modes.get('escrituras')).toBe('depende');
    expect(modes.get('testamentos')).toBe('balcao');
  });

  it('no page disagrees with a service\'s own "Como fazer"', () => {
    const disagree: string[] = [];
    for (const { file, text } of passages) {
      for (const [slug, words] of Object.entries(WORDS)) {
        if (!words.test(text)) continue;
        const mode = modes.get(slug);
        if (mode === 'balcao' && ONLINE.test(text) && !OFFICE_ONLY.test(text)) disagree.push(`${file}: says ${slug} is done online: "${text}"`);
        if (mode !== 'balcao' && OFFICE_ONLY.test(text)) disagree.push(`${file}: says ${slug} is only at the office: "${text}"`);
      }
    }
    expect(disagree).toEqual([]);
  });
});
