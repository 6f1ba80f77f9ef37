/**
 * Gives every h2/h3 in MDX content a stable ASCII id (slugify), unique within the page,
 * so search results and links can point at "#documentos-necessarios".
 */
import { slugify } from '../../shared/text/slug.ts';

interface HastNode { type: string; tagName?: string; value?: string; properties?: Record<string, unknown>; children?: HastNode[] }

function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

export function rehypeHeadingIds() {
  return (tree: HastNode) => {
    const seen = new Map<string, number>();
    const walk = (node: HastNode) => {
      if (node.type === 'element' && (node.tagName === 'h2' || node.tagName === 'h3')) {
        node.properties ??= {};
        if (!node.properties.id) {
          const base = slugify(textOf(node)) || 'secao';
          const count = seen.get(base) ?? 0;
          seen.set(base, count + 1);
          node.properties.id = count ? `${base}-${count + 1}` : base;
        }
      }
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}
