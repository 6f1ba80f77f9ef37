/**
 * The loaded site: what the build's one content load (src/node/content/load.ts) hands to every step:
 * the Vite plugin's virtual modules, the prerender, the search index and the offline files.
 * Types only (and the two routes that are not content files), so components and islands can name them.
 */
import type { Deadlines, FaqFrontmatter, Fees, Glossary, Holidays, Menu, Office, Platforms, Synonyms, Expressions } from './schema/index.ts';
import type { NewsFrontmatter } from '../../kinds/noticia/schema.ts';
import type { RoutedFrontmatter } from '../../kinds/routed-schema.ts';
import type { FeeTable } from './fee-table.ts';
import type { FactMap } from './facts.ts';
import type { Root } from 'mdast';

/** An editor's mistake: where it is and what to write instead (printed by src/node/content/report.ts). */
export interface ContentError {
  file: string;
  line?: number;
  column?: number;
  field?: string;
  message: string;
  fix?: string;
}

export interface MdxFile<F> {
  /** Path relative to the project root, e.g. "content/paginas/cartorio.mdx". */
  file: string;
  frontmatter: F;
  /** MDX body with {{facts}} filled in. */
  body: string;
  /** Line in the file where the body starts (1-based). */
  bodyLine: number;
  /**
   * The body's MDX syntax tree, parsed once by the loader (src/node/content/mdx-tree.ts), positions the
   * file's lines. Build-time only: JSON.stringify leaves it out, so it never reaches a virtual module.
   */
  tree: Root;
}

export interface RoutedPage extends MdxFile<RoutedFrontmatter> { route: string }
export interface NewsItem extends MdxFile<NewsFrontmatter> { route: string; slug: string }
export interface FaqCategory extends MdxFile<FaqFrontmatter> { slug: string }

/** A content file still marked `amostra` (src/node/content/samples.ts). */
export interface SampleFile {
  /** Path relative to the project root, e.g. "content/office.yml". */
  file: string;
  /** Line of the `amostra` mark (1-based). */
  line: number;
  /** The fields still sample; empty when the whole item is (a news item). */
  fields: string[];
  /** When `amostra` is a list: the line each of `fields` is written on (1-based), in the same order. */
  lines?: number[];
}

/** A calendar day, year-month-day. */
export type IsoDate = string;

export interface SiteContent {
  office: Office;
  facts: FactMap;
  pages: RoutedPage[];
  news: NewsItem[];
  faq: FaqCategory[];
  fees: Fees;
  /** Per-act prices (content/tabela-emolumentos.yml), totals computed, grouped by service page: fee-table.ts. */
  feeTable: FeeTable;
  platforms: Platforms;
  /** The header's main menu, in order (content/menu.yml). */
  menu: Menu;
  /** Search synonym groups (content/busca/sinonimos.yml; optional). */
  synonyms: Synonyms;
  /** Search expressions: everyday phrases for an act (content/busca/expressoes.yml; optional). */
  expressions: Expressions;
  /** Route → the day the page last changed ("Atualizado em", sitemap lastmod): src/node/content/dates.ts. */
  updated: Record<string, IsoDate>;
  /** Closures the office status adds to the national holidays (content/feriados.yml; optional). */
  holidays: Holidays;
  /** Every deadline as numbers (content/prazos.yml): the deadline facts and the ready-date tool. */
  deadlines: Deadlines;
  /** The words the pages explain where first used, and /glossario lists (content/glossario.yml; optional). */
  glossary: Glossary;
  /** Files still marked `amostra`: the notice, the build warning, `--publicar`. */
  samples: SampleFile[];
  errors: ContentError[];
}

/** Routes that are not content files but exist on the built site. */
export const APP_ROUTES = ['/sitemap.xml', '/robots.txt'];

export const NOT_FOUND_ROUTE = '/404';
