/**
 * Glossary words a page first meets in a link's or button's words, which cannot hold a mark. Warnings
 * only (the next use in the text is marked), with the link's line so the text can be reordered.
 */
import type { Nodes } from 'mdast';
import type { Glossary, GlossaryTerm } from '../../shared/content/schema/glossary.ts';
import { glossaryMatcher } from '../../shared/content/glossary.ts';
import type { ContentError, MdxFile, SiteContent } from '../../shared/content/site-content.ts';
import type { UnexplainedUse } from '../prerender/glossary-marks.ts';
import { childrenOf, componentNames, isJsxElement, linksAway } from './mdx-tree.ts';

const isLink = (node: Nodes): boolean => node.type === 'link' || node.type === 'linkReference' || (isJsxElement(node) && linksAway(node));

function lineInLinks(doc: MdxFile<unknown>, term: GlossaryTerm, glossary: Glossary): number | undefined {
  const find = glossaryMatcher(glossary);
  const visit = (node: Nodes, inLink: boolean): number | undefined => {
    if (node.type === 'text') return inLink && find(node.value).some((m) => m.term === term) ? node.position?.start.line : undefined;
    for (const child of childrenOf(node)) {
      const line = visit(child, inLink || isLink(node));
      if (line) return line;
    }
    return undefined;
  };
  return visit(doc.tree, false);
}

/**
 * One warning per term first met in a link the content writes, naming the source file that holds it. A
 * link the layout draws (a title in a list of pages, the menu) is a name, like a heading: not listed.
 */
export function glossaryWarnings(unexplained: UnexplainedUse[], sources: MdxFile<unknown>[], glossary: Glossary): ContentError[] {
  return unexplained.flatMap(({ term, word }) => {
    const found = sources.map((doc) => ({ file: doc.file, line: lineInLinks(doc, term, glossary) })).find((w) => w.line);
    return found ? [{
      ...found,
      message: `"${word}" é um termo do glossário e aparece pela primeira vez no texto de um link ou botão, onde a explicação não pode aparecer.`,
      fix: `Use "${term.termo}" antes, numa frase do texto (ali a explicação aparece ao tocar na palavra), ou escreva o link com outras palavras.`,
    }] : [];
  });
}

/** Its own file, and the FAQ categories where it lists them. */
export function pageSources(site: SiteContent, file: string): MdxFile<unknown>[] {
  const own = [...site.pages, ...site.news].find((doc) => doc.file === file);
  if (!own) return [];
  return componentNames(own.tree).has('FaqList') ? [own, ...site.faq] : [own];
}
