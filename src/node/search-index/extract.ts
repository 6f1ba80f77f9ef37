/** The search index: one record per page section, under the page's own anchor, so a result links to the part that answers. */
import type { Nodes, Root, RootContent } from 'mdast';
import type { SiteContent } from '../../shared/content/site-content';
import type { ServiceFrontmatter } from '../../kinds/servico/schema';
import { faqQuestions } from '../content/faq';
import { attributeText, childrenOf, inlineWords, isComponent, TEXT_ATTRIBUTES, textAttributes, type MdxJsxElement } from '../content/mdx-tree';
import { headingIds, slugify } from '../../shared/text/slug';
import { inlineParts } from '../../shared/text/inline-markup';
import { withoutSampleClaims } from '../../shared/content/sample-claims';
import { type ServiceSectionField } from '../../shared/content/service-sections';
import { SEARCH_PRICES } from '../../shared/strings/search';
import { CONTACT } from '../../shared/strings/contact';
import { departmentLabel } from '../../shared/contact/whatsapp';
import { officeAddress, officeHours } from '../../shared/content/facts';
import { closureFacts, officeSchedule } from '../../shared/content/holidays';
import { hoursNotes } from '../../shared/content/office-hours';
import type { SearchAnswers } from '../../shared/search/answers';
import { PRICES } from '../../shared/strings/fees';
import { WHEN_TO_REQUEST } from '../../shared/strings/deadlines';
import { formatCurrency } from '../../shared/text/format';
import { feeGroupAnchor, type FeeAct, type FeeGroup } from '../../shared/content/fee-table';
import { PASSAGE_BREAK, type IndexPage, type IndexRecord, type RankProfile, type SearchIndexData } from '../../shared/search/index-format';
import type { FieldSection, PageKind } from '../../kinds/kind';
import { kindOf } from '../../kinds/registry';
import { noticia } from '../../kinds/noticia';
import { glossaryAnchor, sortedTerms } from '../../shared/content/glossary';

export interface Section {
  heading: string;
  anchor: string;
  text: string;
  /** Words the section answers to without showing them. */
  keywords?: string;
}

const SECTION_COMPONENTS: Partial<Record<string, (node: MdxJsxElement, title: string) => string | undefined>> = {
  Band: (node, title) => attributeText(node, 'id') ?? slugify(title),
  Section: (node) => attributeText(node, 'id'),
};

/** A label of the passages after it ends with ":" (the snippet then shows it with the first of them). */
const leadIn = (label: string) => (/[.!?:;…]\s*$/.test(label) ? label : `${label.trimEnd()}:`);

const passages = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(PASSAGE_BREAK);

/** A string that is all bold labels what follows it ("Documentos:"). */
export function plainText(text: string): string {
  const parts = inlineParts(withoutSampleClaims(text).trim());
  const words = parts.map((p) => p.text).join('').replace(/\s+/g, ' ').trim();
  return parts.length === 1 && parts[0].kind === 'strong' ? leadIn(words) : words;
}

/** `start`: it starts a passage; `strong`: its bold runs, to tell a line that is only a bold label. */
interface Line { text: string; start: boolean; strong?: Set<Nodes>; other?: boolean }

/** A line that does not end a sentence and goes on in lower case is a soft wrap and joins the line before. */
function joinLines(lines: Line[]): string {
  const out: string[] = [];
  for (const l of lines) {
    let line = withoutSampleClaims(l.text).replace(/\s+/g, ' ').trim();
    if (!line) continue;
    if (l.strong?.size === 1 && !l.other) line = leadIn(line);
    const last = out.length - 1;
    const softWrap = last >= 0 && !l.start && !/[.!?:;…]$/.test(out[last]) && /^\p{Ll}/u.test(line);
    if (softWrap) out[last] = `${out[last]} ${line}`;
    else out.push(line);
  }
  return out.join(PASSAGE_BREAK);
}

export interface BodyParts {
  intro: string;
  sections: Section[];
  /** Data components the page shows; their items become records of this page. */
  shows: Set<string>;
}

/** At ## / ### headings and <Band>/<Section>; `sectioned: false` reads it all as one text (an FAQ answer). */
export function bodySections(tree: Root | RootContent[], { sectioned = true } = {}): BodyParts {
  const sections: { heading: string; anchor: string; lines: Line[] }[] = [];
  const shows = new Set<string>();
  const idOf = headingIds();
  const intro: Line[] = [];
  let lines = intro;
  let line: Line = { text: '', start: true };
  const newLine = (start: boolean) => {
    if (!line.text.trim()) {
      line = { text: '', start: start || line.start };
      return;
    }
    lines.push(line);
    line = { text: '', start };
  };
  const open = (heading: string, anchor: string) => {
    newLine(true);
    lines = [];
    sections.push({ heading, anchor, lines });
  };
  const add = (text: string, strong: Nodes | undefined) => {
    line.text += text;
    if (!text.trim()) return;
    if (strong) (line.strong ??= new Set()).add(strong);
    else line.other = true;
  };

  const visit = (node: Nodes, strong?: Nodes) => {
    switch (node.type) {
      case 'text': {
        const [first, ...rest] = node.value.split('\n');
        add(first, strong);
        for (const part of rest) {
          newLine(false);
          add(part, strong);
        }
        return;
      }
      case 'inlineCode':
        add(node.value, strong);
        return;
      case 'image':
        add(node.alt ?? '', strong);
        return;
      case 'break':
        newLine(false);
        return;
      case 'strong':
        childrenOf(node).forEach((c) => visit(c, strong ?? node));
        return;
      // Code, imports and expressions are not text a visitor reads.
      case 'code':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
      case 'definition':
      case 'thematicBreak':
      case 'html':
        return;
      case 'heading':
        if (sectioned && (node.depth === 2 || node.depth === 3)) {
          // The heading's text as rehype-heading-ids reads it (no image descriptions): same words, same id.
          const text = inlineWords(node, 'skip');
          open(text.replace(/\s+/g, ' ').trim(), idOf(text));
          return;
        }
        newLine(true);
        childrenOf(node).forEach((c) => visit(c, strong));
        newLine(true);
        return;
      case 'paragraph':
      case 'tableRow':
        newLine(true);
        childrenOf(node).forEach((c, i) => {
          if (node.type === 'tableRow' && i) add(' ', undefined);
          visit(c, strong);
        });
        newLine(true);
        return;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        element(node, strong);
        return;
      default:
        childrenOf(node).forEach((c) => visit(c, strong));
    }
  };

  const element = (node: MdxJsxElement, strong: Nodes | undefined) => {
    if (isComponent(node)) {
      shows.add(node.name!);
      const title = attributeText(node, 'title');
      const anchor = title && sectioned ? SECTION_COMPONENTS[node.name!]?.(node, title) : undefined;
      if (title && anchor) {
        open(title, anchor);
        node.children.forEach((c) => visit(c, strong));
        return;
      }
      const texts = textAttributes(node).filter(([name, value]) => TEXT_ATTRIBUTES.has(name) && value.trim());
      for (const [, value] of texts) {
        newLine(true);
        add(value, undefined);
      }
      if (texts.length) newLine(true);
    }
    node.children.forEach((c) => visit(c as Nodes, strong));
  };

  (Array.isArray(tree) ? tree : [tree]).forEach((n) => visit(n));
  newLine(true);
  return {
    intro: joinLines(intro),
    sections: sections.map(({ heading, anchor, lines: l }) => ({ heading, anchor, text: joinLines(l) })),
    shows,
  };
}

const list = (items: string[] | undefined) => passages(...(items ?? []).map((i) => plainText(i)));
const titled = (items: { titulo: string; descricao: string }[] | undefined) =>
  passages(...(items ?? []).map((i) => `${plainText(i.titulo)}: ${plainText(i.descricao)}`));

const money = (cents: number) => formatCurrency(cents / 100);

/** "Procuração: custa R$ 99,00 por procuração."; brackets from their lowest total. */
export function priceLine(act: FeeAct): string {
  const unit = act.unidade ? ` ${act.unidade}` : '';
  let price: string;
  if (act.kind === 'gratuito') price = act.gratuito ? plainText(act.gratuito).replace(/[.!]$/, '') : SEARCH_PRICES.free;
  else if (act.kind === 'faixas') price = `${SEARCH_PRICES.from(money(act.fromCents))}${unit}${act.conforme ? `, ${SEARCH_PRICES.dependsOn(act.conforme)}` : ''}`;
  else price = `${SEARCH_PRICES.costs(money(act.price?.total ?? act.fromCents))}${unit}`;
  return `${plainText(act.ato)}: ${price}.${act.gratuitoPara ? ` ${SEARCH_PRICES.freeFor(act.gratuitoPara)}` : ''}`;
}

function priceText(group: FeeGroup | undefined, statement = false): string {
  if (!group) return '';
  if (!group.acts.length) return statement && group.statement ? plainText(group.statement) : '';
  return passages(...group.acts.map(({ act }) => priceLine(act)));
}

const SECTION_TEXT: { [F in ServiceSectionField]: (fm: ServiceFrontmatter, fees: FeeGroup | undefined) => string } = {
  tipos: (fm) => passages(...(fm.tipos ?? []).map((t) => passages(`${plainText(t.titulo)}: ${plainText(t.descricao)}`, list(t.itens)))),
  caracteristicas: (fm) => list(fm.caracteristicas),
  etapas: (fm) => titled(fm.etapas),
  documentos: (fm) => passages(...(fm.documentos ?? []).map((g) => passages(leadIn(plainText(g.grupo)), list(g.itens)))),
  prazos: (fm) => list(fm.prazos),
  custos: (fm, fees) => passages(priceText(fees), list(fm.custos)),
  informacoes: (fm) => list(fm.informacoes),
  avisos: (fm) => titled(fm.avisos),
};

const textsOf = (value: unknown): string[] => (typeof value === 'string' ? [plainText(value)]
  : Array.isArray(value) ? value.flatMap(textsOf)
    : value && typeof value === 'object' ? Object.values(value).flatMap(textsOf) : []);

export function fieldSections<F>(fm: F, sections: readonly FieldSection<F>[], fees?: FeeGroup): Section[] {
  const out: Section[] = [];
  for (const section of sections) {
    const read = SECTION_TEXT[section.field as ServiceSectionField] as ((fm: F, fees: FeeGroup | undefined) => string) | undefined;
    const text = read ? read(fm, fees) : passages(...textsOf(fm[section.field]));
    if (text) out.push({ heading: section.title(fm), anchor: section.anchor, text, ...(section.field === 'custos' && { keywords: SEARCH_PRICES.words }) });
  }
  return out;
}

/** 32-bit FNV-1a: a content version that needs no Node API. */
export function contentHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

export function searchAnswers(site: SiteContent, contactRoute: string): SearchAnswers | undefined {
  const { office } = site;
  if (!office) return undefined;
  const pageOf = new Map(site.pages.map((p) => [p.route, p]));
  // A news item that writes a closure's dates ({{feriados.x}}) announces it.
  const closureTexts = Object.values(closureFacts(office, site.holidays)).filter(Boolean);
  const notices = site.news.filter((n) => closureTexts.some((t) => n.body.includes(t)))
    .map((n) => ({ href: n.route, title: n.frontmatter.title }));
  return {
    office: {
      phone: office.telefone, whatsapp: office.whatsapp, hours: officeHours(office), note: hoursNotes(office.horario).join(' '),
      schedule: officeSchedule(office, site.holidays, true), address: officeAddress(office), name: office.nomeCurto, notices,
    },
    contact: { route: contactRoute, departments: CONTACT.departmentsId },
    departments: office.departamentos.map((d) => ({ name: departmentLabel(d.nome), phone: d.numero, handles: d.atende ?? '' })),
    services: (site.feeTable?.groups ?? []).map((g) => {
      const fm = pageOf.get(g.route)?.frontmatter as ServiceFrontmatter | undefined;
      const acts = g.acts.map(({ act }) => ({ ...act, paginas: [], codigo: undefined, observacao: undefined, example: undefined }));
      return { route: g.route, title: g.title, slug: g.slug, ...(fm?.prazoResumo && { deadline: plainText(fm.prazoResumo) }), acts };
    }),
  };
}

export function buildSearchIndex(site: SiteContent): SearchIndexData {
  const pages: IndexPage[] = [];
  const records: IndexRecord[] = [];
  const profiles: RankProfile[] = [];
  const names: [number, string][] = [];
  const profileOf = (kind: PageKind) => {
    const i = profiles.indexOf(kind.search.rank);
    return i >= 0 ? i : profiles.push(kind.search.rank) - 1;
  };
  const addPage = (route: string, title: string, keywords: string[], description: string, kind: PageKind) => {
    pages.push([route, title, keywords.map((k) => k.trim()).filter(Boolean).join(' · '), description, profileOf(kind)]);
    return pages.length - 1;
  };
  const addRecord = (page: number, s: Section) => {
    records.push(s.keywords ? [page, s.heading, s.anchor, s.text, s.keywords] : [page, s.heading, s.anchor, s.text]);
  };
  const feeGroups = new Map((site.feeTable?.groups ?? []).map((g) => [g.route, g]));
  let contactRoute = '/contato';

  for (const page of site.pages) {
    const fm = page.frontmatter;
    if (fm.oculta) continue;
    const kind = kindOf(fm.layout);
    const index = addPage(page.route, fm.title, [...fm.keywords, ...(fm.sinonimos ?? [])], fm.description, kind);
    const body = bodySections(page.tree);
    addRecord(index, { heading: '', anchor: '', text: passages(kind.search.intro?.(fm), body.intro) });
    if (kind.search.fieldSections) fieldSections(fm, kind.search.fieldSections, feeGroups.get(page.route)).forEach((s) => addRecord(index, s));
    for (const s of body.sections) addRecord(index, s);
    if (body.shows.has('FaqList')) {
      for (const category of site.faq) {
        for (const q of faqQuestions(category.tree)) {
          addRecord(index, { heading: q.question, anchor: q.id, text: bodySections(q.content, { sectioned: false }).intro });
        }
      }
    }
    if (body.shows.has('PriceTable') && site.feeTable) {
      // With the ids PriceTable.tsx gives it.
      addRecord(index, { heading: PRICES.title, anchor: 'valores', text: PRICES.intro(site.feeTable.ano), keywords: SEARCH_PRICES.words });
      for (const group of feeGroups.values()) {
        addRecord(index, { heading: group.title, anchor: feeGroupAnchor(group.slug), text: priceText(group, true), keywords: SEARCH_PRICES.words });
      }
    }
    if (body.shows.has('Departments')) {
      contactRoute = page.route;
      // Under the list's id (Departments.tsx): "telefone do setor de protesto".
      for (const d of site.office?.departamentos ?? []) {
        addRecord(index, { heading: departmentLabel(d.nome), anchor: CONTACT.departmentsId, text: passages(d.atende, CONTACT.departmentsIntro) });
      }
    }
    if (body.shows.has('WhenToRequest')) {
      const text = passages(...(site.deadlines.validades ?? []).map((v) => WHEN_TO_REQUEST.listItem(v.certidao, v.dias, v.finalidades.join(', '))));
      addRecord(index, { heading: WHEN_TO_REQUEST.title, anchor: 'quando-pedir-titulo', text });
    }
    if (body.shows.has('Glossary')) {
      // Only the term: its explanation's words would put the glossary before the service page they name.
      for (const t of sortedTerms(site.glossary)) addRecord(index, { heading: t.termo, anchor: glossaryAnchor(t), text: '' });
      // "o que é <termo>" asks for its entry by name (query.ts keys it so).
      for (const t of sortedTerms(site.glossary)) names.push([index, `significado de ${t.termo}`]);
    }
    if (body.shows.has('PlatformList')) {
      for (const c of site.platforms?.categorias ?? []) {
        const text = passages(c.descricao, ...c.servicos.map((s) => `${s.nome}: ${s.descricao}`));
        addRecord(index, { heading: c.categoria, anchor: `plataformas-${slugify(c.categoria)}`, text });
      }
    }
  }
  for (const item of site.news) {
    const fm = item.frontmatter;
    if (fm.oculta) continue;
    const index = addPage(item.route, fm.title, [...fm.keywords, ...(fm.sinonimos ?? [])], fm.description, noticia);
    const body = bodySections(item.tree);
    addRecord(index, { heading: '', anchor: '', text: passages(noticia.search.intro?.(fm), body.intro) });
    for (const s of body.sections) addRecord(index, s);
  }

  const synonyms = Object.entries(site.synonyms ?? {}).map(([head, rest]) => [head, ...rest]);
  const expressions = Object.entries(site.expressions ?? {}).map(([act, rest]) => [act, ...rest]);
  const answers = searchAnswers(site, contactRoute);
  const data: SearchIndexData = { v: '', p: pages, rp: profiles, r: records, s: synonyms, x: expressions, ...(answers && { a: answers }), ...(names.length && { n: names }) };
  data.v = contentHash(JSON.stringify(data));
  return data;
}
