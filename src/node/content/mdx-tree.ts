/**
 * The one parse of an MDX body, with {{facts}} filled in; every check and build step reads this tree.
 * Its positions are moved back to the file as written, a node from a fact pointing at its {{fact}}.
 */
import { createProcessor } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import type { Nodes, Root, RootContent } from 'mdast';
import { isJsxElement, valueText, walk, type MdxJsxElement } from '../../shared/content/mdx-walk.ts';
import { PLACEHOLDER, type FactMap } from '../../shared/content/facts.ts';

export type { Root } from 'mdast';
export type { MdxJsxElement };
export { isJsxElement, valueText, walk };

const processor = createProcessor({ remarkPlugins: [remarkGfm] }).freeze();

/** Throws the parser's message on a syntax error. */
export function parseMdx(text: string): Root {
  return keepOutOfJson(processor.parse(text) as Root);
}

/** A body as written, its {{facts}} masked (tests and tools). */
export const mdxTree = (body: string): Root => parseMdx(fillFacts(body, 1, {}, () => {}).parseText);

/** 1-based line and column of the file; `fact` when it is in a fact's value. */
export interface FilePoint { line: number; column: number; fact?: string }

export interface FilledBody {
  text: string;
  /** `text` with unknown facts masked, so the parser reads the rest (they are reported apart). */
  parseText: string;
  toFile(offset: number): FilePoint;
}

interface Fill { at: number; end: number; start: number; stop: number; name: string }

/** An unknown fact is left as written in `text`. */
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

/** A tree is build-time data: JSON.stringify leaves it out of virtual modules and JSON files. */
function keepOutOfJson(tree: Root): Root {
  Object.defineProperty(tree, 'toJSON', { value: () => undefined, enumerable: false });
  return tree;
}

export const isComponent = (node: MdxJsxElement) => !!node.name && /^[A-Z]/.test(node.name);

export const linksAway = (node: { name?: string | null; attributes?: { type: string; name?: unknown }[] }): boolean =>
  node.name === 'a' || (node.attributes ?? []).some((a) => a.type === 'mdxJsxAttribute' && (a.name === 'href' || a.name === 'to'));

/** A quoted value or an expression that is only a string (title={"…"}); otherwise undefined. */
export function attributeText(node: MdxJsxElement, name: string): string | undefined {
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || attribute.name !== name) continue;
    return valueText(attribute.value);
  }
  return undefined;
}

export const TEXT_ATTRIBUTES = new Set(['title', 'titulo', 'lead', 'subtitulo', 'subtitle', 'descricao', 'description', 'texto', 'text', 'label', 'resumo']);

export function textAttributes(node: MdxJsxElement): [name: string, value: string][] {
  const out: [string, string][] = [];
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    const value = valueText(attribute.value);
    if (value !== undefined) out.push([attribute.name, value]);
  }
  return out;
}

export function componentNames(tree: Root): Set<string> {
  const names = new Set<string>();
  for (const node of walk(tree)) if (isJsxElement(node) && isComponent(node)) names.add(node.name!);
  return names;
}

export const childrenOf = (node: Nodes): RootContent[] => ('children' in node ? (node.children as RootContent[]) : []);

/** `images: 'skip'` leaves image descriptions out, as a heading's id is made from the page's text only. */
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
