/**
 * The date each page last changed ("Atualizado em", <lastmod>, dateModified). A file's date: its mtime if
 * it differs from HEAD, else its last commit's date, else frontmatter `atualizadoEm`, else its mtime. A
 * page's date is the newest among the files whose text it shows; office.yml, menu.yml and service cards
 * are left out, as they would re-date pages for changes they do not show.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PLACEHOLDER } from '../../shared/content/facts.ts';
import { isoDate, isTimeZone, wallClock } from '../../shared/office-status.ts';
import { LATEST_NEWS } from '../../shared/content/cards.ts';

import type { IsoDate } from '../../shared/content/site-content.ts';
import type { ContentFiles } from './files.ts';
import type { RawFacts } from './load-facts.ts';
import { attributeText, componentNames, isJsxElement, walk, type Root } from './mdx-tree.ts';
import { kindOf } from '../../kinds/registry.ts';

export type { IsoDate };

export type DateSource = 'uncommitted' | 'git' | 'frontmatter' | 'mtime';

export interface FileDate { date: IsoDate; source: DateSource }

export interface GitDates {
  committed: Map<string, Date>;
  /** Staged or not. */
  uncommitted: Set<string>;
}

export const CONTENT_DIR = 'content';

const RECORD = '\x1e';

function git(root: string, args: string[]): string | undefined {
  const result = spawnSync('git', ['-c', 'core.quotePath=false', ...args], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return result.status === 0 ? result.stdout : undefined;
}

/** Undefined outside a git checkout; paths relative to `root`, also inside a larger repository. */
export function readGitDates(root: string, dir = CONTENT_DIR): GitDates | undefined {
  const shallow = git(root, ['rev-parse', '--is-shallow-repository'])?.trim();
  if (shallow === undefined) return undefined;
  const committed = new Map<string, Date>();
  const log = git(root, ['log', `--format=${RECORD}%cI %P`, '--name-only', '--relative', '--', dir]) ?? '';
  for (const record of log.split(RECORD).slice(1)) {
    const [header, ...files] = record.split('\n');
    const [when, ...parents] = header.trim().split(' ');
    // A shallow clone's cut commit shows every file as added: their real last change is unknown.
    if (shallow === 'true' && parents.filter(Boolean).length === 0) continue;
    const time = new Date(when);
    if (Number.isNaN(time.getTime())) continue;
    // Newest commits come first: the first time a file shows is its last change.
    for (const file of files) if (file && !committed.has(file)) committed.set(file, time);
  }
  const diff = git(root, ['diff', '--name-only', '--relative', 'HEAD', '--', dir]) ?? '';
  return { committed, uncommitted: new Set(diff.split('\n').filter(Boolean)) };
}

export function dateInZone(instant: Date, timeZone: string): IsoDate {
  return isoDate(wallClock(instant, isTimeZone(timeZone) ? timeZone : 'UTC').day);
}

export interface DateOptions {
  timeZone: string;
  git: GitDates | undefined;
}

export function fileDate(root: string, file: string, frontmatterDate: IsoDate | undefined, { timeZone, git: history }: DateOptions): FileDate {
  const mtime = () => {
    try {
      return fs.statSync(path.join(root, file)).mtime;
    } catch {
      return new Date();
    }
  };
  const committed = history?.committed.get(file);
  if (history?.uncommitted.has(file)) {
    const saved = mtime();
    return { date: dateInZone(committed && committed > saved ? committed : saved, timeZone), source: 'uncommitted' };
  }
  if (committed) return { date: dateInZone(committed, timeZone), source: 'git' };
  if (frontmatterDate) return { date: frontmatterDate, source: 'frontmatter' };
  return { date: dateInZone(mtime(), timeZone), source: 'mtime' };
}

interface Doc { file: string; tree: Root; frontmatter: { atualizadoEm?: string } }
interface RoutedDoc extends Doc { route: string; frontmatter: { atualizadoEm?: string; oculta?: boolean; layout?: string } }
type NewsDoc = RoutedDoc;

export interface DatedContent {
  pages: RoutedDoc[];
  news: NewsDoc[];
  faq: Doc[];
}

function componentSources(content: DatedContent): Record<string, Doc[] | string[]> {
  const news = content.news.filter((n) => !n.frontmatter.oculta);
  return {
    FaqList: content.faq,
    FeesTable: ['content/emolumentos.yml'],
    FeesChart: ['content/emolumentos.yml'],
    PriceTable: ['content/tabela-emolumentos.yml'],
    PlatformList: ['content/plataformas.yml'],
    PlatformStrip: ['content/plataformas.yml'],
    NewsList: news,
    LatestNews: news.slice(0, LATEST_NEWS),
  };
}

/** <PageList tipo="…" />: every visible page of each kind named. */
function listedPages(tree: Root, content: DatedContent): Doc[] {
  const kinds = new Set<string>();
  for (const node of walk(tree)) if (isJsxElement(node) && node.name === 'PageList') kinds.add(attributeText(node, 'tipo') ?? '');
  return kinds.size ? content.pages.filter((p) => kinds.has(p.frontmatter.layout ?? '') && !p.frontmatter.oculta) : [];
}

interface FactIndex { file: Map<string, string>; uses: Map<string, string[]> }

function factIndex(facts: RawFacts): FactIndex {
  const index: FactIndex = { file: new Map(), uses: new Map() };
  for (const [key, value] of Object.entries(facts.values)) {
    index.file.set(`fatos.${key}`, facts.origin[key]);
    index.uses.set(`fatos.${key}`, placeholders(value));
  }
  return index;
}

const placeholders = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]);

/** Transitively. */
function factFiles(files: ContentFiles, file: string, facts: FactIndex): string[] {
  const source = files.text(file) ?? '';
  const seen = new Set<string>();
  const queue = placeholders(source);
  while (queue.length) {
    const name = queue.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    queue.push(...(facts.uses.get(name) ?? []));
  }
  return [...seen].flatMap((name) => facts.file.get(name) ?? []);
}

function pageSources(files: ContentFiles, page: RoutedDoc, content: DatedContent, facts: FactIndex): string[] {
  const sources = new Set<string>([page.file, ...factFiles(files, page.file, facts)]);
  // Files its kind draws from besides its own (a service page's summary shows its acts of the fee table).
  kindOf(page.frontmatter.layout).shows?.forEach((file) => sources.add(file));
  const shown = componentNames(page.tree);
  const lists = Object.entries(componentSources(content)).flatMap(([component, data]) => (shown.has(component) ? [data] : []));
  for (const data of [...lists, listedPages(page.tree, content)]) {
    for (const item of data) {
      if (typeof item === 'string') sources.add(item);
      else [item.file, ...factFiles(files, item.file, facts)].forEach((f) => sources.add(f));
    }
  }
  return [...sources];
}

export function pageDates(
  files: ContentFiles, content: DatedContent, rawFacts: RawFacts, timeZone: string, history: GitDates | undefined = readGitDates(files.root),
): Record<string, IsoDate> {
  const facts = factIndex(rawFacts);
  const frontmatterDates = new Map<string, string | undefined>(
    [...content.pages, ...content.news, ...content.faq].map((d) => [d.file, d.frontmatter.atualizadoEm]),
  );
  const cache = new Map<string, IsoDate>();
  const dateOf = (file: string) => {
    let date = cache.get(file);
    if (!date) cache.set(file, (date = fileDate(files.root, file, frontmatterDates.get(file), { timeZone, git: history }).date));
    return date;
  };
  const dates: Record<string, IsoDate> = {};
  for (const page of [...content.pages, ...content.news]) {
    dates[page.route] = pageSources(files, page, content, facts).map(dateOf).reduce((a, b) => (b > a ? b : a));
  }
  return dates;
}
