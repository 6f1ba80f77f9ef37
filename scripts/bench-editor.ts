#!/usr/bin/env -S npx tsx
/**
 * `npm run bench:editor`: the staff editor's everyday edits timed as staff do them in Chromium on a
 * scratch copy (`npm run editor`), from the list of collections until the file on disk has changed, then
 * "Pronto para publicar?" and the publishing build. Prints each edit's time and the lines its save changed;
 * it never fails on speed. EDITOR_PORT=5190 sets the port (the file server takes the next one).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { buildCopy, scratchCopy } from '../src/node/bench/scratch-site.ts';
import { confirmSample, fillNewsItem, type SampleItem } from '../src/node/bench/editor-forms.ts';

const PORT = Number(process.env.EDITOR_PORT ?? 5190);
const BASE = `http://127.0.0.1:${PORT}`;
const ROOT = process.cwd();
const dir = scratchCopy('editor-tempos-');
const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' });

/** Added and removed lines (a new file counts whole), then kept as the copy's new start. */
function changedLines(): { files: string[]; added: number; removed: number } {
  git('add', '-A', 'content');
  const stat = git('diff', '--cached', '--numstat', '--', 'content').trim();
  const rows = stat ? stat.split('\n').map((l) => l.split('\t')) : [];
  if (rows.length) git('commit', '-qm', 'edição');
  return {
    files: rows.map((r) => r[2]),
    added: rows.reduce((n, r) => n + Number(r[0]), 0),
    removed: rows.reduce((n, r) => n + Number(r[1]), 0),
  };
}

/** As a person clicks: the list of collections, then the collection and its entry. */
async function openEntry(page: Page, collection: string, entry: string | RegExp): Promise<void> {
  await page.goto(`${BASE}/admin/#/`);
  await page.getByRole('heading', { name: 'Coleções' }).waitFor();
  await page.getByRole('link', { name: collection, exact: true }).click();
  await page.getByRole('link', { name: entry }).first().click();
}

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await page.getByText('Publicar agora').click();
}

/** Or exists when it did not. */
async function saved(file: string, before: string | undefined): Promise<void> {
  const full = path.join(dir, file);
  for (let i = 0; i < 300; i++) {
    const now = fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : undefined;
    if (now !== undefined && now !== before) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${file} não mudou em 15 s`);
}

const read = (file: string) => (fs.existsSync(path.join(dir, file)) ? fs.readFileSync(path.join(dir, file), 'utf8') : undefined);

/** By its label's start, its first item unfolded. */
async function unfolded(page: Page, label: RegExp) {
  const list = page.locator('[aria-label="list field"]').filter({ has: page.locator('label', { hasText: label }) }).first();
  await list.getByRole('button', { name: 'Expand' }).first().click();
  return list;
}

interface Edit { name: string; file: string; run(page: Page): Promise<void>; unchanged?: boolean }

const EDITS: Edit[] = [
  {
    name: 'horário: fecha às 17h em vez de 16h', file: 'content/office.yml',
    run: async (page) => {
      await openEntry(page, 'Dados do cartório', /^Cartório: endereço/);
      await unfolded(page, /^Horário da semana/);
      await page.locator('[aria-label="list field"]').filter({ has: page.locator('label', { hasText: /^Horários/ }) }).last()
        .getByRole('button', { name: 'Expand' }).first().click();
      await page.getByLabel('Fecha às').first().fill('17:00');
      await publish(page);
    },
  },
  {
    name: 'escrituras: um documento a mais', file: 'content/paginas/servicos/escrituras.mdx',
    run: async (page) => {
      await openEntry(page, 'Serviços', 'Escrituras Públicas');
      const group = (await unfolded(page, /^Documentos/)).locator('[class*=SortableListItem]').filter({ hasText: 'Pessoas físicas' }).first();
      await group.getByRole('button', { name: 'Adicionar item' }).click();
      await group.getByLabel('Itens', { exact: true }).last().fill('Pacto antenupcial registrado, quando houver');
      await publish(page);
    },
  },
  {
    name: 'emolumento: 250,00 → 260,00', file: 'content/tabela-emolumentos.yml',
    run: async (page) => {
      await openEntry(page, 'Dados do cartório', /^Tabela de emolumentos/);
      const act = (await unfolded(page, /^Atos da tabela/)).locator('[class*=SortableListItem]').filter({ hasText: 'Escritura sem valor declarado' }).first();
      await act.getByLabel(/^Emolumento/).first().fill('260,00');
      await publish(page);
    },
  },
  {
    name: 'notícia nova', file: 'content/noticias/atendimento-no-carnaval.mdx',
    run: async (page) => {
      await page.goto(`${BASE}/admin/#/`);
      await page.getByRole('link', { name: 'Notícias', exact: true }).click();
      await page.getByRole('link', { name: /Criar uma entrada do tipo Notícia/ }).click();
      await fillNewsItem(page);
      await publish(page);
      // Once saved, Decap moves to the new entry's own address.
      await page.waitForURL(/entries\/atendimento-no-carnaval/, { timeout: 15_000 });
    },
  },
  {
    // Decap saves only a changed entry: a letter typed and erased leaves the file byte for byte as it was.
    name: 'dúvidas: aberto e salvo sem mudança', file: 'content/duvidas/custos-e-pagamentos.mdx', unchanged: true,
    run: async (page) => {
      await openEntry(page, 'Dúvidas frequentes', 'Custos e Pagamentos');
      const title = page.getByLabel('Título', { exact: true }).first();
      await title.press('End');
      await title.press('x');
      await title.press('Backspace');
      await page.getByRole('button', { name: 'Publicado', exact: true }).waitFor({ timeout: 15_000 });
    },
  },
];

async function main(): Promise<void> {
  git('init', '-q');
  git('add', '-A', 'content');
  git('-c', 'user.name=bench', '-c', 'user.email=bench@localhost', 'commit', '-qm', 'início');
  git('config', 'user.name', 'bench');
  git('config', 'user.email', 'bench@localhost');
  const editor = spawn(process.execPath, [path.join(ROOT, 'scripts/editor.mjs')], {
    cwd: dir, env: { ...process.env, EDITOR_PORT: String(PORT), CMS_PROXY_PORT: String(PORT + 1) }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  await new Promise<void>((started, failed) => {
    const read = (chunk: Buffer) => { log += chunk; if (log.includes('/admin/')) started(); };
    editor.stdout!.on('data', read);
    editor.stderr!.on('data', read);
    editor.once('exit', () => failed(new Error(`o editor parou:\n${log}`)));
  });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const rows: string[][] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('dialog', (dialog) => void dialog.accept());
    let started = performance.now();
    await page.goto(`${BASE}/admin/`, { timeout: 120_000 });
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('heading', { name: 'Coleções' }).waitFor({ timeout: 60_000 });
    const loading = (performance.now() - started) / 1000;
    for (const edit of EDITS) {
      const before = read(edit.file);
      started = performance.now();
      try {
        await edit.run(page);
        if (!edit.unchanged) await saved(edit.file, before);
      } catch (error) {
        const picture = path.join(os.tmpdir(), 'bench-editor-erro.png');
        await page.screenshot({ path: picture });
        throw new Error(`"${edit.name}" falhou (a tela: ${picture})`, { cause: error });
      }
      const seconds = (performance.now() - started) / 1000;
      const diff = changedLines();
      rows.push([edit.name, seconds.toFixed(1), `+${diff.added} −${diff.removed}`, diff.files.join(', ') || '(nenhum arquivo mudou)']);
    }
    // Then every item of "Pronto para publicar?" confirmed from its form, and the publishing build.
    started = performance.now();
    const todo = (await (await fetch(`${BASE}/admin/amostras.json`, { cache: 'no-store' })).json()) as SampleItem[];
    for (const item of todo) {
      const before = read(item.file);
      await page.goto(`${BASE}/admin/#/`);
      await page.getByRole('heading', { name: 'Coleções' }).waitFor();
      await page.goto(`${BASE}/admin/${item.href}`);
      await confirmSample(page, item, 'content/office.yml');
      await publish(page);
      await saved(item.file, before);
    }
    const confirming = (performance.now() - started) / 1000;
    const confirmed = changedLines();
    rows.push([`confirmar tudo (${todo.length} itens do quadro)`, confirming.toFixed(1), `+${confirmed.added} −${confirmed.removed}`, `${confirmed.files.length} arquivos`]);
    started = performance.now();
    const out = 'dist-publicado';
    buildCopy(dir, 'publicação', { SITE_PUBLICAR: '1', SITE_OUT_DIR: out, SITE_SKIP_SERVICE_WORKER: '1', SITE_SKIP_ADMIN: '1' });
    rows.push(['publicação (npm run build -- --publicar)', ((performance.now() - started) / 1000).toFixed(1), '', 'passou']);
    console.log(`\nEditor aberto (página, Decap, configuração, "Entrar"): ${loading.toFixed(1)} s`);
    console.log('\nEdições do dia a dia a partir de /admin/ (lista de coleções → coleção → entrada → mudança → Publicar agora → arquivo gravado)');
    const head = ['edição', 's', 'linhas', 'arquivos'];
    const widths = head.map((_, i) => Math.max(...[head, ...rows].map((r) => r[i].length)));
    for (const row of [head, widths.map((w) => '-'.repeat(w)), ...rows]) console.log(row.map((c, i) => (i === 1 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ').trimEnd());
  } finally {
    await browser.close();
    await new Promise((done) => { editor.once('exit', done); editor.kill(); });
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
