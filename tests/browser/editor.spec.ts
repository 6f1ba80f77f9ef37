/**
 * The staff editor (`npm run editor`: Decap CMS at /admin/ in local mode) on a scratch copy of the project:
 * the collections in Portuguese; the four everyday edits (office hours, Saturday hours added, a news item, a document in a
 * service's list, a fee) each change only their lines and show on the live preview's page, and together
 * pass the production build, whose pages show them; an empty required
 * field or a bad phone shows the Portuguese message and saves nothing; previews draw the site's layouts and
 * MDX components, and every form previews as the site shows it (FAQ, office data, fee table, facts), with
 * saved office data reaching the other previews without a reload; lists fold to names; new facts can be added; the sample data still to confirm
 * is listed with links to its forms; an entry's address opened from another entry shows that entry; an empty required
 * list is marked on the first save attempt; data files open without Decap's failing notice. The edits' build shows
 * the Saturday hours in the footer, the structured data and "Aberto agora" on a Saturday morning. The live preview
 * (the dev server `npm run dev` starts too) shows a changed fact on the open pages, and a mistake's report until it is
 * fixed. The editor's file server answers only the editor's page and writes
 * only content/, and takes no upload but a PDF or a picture; the editor's server sends the production hosts'
 * policies (/admin/, the media folder) and stays up, with its report, when a YAML file is made to break the parser. And the built site keeps /admin/ out of every public page, the sitemap and the search index.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { belem, htmlFiles, readSiteFile, staticImportClosure, waitForHydration } from './helpers';
import { buildCopy, scratchCopy } from '../../src/node/bench/scratch-site';
import { fillNewsItem } from '../../src/node/bench/editor-forms';
import { loadContent } from '../../src/node/content/load';
import { contentFiles } from '../../src/node/content/files';
import { findSamples, formatSampleWarning } from '../../src/node/content/samples';
import { CONTENT_EVENT } from '../../src/shared/content-event';
import { PORTS } from './ports';
import { EDITOR_FIRST_LOAD_MS, open as openEditor, publish, screenshot, sharedEditorPage, startEditor, stopEditor } from './editor-harness';

const test = sharedEditorPage();

const ROOT = process.cwd();
const PORT = PORTS.editor;
const BASE = `http://127.0.0.1:${PORT}`;
const OFFICE = 'content/office.yml';

let dir = '';
let editor: ChildProcess | undefined;
/** What the editor printed so far (its terminal). */
let editorOutput = () => '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Copying the project and starting the editor, under load: past the 60 s a test gets, on a slow machine.
  test.setTimeout(120_000);
  ({ dir, editor, output: editorOutput } = await startEditor(PORT, PORTS.editorFileServer));
});

test.afterAll(() => stopEditor(editor, dir));

const readScratch = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');

/** The files as the four everyday edits saved them (each test then puts its file back), built together at the end. */
const edited = new Map<string, string>();
/** Puts `file` back as it was before a test's save, keeping the saved text for the build of the edits. */
function keepEditAndRestore(file: string, before: string): void {
  edited.set(file, readScratch(file));
  fs.writeFileSync(path.join(dir, file), before);
}

/** The page preview: Decap's preview pane holds one frame without scripts, which the site's page is drawn in. */
const sitePreview = (page: Page) => page.frameLocator('iframe').first().frameLocator('iframe.admin-preview-frame');

/** What a preview must never show: a form's internal names, facts left unfilled, Decap's list of raw fields. */
async function expectNoRawFields(preview: ReturnType<typeof sitePreview>): Promise<void> {
  for (const raw of ['nomeCurto', 'gratuitoPara', '{{fatos.', '{{', 'Nenhuma pré-visualização']) await expect(preview.locator('body')).not.toContainText(raw);
}

/** The page as the live preview beside the editor renders it now (the site's own render, the copy's content). */
const previewPage = (route: string) => fetch(`${BASE}${route}`).then((r) => r.text());

/** The lines of `file` that a save changed: [before, after] pairs, the file's length unchanged. */
function changedLines(before: string, after: string): [string, string][] {
  const [old, now] = [before.split('\n'), after.split('\n')];
  expect(now.length).toBe(old.length);
  return old.flatMap((line, i): [string, string][] => (line === now[i] ? [] : [[line, now[i]]]));
}

/** Opens the editor at `hash` on this file's editor (editor-harness.ts). */
const open = (page: Page, hash: string, base = BASE) => openEditor(page, hash, base);

/** A list field of the open form (`label`: its label's start), unfolded as a person opens it: items start folded. */
async function unfoldedList(page: Page, label: RegExp) {
  const list = page.locator('[aria-label="list field"]').filter({ has: page.locator('label', { hasText: label }) }).first();
  await list.getByRole('button', { name: 'Expand' }).first().click({ timeout: 15_000 });
  return list;
}

/** Publishes, waits for `file` to change from `before`, and returns its new text, which the build's content load accepts. */
async function publishedLines(page: Page, file: string, before: string): Promise<string> {
  await publish(page);
  await expect.poll(() => readScratch(file) !== before, { timeout: 10_000 }).toBe(true);
  expect(loadContent(dir).errors).toEqual([]);
  return readScratch(file);
}

/** Publishes, waits for `file` to change from `before`, checks the build's content load accepts it, and returns the changed lines. */
async function publishedChange(page: Page, file: string, before: string): Promise<[string, string][]> {
  await publish(page);
  // The backend writes the file whole (src/node/cms/whole-saves.ts): it changes once, to the saved text.
  await expect.poll(() => readScratch(file) !== before, { timeout: 10_000 }).toBe(true);
  expect(loadContent(dir).errors).toEqual([]);
  return changedLines(before, readScratch(file));
}

test('the editor opens in Portuguese with every kind of content as a collection', async ({ page }) => {
  await open(page, '');
  await expect(page.getByRole('heading', { name: 'Coleções' })).toBeVisible({ timeout: EDITOR_FIRST_LOAD_MS });
  for (const name of ['Serviços', 'Dúvidas frequentes', 'Notícias', 'Outras páginas', 'Dados do cartório', 'Fatos compartilhados']) {
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByText('Escrituras Públicas')).toBeVisible();
  // The "new" button with a plus every computer can draw (Decap's own is a full-width "＋").
  await expect(page.getByRole('link', { name: /Criar uma entrada do tipo Serviço/ })).toHaveText('+ Serviço');
});

/** A list field of the office form by its label; a list inside another is the last of those holding the label. */
const listField = (page: Page, label: RegExp) =>
  page.locator('[aria-label="list field"]').filter({ has: page.locator('label', { hasText: label }) });

/** The weekdays' closing hour in the office form, their group and its first period unfolded as a person opens them. */
async function weekdayClosing(page: Page) {
  await unfoldedList(page, /^Horário da semana/);
  await listField(page, /^Horários/).last().getByRole('button', { name: 'Expand' }).first().click({ timeout: 15_000 });
  return page.getByLabel('Fecha às').first();
}

/** office.yml as the tests found it: the closing-hour test leaves its save for the Saturday test, which restores it. */
let officeAtStart = '';

test('changing the closing hour and saving changes only that line of office.yml', async ({ page }) => {
  const before = readScratch(OFFICE);
  officeAtStart = before;
  await open(page, '#/collections/dados/entries/cartorio');
  const closes = await weekdayClosing(page);
  await expect(closes).toHaveValue('16:00', { timeout: 15_000 });
  await closes.fill('17:00');
  // The live preview's reload is for the site's pages: the editor stays as it is after its own save.
  await page.evaluate(() => { (window as { semRecarregar?: boolean }).semRecarregar = true; });
  await publish(page);
  // decap-server writes in place: wait for the whole new file (its new line and its last line), not just any change.
  await expect.poll(() => { const t = readScratch(OFFICE); return t.includes('fecha: "17:00"') && t.endsWith(before.slice(-40)); }, { timeout: 10_000 }).toBe(true);
  expect(changedLines(before, readScratch(OFFICE))).toEqual([['          fecha: "16:00"', '          fecha: "17:00"']]);
  expect(loadContent(dir).errors).toEqual([]);
  await expect.poll(() => previewPage('/contato'), { timeout: 10_000 }).toContain('Segunda a sexta-feira, das 8h às 17h');
  expect(await page.evaluate(() => (window as { semRecarregar?: boolean }).semRecarregar)).toBe(true);
});

test('Saturday hours added in the office form are written as a group of their own, and the site shows them', async ({ page }) => {
  const before = readScratch(OFFICE);
  expect(before, 'the closing-hour test saved first').toContain('fecha: "17:00"');
  await open(page, '#/collections/dados/entries/cartorio');
  await expect(page.getByLabel('Nome', { exact: true }).first()).not.toHaveValue('', { timeout: 15_000 });
  // Folded, a group of days reads as the site writes it, not as its list of day names.
  await expect(listField(page, /^Horário da semana/).first()).toContainText('Segunda a sexta-feira, das 8h às 17h');
  await listField(page, /^Horário da semana/).first().getByRole('button', { name: 'Adicionar grupo de dias' }).click();
  const days = page.getByLabel('Dias').last();
  await days.fill('Sábado');
  await days.press('Enter');
  await listField(page, /^Horários/).last().getByRole('button', { name: 'Adicionar período' }).click();
  await page.getByLabel('Abre às').last().fill('08:00');
  await page.getByLabel('Fecha às').last().fill('12:00');
  await publish(page);
  // The new group below the weekdays, written as they are: days on one line, times quoted; nothing else changes.
  // (The file's comments already hold a "12:00": wait for the whole file.)
  const weekdays = '          fecha: "17:00"\n';
  const expected = before.replace(weekdays, `${weekdays}    - dias: [sabado]\n      intervalos:\n        - abre: "08:00"\n          fecha: "12:00"\n`);
  await expect.poll(() => readScratch(OFFICE), { timeout: 10_000 }).toBe(expected);
  expect(loadContent(dir).errors).toEqual([]);
  await expect.poll(() => previewPage('/contato'), { timeout: 10_000 }).toContain('Segunda a sexta-feira, das 8h às 17h; sábado, das 8h às 12h');
  keepEditAndRestore(OFFICE, officeAtStart);
});

test('adding a document to a service\'s list writes one line, and the service page lists it', async ({ page }) => {
  const file = 'content/paginas/servicos/escrituras.mdx';
  const before = readScratch(file);
  await open(page, '#/collections/servicos/entries/escrituras');
  await expect(page.getByLabel('Título', { exact: true }).first()).toHaveValue('Escrituras Públicas', { timeout: 15_000 });
  // Open the document groups' list, then add to the first group.
  const documents = await unfoldedList(page, /^Documentos/);
  const group = documents.locator('[class*=SortableListItem]').filter({ hasText: 'Pessoas físicas' }).first();
  await group.getByRole('button', { name: 'Adicionar item' }).click();
  await group.getByLabel('Itens', { exact: true }).last().fill('Pacto antenupcial registrado, quando houver');
  await publish(page);
  await expect.poll(() => readScratch(file), { timeout: 10_000 }).toContain('Pacto antenupcial');
  const added = readScratch(file).split('\n').filter((line) => !before.split('\n').includes(line));
  expect(added).toEqual(['      - Pacto antenupcial registrado, quando houver']);
  expect(readScratch(file).replace(`${added[0]}\n`, '')).toBe(before);
  expect(loadContent(dir).errors).toEqual([]);
  await expect.poll(() => previewPage('/servicos/escrituras'), { timeout: 10_000 }).toContain('Pacto antenupcial registrado, quando houver');
  keepEditAndRestore(file, before);
});

/** The fee table's form, open, and the emolument field of the act "Escritura sem valor declarado". */
async function deedFee(page: Page) {
  await open(page, '#/collections/dados/entries/tabela-emolumentos');
  const acts = await unfoldedList(page, /^Atos da tabela/);
  return acts.locator('[class*=SortableListItem]').filter({ hasText: 'Escritura sem valor declarado' }).first().getByLabel(/^Emolumento/).first();
}

test('changing a fee writes one line, keeping its decimals, and /emolumentos shows the new total', async ({ page }) => {
  const file = 'content/tabela-emolumentos.yml';
  const before = readScratch(file);
  const fee = await deedFee(page);
  await expect(fee).toHaveValue('250,00');
  await fee.fill('260');
  expect(await publishedChange(page, file, before)).toEqual([['    emolumento: 250.00', '    emolumento: 260.00']]);
  // 260 + 5% + 15% + the R$ 3,00 selo, computed by the site's own fee code (Intl writes "R$\u00a0260,00").
  const act = async () => /<tbody id="ato-escritura-sem-valor"[\s\S]*?<\/tbody>/.exec(await previewPage('/emolumentos'))?.[0].replace(/<!-- -->/g, '').replace(/\s/g, ' ') ?? '';
  await expect.poll(act, { timeout: 10_000 }).toContain('emolumento R$ 260,00 + acréscimos R$ 52,00 + selo R$ 3,00');
  expect(await act()).toContain('R$ 315,00');
  keepEditAndRestore(file, before);
});

test('money is read as staff type it: "92,50", "1.234,56" and "R$ 92,50" save the amount meant; "abc" saves nothing', async ({ page }) => {
  const file = 'content/tabela-emolumentos.yml';
  const original = readScratch(file);
  const fee = await deedFee(page);
  await expect(fee).toHaveValue(/^2\d\d,00$/);
  await fee.fill('abc');
  await publish(page);
  await expect(page.getByText('"abc" não é um número. Escreva como 92,50 ou 1.234,56.').first()).toBeVisible();
  expect(readScratch(file)).toBe(original);
  let before = original;
  for (const [typed, saved] of [['92,50', '92.50'], ['1.234,56', '1234.56'], ['R$ 92,50', '92.50']]) {
    await fee.fill(typed);
    await publish(page);
    await expect.poll(() => readScratch(file), { timeout: 10_000 }).toMatch(new RegExp(`\\n    emolumento: ${saved.replace('.', '\\.')}\\n`));
    expect(changedLines(before, readScratch(file)).length).toBeLessThanOrEqual(1);
    before = readScratch(file);
  }
  expect(loadContent(dir).errors).toEqual([]);
  fs.writeFileSync(path.join(dir, file), original);
});

test('the main menu is a form: renaming an item changes its line, and the header shows the new name', async ({ page }) => {
  const file = 'content/menu.yml';
  const before = readScratch(file);
  await open(page, '#/collections/dados/entries/menu');
  const name = (await unfoldedList(page, /^Itens/)).getByLabel(/^Nome/).last();
  await expect(name).toHaveValue('Encarregado LGPD');
  await name.fill('Proteção de Dados');
  expect(await publishedChange(page, file, before)).toEqual([['  - nome: "Encarregado LGPD"', '  - nome: "Proteção de Dados"']]);
  await expect.poll(async () => /<nav id="menu-principal"[\s\S]*?<\/nav>/.exec(await previewPage('/contato'))?.[0] ?? '', { timeout: 10_000 })
    .toContain('Proteção de Dados</a>');
  fs.writeFileSync(path.join(dir, file), before);
});

test('an empty required field and a bad phone show the Portuguese messages, and nothing is saved', async ({ page }) => {
  const before = readScratch(OFFICE);
  await open(page, '#/collections/dados/entries/cartorio');
  const name = page.getByLabel('Nome', { exact: true }).first();
  await expect(name).not.toHaveValue('', { timeout: 15_000 });
  await name.fill('');
  await page.getByLabel('Telefone', { exact: true }).first().fill('(96) 3222-0000');
  // Read on to the end of the form, then save: the form comes back to the first field refused.
  await page.getByLabel('Nome', { exact: true }).last().scrollIntoViewIfNeeded();
  await expect(name).not.toBeInViewport();
  await publish(page);
  await expect(page.getByText('Nome é obrigatório.')).toBeInViewport();
  await screenshot(page, 'salvar-recusado');
  await expect(page.getByText(/Telefone: Não está no formato esperado\. Como corrigir: telefone: "559632220000"/)).toBeVisible();
  await page.waitForTimeout(500);
  expect(readScratch(OFFICE)).toBe(before);
});

test('a save the build would refuse (a finished service without its deadline summary) is stopped with the schema\'s message', async ({ page }) => {
  const file = 'content/paginas/servicos/escrituras.mdx';
  const before = readScratch(file);
  await open(page, '#/collections/servicos/entries/escrituras');
  const deadline = page.getByLabel('Prazo (resumo)');
  await expect(deadline).not.toHaveValue('', { timeout: 15_000 });
  // Required unless the page is under construction: its label has no "(opcional)", its hint says when it is needed.
  await expect(page.locator('label', { hasText: /^Prazo \(resumo\)/ }).getByText('(opcional)')).toBeHidden();
  await expect(page.locator('label', { hasText: /^Custo \(resumo\)/ }).getByText('(opcional)')).toBeVisible();
  await expect(page.getByText(/^Obrigatório, menos em página em construção\./).first()).toBeVisible();
  await deadline.fill('');
  // Read on to the end of the form, then save: the form comes back to the field to fill, the notice says how.
  await page.getByText('Texto da página', { exact: true }).scrollIntoViewIfNeeded();
  await expect(deadline).not.toBeInViewport();
  await publish(page);
  await expect(page.getByText('Não foi possível salvar: falta o campo "Prazo (resumo)", que o resumo do topo da página mostra. Como corrigir: preencha "Prazo (resumo)" ou ligue "Página em construção" enquanto a página não está pronta.')).toBeVisible();
  await expect(deadline).toBeInViewport();
  await expect(page.getByRole('alert').filter({ hasText: 'Não dá para salvar: falta o campo "Prazo (resumo)"' })).toBeInViewport();
  await screenshot(page, 'salvar-recusado-servico');
  expect(readScratch(file)).toBe(before);
});

test('the preview draws the service page with the site\'s own components and stylesheet, facts filled in, and follows the form', async ({ page }) => {
  await open(page, '#/collections/servicos/entries/escrituras');
  const preview = sitePreview(page);
  const title = preview.getByRole('heading', { level: 1 });
  await expect(title).toHaveText('Escrituras Públicas', { timeout: 15_000 });
  // {{fatos.prazoEscrituraSimples}} in the form, the fact's text in the preview.
  await expect(preview.locator('.service')).toContainText(/Prazo:?\s*Escrituras simples: 3 a 5 dias úteis/);
  // The site's stylesheet: the hero has the site's background, not the browser's default.
  expect(await title.evaluate((h) => getComputedStyle(h.closest('section, header, div')!).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  await page.getByLabel('Título', { exact: true }).first().fill('Escrituras Públicas e Inventários');
  await expect(title).toHaveText('Escrituras Públicas e Inventários');
});

test('a news item added in the form is a valid file with a plain-letter name, as the build reads it', async ({ page }) => {
  await open(page, '#/collections/noticias/new');
  await fillNewsItem(page);
  // Marked as a sample: the publishing check must find the mark the editor writes.
  await page.getByRole('switch', { name: /^Dados de exemplo/ }).click();
  await publish(page);
  const file = path.join(dir, 'content/noticias/atendimento-no-carnaval.mdx');
  await expect.poll(() => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''), { timeout: 10_000 }).toMatch(/^---\ntitle: "Atendimento no Carnaval"\n[\s\S]*\n---\nO cartório fecha na segunda e na terça-feira de Carnaval\.\n$/);
  const site = loadContent(dir);
  expect(site.errors.map((e) => `${e.file}: ${e.message}`)).toEqual([]);
  expect(site.news.map((n) => n.frontmatter.title)).toContain('Atendimento no Carnaval');
  // Written as the files around it (`amostra: true`, plain key), and listed by the build's check and the editor's panel.
  expect(fs.readFileSync(file, 'utf8')).toMatch(/^amostra: true$/m);
  expect(formatSampleWarning(findSamples(contentFiles(dir)))).toContain('content/noticias/atendimento-no-carnaval.mdx');
  await expect.poll(async () => JSON.stringify(await (await fetch(`${BASE}/admin/amostras.json`)).json()), { timeout: 10_000 }).toContain('atendimento-no-carnaval');
  await expect.poll(() => previewPage('/noticias/atendimento-no-carnaval'), { timeout: 10_000 }).toContain('O cartório fecha na segunda e na terça-feira de Carnaval.');
  edited.set('content/noticias/atendimento-no-carnaval.mdx', fs.readFileSync(file, 'utf8'));
});

test('a news title one character over the tab\'s limit, or another page\'s title, is refused in the form with the build\'s rule; at the limit it builds', async ({ page }) => {
  const file = 'content/noticias/atendimento-fim-de-ano.mdx';
  const before = readScratch(file);
  await open(page, '#/collections/noticias/entries/atendimento-fim-de-ano');
  const title = page.getByLabel('Título', { exact: true }).first();
  await expect(title).toHaveValue(/fim de ano/, { timeout: 15_000 });
  // " | Cartório 1º Ofício" follows the title in the tab: 70 characters in all, so 49 for the title.
  await title.fill(`Atendimento nos feriados ${'x'.repeat(25)}`);
  await publish(page);
  await expect(page.getByText(/Até 49 caracteres: a aba do navegador mostra o título seguido de " \| Cartório 1º Ofício"/).first()).toBeVisible();
  expect(readScratch(file)).toBe(before);
  // Another page's title: the build's rule across pages, checked before the save too.
  await title.clear();
  await title.fill('Escrituras Públicas');
  await expect(title).toHaveValue('Escrituras Públicas');
  await publish(page);
  await expect(page.getByText('o campo "Título" é igual ao da página /servicos/escrituras ("Escrituras Públicas")').first()).toBeVisible();
  expect(readScratch(file)).toBe(before);
  await title.clear();
  await title.fill(`Atendimento nos feriados ${'x'.repeat(24)}`);
  await expect(title).toHaveValue(`Atendimento nos feriados ${'x'.repeat(24)}`);
  await publish(page);
  await expect.poll(() => readScratch(file), { timeout: 10_000 }).toContain(`title: "Atendimento nos feriados ${'x'.repeat(24)}"`);
  expect(loadContent(dir).errors).toEqual([]);
  fs.writeFileSync(path.join(dir, file), before);
});

test('a new shared fact added in its file\'s form is written as one more line and read by the build; a bad name is refused', async ({ page }) => {
  const file = 'content/fatos/gerais.yml';
  const before = readScratch(file);
  await open(page, '#/collections/fatos/entries/gerais');
  // Each fact labelled in words, its name as the text writes it in the hint.
  await expect(page.getByLabel('Servico urgente', { exact: true })).toHaveValue('Atendimento com urgência mediante taxa adicional', { timeout: 15_000 });
  await page.getByRole('button', { name: /Adicionar fato/ }).click();
  await page.getByLabel('Nome do fato').fill('prazo certidão');
  await page.getByLabel('Texto', { exact: true }).fill('5 dias úteis');
  await publish(page);
  await expect(page.getByText(/Use uma palavra só, com letras sem acento e números/)).toBeVisible();
  expect(readScratch(file)).toBe(before);

  const name = page.getByLabel('Nome do fato');
  await name.clear();
  await name.fill('prazoCertidaoInteiroTeor');
  await expect(name).toHaveValue('prazoCertidaoInteiroTeor');
  await publish(page);
  await expect.poll(() => readScratch(file), { timeout: 10_000 }).toBe(`${before}prazoCertidaoInteiroTeor: "5 dias úteis"\n`);
  const site = loadContent(dir);
  expect(site.errors.map((e) => `${e.file}: ${e.message}`)).toEqual([]);
  // Reopened, the fact has its own field, like the others.
  await page.reload();
  await expect(page.getByLabel('Prazo certidao inteiro teor', { exact: true })).toHaveValue('5 dias úteis', { timeout: 15_000 });
  await expect(page.getByText('Usado no texto como {{fatos.prazoCertidaoInteiroTeor}}.')).toBeVisible();
  fs.writeFileSync(path.join(dir, file), before);
});

test('news items and other pages are previewed with the site\'s layouts too', async ({ page }) => {
  await open(page, '#/collections/noticias/entries/atendimento-fim-de-ano');
  const preview = sitePreview(page);
  await expect(preview.locator('.news-item h1')).toHaveText('Atendimento nos feriados de fim de ano', { timeout: 15_000 });
  // {{feriados.fimDeAno}}: the closure's dates, as the page says them.
  await expect(preview.locator('.news-item')).toContainText('de 24 a 31 de dezembro de 2026');
  await expect(preview.locator('.news-item')).not.toContainText('{{');
});

test('the page text is drawn with the site\'s MDX components, facts filled in; half typed, its paragraphs show with a note', async ({ page }) => {
  await open(page, '#/collections/paginas/entries/politica-privacidade');
  const preview = sitePreview(page);
  // <Notice title="…"> in the body: the site's notice box, {{cartorio.encarregadoEmail}} filled in.
  const notice = preview.locator('.notice').filter({ hasText: 'Resumo em poucas linhas' });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(notice).toContainText(/pelo e-mail \S+@\S+/);
  await expect(preview.locator('main')).not.toContainText('{{');
  await expect(preview.locator('main')).not.toContainText('<Notice');
  // A component left open while typing: no blank preview, the text's paragraphs and why the rest is missing.
  await page.locator('[contenteditable=true]').last().click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('\n\n<Notice title="Novo aviso">');
  await expect(preview.getByText(/O texto ainda tem um erro de escrita/)).toBeVisible();
  await expect(preview.getByText(/Este site não usa cookies/)).toBeVisible();
});

test('page text that is code runs nowhere: the preview says what is wrong, and the save is refused with the build\'s words', async ({ page }) => {
  const file = 'content/paginas/acessibilidade.mdx';
  const before = readScratch(file);
  await open(page, '#/collections/paginas/entries/acessibilidade');
  const preview = sitePreview(page);
  await expect(preview.locator('main')).toContainText('Alt', { timeout: 15_000 });
  // Nothing in the preview frame may run: it is sandboxed without scripts.
  await expect(page.frameLocator('iframe').first().locator('iframe.admin-preview-frame')).toHaveAttribute('sandbox', 'allow-same-origin');
  await page.locator('[contenteditable=true]').last().click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('\n\n{globalThis.conteudoRodou = document.title = "RODOU"}\n\n<img src="/x.png" alt="" onError="globalThis.conteudoRodou = 2" />');
  await expect(preview.getByText(/é código, e o texto das páginas não roda código/)).toBeVisible();
  await expect(preview.getByText(/Este site foi feito para seguir/).first()).toBeVisible();
  await publish(page);
  await expect(page.getByText(/Não foi possível salvar: no texto, linha \d+ \("\{globalThis\.conteudoRodou.*"\): o trecho entre chaves .* é código/)).toBeVisible();
  expect(readScratch(file)).toBe(before);
  for (const frame of page.frames()) {
    expect(await frame.evaluate(() => (globalThis as { conteudoRodou?: unknown }).conteudoRodou).catch(() => undefined)).toBeUndefined();
  }
  expect(await page.title()).not.toBe('RODOU');
});

test('an FAQ category is listed by its title and previewed as /duvidas shows it: its questions, facts filled in', async ({ page }) => {
  await open(page, '#/collections/duvidas');
  await expect(page.getByText('Custos e Pagamentos', { exact: true })).toBeVisible({ timeout: 15_000 });
  await open(page, '#/collections/duvidas/entries/custos-e-pagamentos');
  const preview = sitePreview(page);
  await expect(preview.locator('.faq-category h2')).toHaveText('Custos e Pagamentos', { timeout: 15_000 });
  await expect(preview.locator('.faq-item__question').first()).toHaveText('Quanto custam os serviços do cartório?');
  await expect(preview.locator('.faq-item__question')).toContainText(['Quais são as formas de pagamento?']);
  // {{fatos.tabelaEmolumentos}}: the fact's text, as /duvidas shows it.
  await expect(preview.locator('.faq')).toContainText('Os valores seguem a tabela oficial de emolumentos do Estado');
  await expect(preview.locator('main')).not.toContainText('<Question');
  await expectNoRawFields(preview);
  await screenshot(page, 'duvidas-formulario-e-previa');
});

test('a FAQ question is added from the text\'s "+" menu, no tag typed; a Word list pasted in its answer becomes Markdown, with a note; only its lines are written', async ({ page }) => {
  const file = 'content/duvidas/custos-e-pagamentos.mdx';
  const before = readScratch(file);
  await open(page, '#/collections/duvidas/entries/custos-e-pagamentos');
  const preview = sitePreview(page);
  await expect(preview.locator('.faq-item__question').first()).toBeVisible({ timeout: 15_000 });
  // The text's toolbar works (rich text, not a code box), and its "+" offers the site's blocks by name.
  // The subject's icon: chosen by its Portuguese name, its picture beside the list.
  const icon = page.getByLabel('Ícone', { exact: true });
  await expect(icon).toHaveValue('wallet');
  await expect(icon.locator('option:checked')).toHaveText('Carteira (dinheiro)');
  await expect(page.locator('svg use[href$="#wallet"]')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Negrito' }).first()).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Lista com marcadores' }).first()).toBeEnabled();
  await page.getByRole('button', { name: /Inserir bloco/ }).first().click();
  await page.getByRole('menuitem', { name: 'Pergunta (Dúvidas)' }).click();
  await page.getByLabel('Pergunta', { exact: true }).last().fill('Posso pagar com Pix?');
  // The answer: the new question's own text box, the last one of the form.
  const answer = page.locator('[contenteditable=true]').last();
  await answer.click();
  await page.keyboard.type('Sim, na hora.');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  // Copied from Word: "•", a tab, a no-break space.
  await answer.evaluate((editable) => {
    const data = new DataTransfer();
    data.setData('text/plain', '•\tLeve o RG e o CPF;\r\n•\tPague\u00A0no caixa.\r\n');
    editable.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(page.getByRole('status').filter({ hasText: 'Texto colado arrumado' })).toContainText('viraram itens de lista');
  await expect(preview.locator('.faq-item__question')).toContainText(['Posso pagar com Pix?']);
  await screenshot(page, 'duvidas-pergunta-inserida');
  const lines = await publishedLines(page, file, before);
  expect(lines).toBe(`${before}\n<Question id="posso-pagar-com-pix" title="Posso pagar com Pix?">\n\nSim, na hora.\n\n- Leve o RG e o CPF;\n- Pague no caixa.\n\n</Question>\n`);
  fs.writeFileSync(path.join(dir, file), before);
});

test('the office data is previewed as the header, the contact block and the footer show it, and follows the form', async ({ page }) => {
  await open(page, '#/collections/dados/entries/cartorio');
  const preview = sitePreview(page);
  await expect(preview.locator('.brand__name')).toHaveText('Cartório 1º Ofício', { timeout: 15_000 });
  await expect(preview.locator('.site-footer')).toContainText('Cartório do 1º Ofício de Notas e Registros');
  await expect(preview.locator('.contact-info')).toContainText('Segunda a sexta-feira, das 8h às 16h');
  await expect(preview.locator('.departments__item').first()).toBeVisible();
  await expectNoRawFields(preview);
  await screenshot(page, 'cartorio-formulario-e-previa');
  await page.getByRole('textbox', { name: 'Nome curto' }).fill('Cartório de Teste');
  await expect(preview.locator('.brand__name')).toHaveText('Cartório de Teste');
  await (await weekdayClosing(page)).fill('18:00');
  await expect(preview.locator('.contact-info')).toContainText('das 8h às 18h');
});

test('the fee table\'s list names each act, and its preview is /emolumentos\' table, priced by the site\'s own code', async ({ page }) => {
  await open(page, '#/collections/dados/entries/tabela-emolumentos');
  // Folded, each act shows its name, not its id.
  const acts = page.locator('[aria-label="list field"]').filter({ has: page.locator('label', { hasText: /^Atos da tabela/ }) }).first();
  await expect(acts).toContainText('Escritura sem valor declarado', { timeout: 15_000 });
  await expect(acts).not.toContainText('escritura-sem-valor');
  const preview = sitePreview(page);
  const act = preview.locator('#ato-escritura-sem-valor');
  await expect(act).toContainText('Escritura sem valor declarado');
  // 250 + 5% + 15% + the R$ 3,00 selo.
  await expect(act).toContainText('R$ 303,00');
  await expectNoRawFields(preview);
  await screenshot(page, 'emolumentos-formulario-e-previa');
  const fee = (await unfoldedList(page, /^Atos da tabela/)).locator('[class*=SortableListItem]').filter({ hasText: 'Escritura sem valor declarado' }).first().getByLabel(/^Emolumento/).first();
  await fee.fill('260');
  await expect(act).toContainText('R$ 315,00');
});

test('a facts file is previewed as a list: each fact in plain words, its text and the pages that use it', async ({ page }) => {
  await open(page, '#/collections/fatos/entries/gerais');
  const fact = sitePreview(page).locator('.card').filter({ hasText: 'Formas pagamento' });
  await expect(fact).toContainText('cartão de débito', { timeout: 15_000 });
  await expect(fact).toContainText('{{fatos.formasPagamento}}');
  await expect(fact.getByRole('link', { name: 'Escrituras Públicas' })).toHaveAttribute('href', '/servicos/escrituras');
  await screenshot(page, 'fatos-formulario-e-previa');
});

test('the deadlines form is previewed as the ready-date tool counts each service, with each fact\'s sentence', async ({ page }) => {
  await open(page, '#/collections/dados/entries/prazos');
  const preview = sitePreview(page);
  const deeds = preview.locator('.deadline-list__item').filter({ hasText: 'Escrituras Públicas' });
  await expect(deeds).toContainText('Escritura simples: 3 a 5 dias úteis', { timeout: 15_000 });
  const fact = preview.locator('.card').filter({ hasText: 'Prazo certidao protesto' });
  await expect(fact).toContainText('em até 24 horas úteis para pedidos simples e em até 5 dias úteis nos demais casos');
  await expect(fact).toContainText('{{fatos.prazoCertidaoProtesto}}');
  await expect(fact.getByRole('link', { name: 'Certidões de Protesto' })).toHaveAttribute('href', '/servicos/certidoes-protesto');
  await expect(preview.locator('body')).not.toContainText('Nenhuma pré-visualização');
  // Each deadline of the form, folded, reads as its service and its kinds' numbers.
  await expect(listField(page, /^Prazos/).first()).toContainText('escrituras: Escritura simples: 3 a 5 dias úteis; Escritura complexa');
  await screenshot(page, 'prazos-formulario-e-previa');
});

test('an entry\'s address opened while another entry is open shows that entry, read from its file', async ({ page }) => {
  await open(page, '#/collections/servicos/entries/escrituras');
  const title = page.getByLabel('Título', { exact: true }).first();
  await expect(title).toHaveValue('Escrituras Públicas', { timeout: 15_000 });
  // Straight from one entry to another, as a pasted address or a followed link does: no stop at the list.
  await page.goto(`${BASE}/admin/#/collections/servicos/entries/procuracoes`);
  await expect(title).toHaveValue('Procurações', { timeout: 15_000 });
  await expect(sitePreview(page).getByRole('heading', { level: 1 })).toHaveText('Procurações');
  await page.goto(`${BASE}/admin/#/collections/noticias/entries/atendimento-fim-de-ano`);
  await expect(title).toHaveValue(/fim de ano/, { timeout: 15_000 });
  await page.goto(`${BASE}/admin/#/collections/dados/entries/cartorio`);
  await expect(page.getByLabel('Nome', { exact: true }).first()).toHaveValue('Cartório do 1º Ofício de Notas e Registros', { timeout: 15_000 });
});

test('an empty required list ("Palavras-chave") is marked on the first save attempt, and nothing is saved', async ({ page }) => {
  const news = () => fs.readdirSync(path.join(dir, 'content/noticias')).sort();
  const before = news();
  await open(page, '#/collections/noticias/new');
  await page.getByLabel('Título', { exact: true }).first().fill('Plantão de registro de óbito');
  await publish(page);
  await expect(page.getByText('Palavras-chave é obrigatório.')).toBeVisible();
  await page.waitForTimeout(500);
  expect(news()).toEqual(before);
});

test('data files and facts files open with no failing notice from Decap ("Falha ao carregar a pré-visualização")', async ({ page }) => {
  const errors: string[] = [];
  const listen = (message: { type(): string; text(): string }) => { if (message.type() === 'error' && /reading 'get'/.test(message.text())) errors.push(message.text()); };
  page.on('console', listen);
  try {
    for (const entry of ['dados/entries/cartorio', 'dados/entries/tabela-emolumentos', 'dados/entries/feriados', 'fatos/entries/gerais']) {
      await open(page, `#/collections/${entry}`);
      await expect(page.locator('iframe').first()).toBeVisible({ timeout: 15_000 });
      // Decap asked for the entry's published address as its toolbar appeared; its notice would show by now.
      await page.waitForTimeout(1_000);
      await expect(page.locator('.Toastify__toast').filter({ hasText: 'Falha ao carregar' })).toHaveCount(0);
    }
  } finally {
    page.off('console', listen);
  }
  expect(errors).toEqual([]);
});

test('saved office hours show in a news item\'s preview at once, without reloading the editor', async ({ page }) => {
  const before = readScratch(OFFICE);
  await open(page, '#/collections/dados/entries/cartorio');
  await page.evaluate(() => { (window as { semRecarregar?: boolean }).semRecarregar = true; });
  await expect(page.getByLabel('Nome', { exact: true }).first()).not.toHaveValue('', { timeout: 15_000 });
  const closes = await weekdayClosing(page);
  await expect(closes).toHaveValue('16:00', { timeout: 15_000 });
  await closes.fill('17:30');
  await publish(page);
  await expect.poll(() => readScratch(OFFICE), { timeout: 10_000 }).toContain('fecha: "17:30"');
  await open(page, '#/collections/noticias/entries/atendimento-fim-de-ano');
  // {{cartorio.horario}} in the news text: the hours just saved.
  await expect(sitePreview(page).locator('.news-item')).toContainText('Segunda a sexta-feira, das 8h às 17h30', { timeout: 15_000 });
  expect(await page.evaluate(() => (window as { semRecarregar?: boolean }).semRecarregar)).toBe(true);
  fs.writeFileSync(path.join(dir, OFFICE), before);
});

test('a content file broken by hand: the editor shows the build\'s report, and it goes once the file is fixed', async ({ page }) => {
  const before = readScratch(OFFICE);
  fs.writeFileSync(path.join(dir, OFFICE), before.replace('telefone: "559632220000"', 'telefone: "(96) 3222-0000"'));
  // The hand edit comes well after the tab's last save of this file (the test before), as a person's would.
  const later = new Date(Date.now() + 60_000);
  fs.utimesSync(path.join(dir, OFFICE), later, later);
  try {
    // The editor reads the build's report as it starts (and after each save).
    await open(page, '');
    await page.reload();
    const report = page.getByRole('alert').filter({ hasText: 'O site não pode ser gerado' });
    // Named by the form that edits the file, which it opens. The tab saved this file earlier, but the hand
    // edit came after: said to come from outside the editor, with the file's name and line.
    await expect(report.getByRole('link', { name: /^Cartório:/ })).toHaveAttribute('href', '#/collections/dados/entries/cartorio', { timeout: 15_000 });
    await expect(report).toContainText('editado(s) fora do editor');
    await expect(report).toContainText('(content/office.yml, linha');
    await expect(report).toContainText('telefone');
  } finally {
    fs.writeFileSync(path.join(dir, OFFICE), before);
  }
  // Still signed in after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Coleções' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('O site não pode ser gerado')).toHaveCount(0);
});

test('sample data to confirm: listed at the top of the editor, covering nothing, each linked to its form; unticking a field confirms it', async ({ page }) => {
  await open(page, '');
  const panel = page.locator('#amostras');
  // Closed, it sits in the empty middle of the editor's bar: no collection, row or button under it.
  await expect(page.getByRole('link', { name: 'Escrituras Públicas' })).toBeVisible({ timeout: 15_000 });
  const covered = await panel.evaluate((box) => {
    const own = box.getBoundingClientRect();
    return [...document.querySelectorAll('a, button, h1, h2')].filter((el) => {
      const r = el.getBoundingClientRect();
      return !box.contains(el) && r.width > 0 && r.left < own.right && own.left < r.right && r.top < own.bottom && own.top < r.bottom;
    }).map((el) => el.textContent);
  });
  expect(covered, 'the closed panel covers nothing of the editor').toEqual([]);
  await page.getByText(/^Pronto para publicar\? Ainda não: \d+ itens de exemplo a confirmar$/).click();
  await expect(panel).toContainText('Horário de atendimento');
  await expect(panel.getByRole('link', { name: /^Notícias: / }).first()).toBeVisible();
  await panel.getByRole('link', { name: /^Cartório: / }).click();
  // The form fills the screen: the panel steps aside (and still follows the saves).
  await expect(panel).toBeHidden();
  await page.getByRole('button', { name: 'Remove Horário de atendimento' }).click();
  await publish(page);
  await expect(panel).not.toContainText('Horário de atendimento', { timeout: 10_000 });
  expect(readScratch(OFFICE)).not.toMatch(/^  - horario$/m);
  expect(readScratch(OFFICE)).toMatch(/^  - telefone$/m);
  // Back on the list, the panel is closed again: it does not cover what its link opened.
  await page.goto(`${BASE}/admin/#/`);
  await expect(panel).toBeVisible();
  expect(await panel.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
});

test('the built site keeps /admin/ to itself: no public page links or loads it, not in the sitemap or the search', () => {
  const admin = readSiteFile('admin/index.html');
  expect(admin).toMatch(/<meta name="robots" content="noindex/);
  const adminScript = /src="\/(assets\/admin-[^"]+\.js)"/.exec(admin)![1];
  // Its own build: one file that imports no chunk of the public pages (nor they one of its).
  expect(staticImportClosure([adminScript])).toEqual([adminScript]);
  for (const file of htmlFiles()) {
    const html = readSiteFile(file);
    expect(html, file).not.toContain('/admin');
    expect(html, file).not.toContain(adminScript);
  }
  expect(readSiteFile('sitemap.xml')).not.toContain('/admin');
  expect(readSiteFile('search-index.json')).not.toContain('/admin');
});

/** A request to the editor's file server as any program can send it (fetch cannot set Host): status and answer. */
function backendRequest(body: unknown, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1', port: PORTS.editorFileServer, path: '/api/v1', method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(data)), ...headers },
    }, (res) => {
      let text = '';
      res.on('data', (chunk) => { text += chunk; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(data);
  });
}

test('the file server answers only the editor: a foreign Host and a write outside content/ are refused, a save works', async () => {
  // Everything the editor's page asked for in the tests above passed the guard (its Host and Origin included).
  expect(editorOutput()).not.toContain('pedido recusado');
  const own = { Host: `127.0.0.1:${PORTS.editorFileServer}`, Origin: BASE };
  const save = (file: string, raw: string) => ({
    action: 'persistEntry',
    params: { branch: 'main', dataFiles: [{ slug: 'x', path: file, raw }], assets: [], options: { commitMessage: 'x', useWorkflow: false, status: 'draft' } },
  });
  const code = readScratch('vite.config.ts');

  // A web page reaching the port by DNS rebinding sends its own name as Host.
  const rebound = await backendRequest(save('vite.config.ts', 'export default {};'), { Host: `attacker.example:${PORTS.editorFileServer}`, Origin: `http://attacker.example:${PORTS.editorFileServer}` });
  expect(rebound.status).toBe(421);
  expect(JSON.parse(rebound.text).error).toContain('só atende 127.0.0.1');
  const outside = await backendRequest(save('content/../vite.config.ts', 'export default {};'), own);
  expect(outside.status).toBe(403);
  expect(JSON.parse(outside.text).error).toContain('sobe de pasta');
  expect(readScratch('vite.config.ts')).toBe(code);
  await expect.poll(editorOutput).toContain(`Editor: pedido recusado pelo servidor de arquivos (porta ${PORTS.editorFileServer}): veio endereçado a "attacker.example:${PORTS.editorFileServer}"`);
  // Each refusal's line reaches the terminal on its own: wait for it too.
  await expect.poll(editorOutput).toContain('"content/../vite.config.ts": o caminho sobe de pasta (..); o editor só lê e grava em content/. Nada foi lido nem gravado.');

  const before = readScratch(OFFICE);
  const saved = await backendRequest(save(OFFICE, before.replace('fecha: "16:00"', 'fecha: "17:00"')), own);
  expect(saved).toEqual({ status: 200, text: JSON.stringify({ message: 'entry persisted' }) });
  expect(readScratch(OFFICE)).toContain('fecha: "17:00"');
  fs.writeFileSync(path.join(dir, OFFICE), before);
});

test('the editor\'s server sends /admin/ the editor\'s policy and the media folder the sandbox; an HTML page or a script uploaded from /admin/ is refused', async ({ page }) => {
  const admin = await fetch(`${BASE}/admin/`);
  const policy = admin.headers.get('content-security-policy') ?? '';
  expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'unsafe-eval'( 'sha256-[^']+')*;/);
  expect(policy).toContain(`http://127.0.0.1:${PORTS.editorFileServer}`);
  expect(policy).toContain("frame-ancestors 'none'");
  fs.writeFileSync(path.join(dir, 'public/documentos/selo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  try {
    // The dev server serves a file put there by hand once its watcher has seen it.
    await expect.poll(async () => (await fetch(`${BASE}/documentos/selo.svg`)).status, { timeout: 15_000 }).toBe(200);
    for (const file of ['politica-de-privacidade.pdf', 'selo.svg']) {
      const media = await fetch(`${BASE}/documentos/${file}`);
      expect(media.headers.get('content-security-policy'), file).toBe("sandbox; default-src 'none'");
      expect(media.headers.get('x-content-type-options'), file).toBe('nosniff');
      expect(media.headers.get('content-disposition'), file).toBe('attachment');
    }
  } finally {
    fs.rmSync(path.join(dir, 'public/documentos/selo.svg'));
  }

  // As Decap uploads: from the editor's page, under its policy, to the file server.
  await open(page, '');
  const uploads = await page.evaluate(async ({ fileServer, media }) => Promise.all(Object.entries({
    'aviso.html': '<!doctype html><script src="/documentos/x.js"></script>',
    'x.js': 'localStorage.getItem("decap-cms-user")',
  }).map(async ([name, text]) => {
    const response = await fetch(fileServer, {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'persistMedia', params: { branch: 'main', asset: { path: `${media}/${name}`, content: btoa(text), encoding: 'base64' }, options: { commitMessage: 'x' } } }),
    });
    return { name, status: response.status, error: ((await response.json()) as { error?: string }).error };
  })), { fileServer: `http://127.0.0.1:${PORTS.editorFileServer}/api/v1`, media: 'public/documentos' });
  for (const upload of uploads) {
    expect(upload.status, upload.name).toBe(403);
    expect(upload.error, upload.name).toContain(`"${upload.name}" não é aceito: só são aceitos documentos PDF e imagens PNG, JPEG ou WebP`);
    expect(fs.existsSync(path.join(dir, 'public/documentos', upload.name)), upload.name).toBe(false);
  }
});

test('the media library refuses an HTML page or an SVG with the build\'s Portuguese message before sending it, and takes a picture', async ({ page }) => {
  await open(page, '');
  await page.getByRole('button', { name: /^Mídia$/ }).click();
  const input = page.locator('input[type="file"]');
  for (const [name, mimeType, text] of [['aviso.html', 'text/html', '<!doctype html><script>1</script>'], ['selo.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'], ['foto.png', 'image/png', '<html>']]) {
    const dialog = page.waitForEvent('dialog');
    await input.setInputFiles({ name, mimeType, buffer: Buffer.from(text) });
    expect((await dialog).message(), name).toContain(`"${name}"`);
    expect((await dialog).message(), name).toMatch(/só são aceitos documentos PDF e imagens PNG, JPEG ou WebP/);
    expect(fs.existsSync(path.join(dir, 'public/documentos', name)), name).toBe(false);
  }
  // A real picture goes on to Decap, which saves it.
  await input.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: fs.readFileSync(path.join(ROOT, 'public/icons/icon-192.png')) });
  await expect.poll(() => fs.existsSync(path.join(dir, 'public/documentos/foto.png'))).toBe(true);
  fs.rmSync(path.join(dir, 'public/documentos/foto.png'));
  await page.keyboard.press('Escape');
});

test('a YAML file made to break the parser (an alias bomb) is one Portuguese message in the editor, which stays up', async () => {
  const before = readScratch(OFFICE);
  const bomb = ['a: &a ["x","x","x","x","x","x","x","x","x"]', ...['b', 'c', 'd', 'e', 'f'].map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcde'[i]}`).join(',')}]`)].join('\n');
  const broken = `${before}\n${bomb}\n`;
  fs.writeFileSync(path.join(dir, OFFICE), broken);
  // The first alias (*a), where the expansion starts.
  const firstAlias = broken.split('\n').findIndex((l) => l.startsWith('b: &b')) + 1;
  try {
    // What the editor shows as it starts and after each save: the build's report, from the files as they are.
    const report = await (await fetch(`${BASE}/admin/erros.json`)).json() as { file: string; line: number; message: string }[];
    expect(report).toEqual([expect.objectContaining({ file: OFFICE, line: firstAlias, message: expect.stringContaining('âncoras e apelidos') })]);
    expect((await fetch(`${BASE}/admin/config.yml`)).status).toBe(200);
  } finally {
    fs.writeFileSync(path.join(dir, OFFICE), before);
  }
  expect(editor!.exitCode).toBeNull();
  // The report is read again from the files (it is kept a quarter of a second for requests that come together).
  await expect.poll(async () => (await fetch(`${BASE}/admin/erros.json`)).json()).toEqual([]);
});

/**
 * The live preview beside the editor: the dev server that `npm run dev` starts too (Vite with the site's
 * configuration), here the editor's, on its scratch copy. A change to a shared fact shows on the open page
 * and on another open page that uses it, with no reload by hand (and no phantom mistake while a save
 * empties the file for a moment); a mistake shows the Portuguese report, and fixing it brings the page back.
 * Each test opens pages of its own, leaving the editor's page on /admin/.
 */
test.describe('the live preview, as npm run dev serves it', () => {
  /** The deadlines' numbers: the facts {{fatos.prazoEscrituraSimples}} and the others are written from them. */
  const FACTS = 'content/prazos.yml';
  // The preview shows a change in well under two seconds on this machine; the tests allow more so they
  // do not fail on a busy machine (speed is not what they check).
  const LIVE = { timeout: 10_000 };
  let context: BrowserContext;
  test.beforeEach(async ({ browser }) => { context = await browser.newContext(); });
  test.afterEach(() => context.close());

  /** Saves the way many editors do: the file is emptied first, then written a moment later. */
  async function writeAsEditorsDo(file: string, text: string): Promise<void> {
    fs.writeFileSync(path.join(dir, file), '');
    await new Promise((r) => setTimeout(r, 20));
    fs.writeFileSync(path.join(dir, file), text);
  }

  async function openPage(route: string): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${BASE}${route}`);
    await waitForHydration(page);
    return page;
  }

  test('a shared fact changed in its YAML file shows on the open page and on another page, without reloading by hand', async () => {
    // What the dev server tells the open page: a mistake would come with a report.
    const messages: string[] = [];
    context.on('page', (opened) => opened.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => messages.push(String(payload)))));
    const service = await openPage('/servicos/escrituras');
    const faq = await openPage('/duvidas');
    await expect(service.locator('main')).toContainText('3 a 5 dias úteis');
    await expect(faq.locator('main')).toContainText('3 a 5 dias úteis');

    const before = readScratch(FACTS);
    try {
      await writeAsEditorsDo(FACTS, before.replace('fato: prazoEscrituraSimples\n        de: 3\n        ate: 5\n', 'fato: prazoEscrituraSimples\n        de: 4\n        ate: 6\n'));
      await expect(service.locator('main')).toContainText('4 a 6 dias úteis', LIVE);
      await expect(faq.locator('main')).toContainText('4 a 6 dias úteis', LIVE);
      await expect(service.locator('main')).not.toContainText('3 a 5 dias úteis');
    } finally {
      fs.writeFileSync(path.join(dir, FACTS), before);
    }
    // The moment the file was empty is not reported as a mistake.
    const events = messages.filter((m) => m.includes(`"event":"${CONTENT_EVENT}"`));
    expect(events.length).toBeGreaterThan(0);
    expect(events.filter((m) => m.includes('"report"'))).toEqual([]);
  });

  test('a mistake shows the Portuguese report with file and line; fixing it brings the page back', async () => {
    const page = await openPage('/servicos/escrituras');
    const file = 'content/paginas/servicos/escrituras.mdx';
    const original = readScratch(file);
    try {
      fs.writeFileSync(path.join(dir, file), `${original}\n<Aviso>\n\nTexto sem fechar.\n`);
      // Vite's overlay on the open page, and the report on any page loaded meanwhile.
      await expect(page.locator('vite-error-overlay')).toBeAttached(LIVE);
      await page.reload();
      await expect(page.locator('h1')).toHaveText('O conteúdo tem um erro');
      await expect(page.locator('pre')).toContainText(`✗ ${file}, linha`);
      await expect(page.locator('pre')).toContainText('Como corrigir:');
    } finally {
      fs.writeFileSync(path.join(dir, file), original);
    }
    await expect(page.locator('main h1')).toHaveText('Escrituras Públicas', LIVE);
  });

  test('a broken office.yml: the preview shows its one Portuguese message, no stack trace, and comes back once fixed', async () => {
    const page = await openPage('/contato');
    const original = readScratch(OFFICE);
    const report = page.locator('pre');
    try {
      fs.writeFileSync(path.join(dir, OFFICE), original.replace(/^telefone: "\d+"$/m, 'telefone: "(96) 3223-4567"'));
      await expect(async () => {
        await page.reload();
        await expect(page.locator('h1')).toHaveText('O conteúdo tem um erro', { timeout: 1000 });
        await expect(report).toContainText('Como corrigir: telefone: "559632220000"', { timeout: 1000 });
      }).toPass(LIVE);
      await expect(report).toContainText('✗ content/office.yml, linha');
      // One mistake, one message: nothing about the files that read the office data.
      expect((await report.innerText()).match(/✗/g)).toHaveLength(1);
      await expect(page.locator('body')).not.toContainText(/TypeError|fusoHorario|\n\s+at /);
    } finally {
      fs.writeFileSync(path.join(dir, OFFICE), original);
    }
    await expect(async () => {
      await page.reload();
      await expect(page.locator('main h1')).toHaveText('Contato', { timeout: 1000 });
    }).toPass(LIVE);
  });
});

test.describe('the editorial workflow on a scratch git repository (CMS_MODE=git)', () => {
  const port = PORTS.editorGit;
  let repo = '';
  let gitEditor: ChildProcess | undefined;
  const git = (...args: string[]) => execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8' }).trim();

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // The repository must exist before the editor starts: decap-server's git mode checks it.
    repo = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-git-'));
    fs.cpSync(path.join(ROOT, 'content'), path.join(repo, 'content'), { recursive: true });
    fs.cpSync(path.join(ROOT, 'public/documentos'), path.join(repo, 'public/documentos'), { recursive: true });
    git('init', '-q', '-b', 'main');
    git('add', '-A');
    git('-c', 'user.email=teste@exemplo.invalid', '-c', 'user.name=Teste', 'commit', '-qm', 'início');
    // Served from the first editor's project copy; only content/ in `repo` is edited. /admin/ from the
    // source, as `npm run editor` serves developers: the one journey through the dev server's editor.
    ({ editor: gitEditor } = await startEditor(port, PORTS.editorGitFileServer, { CMS_MODE: 'git', CMS_REPO_DIR: repo, EDITOR_BUILT_DIR: '' }, dir));
  });

  test.afterAll(async () => {
    await stopEditor(gitEditor, repo);
  });

  test('a saved change waits as a draft on its own branch, goes to review, and publishing merges it into main', async ({ page }) => {
    const mainFile = () => git('show', 'main:content/office.yml');
    await open(page, '#/collections/dados/entries/cartorio', `http://127.0.0.1:${port}`);
    await (await weekdayClosing(page)).fill('17:00');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Status: Rascunho' })).toBeVisible({ timeout: 10_000 });
    expect(git('branch', '--list', 'cms/*')).toContain('cms/dados/cartorio');
    expect(mainFile()).toContain('fecha: "16:00"');

    await page.getByRole('button', { name: 'Status: Rascunho' }).click();
    await page.getByRole('menuitem', { name: 'Pronto' }).click();
    await expect(page.getByRole('button', { name: 'Status: Pronto' })).toBeVisible();
    expect(mainFile()).toContain('fecha: "16:00"');

    await page.getByRole('button', { name: 'Publicar', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Publicar agora' }).click();
    await expect.poll(mainFile, { timeout: 10_000 }).toContain('fecha: "17:00"');
    // The draft branch goes just after the merge: wait for it rather than race it.
    await expect.poll(() => git('branch', '--list', 'cms/*'), { timeout: 10_000 }).toBe('');
    expect(git('log', '-1', '--format=%s')).toBe('Atualiza Dados do cartório “cartorio”');
  });
});

test('the four edits, saved together, pass the production build, and the built pages show them', async ({ browser }) => {
  test.setTimeout(180_000);
  expect([...edited.keys()].sort()).toEqual([
    'content/noticias/atendimento-no-carnaval.mdx', OFFICE, 'content/paginas/servicos/escrituras.mdx', 'content/tabela-emolumentos.yml',
  ].sort());
  // A copy of its own, built last: the editor's folder and dev server stay as they are.
  const copy = scratchCopy('editor-build-');
  const out = 'dist-editado';
  let server: ChildProcess | undefined;
  try {
    for (const [file, text] of edited) fs.writeFileSync(path.join(copy, file), text);
    // Without the service worker: offline reading is tested on dist/.
    buildCopy(copy, 'edited-content', { SITE_OUT_DIR: out, SITE_SKIP_SERVICE_WORKER: '1', SITE_SKIP_ADMIN: '1' });
    const built = (route: string) => fs.readFileSync(path.join(copy, out, route, 'index.html'), 'utf8').replace(/<!-- -->/g, '').replace(/\s/g, ' ');
    expect(built('contato')).toContain('Segunda a sexta-feira, das 8h às 17h; sábado, das 8h às 12h');
    expect(built('servicos/escrituras')).toContain('Pacto antenupcial registrado, quando houver');
    expect(/<tbody id="ato-escritura-sem-valor"[\s\S]*?<\/tbody>/.exec(built('emolumentos'))?.[0]).toContain('R$ 315,00');
    expect(built('noticias/atendimento-no-carnaval')).toContain('O cartório fecha na segunda e na terça-feira de Carnaval.');
    // The Saturday hours entered in the form: in every page's footer, and in the structured data.
    expect(built('servicos/escrituras')).toMatch(/<footer[\s\S]*sábado, das 8h às 12h/);
    const notary = [...built('contato').matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]) as Record<string, unknown>).find((j) => j['@type'] === 'Notary');
    expect(notary?.openingHoursSpecification).toContainEqual({ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '08:00', closes: '12:00' });
    // And "Aberto agora" on a Saturday morning in the office's clock (Belém, UTC-3), on the built site served.
    const port = PORTS.editorEditsSite;
    server = spawn(process.execPath, [path.join(ROOT, 'scripts/serve.mjs')], { cwd: copy, stdio: 'ignore', env: { ...process.env, PORT: String(port), SITE_DIR: path.join(copy, out) } });
    await expect.poll(() => fetch(`http://127.0.0.1:${port}/`).then((r) => r.ok, () => false), { timeout: 10_000 }).toBe(true);
    const visitor = await browser.newPage({ timezoneId: 'Asia/Tokyo' });
    await visitor.clock.setFixedTime(belem('2026-11-28T09:00'));
    await visitor.goto(`http://127.0.0.1:${port}/contato`);
    await expect(visitor.locator('main [data-office-status]')).toHaveText('Aberto agora · fecha às 12h');
    await visitor.close();
  } finally {
    server?.kill();
    fs.rmSync(copy, { recursive: true, force: true });
  }
});

