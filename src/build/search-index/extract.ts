/**
 * Build time: turns the loaded content into the search index, one record per page section
 * (page top, each service section such as #documentos or #prazos, each ## / ### heading of the
 * MDX body, each FAQ question, each online-platform category), so a result can link to the
 * exact part of the page that answers the question.
 *
 * Anchors are computed the way the pages compute them (SERVICE_ANCHORS, slugify with the same
 * de-duplication as rehype-heading-ids); the build step then checks each one against the HTML.
 */
import type { RoutedPage, SiteContent } from '../../shared/content/site-content';
import type { ServiceFrontmatter } from '../../shared/content/schema';
import { extractFaq, markdownToText } from '../content/faq-extract';
import { slugify } from '../../shared/text/slug';
import { SERVICE_ANCHORS } from '../../render/components/service/service-anchors';
import { UI } from '../../shared/strings/ui';
import { SEARCH_PRICES } from '../../shared/strings/search';
import { PRICES } from '../../shared/strings/fees';
import { formatCurrency } from '../../shared/text/format';
import { feeGroupAnchor, type FeeAct, type FeeGroup } from '../../shared/content/fee-table';
import { PAGE_KIND, PASSAGE_BREAK, type IndexPage, type IndexRecord, type PageKind, type SearchIndexData } from '../../shared/search/index-format';

export interface Section {
  heading: string;
  anchor: string;
  text: string;
  /** Words the section answers to without showing them. */
  keywords?: string;
}

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

/** Marks where a list item or paragraph starts while the Markdown is turned into text. */
const ITEM = '\u0002';

/** A label of the passages after it ends with ":" (the snippet then shows it with the first of them). */
const leadIn = (label: string) => (/[.!?:;…]\s*$/.test(label) ? label : `${label.trimEnd()}:`);

/** Joins passages (sentences, list items) in a record's text. */
const passages = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(PASSAGE_BREAK);

/**
 * Markdown block → plain text, one passage a line: every paragraph, list item and table row starts a
 * new line (PASSAGE_BREAK), so a result's snippet can show a whole sentence or item instead of
 * fragments glued together. A line that does not end a sentence and goes on in lower case is a soft
 * wrap and joins the line before it.
 */
export function plainText(markdown: string): string {
  const text = markdownToText(
    markdown
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/^\s*\|?[\s:|-]*-{3,}[\s:|-]*$/gm, '') // table separator rows
      .replace(/^\s*(?:---+|\*\*\*+)\s*$/gm, '') // thematic breaks
      .replace(/^\s*>\s?/gm, '')
      .replace(/^[ \t]*\*\*([^*\n]+?)\*\*[ \t]*$/gm, (_, label: string) => leadIn(label)) // a bold line labels what follows
      .replace(/^[ \t]*(?:[-*+]|\d+[.)])[ \t]+/gm, ITEM) // list items
      .replace(/^[ \t]*\|/gm, ITEM) // table rows
      .replace(/\n[ \t]*\n\s*/g, `\n${ITEM}`) // paragraphs
      .replace(/\|/g, ' ')
      .replace(/`/g, ''),
  );
  const out: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replaceAll(ITEM, ' ').replace(/\s+/g, ' ').replace(/(^|\s)[*_](\S)/g, '$1$2').replace(/(\S)[*_](?=\s|$|[.,;:!?])/g, '$1').trim();
    if (!line) continue;
    const last = out.length - 1;
    const softWrap = last >= 0 && !raw.trimStart().startsWith(ITEM) && !/[.!?:;…]$/.test(out[last]) && /^\p{Ll}/u.test(line);
    if (softWrap) out[last] = `${out[last]} ${line}`;
    else out.push(line);
  }
  return out.join(PASSAGE_BREAK);
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
    if (current) current.text = passages(current.text, text);
    else intro = passages(intro, text);
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

const list = (items: string[] | undefined) => passages(...(items ?? []).map((i) => plainText(i)));
const titled = (items: { titulo: string; descricao: string }[] | undefined) =>
  passages(...(items ?? []).map((i) => `${plainText(i.titulo)}: ${plainText(i.descricao)}`));

const money = (cents: number) => formatCurrency(cents / 100);

/** An act's price as one passage: "Procuração: custa R$ 99,00 por procuração.", brackets from their lowest total. */
export function priceLine(act: FeeAct): string {
  const unit = act.unidade ? ` ${act.unidade}` : '';
  let price: string;
  if (act.kind === 'gratuito') price = act.gratuito ? plainText(act.gratuito).replace(/[.!]$/, '') : SEARCH_PRICES.free;
  else if (act.kind === 'faixas') price = `${SEARCH_PRICES.from(money(act.fromCents))}${unit}${act.conforme ? `, ${SEARCH_PRICES.dependsOn(act.conforme)}` : ''}`;
  else price = `${SEARCH_PRICES.costs(money(act.price?.total ?? act.fromCents))}${unit}`;
  return `${plainText(act.ato)}: ${price}.${act.gratuitoPara ? ` ${SEARCH_PRICES.freeFor(act.gratuitoPara)}` : ''}`;
}

/** A service's prices as passages: each act's line; `statement`: or, with no act, why it has no price. */
function priceText(group: FeeGroup | undefined, statement = false): string {
  if (!group) return '';
  if (!group.acts.length) return statement && group.statement ? plainText(group.statement) : '';
  return passages(...group.acts.map(({ act }) => priceLine(act)));
}

/**
 * The sections ServiceLayout draws from the frontmatter, in the same order, with the same headings and
 * ids. `fees`: the service's acts in the fee table, shown in its costs section, which then answers
 * "quanto custa", "preço", "valor"… with their values in the snippet.
 */
export function serviceSections(fm: ServiceFrontmatter, fees?: FeeGroup): Section[] {
  const out: Section[] = [];
  const add = (anchor: string, heading: string, text: string, keywords?: string) => {
    if (text) out.push({ heading, anchor, text, ...(keywords && { keywords }) });
  };
  add(SERVICE_ANCHORS.tipos, fm.tiposTitulo ?? UI.typesOf(fm.title), passages(...(fm.tipos ?? [])
    .map((t) => passages(`${plainText(t.titulo)}: ${plainText(t.descricao)}`, list(t.itens)))));
  add(SERVICE_ANCHORS.caracteristicas, UI.characteristics, list(fm.caracteristicas));
  add(SERVICE_ANCHORS.etapas, UI.steps, titled(fm.etapas));
  add(SERVICE_ANCHORS.documentos, UI.documents, passages(...(fm.documentos ?? []).map((g) => passages(leadIn(plainText(g.grupo)), list(g.itens)))));
  add(SERVICE_ANCHORS.prazos, UI.deadlines, list(fm.prazos));
  add(SERVICE_ANCHORS.custos, UI.fees, passages(priceText(fees), list(fm.custos)), SEARCH_PRICES.words);
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
    records.push(s.keywords ? [page, s.heading, s.anchor, s.text, s.keywords] : [page, s.heading, s.anchor, s.text]);
  };
  const feeGroups = new Map((site.feeTable?.groups ?? []).map((g) => [g.route, g]));

  for (const page of site.pages) {
    const fm = page.frontmatter;
    if (fm.oculta) continue;
    const index = addPage(page.route, fm.title, [...fm.keywords, ...(fm.sinonimos ?? [])], fm.description, kindOf(page));
    const body = bodySections(page.body);
    const intro = passages(fm.layout === 'pagina' ? fm.subtitulo : undefined, body.intro);
    addRecord(index, { heading: '', anchor: '', text: intro });
    if (fm.layout === 'servico') serviceSections(fm, feeGroups.get(page.route)).forEach((s) => addRecord(index, s));
    for (const s of body.sections) addRecord(index, s);
    if (body.shows.has('FaqList')) {
      for (const category of site.faq) {
        for (const q of extractFaq(category.body)) {
          addRecord(index, { heading: q.question, anchor: q.id, text: plainText(q.answerMarkdown) });
        }
      }
    }
    if (body.shows.has('PriceTable') && site.feeTable) {
      // The per-act table (/emolumentos), with the ids PriceTable.tsx gives it, then each service's rows.
      addRecord(index, { heading: PRICES.title, anchor: 'valores', text: PRICES.intro(site.feeTable.ano), keywords: SEARCH_PRICES.words });
      for (const group of feeGroups.values()) {
        addRecord(index, { heading: group.title, anchor: feeGroupAnchor(group.slug), text: priceText(group, true), keywords: SEARCH_PRICES.words });
      }
    }
    if (body.shows.has('PlatformList')) {
      for (const c of site.platforms?.categorias ?? []) {
        // Same id as PlatformList.tsx.
        const text = passages(c.descricao, ...c.servicos.map((s) => `${s.nome}: ${s.descricao}`));
        addRecord(index, { heading: c.categoria, anchor: `plataformas-${slugify(c.categoria)}`, text });
      }
    }
  }
  for (const item of site.news) {
    const fm = item.frontmatter;
    if (fm.oculta) continue;
    const index = addPage(item.route, fm.title, [...fm.keywords, ...(fm.sinonimos ?? [])], fm.description, PAGE_KIND.news);
    const body = bodySections(item.body);
    addRecord(index, { heading: '', anchor: '', text: passages(fm.resumo, body.intro) });
    for (const s of body.sections) addRecord(index, s);
  }

  const synonyms = Object.entries(site.synonyms ?? {}).map(([head, rest]) => [head, ...rest]);
  const data = { v: '', p: pages, r: records, s: synonyms };
  data.v = contentHash(JSON.stringify(data));
  return data;
}
