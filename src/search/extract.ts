/**
 * Build time: turns the loaded content into the search index, one record per page section
 * (page top, each service section such as #documentos or #prazos, each ## / ### heading of the
 * MDX body, each FAQ question, each online-platform category), so a result can link to the
 * exact part of the page that answers the question.
 *
 * Anchors are computed the way the pages compute them (SERVICE_ANCHORS, slugify with the same
 * de-duplication as rehype-heading-ids); the build step then checks each one against the HTML.
 */
import type { RoutedPage, SiteContent } from '../content/load';
import type { ServiceFrontmatter } from '../content/schema';
import { extractFaq, markdownToText } from '../content/faq-extract';
import { slugify } from '../lib/slug';
import { SERVICE_ANCHORS } from '../components/service/service-anchors';
import { UI } from '../strings/ui';
import { PAGE_KIND, type IndexPage, type IndexRecord, type PageKind, type SearchIndexData } from './index-format';

export interface Section { heading: string; anchor: string; text: string }

/** Attributes of MDX components whose values are visible text. */
const TEXT_ATTRIBUTES = new Set(['title', 'titulo', 'lead', 'subtitulo', 'subtitle', 'descricao', 'description', 'texto', 'text', 'label', 'resumo']);
/** Components whose `title` starts a new section with an anchor (see Band.tsx and Section.tsx). */
const SECTION_COMPONENTS: Partial<Record<string, (attrs: Record<string, string>) => string | undefined>> = {
  Band: (a) => a.id ?? (a.title ? slugify(a.title) : undefined),
  Section: (a) => a.id,
};

const TOKEN = new RegExp(
  [
    /^[ \t]*```[\s\S]*?^[ \t]*```[ \t]*$/.source, // code fence: skipped
    /^[ \t]*(?:import|export)\s[^\n]*$/.source, // ESM line: skipped
    /\{\/\*[\s\S]*?\*\/\}/.source, // MDX comment: skipped
    /^[ \t]*(#{2,3})[ \t]+(.+?)[ \t]*#*[ \t]*$/.source, // 1, 2: Markdown h2/h3
    /<([A-Z][\w.]*)((?:\s+[\w:-]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|\{[^{}]*\}))?)*)\s*\/?>/.source, // 3, 4: component
    /<\/?[A-Za-z][^>]*>/.source, // any other tag: dropped
  ].join('|'),
  'gm',
);
const ATTRIBUTE = /([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*["'`]([^"'`]*)["'`]\s*\})/g;

function attributes(source: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of source.matchAll(ATTRIBUTE)) out[m[1]] = m[2] ?? m[3] ?? m[4] ?? '';
  return out;
}

/** Inline Markdown of a heading → the text rehype-heading-ids slugifies (links, emphasis, code removed). */
export function inlineText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|`)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Markdown block → one line of plain text; list items and lines are joined with "; " when unpunctuated. */
export function plainText(markdown: string): string {
  const text = markdownToText(
    markdown
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/^\s*\|?[\s:|-]*-{3,}[\s:|-]*$/gm, '') // table separator rows
      .replace(/^\s*(?:---+|\*\*\*+)\s*$/gm, '') // thematic breaks
      .replace(/^\s*>\s?/gm, '')
      .replace(/^\s*\d+[.)]\s+/gm, '')
      .replace(/\|/g, ' ')
      .replace(/`/g, ''),
  );
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').replace(/(^|\s)[*_](\S)/g, '$1$2').replace(/(\S)[*_](?=\s|$|[.,;:!?])/g, '$1').trim())
    .filter(Boolean)
    .reduce((acc, line) => (acc ? `${acc}${/[.!?:;…]$/.test(acc) ? ' ' : '; '}${line}` : line), '');
}

export interface BodyParts {
  /** Text before the first heading. */
  intro: string;
  sections: Section[];
  /** Data components the page shows, whose items become records of this page. */
  shows: Set<string>;
}

/** Splits an MDX body into sections at ## / ### headings and at <Band>/<Section> components. */
export function bodySections(body: string): BodyParts {
  const sections: Section[] = [];
  const shows = new Set<string>();
  const seen = new Map<string, number>();
  let intro = '';
  let current: Section | undefined;
  let buffer: string[] = [];
  const flush = () => {
    const text = plainText(buffer.join(''));
    buffer = [];
    if (!text) return;
    if (current) current.text = current.text ? `${current.text} ${text}` : text;
    else intro = intro ? `${intro} ${text}` : text;
  };
  const open = (heading: string, anchor: string) => {
    flush();
    current = { heading, anchor, text: '' };
    sections.push(current);
  };
  let last = 0;
  for (const m of body.matchAll(TOKEN)) {
    buffer.push(body.slice(last, m.index));
    last = m.index + m[0].length;
    if (m[1]) {
      // Same id as rehype-heading-ids: slug of the heading's text, "-2", "-3"… on repeats.
      const heading = inlineText(m[2]);
      const base = slugify(heading) || 'secao';
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      open(heading, count ? `${base}-${count + 1}` : base);
    } else if (m[3]) {
      const name = m[3];
      shows.add(name);
      const attrs = attributes(m[4] ?? '');
      const anchorOf = SECTION_COMPONENTS[name];
      const anchor = anchorOf?.(attrs);
      if (anchorOf && attrs.title && anchor) {
        open(attrs.title, anchor);
        continue;
      }
      for (const [key, value] of Object.entries(attrs)) {
        if (TEXT_ATTRIBUTES.has(key) && value.trim()) buffer.push(`\n${value}\n`);
      }
    }
  }
  buffer.push(body.slice(last));
  flush();
  return { intro, sections, shows };
}

const list = (items: string[] | undefined) => (items ?? []).map((i) => plainText(i)).join('; ');
const titled = (items: { titulo: string; descricao: string }[] | undefined) =>
  (items ?? []).map((i) => `${plainText(i.titulo)}: ${plainText(i.descricao)}`).join(' ');

/** The sections ServiceLayout draws from the frontmatter, in the same order, with the same headings and ids. */
export function serviceSections(fm: ServiceFrontmatter): Section[] {
  const out: Section[] = [];
  const add = (anchor: string, heading: string, text: string) => {
    if (text) out.push({ heading, anchor, text });
  };
  add(SERVICE_ANCHORS.tipos, fm.tiposTitulo ?? UI.typesOf(fm.title), (fm.tipos ?? [])
    .map((t) => `${plainText(t.titulo)}: ${plainText(t.descricao)}${t.itens?.length ? ` ${list(t.itens)}.` : ''}`)
    .join(' '));
  add(SERVICE_ANCHORS.caracteristicas, UI.characteristics, list(fm.caracteristicas));
  add(SERVICE_ANCHORS.etapas, UI.steps, titled(fm.etapas));
  add(SERVICE_ANCHORS.documentos, UI.documents, (fm.documentos ?? []).map((g) => `${plainText(g.grupo)}: ${list(g.itens)}.`).join(' '));
  add(SERVICE_ANCHORS.prazos, UI.deadlines, list(fm.prazos));
  add(SERVICE_ANCHORS.custos, UI.fees, list(fm.custos));
  add(SERVICE_ANCHORS.informacoes, UI.moreInfo, list(fm.informacoes));
  add(SERVICE_ANCHORS.avisos, UI.warnings, titled(fm.avisos));
  return out;
}

function kindOf(page: RoutedPage): PageKind {
  switch (page.frontmatter.layout) {
    case 'servico': return PAGE_KIND.service;
    case 'inicio': return PAGE_KIND.home;
    default: return PAGE_KIND.page;
  }
}

/** 32-bit FNV-1a as 8 hex digits: a content version that needs no Node API. */
export function contentHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** Every visible page, news item, FAQ question and platform category as index records. */
export function buildSearchIndex(site: SiteContent): SearchIndexData {
  const pages: IndexPage[] = [];
  const records: IndexRecord[] = [];
  const addPage = (route: string, title: string, keywords: string[], description: string, kind: PageKind) => {
    pages.push([route, title, keywords.map((k) => k.trim()).filter(Boolean).join(' · '), description, kind]);
    return pages.length - 1;
  };
  const addRecord = (page: number, s: Section) => {
    records.push([page, s.heading, s.anchor, s.text]);
  };

  for (const page of site.pages) {
    const fm = page.frontmatter;
    if (fm.oculta) continue;
    const index = addPage(page.route, fm.title, [...fm.keywords, ...(fm.sinonimos ?? [])], fm.description, kindOf(page));
    const body = bodySections(page.body);
    const intro = [fm.layout === 'pagina' ? fm.subtitulo : undefined, body.intro].filter(Boolean).join(' ');
    addRecord(index, { heading: '', anchor: '', text: intro });
    if (fm.layout === 'servico') serviceSections(fm).forEach((s) => addRecord(index, s));
    for (const s of body.sections) addRecord(index, s);
    if (body.shows.has('FaqList')) {
      for (const category of site.faq) {
        for (const q of extractFaq(category.body)) {
          addRecord(index, { heading: q.question, anchor: q.id, text: plainText(q.answerMarkdown) });
        }
      }
    }
    if (body.shows.has('PlatformList')) {
      for (const c of site.platforms?.categorias ?? []) {
        // Same id as PlatformList.tsx.
        const text = [c.descricao, ...c.servicos.map((s) => `${s.nome}: ${s.descricao}`)].join(' ');
        addRecord(index, { heading: c.categoria, anchor: `plataformas-${slugify(c.categoria)}`, text });
      }
    }
  }
  for (const item of site.news) {
    const fm = item.frontmatter;
    if (fm.oculta) continue;
    const index = addPage(item.route, fm.title, [...fm.keywords, ...(fm.sinonimos ?? [])], fm.description, PAGE_KIND.news);
    const body = bodySections(item.body);
    addRecord(index, { heading: '', anchor: '', text: [fm.resumo, body.intro].filter(Boolean).join(' ') });
    for (const s of body.sections) addRecord(index, s);
  }

  const synonyms = Object.entries(site.synonyms ?? {}).map(([head, rest]) => [head, ...rest]);
  const data = { v: '', p: pages, r: records, s: synonyms };
  data.v = contentHash(JSON.stringify(data));
  return data;
}
