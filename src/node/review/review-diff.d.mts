export const EXTRACT_VERSION: number;
export const TITLE_LABEL: string;
export const DESCRIPTION_LABEL: string;
export const LINE: string;
export const CONTEXT_WORDS: number;

export type Run = { type: 'same'; words: string[] } | { type: 'change'; removed: string[]; added: string[] };
export interface HunkPart {
  type: 'same' | 'removed' | 'added';
  words: string[];
}
export interface Hunk {
  cutBefore: boolean;
  cutAfter: boolean;
  parts: HunkPart[];
}
export type Pages = Record<string, string[]>;
export interface RouteTitle {
  route: string;
  title: string;
}
export interface SharedHunk {
  hunks: Hunk[];
  routes: string[];
  /** On every page of the site (header, footer, office data). */
  everywhere: boolean;
}
export interface DataChange {
  file: string;
  line: number;
  sign: '+' | '-';
  text: string;
}
export interface Comparison {
  changed: { route: string; hunks: Hunk[] }[];
  added: RouteTitle[];
  removed: RouteTitle[];
  /** groupSharedHunks: hunks shown once for the pages that all have them. */
  shared?: SharedHunk[];
  /** How many pages changed before shared hunks were taken out. */
  changedPages?: number;
  /** Changed lines of the content's data files. */
  data?: DataChange[];
}

export function extractText(html: string): string[];
export function toWords(lines: string[]): string[];
export function wordDiff(oldLines: string[], newLines: string[]): Run[];
export function mergeShortEqualities(runs: Run[]): Run[];
export function toHunks(runs: Run[], context?: number): Hunk[];
export function wordsToText(words: string[]): string;
export function compareSites(oldPages: Pages, newPages: Pages, context?: number): Comparison;
export const SHARED_MIN_PAGES: number;
export function groupSharedHunks(result: Comparison, totalPages: number, minPages?: number): Comparison & { shared: SharedHunk[]; changedPages: number };
export function parseDataDiff(diff: string): DataChange[];
