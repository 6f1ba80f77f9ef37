/**
 * The file formats the CMS reads and writes (named in the generated config, src/node/cms/config.ts):
 * YAML data files and MDX pages with YAML frontmatter, written back over the text they were read from
 * (yaml-merge.ts), so diffs stay minimal and comments survive.
 */
import { parse } from 'yaml';
import { distance, writeYaml } from './yaml-merge.ts';
import { withNewEntries } from '../shared/content/new-entries.ts';
import { mergeBody } from './body-merge.ts';

/** The texts read so far, with their data: toFile gets only the data, and finds its file among these. */
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
 * The text of the entry being saved, set by the editor's preSave (main.ts) from Decap's entry, which
 * keeps the file as it was read (`raw`): the save is written over that file and no other, whatever was
 * edited; a new entry (`original` undefined) is written fresh. Without it (Decap's local backups of a
 * form), the nearest text read is used.
 */
let saving: { data: unknown; original: string | undefined; richText: boolean } | undefined;

/**
 * Called just before Decap writes `data`: the file it came from (`undefined` for a new entry), and whether
 * its text comes from the rich-text editor, which rewrites the whole text (body-merge.ts). A text box
 * changes only what was typed, and a change of spelling alone is kept as typed.
 */
export function savingOver(data: unknown, original: string | undefined, richText = false): void {
  saving = { data, original, richText };
}

/** Whether `data` is the entry being saved, its text from the rich-text editor. */
const richTextSave = (data: unknown) => Boolean(saving?.richText && distance(saving.data, data) === 0);

/** The original of `data`: the entry being saved, or the nearest text read. */
function originalOf<T>(data: T, seen: Originals<T>): string | undefined {
  if (saving && distance(saving.data, data) === 0) return saving.original;
  return seen.nearest(data)?.text;
}

/**
 * The form's data with a sample list that was emptied (the last tick of "Dados de exemplo" or "Fatos a
 * confirmar" removed) written as `amostra: false`: the file says it is confirmed, as the guide asks.
 */
export function confirmedSamples<T extends Record<string, unknown>>(data: T, before: unknown): T {
  const was = (before as { amostra?: unknown } | undefined)?.amostra;
  const now = data.amostra;
  const emptied = now === null || now === undefined || (Array.isArray(now) && !now.length);
  return Array.isArray(was) && emptied ? { ...data, amostra: false } : data;
}

const yamlFiles = new Originals<unknown>();

/** A YAML data file's form data written over its text (`original`), the way every save is written. */
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
 * Fields the schema takes as one value or a list (src/shared/content/schema/ and src/kinds/<kind>/schema.ts, z.preprocess): the form
 * edits a list; a file that wrote one value gets one value back while the list has one item.
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

/**
 * A page's form data written over its file's text (`original`), the way every save is written; a text
 * from the rich-text editor (`richText`) keeps the file's spelling of the blocks left alone.
 */
export function writePage(data: Page, original: string | undefined, richText = false): string {
  const { body: typed = '', ...fields } = data;
  const match = original === undefined ? null : FRONTMATTER.exec(original);
  const written = match ? ((parse(match[1] ?? '') ?? {}) as Page) : {};
  const yaml = writeYaml(asWritten(fields, written), match ? match[1] ?? '' : undefined);
  const body = richText ? mergeBody(typed, match ? original!.slice(match[0].length) : undefined) : typed;
  // A new file ends with a newline, like the others (an existing one keeps its ending as it was).
  return `---\n${yaml}---\n${original === undefined && !body.endsWith('\n') ? `${body}\n` : body}`;
}
