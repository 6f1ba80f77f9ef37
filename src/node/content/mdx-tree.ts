/**
 * The one parse of an MDX body. The loader fills the {{facts}} in, parses the result once with the MDX
 * parser (the options the bundler compiles it with) and keeps the syntax tree on the loaded file; the
 * syntax check, the link check, the FAQ questions, the search records and the page dates all read
 * that tree. Its positions are moved back to the file as written: line N of the .mdx file and its
 * column, with a node that came from a fact pointing at the {{fact}}.
 */
import { createProcessor } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import type { Nodes, Root, RootContent } from 'mdast';
import { isJsxElement, valueText, walk, type MdxJsxElement } from '../../shared/content/mdx-walk.ts';
import { PLACEHOLDER, type FactMap } from '../../shared/content/facts.ts';

export type { Root } from 'mdast';
export type { MdxJsxElement };
export { isJsxElement, valueText, walk };

// Parsing needs no compile step: one frozen processor serves every file.
const processor = createProcessor({ remarkPlugins: [remarkGfm] }).freeze();

/** Parses MDX (throws the parser's message on a syntax error). The positions are the text's own. */
export function parseMdx(text: string): Root {
  return keepOutOfJson(processor.parse(text) as Root);
}

/** A body as written, its {{facts}} masked, parsed (tests and tools; the loader keeps the file's positions). */
export const mdxTree = (body: string): Root => parseMdx(fillFacts(body, 1, {}, () => {}).parseText);

/** A place in the content file: 1-based line of the file, 1-based column; `fact` when it is in a fact's value. */
export interface FilePoint { line: number; column: number; fact?: string }

/** A body with its {{facts}} filled in, and the way back from a place in it to the file as written. */
export interface FilledBody {
  /** What the page shows and the bundler compiles: the body with every known fact filled in. */
  text: string;
  /** `text` with the facts that do not exist masked, so the parser reads the rest (they are reported apart). */
  parseText: string;
  /** The file's line and column of an offset in `text` (inside a fact: where its {{name}} is written). */
  toFile(offset: number): FilePoint;
}

interface Fill { at: number; end: number; start: number; stop: number; name: string }

/**
 * Fills the facts in (as interpolate() does) and remembers where each one went. `onMissing` gets an
 * unknown fact's name and its index in the body as written; it is left as written in `text`.
 */
export function fillFacts(body: string, bodyLine: number, facts: FactMap, onMissing: (name: string, index: number) => void): FilledBody {
  const fills: Fill[] = [];
  let text = '';
  let parseText = '';
  let last = 0;
  for (const m of body.matchAll(PLACEHOLDER)) {
    const [whole, name] = m;
    const index = m.index;
    const known = Object.hasOwn(facts, name);
    if (!known) onMissing(name, index);
    const value = known ? facts[name] : whole;
    text += body.slice(last, index);
    parseText += body.slice(last, index);
    fills.push({ at: text.length, end: text.length + value.length, start: index, stop: index + whole.length, name });
    text += value;
    // Same-length filler: the parser reads the sentence around it at its own columns.
    parseText += known ? value : 'x'.repeat(whole.length);
    last = index + whole.length;
  }
  text += body.slice(last);
  parseText += body.slice(last);

  const lineStarts = [0];
  for (let i = 0; i < body.length; i++) if (body[i] === '\n') lineStarts.push(i + 1);
  const toFile = (offset: number): FilePoint => {
    let at = offset;
    let fact: string | undefined;
    for (const f of fills) {
      if (offset < f.at) break;
      if (offset < f.end) {
        at = f.start;
        fact = f.name;
        break;
      }
      at = offset + f.stop - f.end;
    }
    // The last line that starts at or before `at`.
    let line = 0;
    for (let high = lineStarts.length - 1; line < high;) {
      const mid = (line + high + 1) >> 1;
      if (lineStarts[mid] <= at) line = mid;
      else high = mid - 1;
    }
    return { line: bodyLine + line, column: at - lineStarts[line] + 1, ...(fact && { fact }) };
  };
  return { text, parseText, toFile };
}

/** Offset of a 1-based line and column in `text`. */
export function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  return offset + column - 1;
}

interface Positioned { position?: { start: Point; end: Point }; children?: unknown[]; attributes?: unknown[] }
interface Point { line: number; column: number; offset?: number }

/** Moves every position in the tree (nodes and JSX attributes) from the parsed text to the file. */
export function relocate(tree: Root, text: string, toFile: (offset: number) => FilePoint): void {
  const move = (point: Point) => {
    const to = toFile(point.offset ?? offsetOf(text, point.line, point.column));
    point.line = to.line;
    point.column = to.column;
    // An offset into the filled text would mislead once lines are the file's.
    delete point.offset;
  };
  const visit = (node: Positioned) => {
    if (node.position) {
      move(node.position.start);
      move(node.position.end);
    }
    node.attributes?.forEach((a) => visit(a as Positioned));
    node.children?.forEach((c) => visit(c as Positioned));
  };
  visit(tree as Positioned);
}

/**
 * A tree is build-time data: JSON.stringify leaves it out, so a loaded file handed to a virtual module or
 * a JSON file never carries it.
 */
function keepOutOfJson(tree: Root): Root {
  Object.defineProperty(tree, 'toJSON', { value: () => undefined, enumerable: false });
  return tree;
}

/** A component (capitalised name), as opposed to an HTML tag written in JSX. */
export const isComponent = (node: MdxJsxElement) => !!node.name && /^[A-Z]/.test(node.name);

/** A JSX element that is a link: an <a>, or a component given an address (<ButtonLink to=…>, <Card href=…>). */
export const linksAway = (node: { name?: string | null; attributes?: { type: string; name?: unknown }[] }): boolean =>
  node.name === 'a' || (node.attributes ?? []).some((a) => a.type === 'mdxJsxAttribute' && (a.name === 'href' || a.name === 'to'));

/**
 * An attribute's text: a quoted value, or an expression that is only a string (title={"…"}); undefined
 * for any other expression and for an absent attribute.
 */
export function attributeText(node: MdxJsxElement, name: string): string | undefined {
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || attribute.name !== name) continue;
    return valueText(attribute.value);
  }
  return undefined;
}

/** Attributes of MDX components whose values are visible text. */
export const TEXT_ATTRIBUTES = new Set(['title', 'titulo', 'lead', 'subtitulo', 'subtitle', 'descricao', 'description', 'texto', 'text', 'label', 'resumo']);

/** Every attribute with a text value, in the order written. */
export function textAttributes(node: MdxJsxElement): [name: string, value: string][] {
  const out: [string, string][] = [];
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    const value = valueText(attribute.value);
    if (value !== undefined) out.push([attribute.name, value]);
  }
  return out;
}

/** The components a body uses (<FaqList />, <PriceTable />…), by name. */
export function componentNames(tree: Root): Set<string> {
  const names = new Set<string>();
  for (const node of walk(tree)) if (isJsxElement(node) && isComponent(node)) names.add(node.name!);
  return names;
}

/** A node's children, or none. */
export const childrenOf = (node: Nodes): RootContent[] => ('children' in node ? (node.children as RootContent[]) : []);

/**
 * The words of an inline node: text and code give their words, marks and links their children's;
 * expressions, ESM and code blocks give none. `images`: "alt" reads an image's description (an FAQ
 * answer read aloud); "skip" leaves it out, as a heading's id is made from the page's text only.
 */
export function inlineWords(node: Nodes, images: 'alt' | 'skip'): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'break':
      return '\n';
    case 'image':
      return images === 'alt' ? node.alt ?? '' : '';
    case 'mdxTextExpression':
    case 'mdxFlowExpression':
    case 'mdxjsEsm':
    case 'code':
      return '';
    default:
      return childrenOf(node).map((child) => inlineWords(child, images)).join('');
  }
}
