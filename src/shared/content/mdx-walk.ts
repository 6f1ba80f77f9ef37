/** Walking an MDX tree, in the build and in the staff editor. */
import type { Nodes } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import { expressionOf, literalValue } from './mdx-subset.ts';

export type MdxJsxElement = MdxJsxFlowElement | MdxJsxTextElement;

export function* walk(node: Nodes): Generator<Nodes> {
  yield node;
  if ('children' in node) for (const child of node.children) yield* walk(child);
}

export function isJsxElement(node: Nodes): node is MdxJsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/** A quoted value or a string-only expression; undefined otherwise. */
export function valueText(value: MdxJsxElement['attributes'][number]['value']): string | undefined {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return undefined;
  const literal = literalValue(expressionOf(value.data?.estree) ?? undefined);
  return typeof literal === 'string' ? literal : undefined;
}
