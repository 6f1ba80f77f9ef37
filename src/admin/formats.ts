/**
 * The file formats the CMS reads and writes (named in the generated config, src/node/cms/config.ts):
 * YAML data files and MDX pages with YAML frontmatter, written back over the text they were read from
 * (yaml-merge.ts), so diffs stay minimal and comments survive.
 */
import { parse } from 'yaml';
import { distance, writeYaml } from './yaml-merge.ts';
import { withNewEntries } from '../shared/content/new-entries.ts';

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

const yamlFiles = new Originals<unknown>();

export const yamlFormat = {
  fromFile: (text: string) => yamlFiles.remember(text, parse(text) ?? {}),
  // The facts and search files' forms add entries through a list of their own (new-entries.ts).
  toFile: (data: unknown) => {
    const written = withNewEntries(data);
    return writeYaml(written, yamlFiles.nearest(written)?.text);
  },
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
  toFile(data: Page): string {
    const { body = '', ...fields } = data;
    const original = pages.nearest(data)?.text;
    const match = original === undefined ? null : FRONTMATTER.exec(original);
    const written = match ? ((parse(match[1] ?? '') ?? {}) as Page) : {};
    const yaml = writeYaml(asWritten(fields, written), match ? match[1] ?? '' : undefined);
    // A new file ends with a newline, like the others (an existing one keeps its ending as it was).
    return `---\n${yaml}---\n${original === undefined && !body.endsWith('\n') ? `${body}\n` : body}`;
  },
};
