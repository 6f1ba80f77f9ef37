export interface TextCounts { words: number; sentences: number; syllables: number }
export function mainBlocks(html: string): string[];
export function syllables(word: string): number;
export function textCounts(blocks: string[]): TextCounts;
export function flesch(counts: TextCounts): { score: number; wordsPerSentence: number; syllablesPerWord: number };
export function level(score: number): string;
