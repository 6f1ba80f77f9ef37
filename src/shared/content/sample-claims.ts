/**
 * Office claims still to confirm: a fact a facts file lists under `amostra` (content/fatos/*.yml) is an
 * office statement the direction has not confirmed yet. Wherever a page reads it, its text carries the
 * mark below, so the visitor sees "(texto de exemplo, a confirmar)" in the same sentence. The loader adds
 * the mark to the fact's text once (src/node/content/load.ts); the page turns it into the site's sample
 * mark element (SampleMark: MDX bodies through src/node/mdx/rehype-sample-marks.ts, frontmatter strings
 * through InlineText). Read as plain text anywhere else (search snippets, meta tags) it still says what it is.
 */
import { UI } from '../strings/ui.ts';

/** The words of the mark, as SampleMark writes them: "(texto de exemplo, a confirmar)". */
export const SAMPLE_CLAIM_MARK = `(${UI.sampleMark.claim})`;

/** A value that is an address: marking it would break the link, so the page marks it itself (<SampleMark>). */
const isAddress = (value: string) => /^(\/|https?:|mailto:|tel:)/.test(value.trim());

/** The fact's text as pages read it: its words, then the mark (an address is left as it is). */
export const markSampleClaim = (value: string): string => (isAddress(value) ? value : `${value} ${SAMPLE_CLAIM_MARK}`);

export type ClaimPart = string | { mark: true };

/** Text cut where the marks are: the runs of text, and `{ mark: true }` where a mark was (its space kept before it). */
export function splitSampleClaims(text: string): ClaimPart[] {
  if (!text.includes(SAMPLE_CLAIM_MARK)) return [text];
  const parts: ClaimPart[] = [];
  text.split(SAMPLE_CLAIM_MARK).forEach((run, i) => {
    if (i > 0) parts.push({ mark: true });
    if (run) parts.push(run);
  });
  return parts;
}

/** The text without the marks (the search index: "exemplo" should not find every page with a claim). */
export const withoutSampleClaims = (text: string): string => text.split(` ${SAMPLE_CLAIM_MARK}`).join('').split(SAMPLE_CLAIM_MARK).join('');
