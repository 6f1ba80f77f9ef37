/** The walk the rehype plugins that rewrite prose share: each text node, outside the elements they skip. */

export interface HastNode {
  type: string;
  tagName?: string;
  name?: string | null;
  value?: string;
  properties?: Record<string, unknown>;
  attributes?: { type: string; name?: string }[];
  children?: HastNode[];
}

/** `split` returns undefined to leave a text as it is; never inside a node `skips` names. */
export function replaceTextNodes(tree: HastNode, skips: (node: HastNode) => boolean, split: (text: string) => HastNode[] | undefined): void {
  const walk = (node: HastNode) => {
    if (!node.children || skips(node)) return;
    node.children = node.children.flatMap((child) => {
      if (child.type !== 'text' || !child.value) {
        walk(child);
        return [child];
      }
      return split(child.value) ?? [child];
    });
  };
  walk(tree);
}
