/**
 * `npm run review` shows reviewers what a change does to the text readers see. Unit: the visible text of
 * a page and the word diff; end to end: one shared fact changed in a scratch copy of this project is
 * reported on every page that shows it, with the old and the new words, and on no other page.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareSites, extractText, toHunks, wordDiff, type Hunk } from '../../src/node/review/review-diff.mjs';
import { formatHtml, formatText, hunkToText } from '../../src/node/review/review-report.mjs';

const ROOT = path.resolve(__dirname, '../..');

const page = (head: string, body: string) => `<!doctype html><html lang="pt-BR"><head>${head}</head><body>${body}</body></html>`;
const diffText = (before: string[], after: string[]) => toHunks(wordDiff(before, after)).map((h: Hunk) => hunkToText(h));

describe('extractText', () => {
  it('gives the title and the description their own lines, then the body one block per line', () => {
    const html = page(
      '<meta charset="utf-8"><title>  Escrituras |\n Cartório </title><meta name="description" content="Prazos   e custos.">',
      `<header><a href="/">Início</a></header>
       <main><h1>Escrituras</h1>
         <p>Prazo: <strong>3 a 5</strong> dias
            úteis.</p>
         <ul><li>RG</li><li>CPF</li></ul>
         <table><tr><th>Ato</th><td>R$&nbsp;10,00</td></tr></table>
       </main>`,
    );
    expect(extractText(html)).toEqual([
      'Título: Escrituras | Cartório',
      'Descrição: Prazos e custos.',
      'Início',
      'Escrituras',
      'Prazo: 3 a 5 dias úteis.',
      'RG',
      'CPF',
      'Ato',
      'R$ 10,00',
    ]);
  });

  it('leaves out scripts, styles, noscript, templates and hidden elements', () => {
    const html = page(
      '<title>T</title><script>var head = 1</script>',
      `<script>var x = "script";</script><style>p { color: red }</style>
       <noscript>Ative o JavaScript</noscript><template><p>Modelo</p></template>
       <p>Visível <span aria-hidden="true">[1]</span><span aria-hidden="false">também</span></p>
       <div hidden><p>Escondido</p></div><p hidden="until-found">Fechado</p>
       <svg aria-hidden="true"><title>Ícone</title></svg>
       <p data-updated-on>Atualizado em <time datetime="2026-11-20">20 de novembro de 2026</time></p>`,
    );
    // The update date moves with any change: listing it would only add noise to the review.
    expect(extractText(html)).toEqual(['Título: T', 'Visível também']);
  });

  it('decodes entities, splits at <br> and keeps side-by-side buttons apart', () => {
    const html = page(
      '<title>A &amp; B</title>',
      '<p>1 &lt; 2 &amp; &quot;aspas&quot;<br>linha dois</p><div><a href="/a">Agendar</a><a href="/b">Consultar</a></div><p><b>um</b><!-- c --><em>dois</em> para<em>béns</em></p>',
    );
    expect(extractText(html)).toEqual(['Título: A & B', '1 < 2 & "aspas"', 'linha dois', 'Agendar Consultar', 'um dois parabéns']);
  });

  it('works on a page with no title, description or body text', () => {
    expect(extractText('<!doctype html><html><head></head><body></body></html>')).toEqual([]);
  });
});

describe('word diff', () => {
  it('finds nothing to show in equal texts', () => {
    expect(diffText(['Mesmo texto.'], ['Mesmo texto.'])).toEqual([]);
  });

  it('shows a changed phrase as one removal and one addition, with its line as context', () => {
    expect(diffText(['Prazos', 'Escrituras simples: 3 a 5 dias úteis.'], ['Prazos', 'Escrituras simples: 5 a 7 dias úteis.'])).toEqual([
      'Escrituras simples: [-3 a 5-]{+5 a 7+} dias úteis.',
    ]);
  });

  it('cuts long context to a few words on each side, marked with …', () => {
    const words = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `p${from + i}`).join(' ');
    const before = `${words(1, 20)} antigo ${words(21, 40)}`;
    const after = `${words(1, 20)} novo ${words(21, 40)}`;
    expect(diffText([before], [after])).toEqual(['… p15 p16 p17 p18 p19 p20 [-antigo-]{+novo+} p21 p22 p23 p24 p25 p26 …']);
  });

  it('keeps context within the changed line and splits far-apart changes', () => {
    const same = 'um dois três quatro cinco seis sete oito nove dez onze doze treze';
    expect(diffText(['Título anterior', `a ${same} b`], ['Título anterior', `x ${same} y`])).toEqual([
      '[-a-]{+x+} um dois três quatro cinco seis …',
      '… oito nove dez onze doze treze [-b-]{+y+}',
    ]);
    expect(diffText(['a um dois b'], ['x um dois y'])).toEqual(['[-a-]{+x+} um dois [-b-]{+y+}']);
  });

  it('shows added and removed lines', () => {
    expect(diffText(['Primeiro.', 'Último.'], ['Primeiro.', 'Novo parágrafo.', 'Último.'])).toEqual([
      '{+Novo parágrafo. ¶+} Último.',
    ]);
    expect(diffText(['Primeiro.', 'Sai.'], ['Primeiro.'])).toEqual(['Primeiro. [-¶ Sai.-]']);
  });
});

describe('compareSites and the reports', () => {
  const oldPages = {
    '/': ['Título: Início | Cartório', 'Bem-vindo.'],
    '/servicos/escrituras': ['Título: Escrituras | Cartório', 'Prazo: 7 a 10 dias úteis.'],
    '/antiga': ['Título: Antiga | Cartório', 'Texto.'],
  };
  const newPages = {
    '/': ['Título: Início | Cartório', 'Bem-vindo.'],
    '/servicos/escrituras': ['Título: Escrituras | Cartório', 'Prazo: 10 a 15 dias úteis.'],
    '/nova': ['Título: Nova <página> | Cartório', 'Texto.'],
  };
  const result = compareSites(oldPages, newPages);
  const labels = { oldLabel: 'HEAD (abc1234)', newLabel: 'a cópia de trabalho' };

  it('lists changed routes with their hunks, and added and removed routes with their titles', () => {
    expect(result.changed.map((c) => c.route)).toEqual(['/servicos/escrituras']);
    expect(result.changed[0].hunks.map((h) => hunkToText(h))).toEqual(['Prazo: [-7 a 10-]{+10 a 15+} dias úteis.']);
    expect(result.added).toEqual([{ route: '/nova', title: 'Nova <página> | Cartório' }]);
    expect(result.removed).toEqual([{ route: '/antiga', title: 'Antiga | Cartório' }]);
  });

  it('prints the text report in Portuguese, with markers or in colour', () => {
    expect(formatText(result, labels)).toBe(
      [
        'Texto visível de HEAD (abc1234) comparado com a cópia de trabalho: 1 página com texto alterado, 1 nova, 1 removida.',
        '',
        '/servicos/escrituras',
        '  Prazo: [-7 a 10-]{+10 a 15+} dias úteis.',
        '',
        'Páginas novas:',
        '  + /nova — Nova <página> | Cartório',
        '',
        'Páginas removidas:',
        '  - /antiga — Antiga | Cartório',
        '',
      ].join('\n'),
    );
    const colored = formatText(result, { ...labels, color: true });
    expect(colored).toContain('\x1b[31;9m7 a 10\x1b[0m\x1b[32m10 a 15\x1b[0m');
    expect(colored).not.toContain('[-');
    expect(formatText(compareSites(oldPages, oldPages), labels)).toBe(
      'Nenhuma diferença no texto visível entre HEAD (abc1234) e a cópia de trabalho.\n',
    );
  });

  it('writes a self-contained HTML report with every text escaped', () => {
    const hostile = compareSites({ '/x': ['<b>"a" & \'b\'</b>'] }, { '/x': ['<script>alert(1)</script>'], '/<img src=x>': ['y'] });
    const html = formatHtml(hostile, labels);
    expect(html).toContain('<del>&lt;b&gt;&quot;a&quot; &amp; &#39;b&#39;&lt;/b&gt;</del>');
    expect(html).toContain('<ins>&lt;script&gt;alert(1)&lt;/script&gt;</ins>');
    expect(html).toContain('<code>/&lt;img src=x&gt;</code>');
    expect(html).not.toMatch(/<(script|img|link|iframe)\b|<[^>]*\s(src|href)=|url\(/i);
    expect(formatHtml(result, labels)).toContain('<span>Prazo:</span> <del>7 a 10</del> <ins>10 a 15</ins> <span>dias úteis.</span>');
  });
});

// ---------------------------------------------------------------------------------------------------
// End to end, in a scratch git repository holding this project's current files.

const FACT_FILE = 'content/prazos.yml';
const OLD_FACT = 'fato: prazoEscrituraComplexa\n        de: 7\n        ate: 10\n';
const NEW_FACT = 'fato: prazoEscrituraComplexa\n        de: 10\n        ate: 15\n';
const git = (cwd: string, ...args: string[]) =>
  spawnSync('git', ['-c', 'user.name=Revisão', '-c', 'user.email=revisao@example.com', '-c', 'commit.gpgsign=false', ...args], {
    cwd, encoding: 'utf8',
  });

/** Tracked and new (not ignored) files of this checkout, as they are now, committed in a new repository. */
function scratchRepository(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'review-e2e-'));
  const listed = git(ROOT, 'ls-files', '-z', '--cached', '--others', '--exclude-standard').stdout.split('\0');
  for (const file of listed.filter(Boolean)) {
    const from = path.join(ROOT, file);
    if (!fs.existsSync(from) || fs.lstatSync(from).isDirectory()) continue; // deleted, or a nested repository
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(from, path.join(dir, file));
  }
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  const commit = git(dir, 'commit', '-q', '-m', 'base');
  if (commit.status !== 0) throw new Error(commit.stderr);
  // After the commit: the symlink is not a folder, so `node_modules/` in .gitignore would not skip it.
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

const review = (cwd: string, ...args: string[]) =>
  spawnSync(process.execPath, ['scripts/review.mjs', ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });

/** `{ route: hunk lines }` from the text report. */
function routesIn(stdout: string): Record<string, string[]> {
  const routes: Record<string, string[]> = {};
  let current: string[] | null = null;
  for (const line of stdout.split('\n')) {
    if (line.startsWith('/')) routes[line] = current = [];
    else if (line.startsWith('  ') && current) current.push(line.trim());
    else current = null;
  }
  return routes;
}

describe('npm run review, end to end', () => {
  let dir = '';
  let hash = '';
  const cacheDir = () => path.join(ROOT, 'node_modules/.cache/review', hash);
  const worktrees = () => git(dir, 'worktree', 'list', '--porcelain').stdout.match(/^worktree /gm)?.length;
  /** The one review of the changes below (a build of each side is most of the time: both checks read it). */
  let first: ReturnType<typeof review>;
  let reportFile = '';
  let officeText = '';
  let holidaysText = '';

  beforeAll(() => {
    dir = scratchRepository();
    hash = git(dir, 'rev-parse', 'HEAD').stdout.trim();
    // A shared fact, the office phone (on every page) and a closed day years ahead (no page's text
    // changes today, but the open-now status will on that day), changed together.
    const facts = fs.readFileSync(path.join(dir, FACT_FILE), 'utf8');
    expect(facts, `${FACT_FILE} no longer holds the fact this test changes`).toContain(OLD_FACT);
    fs.writeFileSync(path.join(dir, FACT_FILE), facts.replace(OLD_FACT, NEW_FACT));
    const office = path.join(dir, 'content/office.yml');
    const holidays = path.join(dir, 'content/feriados.yml');
    [officeText, holidaysText] = [fs.readFileSync(office, 'utf8'), fs.readFileSync(holidays, 'utf8')];
    expect(officeText).toMatch(/^telefone: "559632220000"$/m);
    fs.writeFileSync(office, officeText.replace(/^telefone: "559632220000"$/m, 'telefone: "559632229999"'));
    fs.writeFileSync(holidays, holidaysText.replace(/^fechamentos:\n/m, 'fechamentos:\n  - nome: "Dia de teste"\n    inicio: "2031-03-03"\n'));
    reportFile = path.join(dir, 'relatorio.html');
    first = review(dir, '--html', reportFile);
  }, 120_000);

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    if (hash) fs.rmSync(cacheDir(), { recursive: true, force: true });
  });

  it('lists every page that shows the changed fact, with the old and the new words, and no other page; writes the HTML report', () => {
    expect(first.stderr).toContain(`Gerando o site em HEAD (${hash.slice(0, 7)}`);
    expect(first.stderr).toContain('Gerando o site da cópia de trabalho…');
    expect(first.status, first.stderr).toBe(0);

    // The pages that show the fact, read from HEAD's built text (cached by the run above).
    const cached = JSON.parse(fs.readFileSync(path.join(cacheDir(), 'pages.json'), 'utf8')).pages as Record<string, string[]>;
    const showing = Object.keys(cached).filter((route) => cached[route].join('\n').includes('7 a 10 dias úteis')).sort();
    expect(showing).toEqual(expect.arrayContaining(['/duvidas', '/servicos/escrituras']));
    expect(Object.keys(cached).length).toBeGreaterThan(showing.length + 10);

    const routes = routesIn(first.stdout);
    const withFact = Object.keys(routes).filter((route) => routes[route].join('\n').includes('[-7 a 10-]{+10 a 15+} dias úteis')).sort();
    expect(withFact).toEqual(showing);
    expect(first.stdout).toMatch(/\d+ páginas com texto alterado, 0 novas, 0 removidas\./);
    const html = fs.readFileSync(reportFile, 'utf8');
    expect(html).toContain('<code>/servicos/escrituras</code>');
    expect(html).toContain('<del>7 a 10</del> <ins>10 a 15</ins>');
    expect(worktrees()).toBe(1);
  });

  it('shows an office-data change once, "em todas as páginas", and lists data changes that change no text', () => {
    expect(first.status, first.stderr).toBe(0);
    const lines = first.stdout.split('\n');
    const block = lines.findIndex((l) => l.startsWith('Em todas as páginas'));
    expect(lines.filter((l) => l.startsWith('Em todas as páginas'))).toHaveLength(1);
    // The header's and the footer's phone, once for the whole site.
    expect(lines.slice(block + 1, block + 3).join('\n')).toContain('Ligue (96) [-3222-0000-]{+3222-9999+}');
    // Page by page: the pages whose own text quotes the phone or shows the fact, not the whole site again.
    const routes = routesIn(first.stdout);
    const withPhone = Object.keys(routes).filter((route) => routes[route].join('\n').includes('{+3222-9999+}'));
    expect(withPhone.length).toBeGreaterThan(0);
    expect(withPhone.length).toBeLessThan(15);
    const added = holidaysText.slice(0, holidaysText.search(/^fechamentos:$/m)).split('\n').length + 1;
    expect(first.stdout).toContain(`content/feriados.yml, linha ${added}: + - nome: "Dia de teste"`);
    expect(first.stdout).toContain(`content/office.yml, linha ${officeText.split('\n').indexOf('telefone: "559632220000"') + 1}: + telefone: "559632229999"`);
  });

  it('stops with a Portuguese message when the revision does not exist', () => {
    const result = review(dir, 'nao-existe');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Erro: a revisão "nao-existe" não existe neste repositório.');
    expect(result.stdout).toBe('');
  });

  it('reuses the revision\'s text from the first run; says which side failed to build and shows the build\'s own report', () => {
    const page = path.join(dir, 'content/paginas/cartorio.mdx');
    const text = fs.readFileSync(page, 'utf8');
    fs.writeFileSync(page, `${text}\nPrazo: {{fatos.prazoQueNaoExiste}}.\n`);
    const result = review(dir);
    fs.writeFileSync(page, text);
    // HEAD was built by the first run: only the working copy is built again.
    expect(result.stderr).toContain('gerado numa execução anterior');
    expect(result.stderr).not.toContain('Gerando o site em HEAD');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Erro: o site da cópia de trabalho não pôde ser gerado.');
    expect(result.stderr).toContain('{{fatos.prazoQueNaoExiste}}');
    expect(result.stderr).toContain('content/paginas/cartorio.mdx');
    expect(worktrees()).toBe(1);
  }, 120_000);
});
