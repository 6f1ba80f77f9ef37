/**
 * The content folder, read once: each file's text and its parse (YAML document, or MDX frontmatter and
 * body) are kept, so the loader, the sample list, the dates and the line lookups never read or parse a
 * file a second time.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import YAML from 'yaml';

export interface MdxParts { data: Record<string, unknown>; body: string; yamlText: string; bodyLine: number }

export interface ContentFiles {
  root: string;
  /** A file's text (path relative to the root), or undefined when it does not exist. */
  text(file: string): string | undefined;
  /** Files under a folder (relative to the root) ending in `ext`, sorted, relative to that folder. */
  list(dir: string, ext: string): string[];
  /** A YAML file's document (its `errors` hold any syntax mistake). */
  yaml(file: string): YAML.Document | undefined;
  /** An MDX file split into frontmatter and body; throws the YAML error of a broken frontmatter. */
  mdx(file: string): MdxParts | undefined;
}

const yamlEngine = { parse: (s: string) => YAML.parse(s) as object, stringify: (o: object) => YAML.stringify(o) };

export const lineOf = (text: string, index: number): number => text.slice(0, index).split('\n').length;

function memo<T>(read: (file: string) => T): (file: string) => T {
  const cache = new Map<string, T>();
  return (file) => {
    if (!cache.has(file)) cache.set(file, read(file));
    return cache.get(file)!;
  };
}

export function contentFiles(root: string): ContentFiles {
  const text = memo((file) => {
    const full = path.join(root, file);
    return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : undefined;
  });
  const yaml = memo((file) => {
    const source = text(file);
    return source === undefined ? undefined : YAML.parseDocument(source);
  });
  const mdx = memo((file): MdxParts | Error | undefined => {
    const source = text(file);
    if (source === undefined) return undefined;
    try {
      const parsed = matter(source, { engines: { yaml: yamlEngine } });
      return {
        data: parsed.data, body: parsed.content,
        yamlText: parsed.matter.replace(/^\r?\n/, ''),
        bodyLine: lineOf(source, source.length - parsed.content.length),
      };
    } catch (error) {
      return error as Error;
    }
  });
  const list = memo((key) => {
    const [dir, ext] = key.split('\0');
    const full = path.join(root, dir);
    if (!fs.existsSync(full)) return [];
    return (fs.readdirSync(full, { recursive: true }) as string[])
      .map((f) => f.replace(/\\/g, '/'))
      .filter((f) => f.endsWith(ext))
      .sort();
  });
  return {
    root,
    text,
    list: (dir, ext) => list(`${dir}\0${ext}`),
    yaml,
    mdx: (file) => {
      const parts = mdx(file);
      if (parts instanceof Error) throw parts;
      return parts;
    },
  };
}
