/** Line numbers for editor messages. */
import YAML from 'yaml';
import type { ContentFiles } from './files.ts';
import { lineOf } from './files.ts';

export { lineOf };

/** Kept by text: fields are looked up one after another, and again after each save. */
const parsed = new Map<string, YAML.Document.Parsed>();
const PARSES_KEPT = 300;
function parsedWithRanges(yamlText: string): YAML.Document.Parsed {
  let doc = parsed.get(yamlText);
  if (!doc) {
    if (parsed.size >= PARSES_KEPT) parsed.clear();
    parsed.set(yamlText, (doc = YAML.parseDocument(yamlText)));
  }
  return doc;
}

/** 1-based, in the whole file; the frontmatter start when not found. */
export function lineOfField(yamlText: string, fieldPath: PropertyKey[], yamlStartLine: number): number {
  try {
    const doc = parsedWithRanges(yamlText);
    for (let depth = fieldPath.length; depth > 0; depth--) {
      const node = doc.getIn(fieldPath.slice(0, depth) as (string | number)[], true) as { range?: [number] } | undefined;
      if (node && typeof node === 'object' && node.range) return yamlStartLine + lineOf(yamlText, node.range[0]) - 1;
    }
  } catch {
    /* the YAML error itself is reported elsewhere */
  }
  return yamlStartLine;
}

/** The key's own line (where an unknown field is written), not its value's. */
export function lineOfKey(yamlText: string, parentPath: PropertyKey[], key: string, yamlStartLine: number): number {
  try {
    const doc = parsedWithRanges(yamlText);
    const parent = (parentPath.length ? doc.getIn(parentPath as (string | number)[], true) : doc.contents) as
      { items?: { key?: { value?: unknown; range?: [number] } }[] } | undefined;
    const pair = parent?.items?.find((item) => item.key?.value === key);
    if (pair?.key?.range) return yamlStartLine + lineOf(yamlText, pair.key.range[0]) - 1;
  } catch {
    /* the YAML error itself is reported elsewhere */
  }
  return lineOfField(yamlText, [...parentPath, key], yamlStartLine);
}

export function describePath(fieldPath: PropertyKey[]): string {
  return fieldPath.map((p) => (typeof p === 'number' ? `[${p + 1}º item]` : String(p))).join(' › ');
}

export function frontmatterLine(files: ContentFiles, file: string, field: string): number {
  return lineOfField(files.mdx(file)?.yamlText ?? '', [field], 2);
}
