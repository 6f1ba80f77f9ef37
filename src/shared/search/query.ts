/**
 * What a visitor typed → groups of alternatives to look for. Every group must be found for a full
 * match; within a group any alternative will do. Synonym groups from content/busca/sinonimos.yml
 * turn "2 via" into (2a via | segunda via | 2 via | …), word order is free, and words such as
 * "como", "de", "para" are dropped.
 */
import { isStopword, stem, tokenize } from './normalize';

/** Longest query accepted, in words (a pasted paragraph is cut, not rejected). */
export const MAX_QUERY_WORDS = 12;

export interface Alternative {
  /** Folded, stemmed words, all of which must be found. */
  words: string[];
  /** True for a synonym, false for what was typed. */
  synonym: boolean;
}

export interface QueryGroup {
  alternatives: Alternative[];
  /** Contains the last word and the visitor may still be typing it (prefix matching). */
  typing: boolean;
}

interface Phrase { stems: string[]; group: number }

export interface SynonymTable {
  /** Phrases by their first stem, longest first. */
  byFirst: Map<string, Phrase[]>;
  /** Each group's phrases as match words (stopwords removed unless nothing else is left). */
  groups: string[][][];
  /** Group of every one-word synonym (for typos: "falescimento" → falecimento → óbito). */
  single: Map<string, number>;
}

function matchWords(tokens: string[]): string[] {
  const content = tokens.filter((t) => !isStopword(t));
  return (content.length ? content : tokens).map(stem);
}

/** Prepares the synonym groups (each a list of equivalent terms as editors wrote them). */
export function compileSynonyms(groups: string[][]): SynonymTable {
  const byFirst = new Map<string, Phrase[]>();
  const single = new Map<string, number>();
  const compiled = groups.map((terms, group) => {
    const phrases: string[][] = [];
    for (const term of terms) {
      const tokens = tokenize(term);
      if (!tokens.length) continue;
      const stems = tokens.map(stem);
      const list = byFirst.get(stems[0]) ?? [];
      list.push({ stems, group });
      byFirst.set(stems[0], list);
      const words = matchWords(tokens);
      if (!phrases.some((p) => p.join(' ') === words.join(' '))) phrases.push(words);
      if (words.length === 1) single.set(words[0], group);
    }
    return phrases;
  });
  for (const list of byFirst.values()) list.sort((a, b) => b.stems.length - a.stems.length);
  return { byFirst, groups: compiled, single };
}

export const EMPTY_SYNONYMS: SynonymTable = compileSynonyms([]);

/** The alternatives of a synonym group, the typed phrase first. */
export function synonymAlternatives(table: SynonymTable, group: number, typed: string[]): Alternative[] {
  const key = typed.join(' ');
  const rest = table.groups[group].filter((p) => p.join(' ') !== key).map((words) => ({ words, synonym: true }));
  return [{ words: typed, synonym: false }, ...rest];
}

export function parseQuery(query: string, table: SynonymTable = EMPTY_SYNONYMS): QueryGroup[] {
  const tokens = tokenize(query).slice(0, MAX_QUERY_WORDS);
  const stems = tokens.map(stem);
  // A visitor who typed a space after the last word has finished it.
  const stillTyping = !/\s$/.test(query);
  const groups: QueryGroup[] = [];
  const seen = new Set<string>();
  const push = (alternatives: Alternative[], end: number) => {
    const key = alternatives.map((a) => a.words.join(' ')).sort().join('|');
    if (seen.has(key)) return;
    seen.add(key);
    groups.push({ alternatives, typing: stillTyping && end === tokens.length });
  };
  let i = 0;
  while (i < tokens.length) {
    const phrase = table.byFirst.get(stems[i])?.find((p) => p.stems.every((s, k) => stems[i + k] === s));
    if (phrase) {
      const end = i + phrase.stems.length;
      push(synonymAlternatives(table, phrase.group, matchWords(tokens.slice(i, end))), end);
      i = end;
    } else {
      // A lone letter or digit says nothing on its own ("2" counts inside "2 via", a synonym).
      if (!isStopword(tokens[i]) && tokens[i].length > 1) push([{ words: [stems[i]], synonym: false }], i + 1);
      i += 1;
    }
  }
  // A query made only of small words ("o que é", "a") still searches for them.
  if (!groups.length) tokens.forEach((t, k) => push([{ words: [stem(t)], synonym: false }], k + 1));
  return groups;
}

/** The query's words without stopwords, stemmed, in order: compared with page titles for exact matches. */
export function queryKey(query: string): string {
  return matchWords(tokenize(query)).join(' ');
}
