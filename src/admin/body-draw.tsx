/**
 * A checked page text (body-check.ts) drawn with the site's MDX components without running any of it:
 * the syntax tree becomes HTML's tree (mdast-util-to-hast, as MDX does) and then React elements
 * (hast-util-to-jsx-runtime). Where MDX would compile code, the attributes the subset allows (literal
 * text, numbers, booleans, lists) are read as data, and a component's name is looked up in the site's map.
 */
import type { ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { Root, RootContent } from 'mdast';
import type { Expression } from 'estree';
import { toHast } from 'mdast-util-to-hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { literalValue, NOT_LITERAL } from '../shared/content/mdx-subset.ts';

/** MDX's own node types, handed through to the React step as MDX hands them. */
const MDX_NODES = ['mdxJsxFlowElement', 'mdxJsxTextElement'] as const;

/** Components by name, as MDX takes them (the site's map, src/render/components/mdx.tsx). */
export type Components = Record<string, unknown>;

/** Reads the literal values the subset lets through; anything else is refused, never run. */
function literalReader(components: Components) {
  return () => ({
    evaluateExpression(expression: Expression): unknown {
      if (expression.type === 'Identifier' && Object.hasOwn(components, expression.name)) return components[expression.name];
      const value = literalValue(expression);
      if (value === NOT_LITERAL) throw new Error(`not a literal: ${expression.type}`);
      return value;
    },
    evaluateProgram(): never {
      throw new Error('content holds no programs');
    },
  });
}

/** The tree without the team's {/* notes *\/}, the only expressions the subset keeps. */
function withoutNotes<T extends Root | RootContent>(node: T): T {
  if (!('children' in node)) return node;
  const children = (node.children as RootContent[])
    .filter((child) => child.type !== 'mdxFlowExpression' && child.type !== 'mdxTextExpression')
    .map(withoutNotes);
  return { ...node, children } as T;
}

/** The page text drawn with `components`, from a tree that passed the subset check. */
export function drawBody(tree: Root, components: Components): ReactNode {
  const hast = toHast(withoutNotes(tree), { passThrough: [...MDX_NODES] });
  return toJsxRuntime(hast, {
    Fragment, jsx, jsxs,
    components: components as never,
    createEvaluater: literalReader(components),
    elementAttributeNameCase: 'react',
    stylePropertyNameCase: 'dom',
  });
}
