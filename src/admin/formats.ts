/** The CMS's file formats, written back over the text they were read from, so diffs stay minimal and comments survive. */
import { parse } from 'yaml';
import { distance, writeYaml } from './yaml-merge.ts';
import { withNewEntries } from '../shared/content/new-entries.ts';
import { mergeBody } from './body-merge.ts';

class Originals<T> {
  private seen: { text: string; data: T }[] = [];
  remember(text: string, data: T): T {
    this.seen = [{ text, data }, ...this.seen.filter((s) => s.text !== text)].slice(0, 500);
    return data;
  }
  nearest(data: T): { text: string; data: T } | undefined {
    let best: { text: string; data: T } | undefined;
    let bestDistance = Infinity;
    for (const seen of this.seen) {
      const d = distance(seen.data, data);
      if (d < bestDistance) { best = seen; bestDistance = d; }
    }
    return best;
  }
}

/**
 * The entry being saved, set by preSave from Decap's `raw`: the save is written over that file and no
 * other, whatever was edited. Without it (Decap's local backups), the nearest text read is used.
 */
let saving: { data: unknown; original: string | undefined; richText: boolean } | undefined;

/** Called just before Decap writes `data`. A rich-text save rewrites the whole text (body-merge.ts). */
export function savingOver(data: unknown, original: string | undefined, richText = false): void {
  saving = { data, original, richText };
}

const richTextSave = (data: unknown) => Boolean(saving?.richText && distance(saving.data, data) === 0);

function originalOf<T>(data: T, seen: Originals<T>): string | undefined {
  if (saving && distance(saving.data, data) === 0) return saving.original;
  return seen.nearest(data)?.text;
}

/** An emptied sample list is written as `amostra: false`: the file says it is confirmed, as the guide asks. */
export function confirmedSamples<T extends Record<string, unknown>>(data: T, before: unknown): T {
  const was = (before as { amostra?: unknown } | undefined)?.amostra;
  const now = data.amostra;
  const emptied = now === null || now === undefined || (Array.isArray(now) && !now.length);
  return Array.isArray(was) && emptied ? { ...data, amostra: false } : data;
}

const yamlFiles = new Originals<unknown>();

export function writeDataFile(data: unknown, original: string | undefined): string {
  return writeYaml(withNewEntries(data), original);
}

export const yamlFormat = {
  fromFile: (text: string) => yamlFiles.remember(text, parse(text) ?? {}),
  // The facts and search files' forms add entries through a list of their own (new-entries.ts).
  toFile: (data: unknown) => writeDataFile(data, originalOf(data, yamlFiles)),
};

const FRONTMATTER = /^---\r?\n([\s\S]*?\r?\n)?---\r?\n?/;

interface Page { [field: string]: unknown; body?: string }

/**
 * Fields the schema takes as one value or a list: the form edits a list; a file that wrote one value
 * gets one value back while the list has one item.
 */
export const ONE_OR_MANY = ['departamento'];

function asLists(data: Page): Page {
  const out = { ...data };
  for (const name of ONE_OR_MANY) if (typeof out[name] === 'string') out[name] = [out[name]];
  return out;
}

function asWritten(data: Page, original: Page): Page {
  const out = { ...data };
  for (const name of ONE_OR_MANY) {
    const value = out[name];
    if (typeof original[name] === 'string' && Array.isArray(value) && value.length === 1) out[name] = value[0];
  }
  return out;
}

const pages = new Originals<Page>();

export const frontmatterFormat = {
  fromFile(text: string): Page {
    const match = FRONTMATTER.exec(text);
    const data = ((match ? parse(match[1] ?? '') : {}) ?? {}) as Page;
    return pages.remember(text, { ...asLists(data), body: match ? text.slice(match[0].length) : text });
  },
  toFile: (data: Page): string => writePage(data, originalOf(data, pages), richTextSave(data)),
};

/** A rich-text save keeps the file's spelling of the blocks left alone. */
export function writePage(data: Page, original: string | undefined, richText = false): string {
  const { body: typed = '', ...fields } = data;
  const match = original === undefined ? null : FRONTMATTER.exec(original);
  const written = match ? ((parse(match[1] ?? '') ?? {}) as Page) : {};
  const yaml = writeYaml(asWritten(fields, written), match ? match[1] ?? '' : undefined);
  const body = richText ? mergeBody(typed, match ? original!.slice(match[0].length) : undefined) : typed;
  return `---\n${yaml}---\n${original === undefined && !body.endsWith('\n') ? `${body}\n` : body}`;
}
