/**
 * Reads the questions out of an FAQ category's MDX body, written as
 *   <Question id="prazo-certidao" title="Qual o prazo para uma certidão?"> …answer in Markdown… </Question>
 * Used at build time for the FAQPage JSON-LD and the search index.
 */
export interface FaqEntry { id: string; question: string; answerMarkdown: string }

const QUESTION = /<Question\s+([^>]*)>([\s\S]*?)<\/Question>/g;
const attr = (attrs: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1] ?? '';

export function extractFaq(body: string): FaqEntry[] {
  return [...body.matchAll(QUESTION)].map((m) => ({ id: attr(m[1], 'id'), question: attr(m[1], 'title'), answerMarkdown: m[2].trim() }));
}

/** Markdown → plain text (bold markers, list bullets and link syntax removed). */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\*\*|__/g, '')
    .replace(/^\s*[-*]\s+/gm, '')
    .replace(/^#+\s*/gm, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
