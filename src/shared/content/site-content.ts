/**
 * The loaded site, as the build's one content load hands it to every step. Types only (and the two
 * non-content routes), so components and islands can name them.
 */
import type { Deadlines, FaqFrontmatter, Fees, Glossary, Holidays, Menu, Office, Platforms, Synonyms, Expressions } from './schema/index.ts';
import type { NewsFrontmatter } from '../../kinds/noticia/schema.ts';
import type { RoutedFrontmatter } from '../../kinds/routed-schema.ts';
import type { FeeTable } from './fee-table.ts';
import type { FactMap } from './facts.ts';
import type { Root } from 'mdast';

/** An editor's mistake: where it is and what to write instead. */
export interface ContentError {
  file: string;
  line?: number;
  column?: number;
  field?: string;
  message: string;
  fix?: string;
}

export interface MdxFile<F> {
  file: string;
  frontmatter: F;
  body: string;
  bodyLine: number;
  /** The body's syntax tree, parsed once. Build-time only: JSON.stringify leaves it out of virtual modules. */
  tree: Root;
}

export interface RoutedPage extends MdxFile<RoutedFrontmatter> { route: string }
export interface NewsItem extends MdxFile<NewsFrontmatter> { route: string; slug: string }
export interface FaqCategory extends MdxFile<FaqFrontmatter> { slug: string }

export interface SampleFile {
  file: string;
  line: number;
  /** The fields still sample; empty when the whole item is. */
  fields: string[];
  /** When `amostra` is a list: the line of each of `fields`. */
  lines?: number[];
}

export type IsoDate = string;

export interface SiteContent {
  office: Office;
  facts: FactMap;
  pages: RoutedPage[];
  news: NewsItem[];
  faq: FaqCategory[];
  fees: Fees;
  /** Per-act prices, totals computed, grouped by service page. */
  feeTable: FeeTable;
  platforms: Platforms;
  menu: Menu;
  synonyms: Synonyms;
  expressions: Expressions;
  /** Route → the day the page last changed ("Atualizado em", sitemap lastmod). */
  updated: Record<string, IsoDate>;
  holidays: Holidays;
  deadlines: Deadlines;
  glossary: Glossary;
  samples: SampleFile[];
  errors: ContentError[];
}

export const APP_ROUTES = ['/sitemap.xml', '/robots.txt'];

export const NOT_FOUND_ROUTE = '/404';
