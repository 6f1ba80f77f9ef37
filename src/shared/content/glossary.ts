/**
 * The glossary's terms found in text: every form of a term, whole words only, capitals and accents
 * ignored, the longest form first ("escritura pública" before "escritura").
 */
import type { Glossary, GlossaryTerm } from './schema/glossary.ts';
import { slugify } from '../text/slug.ts';

export interface TermMatch { start: number; end: number; term: GlossaryTerm }

/** Lower case without accents, one character for one, so offsets in the folded text hold in the text. */
const foldChars = (text: string) => Array.from(text, (c) => {
  const f = c.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  return f.length === c.length ? f : c;
}).join('');

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const termId = (term: GlossaryTerm): string => `termo-${slugify(term.termo)}`;

/** Text not explained in place: /glossario's own list, a card that is one link (a mark could not be tapped). */
export const GLOSSARY_OFF_ATTR = 'data-no-glossary-marks';

export const glossaryAnchor = (term: GlossaryTerm): string => slugify(term.termo);

export const sortedTerms = (glossary: Glossary): GlossaryTerm[] =>
  [...glossary.termos].sort((a, b) => a.termo.localeCompare(b.termo, 'pt-BR', { sensitivity: 'base' }));

type Matcher = (text: string) => TermMatch[];
// One matcher per glossary: the build asks for it on every page.
const matchers = new WeakMap<Glossary, Matcher>();

export function glossaryMatcher(glossary: Glossary): Matcher {
  let matcher = matchers.get(glossary);
  if (!matcher) matchers.set(glossary, (matcher = compileMatcher(glossary)));
  return matcher;
}

function compileMatcher(glossary: Glossary): Matcher {
  const forms = new Map<string, GlossaryTerm>();
  for (const term of glossary.termos) for (const form of [term.termo, ...(term.variantes ?? [])]) forms.set(foldChars(form), term);
  if (!forms.size) return () => [];
  const alternatives = [...forms.keys()].sort((a, b) => b.length - a.length).map((f) => escape(f).replace(/ /g, '\\s+')).join('|');
  // Whole words: no letter or digit just before or after (no lookbehind: shared code).
  const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])(${alternatives})(?![\\p{L}\\p{N}])`, 'gu');
  return (text) => Array.from(foldChars(text).matchAll(pattern), (m) => {
    const start = m.index + m[1].length;
    return { start, end: start + m[2].length, term: forms.get(m[2].replace(/\s+/g, ' '))! };
  });
}
