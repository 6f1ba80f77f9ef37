/**
 * Makes every phone number in MDX prose a tel: link, so editors write the number as text and visitors can
 * tap it. Not inside links (or components given href/to), headings and code.
 */
import { splitPhones } from '../../shared/text/phone-text.ts';
import { replaceTextNodes, type HastNode } from './text-nodes.ts';
import { linksAway } from '../content/mdx-tree.ts';

const SKIP_TAGS = new Set(['a', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'code', 'pre', 'script', 'style']);

function skips(node: HastNode): boolean {
  if (node.type === 'element') return SKIP_TAGS.has(node.tagName ?? '');
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    // A link already: an anchor inside would nest.
    return linksAway(node);
  }
  return false;
}

export function rehypePhoneLinks() {
  return (tree: HastNode) => replaceTextNodes(tree, skips, (text) => {
    const parts = splitPhones(text);
    if (parts.length === 1 && typeof parts[0] === 'string') return undefined;
    return parts.map((part): HastNode => typeof part === 'string'
      ? { type: 'text', value: part }
      : { type: 'element', tagName: 'a', properties: { href: part.href }, children: [{ type: 'text', value: part.phone }] });
  });
}
