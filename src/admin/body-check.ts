/**
 * A page's text checked in the editor as the build checks it: parsed with the build's options, then
 * held to the content subset. Parsing reads the text; nothing in it is run.
 */
import { createProcessor } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import type { Root } from 'mdast';
import { FAQ_COMPONENT_NAMES, MDX_COMPONENT_NAMES } from '../shared/content/mdx-component-names.ts';
import { describeParseError, type ParserMessage } from '../shared/content/mdx-messages.ts';
import { subsetProblems, type SubsetProblem } from '../shared/content/mdx-subset.ts';
import { PLACEHOLDER } from '../shared/content/facts.ts';

const processor = createProcessor({ remarkPlugins: [remarkGfm] }).freeze();

/** Throws where the text does not parse. */
export const parseBody = (text: string): Root => processor.parse(text) as Root;

export const componentsFor = (form: string): readonly string[] =>
  form === 'duvidas' ? [...MDX_COMPONENT_NAMES, ...FAQ_COMPONENT_NAMES] : MDX_COMPONENT_NAMES;

export function checkBody(text: string, components: readonly string[]): { tree?: Root; problems: SubsetProblem[] } {
  let tree: Root;
  try {
    tree = parseBody(text);
  } catch (e) {
    const { line, column, message, fix, parserWords } = describeParseError(e as ParserMessage, text);
    return { problems: [{ line, column, message: `${message} ${parserWords}`, fix }] };
  }
  const problems = subsetProblems(tree, components);
  return problems.length ? { problems } : { tree, problems };
}

/** {{facts}} stand in as letters, as the build's parse masks them. */
export const checkFormBody = (body: string, form: string): { tree?: Root; problems: SubsetProblem[] } =>
  checkBody(body.replace(PLACEHOLDER, (fact) => 'x'.repeat(fact.length)), componentsFor(form));

export const bodyProblems = (body: string, form: string): SubsetProblem[] => checkFormBody(body, form).problems;

/** The start of a line, to find it where lines are not numbered (the rich-text editor). */
const lineStart = (text: string, line: number) => {
  const words = (text.split('\n')[line - 1] ?? '').trim();
  return words ? ` ("${words.length > 40 ? `${words.slice(0, 40)}…` : words}")` : '';
};

export const describeProblem = ({ line, message, fix }: SubsetProblem, text?: string) =>
  `no texto${line ? `, linha ${line}${text === undefined ? '' : lineStart(text, line)}` : ''}: ${message} Como corrigir: ${fix}`;
