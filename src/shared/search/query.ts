/** A query → groups of alternatives: every group is needed for a full match, any one alternative will do. */
import { isRelative, isStopword, queryTokens, stem, tokenize } from './normalize';
import { withinOneEdit } from '../text/edit-distance';
import { familiesOn, familyKey } from './family';
import { MIN_SOUND_WORD, phoneticKey } from './phonetic';

/** In words that are not stopwords: a pasted paragraph is cut, not rejected. */
export const MAX_QUERY_WORDS = 12;

export interface Alternative {
  /** All must be found. */
  words: string[];
  synonym: boolean;
}

export interface QueryGroup {
  alternatives: Alternative[];
  /** Holds the last word, which may still be being typed (prefix matching). */
  typing: boolean;
  /** An everyday expression weighs as much as the typed words it replaced. */
  weight?: number;
}

interface Phrase { stems: string[]; group: number }

export interface SynonymTable {
  /** Longest first. */
  byFirst: Map<string, Phrase[]>;
  /** Stopwords removed unless nothing else is left. */
  groups: string[][][];
  /** One-word synonyms, so a typo reaches the group ("falescimento" → óbito). */
  single: Map<string, number>;
  /** Terms that are one word as written ("grátis"), not a phrase left with one ("fica pronta"). */
  words: Set<string>;
  /** One-word synonyms by sound ("presso": "preço"), where the sound names one group only. */
  sounds: Map<string, number>;
}

function matchWords(tokens: string[]): string[] {
  const content = tokens.filter((t) => !isStopword(t));
  return (content.length ? content : tokens).map(stem);
}

export function compileSynonyms(groups: string[][]): SynonymTable {
  const byFirst = new Map<string, Phrase[]>();
  const single = new Map<string, number>();
  const wordTerms = new Set<string>();
  const compiled = groups.map((terms, group) => {
    const phrases: string[][] = [];
    for (const term of terms) {
      const tokens = tokenize(term);
      if (!tokens.length) continue;
      const stems = tokens.map(stem);
      if (stems.length === 1) wordTerms.add(stems[0]);
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
  const sounds = new Map<string, number>();
  const ambiguous = new Set<string>();
  for (const [word, group] of single) {
    if (word.length < MIN_SOUND_WORD) continue;
    const key = phoneticKey(word);
    if (sounds.has(key) && sounds.get(key) !== group) ambiguous.add(key);
    else sounds.set(key, group);
  }
  for (const key of ambiguous) sounds.delete(key);
  return { byFirst, groups: compiled, single, words: wordTerms, sounds };
}

/**
 * An everyday expression for an act ("passar o imóvel para o meu nome": escritura) matches when each of its
 * meaningful words is in the query, in any order and near each other, or one typo, family word or one-word synonym of it.
 */
export interface Expression {
  words: string[];
  acts: string[][];
}

export type Lexicon = Expression[];

/** Each entry: the act, then its expressions. Longest expressions first. */
export function compileLexicon(entries: string[][]): Lexicon {
  const byKey = new Map<string, Expression>();
  for (const [act, ...expressions] of entries) {
    const actWords = matchWords(tokenize(act));
    if (!actWords.length) continue;
    for (const e of expressions) {
      const words = tokenize(e).filter((t) => !isStopword(t)).map(stem);
      if (words.length < 2) continue;
      const key = [...words].sort().join(' ');
      const known = byKey.get(key);
      if (known) known.acts.push(actWords);
      else byKey.set(key, { words, acts: [actWords] });
    }
  }
  return [...byKey.values()].sort((a, b) => b.words.length - a.words.length);
}

const sameWord = (typed: string, word: string) => typed === word || (word.length >= 5 && withinOneEdit(typed, word));

/** A synonym written as one word ("papéis"), not the word left of a phrase ("levar" of "o que levar"). */
function synonymWord(typed: string, word: string, table: SynonymTable): boolean {
  const group = table.single.get(word);
  return group !== undefined && table.single.get(typed) === group && table.words.has(typed);
}

/**
 * Each token is used by one expression at most: first by the words as said (one typo), then by another word
 * of their family ("enterrar" for "enterro"), so "limpar o nome" is not "nome limpo"; last through a
 * one-word synonym ("papel" for "documento"), the loosest reading.
 */
function findExpressions(stems: string[], skip: (i: number) => boolean, lexicon: Lexicon, table: SynonymTable): { expression: Expression; at: number[] }[] {
  const used = new Set<number>();
  const found: { expression: Expression; at: number[] }[] = [];
  matchExpressions(stems, skip, lexicon, sameWord, used, found);
  if (familiesOn()) {
    // Each word's family once: an expression word is compared with every token.
    const keyOf = new Map<string, string>();
    const family = (w: string) => keyOf.get(w) ?? keyOf.set(w, familyKey(w)).get(w)!;
    matchExpressions(stems, skip, lexicon, (s, w) => sameWord(s, w) || (s.length >= 4 && w.length >= 4 && family(s) === family(w)), used, found);
  }
  matchExpressions(stems, skip, lexicon, (s, w) => sameWord(s, w) || synonymWord(s, w, table), used, found);
  return found;
}

function matchExpressions(
  stems: string[], skip: (i: number) => boolean, lexicon: Lexicon, alike: (typed: string, word: string) => boolean,
  used: Set<number>, found: { expression: Expression; at: number[] }[],
): void {
  // Expressions share words: each is compared with the query once.
  const compared = new Map<string, boolean[]>();
  const sameAs = (word: string) => {
    let same = compared.get(word);
    if (!same) compared.set(word, (same = stems.map((s) => alike(s, word))));
    return same;
  };
  for (const expression of lexicon) {
    if (found.some((f) => f.expression === expression)) continue;
    const at: number[] = [];
    for (const word of expression.words) {
      const same = sameAs(word);
      const i = stems.findIndex((_, k) => same[k] && !skip(k) && !used.has(k) && !at.includes(k));
      if (i < 0) break;
      at.push(i);
    }
    if (at.length !== expression.words.length) continue;
    // Near each other: in a long message, words far apart belong to different thoughts.
    if (Math.max(...at) - Math.min(...at) + 1 > 2 * at.length + 2) continue;
    at.forEach((i) => used.add(i));
    found.push({ expression, at });
  }
}

/** The typed phrase first. */
export function synonymAlternatives(table: SynonymTable, group: number, typed: string[]): Alternative[] {
  const key = typed.join(' ');
  const rest = table.groups[group].filter((p) => p.join(' ') !== key).map((words) => ({ words, synonym: true }));
  return [{ words: typed, synonym: false }, ...rest];
}

/** Words that only say an amount beside a number ("150 mil reais"). */
const VALUE_WORDS = new Set(['mil', 'reais', 'real', 'rs', 'r']);

/** The tokens up to the `max`-th that is not a stopword: a long polite question keeps what it asks. */
function upToMeaningful(tokens: string[], max: number): string[] {
  let meaningful = 0;
  const end = tokens.findIndex((t) => !isStopword(t) && ++meaningful > max);
  return end < 0 ? tokens : tokens.slice(0, end);
}

/** `typing`: the last word may be unfinished (the header box); /busca searches finished queries. */
export function parseQuery(query: string, table: SynonymTable, lexicon: Lexicon = [], typing = true): QueryGroup[] {
  const tokens = upToMeaningful(queryTokens(query), MAX_QUERY_WORDS);
  const stems = tokens.map(stem);
  const stillTyping = typing && !/\s$/.test(query);
  // "reais" says an amount beside a number ("150 mil reais", "cem mil reais"); "ônus reais" is a certificate.
  const amount = tokens.some((t) => /\d/.test(t) || t === 'mil' || t.startsWith('milh'));
  const groups: QueryGroup[] = [];
  const seen = new Set<string>();
  const push = (alternatives: Alternative[], end: number, weight = 1) => {
    const key = alternatives.map((a) => a.words.join(' ')).sort().join('|');
    if (seen.has(key)) return;
    seen.add(key);
    groups.push({ alternatives, typing: stillTyping && end === tokens.length, ...(weight !== 1 && { weight }) });
  };
  // Expressions first, the typed words a weaker alternative; a word still being typed waits.
  const typingAt = stillTyping ? tokens.length - 1 : -1;
  const covered = new Set<number>();
  for (const { expression, at } of findExpressions(stems, (k) => k === typingAt || isStopword(tokens[k]), lexicon, table)) {
    at.forEach((k) => covered.add(k));
    push([{ words: at.map((k) => stems[k]), synonym: false }, ...expression.acts.map((words) => ({ words, synonym: true }))], -1, at.length);
  }
  let i = 0;
  while (i < tokens.length) {
    if (covered.has(i)) {
      i += 1;
      continue;
    }
    const phrase = table.byFirst.get(stems[i])?.find((p) => p.stems.every((s, k) => stems[i + k] === s && !covered.has(i + k)));
    if (phrase) {
      const end = i + phrase.stems.length;
      push(synonymAlternatives(table, phrase.group, matchWords(tokens.slice(i, end))), end);
      i = end;
    } else {
      // A lone letter or number says nothing ("2" counts inside "2 via"; "150 mil" is for the answer card).
      if (!isStopword(tokens[i]) && tokens[i].length > 1 && !/^\d+$/.test(tokens[i]) && !(amount && VALUE_WORDS.has(tokens[i]))) {
        push([{ words: [stems[i]], synonym: false }], i + 1, isRelative(tokens[i]) ? 0 : 1);
      }
      i += 1;
    }
  }
  // A query of small words only ("o que é") still searches for them.
  if (!groups.length) tokens.forEach((t, k) => push([{ words: [stem(t)], synonym: false }], k + 1));
  return groups;
}

/** "o que é averbação" (not "o que é preciso…") is keyed as "significado de averbação" is. */
const DEFINITION = /^(?:o )?q(?:ue)?(?: que)? (?:e|eh|significa|quer dizer) (?=(\S+))/;

/** Compared with page titles for exact matches. */
export function queryKey(query: string): string {
  const tokens = queryTokens(query);
  const match = DEFINITION.exec(tokens.join(' '));
  const asked = match && !isStopword(match[1]) ? match[0].trim().split(' ').length : 0;
  // Whose it is ("até que dia meu pai pode pagar") is not part of what is asked.
  const content = tokens.slice(asked).filter((t) => !isRelative(t));
  const words = matchWords(content.length ? content : tokens.slice(asked));
  return (asked ? [...words, stem('significado')] : words).join(' ');
}
