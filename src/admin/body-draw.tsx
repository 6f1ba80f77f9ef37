/**
 * A checked page text drawn with the site's MDX components without running any of it: the attributes
 * the subset allows are read as data where MDX would compile code.
 */
import type { ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { Root, RootContent } from 'mdast';
import type { Expression } from 'estree';
import { toHast } from 'mdast-util-to-hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { literalValue, NOT_LITERAL } from '../shared/content/mdx-subset.ts';

const MDX_NODES = ['mdxJsxFlowElement', 'mdxJsxTextElement'] as const;

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

/** The tree without the team's notes, the only expressions the subset keeps. */
function withoutNotes<T extends Root | RootContent>(node: T): T {
  if (!('children' in node)) return node;
  const children = (node.children as RootContent[])
    .filter((child) => child.type !== 'mdxFlowExpression' && child.type !== 'mdxTextExpression')
    .map(withoutNotes);
  return { ...node, children } as T;
}

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
