/** Reads a content file's MDX before the bundler does, so an editor's slip is reported in Portuguese with file, line and fix. */
import { MDX_COMPONENT_NAMES } from '../../shared/content/mdx-component-names.ts';
import type { ContentError } from '../../shared/content/site-content.ts';
import { describeParseError, type ParserMessage } from '../../shared/content/mdx-messages.ts';
import { subsetProblems } from '../../shared/content/mdx-subset.ts';
import { offsetOf, parseMdx, relocate, type FilledBody, type Root } from './mdx-tree.ts';

export interface MdxCheckOptions {
  file: string;
  body: FilledBody;
  /** e.g. Question in FAQ files. */
  extraComponents?: readonly string[];
}

export function readMdx({ file, body, extraComponents = [] }: MdxCheckOptions): { tree?: Root; errors: ContentError[] } {
  const source = body.parseText;
  let tree: Root;
  try {
    tree = parseMdx(source);
  } catch (e) {
    const { line, column, message, fix, parserWords } = describeParseError(e as ParserMessage, source);
    // Where the editor wrote it: in a fact's value, the {{fact}} the page uses.
    const at = body.toFile(offsetOf(source, line, column ?? 1));
    const fromFact = at.fact ? ` O trecho vem do fato "{{${at.fact}}}": corrija o valor dele.` : '';
    return {
      errors: [{ file, line: at.line, column: column === undefined ? undefined : at.column, message: `${message}${fromFact} ${parserWords}`, fix }],
    };
  }
  relocate(tree, source, body.toFile);

  // Content is data: the subset is checked before anything compiles it.
  const errors: ContentError[] = subsetProblems(tree, [...MDX_COMPONENT_NAMES, ...extraComponents]).map((problem) => ({ file, ...problem }));
  return errors.length ? { errors } : { tree, errors };
}
