/**
 * Writes the CMS's data back over its file, replacing only the values that differ, so comments and
 * quoting survive and diffs show just the edited lines (Decap's YAML writer would requote the whole file).
 */
import { Document, isMap, isScalar, isSeq, parseDocument, visit, type Node as YamlNode, type Scalar } from 'yaml';

export const STRINGIFY = { lineWidth: 0, flowCollectionPadding: false } as const;

type Data = unknown;

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && !v.length) || (isRecord(v) && !Object.keys(v).length);

export function equal(a: Data, b: Data): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => equal(v, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => equal(a[k], b[k]) || (isEmpty(a[k]) && isEmpty(b[k])));
  }
  return false;
}

/** How many leaves differ: picks, among the files read, the one an edited entry came from. */
export function distance(a: Data, b: Data): number {
  if (Array.isArray(a) && Array.isArray(b)) {
    return Math.abs(a.length - b.length) + a.slice(0, b.length).reduce<number>((n, v, i) => n + distance(v, b[i]), 0);
  }
  if (isRecord(a) && isRecord(b)) {
    return [...new Set([...Object.keys(a), ...Object.keys(b)])].reduce<number>((n, k) => n + distance(a[k], b[k]), 0);
  }
  return equal(a, b) ? 0 : 1;
}

function siblingStyle(nodes: unknown[]): Scalar['type'] {
  const scalar = nodes.find((n): n is Scalar => isScalar(n) && typeof n.value === 'string');
  return scalar?.type;
}

function newNode(doc: Document, value: Data, style: Scalar['type']): YamlNode {
  const node = doc.createNode(value);
  if (style === 'QUOTE_DOUBLE' || style === 'QUOTE_SINGLE') {
    // Keys stay plain (`titulo:`), as in every file of content/.
    visit(node, { Scalar: (key, scalar) => { if (key !== 'key' && typeof scalar.value === 'string') scalar.type = style; } });
  }
  return node;
}

/** A new list item written as the list's first one is. */
function styleLike(node: unknown, like: unknown): void {
  if (isMap(node) && isMap(like)) {
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      styleLike(pair.value, like.items.find((p) => (isScalar(p.key) ? String(p.key.value) : String(p.key)) === key)?.value);
    }
  } else if (isSeq(node) && isSeq(like)) {
    node.flow = like.flow;
    node.items.forEach((item, i) => styleLike(item, like.items[Math.min(i, like.items.length - 1)]));
  } else if (isScalar(node) && isScalar(like) && typeof node.value === 'string' && typeof like.value === 'string') {
    node.type = like.type;
  }
}

function merge(doc: Document, node: unknown, value: Data): unknown {
  if (isRecord(value) && isMap(node)) {
    for (const pair of [...node.items]) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      const written: unknown = (pair.value as YamlNode | null)?.toJSON?.();
      // A field the form left out or emptied goes; one the file wrote empty (`redesSociais: []`) stays.
      if (!isEmpty(written) && (!(key in value) || isEmpty(value[key]))) node.delete(key);
    }
    for (const [key, v] of Object.entries(value)) {
      const pair = node.items.find((p) => (isScalar(p.key) ? String(p.key.value) : String(p.key)) === key);
      if (pair) pair.value = merge(doc, pair.value, v) as YamlNode;
      else if (!isEmpty(v)) node.set(key, newNode(doc, v, siblingStyle(node.items.map((p) => p.value))));
    }
    return node;
  }
  if (Array.isArray(value) && isSeq(node)) {
    const style = siblingStyle(node.items);
    const first = node.items[0];
    node.items = value.map((v, i) => {
      if (i < node.items.length) return merge(doc, node.items[i], v);
      const item = newNode(doc, v, style);
      styleLike(item, first);
      return item;
    }) as YamlNode[];
    return node;
  }
  if (isScalar(node) && !isRecord(value) && !Array.isArray(value)) {
    // Same value: the node as written ("10.00" stays "10.00"). Changed: its quoting style is kept.
    if (node.value !== value) node.value = value;
    return node;
  }
  return newNode(doc, value, isScalar(node) ? node.type : undefined);
}

function newFile(data: Data): string {
  const doc = new Document(data);
  visit(doc, { Pair: (_, pair) => { if (isScalar(pair.value) && typeof pair.value.value === 'string') pair.value.type = 'QUOTE_DOUBLE'; } });
  return doc.toString(STRINGIFY);
}

export function writeYaml(data: Data, original: string | undefined): string {
  if (original === undefined) return newFile(data);
  const doc = parseDocument(original);
  if (equal(doc.toJS(), data)) return original;
  doc.contents = merge(doc, doc.contents, data) as typeof doc.contents;
  return doc.toString(STRINGIFY);
}
