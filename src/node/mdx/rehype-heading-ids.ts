/**
 * Gives every h2/h3 a stable ASCII id, unique within the page, for links like "#documentos-necessarios".
 * The search index names the same ids from the MDX tree with the same function and text.
 */
import { headingIds } from '../../shared/text/slug.ts';

interface HastNode { type: string; tagName?: string; value?: string; properties?: Record<string, unknown>; children?: HastNode[] }

/** Its text and code, not image descriptions or expressions. */
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
