/**
 * The compiler's own guard: every MDX tree is held to the content subset just before it becomes code, so
 * no expression, import or event handler reaches a page even if the loader's check were skipped. The only
 * ESM allowed is the content plugin's `export const frontmatter = {…}` with literal data.
 */
import type { Root, RootContent } from 'mdast';
import type { Expression } from 'estree';
import { FAQ_COMPONENT_NAMES, MDX_COMPONENT_NAMES } from '../../shared/content/mdx-component-names.ts';
import { literalValue, NOT_LITERAL, subsetProblems } from '../../shared/content/mdx-subset.ts';

/** JSON-like data: literals, lists and objects of them with plain keys. */
function isData(expression: Expression | null | undefined): boolean {
  if (expression?.type === 'ObjectExpression') {
    return expression.properties.every((p) => p.type === 'Property' && p.kind === 'init' && !p.computed && !p.method
      && (p.key.type === 'Literal' || p.key.type === 'Identifier') && isData(p.value as Expression));
  }
  if (expression?.type === 'ArrayExpression') return expression.elements.every((e) => e?.type !== 'SpreadElement' && isData(e));
  return literalValue(expression ?? undefined) !== NOT_LITERAL;
}

/** The content plugin's `export const frontmatter = <data>;` line. */
function isFrontmatterExport(node: RootContent | undefined): boolean {
  if (node?.type !== 'mdxjsEsm') return false;
  const body = node.data?.estree?.body ?? [];
  const [statement] = body;
  if (body.length !== 1 || statement.type !== 'ExportNamedDeclaration' || statement.declaration?.type !== 'VariableDeclaration') return false;
  const { declarations, kind } = statement.declaration;
  const [declarator] = declarations;
  return kind === 'const' && declarations.length === 1 && declarator.id.type === 'Identifier'
    && declarator.id.name === 'frontmatter' && isData(declarator.init);
}

export function remarkContentSubset() {
  return (tree: Root, file: { path?: string }) => {
    const [first, ...rest] = tree.children;
    const body: Root = isFrontmatterExport(first) ? { ...tree, children: rest } : tree;
    const problems = subsetProblems(body, [...MDX_COMPONENT_NAMES, ...FAQ_COMPONENT_NAMES]);
    if (!problems.length) return;
    const where = file.path ?? 'MDX';
    throw new Error(`${where}: o texto tem o que uma página não pode ter; nada foi compilado.\n${problems
      .map((p) => `linha ${p.line ?? '?'}: ${p.message} Como corrigir: ${p.fix}`).join('\n')}`);
  };
}
