/**
 * The glossary's words a page first meets where they cannot be explained: the build marks the first use
 * of each term on the rendered page (src/node/prerender/glossary-marks.ts), but a use in a link's or a
 * button's words cannot hold a mark. These are warnings: the page still says the right thing, and the
 * next use in the text is marked; the build lists them, with the line of the link, so the text can be reordered.
 */
import type { Nodes } from 'mdast';
import type { Glossary, GlossaryTerm } from '../../shared/content/schema/glossary.ts';
import { glossaryMatcher } from '../../shared/content/glossary.ts';
import type { ContentError, MdxFile, SiteContent } from '../../shared/content/site-content.ts';
import type { UnexplainedUse } from '../prerender/glossary-marks.ts';
import { childrenOf, componentNames, isJsxElement, linksAway } from './mdx-tree.ts';

/** Whether a node is a link: Markdown's, or a JSX element that links. */
const isLink = (node: Nodes): boolean => node.type === 'link' || node.type === 'linkReference' || (isJsxElement(node) && linksAway(node));

/** The line of the first use of `term` in a link's words in `doc`'s body. */
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
 * One warning per term a page first meets in the words of a link its content writes. `sources` are the
 * content files whose text the page shows (pageSources): the warning names the one that holds the link.
 * A link the layout draws (a page's title in a list of pages, the menu) is a name, like a heading: not listed.
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

/** The content files whose text a page shows: its own, and the FAQ categories where it lists them (FaqList). */
export function pageSources(site: SiteContent, file: string): MdxFile<unknown>[] {
  const own = [...site.pages, ...site.news].find((doc) => doc.file === file);
  if (!own) return [];
  return componentNames(own.tree).has('FaqList') ? [own, ...site.faq] : [own];
}
