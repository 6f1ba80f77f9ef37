/**
 * "Atualizado em": each content file's date is its last commit's (in the office's time zone), an edit
 * not committed yet counts from when it was saved, and with no git history (a folder that is not a git
 * checkout, a shallow clone) the frontmatter's `atualizadoEm` and then the file's own date stand in.
 * A page's date is the newest of the files it shows (its facts, FAQ categories, data files, news).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dateInZone, fileDate, pageDates, readGitDates, type DatedContent } from '../../src/node/content/dates';
import { loadContent } from '../../src/node/content/load';
import { contentFiles } from '../../src/node/content/files';
import { mdxTree } from '../../src/node/content/mdx-tree';
import { loadFacts } from '../../src/node/content/load-facts';
import { formatContentErrors } from '../../src/node/content/report';
import { FIXTURE, siteWith } from './fixture-site';

const ZONE = 'America/Belem';
const scratch: string[] = [];

afterEach(() => {
  for (const dir of scratch.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  scratch.push(dir);
  return dir;
}

function git(cwd: string, args: string[], when?: string): string {
  const env = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', ...(when ? { GIT_AUTHOR_DATE: when, GIT_COMMITTER_DATE: when } : {}) };
  const result = spawnSync('git', ['-c', 'commit.gpgsign=false', '-c', 'init.defaultBranch=main', ...args], { cwd, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout;
}

function write(root: string, file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

/** Sets a file's modification time (what the fallback reads) to a fixed instant. */
function touch(root: string, file: string, when: string): void {
  const time = new Date(when);
  fs.utimesSync(path.join(root, file), time, time);
}

function newRepository(): string {
  const root = tempDir('dates-git-');
  git(root, ['init', '-q']);
  git(root, ['config', 'user.name', 'Equipe do Cartório']);
  git(root, ['config', 'user.email', 'equipe@example.com']);
  return root;
}

function commit(root: string, when: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) write(root, file, text);
  git(root, ['add', '-A']);
  git(root, ['commit', '-q', '-m', `mudança de ${when}`], when);
}

const mdx = (title: string, extra = '', body = 'Texto.') =>
  `---\ntitle: "${title}"\ndescription: "Descrição"\nkeywords:\n  - ${title}\n${extra}---\n\n${body}\n`;

const dateOf = (root: string, file: string, frontmatterDate?: string) =>
  fileDate(root, file, frontmatterDate, { timeZone: ZONE, git: readGitDates(root) });

/** A repository with three commits: the page changes twice, the FAQ file once. */
function historyRepository(): string {
  const root = newRepository();
  commit(root, '2026-01-05T12:00:00Z', { 'content/paginas/cartorio.mdx': mdx('O Cartório'), 'content/duvidas/prazos.mdx': mdx('Prazos') });
  // 02:00 UTC is still the evening before in Belém (UTC-3): the office's calendar day counts.
  commit(root, '2026-03-10T02:00:00Z', { 'content/paginas/cartorio.mdx': mdx('O Cartório', '', 'Texto novo.') });
  commit(root, '2026-04-01T15:30:00Z', { 'content/emolumentos.yml': 'periodos: []\n' });
  return root;
}

describe('a content file\'s date', () => {
  it('is the date of the last commit that changed the file, as a day in the office\'s time zone', () => {
    const root = historyRepository();
    expect(dateOf(root, 'content/paginas/cartorio.mdx')).toEqual({ date: '2026-03-09', source: 'git' });
    expect(dateOf(root, 'content/duvidas/prazos.mdx')).toEqual({ date: '2026-01-05', source: 'git' });
    expect(dateOf(root, 'content/emolumentos.yml')).toEqual({ date: '2026-04-01', source: 'git' });
  });

  it('prefers git over the frontmatter date, which stands in only without history', () => {
    const root = historyRepository();
    expect(dateOf(root, 'content/duvidas/prazos.mdx', '2025-12-01')).toEqual({ date: '2026-01-05', source: 'git' });
    // A new file not committed yet has no history of its own.
    write(root, 'content/paginas/nova.mdx', mdx('Nova', 'atualizadoEm: 2026-02-14\n'));
    expect(dateOf(root, 'content/paginas/nova.mdx', '2026-02-14')).toEqual({ date: '2026-02-14', source: 'frontmatter' });
  });

  it('uses the file\'s own modification time when there is neither history nor a frontmatter date', () => {
    const root = historyRepository();
    write(root, 'content/paginas/sem-data.mdx', mdx('Sem data'));
    touch(root, 'content/paginas/sem-data.mdx', '2026-06-20T18:00:00Z');
    expect(dateOf(root, 'content/paginas/sem-data.mdx')).toEqual({ date: '2026-06-20', source: 'mtime' });
  });

  it('counts an edit not committed yet from when the file was saved, not from its last commit', () => {
    const root = historyRepository();
    write(root, 'content/duvidas/prazos.mdx', mdx('Prazos', '', 'Resposta corrigida.'));
    touch(root, 'content/duvidas/prazos.mdx', '2026-05-02T12:00:00Z');
    expect(dateOf(root, 'content/duvidas/prazos.mdx', '2025-12-01')).toEqual({ date: '2026-05-02', source: 'uncommitted' });
    // Saving a file without changing it is no edit: git's date stays.
    touch(root, 'content/paginas/cartorio.mdx', '2026-05-02T12:00:00Z');
    expect(dateOf(root, 'content/paginas/cartorio.mdx')).toEqual({ date: '2026-03-09', source: 'git' });
  });

  it('falls back to the frontmatter date and then the file\'s time in a folder that is not a git checkout', () => {
    const root = tempDir('dates-plain-');
    write(root, 'content/paginas/com-data.mdx', mdx('Com data', 'atualizadoEm: 2026-02-14\n'));
    write(root, 'content/paginas/sem-data.mdx', mdx('Sem data'));
    touch(root, 'content/paginas/sem-data.mdx', '2026-07-01T01:00:00Z');
    expect(readGitDates(root)).toBeUndefined();
    expect(dateOf(root, 'content/paginas/com-data.mdx', '2026-02-14')).toEqual({ date: '2026-02-14', source: 'frontmatter' });
    // 01:00 UTC on 1 July is 30 June in Belém.
    expect(dateOf(root, 'content/paginas/sem-data.mdx')).toEqual({ date: '2026-06-30', source: 'mtime' });
  });

  it('in a shallow clone, trusts only the commits the clone holds in full', () => {
    const origin = historyRepository();
    const shallow = tempDir('dates-shallow-');
    git(shallow, ['clone', '-q', '--depth', '1', `file://${origin}`, 'copia']);
    const root = path.join(shallow, 'copia');
    // The one commit of a depth-1 clone shows every file as added: its date is nobody's last change.
    touch(root, 'content/paginas/cartorio.mdx', '2026-08-08T12:00:00Z');
    expect(dateOf(root, 'content/paginas/cartorio.mdx')).toEqual({ date: '2026-08-08', source: 'mtime' });
    expect(dateOf(root, 'content/duvidas/prazos.mdx', '2026-01-10')).toEqual({ date: '2026-01-10', source: 'frontmatter' });
    expect(dateOf(root, 'content/emolumentos.yml', undefined).source).toBe('mtime');

    git(shallow, ['clone', '-q', '--depth', '2', `file://${origin}`, 'copia2']);
    const deeper = path.join(shallow, 'copia2');
    // Depth 2 holds the newest commit in full (emolumentos.yml), but cartorio.mdx only at the cut.
    expect(dateOf(deeper, 'content/emolumentos.yml')).toEqual({ date: '2026-04-01', source: 'git' });
    touch(deeper, 'content/paginas/cartorio.mdx', '2026-08-08T12:00:00Z');
    expect(dateOf(deeper, 'content/paginas/cartorio.mdx')).toEqual({ date: '2026-08-08', source: 'mtime' });
  });

  it('reads paths relative to the site folder when it sits inside a larger repository', () => {
    const repo = newRepository();
    commit(repo, '2026-02-02T12:00:00Z', { 'site/content/paginas/cartorio.mdx': mdx('O Cartório') });
    const root = path.join(repo, 'site');
    expect(dateOf(root, 'content/paginas/cartorio.mdx')).toEqual({ date: '2026-02-02', source: 'git' });
  });

  it('turns an instant into the calendar day of the given zone', () => {
    expect(dateInZone(new Date('2026-11-21T02:59:00Z'), ZONE)).toBe('2026-11-20');
    expect(dateInZone(new Date('2026-11-21T03:00:00Z'), ZONE)).toBe('2026-11-21');
    expect(dateInZone(new Date('2026-11-21T02:59:00Z'), 'Zona/Inexistente')).toBe('2026-11-21');
  });
});

describe('a page\'s date', () => {
  /** A small site whose pages show other files: a FAQ list, the fees, news, and facts that use facts. */
  function siteRepository() {
    const root = newRepository();
    commit(root, '2026-01-10T12:00:00Z', {
      'content/paginas/duvidas.mdx': mdx('Dúvidas', '', '<FaqList />'),
      'content/paginas/emolumentos.mdx': mdx('Emolumentos', '', '<FeesTable />\n\n<FeesChart />'),
      'content/paginas/noticias.mdx': mdx('Notícias', '', '<NewsList />'),
      'content/paginas/index.mdx': mdx('Início', 'layout: inicio\n', '<LatestNews />'),
      'content/paginas/escrituras.mdx': mdx('Escrituras', '', 'Prazo: {{fatos.prazoEscritura}}.'),
      'content/paginas/cartorio.mdx': mdx('O Cartório', '', 'Ligue para {{cartorio.telefone}}.'),
      'content/paginas/servicos.mdx': mdx('Serviços', '', '<PageList tipo="servico" />'),
      'content/duvidas/prazos.mdx': mdx('Prazos'),
      'content/emolumentos.yml': 'periodos: []\n',
      'content/tabela-emolumentos.yml': 'ano: 2026\n',
      'content/office.yml': 'telefone: "559632220000"\n',
      'content/fatos/gerais.yml': 'prazoEscritura: "{{fatos.diasUteis}}"\n',
      'content/fatos/notas.yml': 'diasUteis: "3 a 5 dias úteis"\n',
      ...Object.fromEntries(['a', 'b', 'c', 'd'].map((n) => [`content/noticias/${n}.mdx`, mdx(`Notícia ${n}`)])),
    });
    commit(root, '2026-02-01T12:00:00Z', { 'content/duvidas/prazos.mdx': mdx('Prazos', '', 'Resposta nova.') });
    commit(root, '2026-03-01T12:00:00Z', { 'content/emolumentos.yml': 'periodos: [1]\n' });
    commit(root, '2026-04-01T12:00:00Z', { 'content/fatos/notas.yml': 'diasUteis: "4 a 6 dias úteis"\n' });
    commit(root, '2026-05-01T12:00:00Z', { 'content/noticias/d.mdx': mdx('Notícia d', '', 'Corrigida.') });
    commit(root, '2026-06-01T12:00:00Z', { 'content/office.yml': 'telefone: "559632229999"\n' });
    const files = contentFiles(root);
    const page = (file: string, route: string, layout = 'pagina') => ({ file, route, frontmatter: { layout }, tree: mdxTree(files.mdx(file)!.body) });
    const content: DatedContent = {
      pages: [
        page('content/paginas/duvidas.mdx', '/duvidas'),
        page('content/paginas/emolumentos.mdx', '/emolumentos'),
        page('content/paginas/noticias.mdx', '/noticias'),
        page('content/paginas/index.mdx', '/'),
        page('content/paginas/escrituras.mdx', '/servicos/escrituras', 'servico'),
        page('content/paginas/cartorio.mdx', '/cartorio'),
        page('content/paginas/servicos.mdx', '/servicos'),
      ],
      // Newest first, as the loader sorts them: "d" is the oldest and not among the home's three.
      news: ['a', 'b', 'c', 'd'].map((n) => page(`content/noticias/${n}.mdx`, `/noticias/${n}`)),
      faq: [{ file: 'content/duvidas/prazos.mdx', frontmatter: {}, tree: mdxTree('') }],
    };
    return { root, content };
  }

  it('is the newest date among its own file and the files whose text it shows', () => {
    const { root, content } = siteRepository();
    const files = contentFiles(root);
    expect(pageDates(files, content, loadFacts(files, []), ZONE)).toEqual({
      '/duvidas': '2026-02-01', // a FAQ category changed
      '/emolumentos': '2026-03-01', // the fee data changed
      '/servicos/escrituras': '2026-04-01', // a fact used by the fact the page uses changed
      '/noticias': '2026-05-01', // the list shows every news item, "d" included
      '/': '2026-01-10', // the home shows only the three newest items
      '/cartorio': '2026-01-10', // office data (phones, address) is every page's frame: not counted
      '/servicos': '2026-04-01', // it lists the service pages (<PageList>): their newest date
      '/noticias/a': '2026-01-10',
      '/noticias/b': '2026-01-10',
      '/noticias/c': '2026-01-10',
      '/noticias/d': '2026-05-01',
    });
  });

  it('is on the loaded content for every page and news item', () => {
    const root = newRepository();
    fs.cpSync(FIXTURE, root, { recursive: true });
    git(root, ['add', '-A']);
    git(root, ['commit', '-q', '-m', 'base'], '2026-01-10T12:00:00Z');
    commit(root, '2026-03-03T12:00:00Z', { 'content/fatos/gerais.yml': 'prazoExemplo: "4 a 6 dias úteis"\n' });
    const site = loadContent(root);
    expect(site.errors, formatContentErrors(site.errors)).toEqual([]);
    expect(site.updated).toEqual({
      '/': '2026-01-10',
      '/404': '2026-01-10',
      '/servicos/exemplo': '2026-03-03', // shows {{fatos.prazoExemplo}}
      '/noticias/aviso': '2026-01-10',
    });
  });
});

describe('the frontmatter field atualizadoEm', () => {
  const HOME = 'content/paginas/index.mdx';
  const withDate = (value: string) => loadContent(siteWith(HOME, (t) => t.replace('layout: inicio', `layout: inicio\natualizadoEm: ${value}`)));

  it('is accepted as year-month-day and used when the site folder has no git history', () => {
    const site = withDate('2026-02-14');
    expect(site.errors, formatContentErrors(site.errors)).toEqual([]);
    expect(site.pages.find((p) => p.route === '/')?.frontmatter.atualizadoEm).toBe('2026-02-14');
    expect(site.updated['/']).toBe('2026-02-14');
  });

  it('stops the build with a Portuguese message and an example for a date in another format', () => {
    const report = formatContentErrors(withDate('20/11/2026').errors);
    expect(report).toContain(`✗ ${HOME}, linha 7 (campo: atualizadoEm)`);
    expect(report).toContain('o campo "atualizadoEm" não está no formato esperado.');
    expect(report).toContain('Como corrigir: atualizadoEm: 2026-11-20');
  });

  it('rejects a day that does not exist and a day that has not come yet', () => {
    expect(formatContentErrors(withDate('2026-02-30').errors)).toContain('a data 2026-02-30 não existe no calendário');
    expect(formatContentErrors(withDate('2999-01-01').errors)).toContain('a data 2999-01-01 ainda não chegou');
  });
});
