/**
 * The glossary's words a page uses where they cannot be explained (content/glossario.yml): the build marks
 * the first use of each term in the page's running text (src/node/mdx/rehype-glossary.ts); a term whose
 * first use in the page's text is a link's words or a component's text attribute ("texto", "descricao")
 * is met there unexplained. Headings and code are not the page's text and are not counted. These are warnings:
 * the page still says the right thing; the build lists them so the text can be reordered.
 */
import type { Nodes } from 'mdast';
import type { Glossary, GlossaryTerm } from '../../shared/content/schema/glossary.ts';
import { glossaryMatcher } from '../../shared/content/glossary.ts';
import type { ContentError, MdxFile } from '../../shared/content/site-content.ts';
import { childrenOf, isJsxElement, TEXT_ATTRIBUTES, textAttributes } from './mdx-tree.ts';

/** A component's title is a heading (a card's, a question's): not the page's running text. */
const TITLES = new Set(['title', 'titulo', 'label']);

type Place = 'texto' | 'link' | 'atributo';
interface Use { term: GlossaryTerm; place: Place; line?: number; word: string }

// Headings, bold labels and code, as the marking plugin skips them.
const NOT_TEXT = new Set(['heading', 'strong', 'code', 'inlineCode', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'html']);

/** Every use of a term in a body, in reading order, with where it is. */
function termUses(tree: Nodes, glossary: Glossary): Use[] {
  const find = glossaryMatcher(glossary);
  const uses: Use[] = [];
  const visit = (node: Nodes, inLink: boolean) => {
    if (NOT_TEXT.has(node.type)) return;
    if (node.type === 'text') {
      for (const m of find(node.value)) uses.push({ term: m.term, place: inLink ? 'link' : 'texto', line: node.position?.start.line, word: node.value.slice(m.start, m.end) });
      return;
    }
    let link = inLink || node.type === 'link' || node.type === 'linkReference';
    if (isJsxElement(node)) {
      for (const [name, value] of textAttributes(node)) {
        if (!TEXT_ATTRIBUTES.has(name) || TITLES.has(name)) continue;
        for (const m of find(value)) uses.push({ term: m.term, place: 'atributo', line: node.position?.start.line, word: value.slice(m.start, m.end) });
      }
      // <ButtonLink to=…>, <Card href=…>: a link, as the marking plugin reads it.
      link ||= node.name === 'a' || node.attributes.some((a) => a.type === 'mdxJsxAttribute' && (a.name === 'href' || a.name === 'to'));
    }
    for (const child of childrenOf(node)) visit(child, link);
  };
  visit(tree, false);
  return uses;
}

const WHERE: Record<Exclude<Place, 'texto'>, string> = {
  link: 'no texto de um link',
  atributo: 'num campo de um bloco (como o texto de um aviso)',
};

/** One warning per term whose first use in a page's text is where no explanation can go. */
export function checkGlossaryUses(docs: MdxFile<unknown>[], glossary: Glossary, warnings: ContentError[]): void {
  if (!glossary.termos.length) return;
  for (const doc of docs) {
    const seen = new Set<GlossaryTerm>();
    for (const use of termUses(doc.tree, glossary)) {
      if (seen.has(use.term)) continue;
      seen.add(use.term);
      if (use.place === 'texto') continue;
      warnings.push({
        file: doc.file, line: use.line,
        message: `"${use.word}" é um termo do glossário e aparece pela primeira vez ${WHERE[use.place]}, onde a explicação não pode aparecer.`,
        fix: `Use "${use.term.termo}" antes, numa frase do texto (ali a explicação aparece ao tocar na palavra), ou escreva o link ou o bloco com outras palavras.`,
      });
    }
  }
}
