import { z } from 'zod';
import { text } from './fields.ts';
import { isStopword } from '../../search/normalize.ts';
import { fold } from '../../text/fold.ts';

/** content/busca/sinonimos.yml: words for the same thing; a term may sit in one group only. */
export const synonymsSchema = z.record(text, z.array(text).min(1)).superRefine((groups, ctx) => {
  const seen = new Map<string, string>();
  for (const [head, rest] of Object.entries(groups)) {
    [head, ...rest].forEach((term, i) => {
      const other = seen.get(fold(term));
      if (other !== undefined && other !== head) ctx.addIssue({ code: 'custom', path: i ? [head, i - 1] : [head], message: `"${term}" já está no grupo "${other}"; cada termo só pode estar em um grupo` });
      seen.set(fold(term), head);
    });
  }
});

/**
 * content/busca/expressoes.yml: everyday expressions for an act. An expression needs two words that
 * carry meaning: a lone word belongs in sinonimos.yml.
 */
export const expressionsSchema = z.record(text, z.array(text.refine(
  (e) => (e.match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !isStopword(fold(w))).length >= 2,
  { message: 'a expressão precisa de pelo menos duas palavras além de "de", "para", "o", "meu"…; uma palavra só vai em sinonimos.yml' },
)).min(1));

export type Synonyms = z.infer<typeof synonymsSchema>;

export type Expressions = z.infer<typeof expressionsSchema>;
