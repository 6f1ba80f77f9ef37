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
export interface Comparison {
  changed: { route: string; hunks: Hunk[] }[];
  added: RouteTitle[];
  removed: RouteTitle[];
}

export function extractText(html: string): string[];
export function toWords(lines: string[]): string[];
export function wordDiff(oldLines: string[], newLines: string[]): Run[];
export function mergeShortEqualities(runs: Run[]): Run[];
export function toHunks(runs: Run[], context?: number): Hunk[];
export function wordsToText(words: string[]): string;
export function compareSites(oldPages: Pages, newPages: Pages, context?: number): Comparison;
