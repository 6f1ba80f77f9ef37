/** An FAQ category's questions: <Question id="…" title="…"> answer in Markdown </Question>. */
import type { Nodes, Root, RootContent } from 'mdast';
import { attributeText, childrenOf, inlineWords, isJsxElement, walk } from './mdx-tree.ts';

export interface FaqEntry {
  id: string;
  question: string;
  /** Plain text, one line a paragraph or list item (the JSON-LD answer). */
  answer: string;
  content: RootContent[];
}

export function faqQuestions(tree: Root): FaqEntry[] {
  const entries: FaqEntry[] = [];
  for (const node of walk(tree)) {
    if (!isJsxElement(node) || node.name !== 'Question') continue;
    // Written on one line, <Question …>answer</Question> is inline: its answer is one paragraph.
    const content: RootContent[] = node.type === 'mdxJsxTextElement' ? [{ type: 'paragraph', children: node.children }] : node.children;
    entries.push({ id: attributeText(node, 'id') ?? '', question: attributeText(node, 'title') ?? '', answer: answerText(content), content });
  }
  return entries;
}

/** Each paragraph, heading and list item starts a line; soft line breaks are kept. */
function answerText(nodes: RootContent[]): string {
  const lines: string[] = [];
  const block = (node: Nodes) => {
    switch (node.type) {
      case 'paragraph':
      case 'heading':
      case 'tableCell':
        lines.push(...inlineWords(node, 'alt').split('\n'));
        return;
      case 'code':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'thematicBreak':
      case 'definition':
        return;
      default:
        childrenOf(node).forEach(block);
    }
  };
  nodes.forEach(block);
  return lines.map((l) => l.replace(/[ \t]+/g, ' ').trim()).filter(Boolean).join('\n');
}
