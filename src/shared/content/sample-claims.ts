/**
 * A fact listed under `amostra` is an office claim not yet confirmed: wherever a page reads it, its text
 * carries the mark below, so the visitor sees "(texto de exemplo, a confirmar)" in the same sentence.
 * Read as plain text elsewhere (snippets, meta tags) it still says what it is.
 */
import { UI } from '../strings/ui.ts';

export const SAMPLE_CLAIM_MARK = `(${UI.sampleMark.claim})`;

/** Marking an address would break the link, so the page marks it itself (<SampleMark>). */
const isAddress = (value: string) => /^(\/|https?:|mailto:|tel:)/.test(value.trim());

export const markSampleClaim = (value: string): string => (isAddress(value) ? value : `${value} ${SAMPLE_CLAIM_MARK}`);

export type ClaimPart = string | { mark: true };

/** Text cut where the marks are (each mark's space kept before it). */
export function splitSampleClaims(text: string): ClaimPart[] {
  if (!text.includes(SAMPLE_CLAIM_MARK)) return [text];
  const parts: ClaimPart[] = [];
  text.split(SAMPLE_CLAIM_MARK).forEach((run, i) => {
    if (i > 0) parts.push({ mark: true });
    if (run) parts.push(run);
  });
  return parts;
}

/** The text without the marks, so searching "exemplo" does not find every page with a claim. */
export const withoutSampleClaims = (text: string): string => text.split(` ${SAMPLE_CLAIM_MARK}`).join('').split(SAMPLE_CLAIM_MARK).join('');
