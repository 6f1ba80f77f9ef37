/** The content folder, read once: each file's text and parse are kept, so no file is read or parsed twice. */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import YAML from 'yaml';
import { lastParses } from './last-parse.ts';
import { parseYamlData, parseYamlDocument } from './yaml-data.ts';

export interface MdxParts { data: Record<string, unknown>; body: string; yamlText: string; bodyLine: number }

export interface ContentFiles {
  root: string;
  text(file: string): string | undefined;
  /** Sorted, relative to `dir`. */
  list(dir: string, ext: string): string[];
  yaml(file: string): YAML.Document | undefined;
  /** Throws the YAML error of a broken frontmatter. */
  mdx(file: string): MdxParts | undefined;
}

const yamlEngine = { parse: parseYamlData, stringify: (o: object) => YAML.stringify(o) };

export const serviceFileNames = (files: ContentFiles): string[] =>
  files.list('content/paginas/servicos', '.mdx').filter((f) => f !== 'index.mdx').map((f) => f.replace(/\.mdx$/, ''));

/** "---js" would make gray-matter run JavaScript: only YAML is read. */
export class FrontmatterLanguageError extends Error {
  constructor(readonly firstLine: string) {
    super(`frontmatter language "${firstLine.slice(3)}"`);
  }
}
/** Replaced, in case the check above is bypassed: gray-matter's JavaScript engine evaluates the frontmatter. */
const refusedEngine = { parse: (): object => { throw new FrontmatterLanguageError('---js'); } };

export const lineOf = (text: string, index: number): number => text.slice(0, index).split('\n').length;

/** BOM and CRLF/CR go before anything parses, so a Windows file reads like any other. */
export function normalizeText(source: string): string {
  return source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

/** Keyboards turn "…" into “…”: such quotes around a whole YAML value read as YAML's own (same length, so positions hold). */
export function straightenYamlQuotes(yaml: string): string {
  return yaml
    .replace(/^(\s*(?:-\s+)?(?:[\w-]+:\s+)?)“([^“”"\n]*)”(\s*(?:#.*)?)$/gm, '$1"$2"$3')
    .replace(/^(\s*(?:-\s+)?(?:[\w-]+:\s+)?)‘([^‘’'\n]*)’(\s*(?:#.*)?)$/gm, "$1'$2'$3");
}

function straightenFrontmatterQuotes(source: string): string {
  const match = /^---\n[\s\S]*?\n---(?:\n|$)/.exec(source);
  return match ? straightenYamlQuotes(match[0]) + source.slice(match[0].length) : source;
}

function memo<T>(read: (file: string) => T): (file: string) => T {
  const cache = new Map<string, T>();
  return (file) => {
    if (!cache.has(file)) cache.set(file, read(file));
    return cache.get(file)!;
  };
}

function splitMdx(source: string): MdxParts | Error {
  try {
    const firstLine = source.split('\n', 1)[0];
    if (firstLine.startsWith('---') && firstLine.trimEnd() !== '---') throw new FrontmatterLanguageError(firstLine);
    const parsed = matter(source, { language: 'yaml', engines: { yaml: yamlEngine, javascript: refusedEngine } });
    return {
      data: parsed.data, body: parsed.content,
      yamlText: parsed.matter.replace(/^\r?\n/, ''),
      bodyLine: lineOf(source, source.length - parsed.content.length),
    };
  } catch (error) {
    return error as Error;
  }
}

const yamlParses = lastParses<YAML.Document>();
const mdxParses = lastParses<MdxParts | Error>();

/** Stat calls only, nothing read. */
export function filesStamp(root: string, dirs: string[]): string {
  return dirs.flatMap((dir) => {
    const full = path.join(root, dir);
    if (!fs.existsSync(full)) return [];
    return (fs.readdirSync(full, { recursive: true }) as string[]).sort().map((entry) => {
      const stat = fs.statSync(path.join(full, entry), { throwIfNoEntry: false });
      return stat?.isFile() ? `${dir}/${entry}\0${stat.size}\0${stat.mtimeMs}` : '';
    });
  }).join('\n');
}

export function contentFiles(root: string): ContentFiles {
  const text = memo((file) => {
    const full = path.join(root, file);
    if (!fs.existsSync(full)) return undefined;
    const source = normalizeText(fs.readFileSync(full, 'utf8'));
    if (file.endsWith('.yml') || file.endsWith('.yaml')) return straightenYamlQuotes(source);
    return file.endsWith('.mdx') ? straightenFrontmatterQuotes(source) : source;
  });
  const yaml = memo((file) => {
    const source = text(file);
    return source === undefined ? undefined : yamlParses(file, source, () => parseYamlDocument(source));
  });
  const mdx = memo((file): MdxParts | Error | undefined => {
    const source = text(file);
    return source === undefined ? undefined : mdxParses(file, source, () => splitMdx(source));
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
