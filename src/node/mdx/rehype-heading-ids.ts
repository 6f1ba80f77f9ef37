/**
 * Gives every h2/h3 in MDX content a stable ASCII id (slugify), unique within the page,
 * so search results and links can point at "#documentos-necessarios". The search index names the same
 * ids from the MDX syntax tree with the same function (headingIds) and the same text (headingText).
 */
import { headingIds } from '../../shared/text/slug.ts';

interface HastNode { type: string; tagName?: string; value?: string; properties?: Record<string, unknown>; children?: HastNode[] }

/** A heading's text as the page shows it: its text and code, not image descriptions or expressions. */
function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

export function rehypeHeadingIds() {
  return (tree: HastNode) => {
    const idOf = headingIds();
    const walk = (node: HastNode) => {
      if (node.type === 'element' && (node.tagName === 'h2' || node.tagName === 'h3')) {
        node.properties ??= {};
        if (!node.properties.id) node.properties.id = idOf(textOf(node));
      }
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}
