/**
 * Site search as a visitor uses it: the header box (ARIA combobox, results as you type, keyboard,
 * shortcuts), the shareable /busca?q= page, and the budget rule that the index is only downloaded
 * once the search is used.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { waitForHydration, watchConsole } from '../../../tests/browser/helpers';

/** The index core and its parts (shards, page fragments). */
const INDEX = /^\/search-index(\.json$|\/)/;

async function openHome(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
}

const box = (page: Page) => page.locator('#busca');
const listbox = (page: Page) => page.getByRole('listbox');
const options = (page: Page) => page.getByRole('option');

test.describe('header search box', () => {
  test('lists the civil-registry certificate page first for "certidao de nascimento"', async ({ page }) => {
    const problems = watchConsole(page);
    await openHome(page);
    await box(page).pressSequentially('certidao de nascimento');
    await expect(box(page)).toHaveAttribute('role', 'combobox');
    await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(box(page)).toHaveAttribute('aria-controls', await listbox(page).getAttribute('id') ?? 'missing');
    await expect(options(page).first()).toContainText('Certidões de Registro Civil');
    // The matched words are highlighted as <mark> elements.
    await expect(options(page).first().locator('mark').first()).toBeVisible();
    // One option per page, in the list for the whole query (the count is announced once it is drawn).
    await expect(page.getByText('para “certidao de nascimento”', { exact: false })).toBeAttached();
    const titles = await page.locator('.search-option__title').allTextContents();
    expect(titles.length).toBeGreaterThan(1);
    expect(new Set(titles).size).toBe(titles.length);
    expect(problems).toEqual([]);
  });

  test('the arrow keys move through the results and wrap around; Enter opens the active one', async ({ page }) => {
    const problems = watchConsole(page);
    await openHome(page);
    await box(page).pressSequentially('procuracao');
    await expect(options(page).first()).toContainText('Procurações');
    const expectActive = async (option: ReturnType<typeof options>) => {
      await expect(option).toHaveAttribute('aria-selected', 'true');
      await expect(box(page)).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
      await expect(page.locator('[role="option"][aria-selected="true"]')).toHaveCount(1);
    };
    // Up from the box reaches the last result, down from the last comes back to the first.
    await box(page).press('ArrowUp');
    await expectActive(options(page).last());
    await box(page).press('ArrowDown');
    await expectActive(options(page).first());
    await box(page).press('ArrowDown');
    await expectActive(options(page).nth(1));
    await box(page).press('ArrowUp');
    await expectActive(options(page).first());
    expect(problems).toEqual([]);
    await box(page).press('Enter');
    await expect(page).toHaveURL(/\/servicos\/procuracoes(#[\w-]+)?$/);
    await expect(page.locator('main h1')).toHaveText('Procurações');
  });

  test('Escape closes the list, a second Escape clears the box', async ({ page }) => {
    await openHome(page);
    await box(page).pressSequentially('testamento');
    await expect(listbox(page)).toBeVisible();
    await box(page).press('Escape');
    await expect(listbox(page)).toBeHidden();
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(box(page)).toHaveValue('testamento');
    await box(page).press('Escape');
    await expect(box(page)).toHaveValue('');
  });

  test('Enter without choosing a result goes to /busca?q=…', async ({ page }) => {
    await openHome(page);
    await box(page).pressSequentially('reconhecer firma');
    await expect(listbox(page)).toBeVisible();
    await box(page).press('Enter');
    await expect(page).toHaveURL(/\/busca\?q=reconhecer(%20|\+)firma$/);
    await expect(page.locator('[data-search-results] a').first()).toHaveAttribute('href', /^\/servicos\/reconhecimento-firma/);
  });

  test('Ctrl+K and "/" focus the box, but not while typing in another field', async ({ page }) => {
    await page.goto('/contato');
    await waitForHydration(page);
    await page.locator('main h1').click();
    await page.keyboard.press('Control+k');
    await expect(box(page)).toBeFocused();
    await page.locator('main h1').click();
    await page.keyboard.press('/');
    await expect(box(page)).toBeFocused();
    await expect(box(page)).toHaveValue('');
    const name = page.locator('input[name="nome"]');
    await name.click();
    await page.keyboard.type('a/b');
    await expect(name).toBeFocused();
    await expect(name).toHaveValue('a/b');
  });

  test('a query that finds nothing says so and offers the FAQ and the contact page', async ({ page }) => {
    await openHome(page);
    await box(page).pressSequentially('xyzwq kkkk');
    const popup = page.locator('.search-popup');
    await expect(popup).toContainText('Nenhum resultado');
    await expect(popup.getByRole('link', { name: /dúvidas/i })).toHaveAttribute('href', '/duvidas');
    await expect(popup.getByRole('link', { name: /cartório/i })).toHaveAttribute('href', '/contato');
  });

  test('a query with HTML is shown as text, never run', async ({ page }) => {
    let dialog = false;
    page.on('dialog', (d) => {
      dialog = true;
      void d.dismiss();
    });
    await openHome(page);
    const attack = '<img src=x onerror=alert(1)>';
    await box(page).fill(attack);
    const popup = page.locator('.search-popup');
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(attack);
    await expect(page.locator('header img')).toHaveCount(0);
    await page.goto(`/busca?q=${encodeURIComponent(attack)}`);
    await waitForHydration(page);
    await expect(page.getByRole('status').filter({ hasText: attack })).toBeVisible();
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    expect(dialog).toBe(false);
  });

  test('the worker its first key starts is compiled whole as it loads: its first line is V8’s compile hint', async ({ page }) => {
    const started = page.waitForEvent('worker');
    await openHome(page);
    await box(page).pressSequentially('certidao');
    const worker = await started;
    expect(new URL(worker.url()).pathname).toMatch(/^\/assets\/search-worker-[\w-]+\.js$/);
    const code = await (await page.request.get(worker.url())).text();
    expect(code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    await expect(options(page).first()).toBeVisible();
  });
});

test.describe('index download', () => {
  test('the index is not requested until the search is used', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => {
      if (INDEX.test(new URL(r.url()).pathname)) requested.push(r.url());
    });
    await openHome(page);
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 2000);
    await page.getByRole('link', { name: 'O Cartório' }).first().click();
    await expect(page).toHaveURL(/\/cartorio$/);
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    const indexRequest = page.waitForRequest((r) => INDEX.test(new URL(r.url()).pathname));
    await box(page).focus();
    await indexRequest;
  });

  test('a search fetches the index core, the shards of its words and the pages it shows, not the whole index', async ({ page, request }) => {
    const core = (await (await request.get('/search-index.json')).json()) as { t: string[]; n: number[] };
    const fetched: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (INDEX.test(pathname)) fetched.push(pathname);
    });
    await page.goto('/busca?q=testamento');
    await waitForHydration(page);
    await expect(page.locator('.search-result').first()).toBeVisible();
    const shards = fetched.filter((p) => /\/t\d+\.json$/.test(p));
    const fragments = fetched.filter((p) => /\/p\d+(-\d+)?\.json$/.test(p));
    expect(fetched).toContain('/search-index.json');
    expect(shards.length).toBeGreaterThanOrEqual(1);
    expect(shards.length).toBeLessThan(core.t.length);
    // One fragment per result shown, each fetched once.
    expect(fragments).toHaveLength(await page.locator('.search-result').count());
    expect(new Set(fetched).size).toBe(fetched.length);
  });
});

test('the index is read and ranked in a worker of its own: the page only draws the results', async ({ page }) => {
  const worker = page.waitForEvent('worker');
  await page.goto('/busca?q=testamento');
  expect((await worker).url()).toMatch(/\/assets\/search-worker-[\w-]+\.js$/);
  await expect(page.locator('.search-result').first()).toBeVisible();
  // The engine (typos, the ranking) is the worker's: the page never loads it (it would block typing on a big site).
  const pageScripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js')));
  expect(pageScripts.filter((url) => /\/engine-/.test(url))).toEqual([]);
});

/** The search worker's script, and what the box says when it cannot be downloaded. */
const WORKER_SCRIPT = /\/assets\/search-worker-[^/]+\.js$/;
const LOAD_ERROR = 'Não foi possível carregar a busca. Verifique a sua conexão e tente de novo.';

test('the search worker failing to download (offline) says so, and the next key press starts it again', async ({ page }) => {
  let offline = true;
  await page.context().route(WORKER_SCRIPT, (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
  await openHome(page);
  await box(page).pressSequentially('testamen');
  await expect(page.getByText(LOAD_ERROR)).toBeVisible();
  offline = false;
  await box(page).press('t');
  await expect(options(page).first()).toContainText('Testamento');
});

test('a key pressed back online while a start begun offline is still under way gets its answer when that start fails', async ({ page }) => {
  let network: 'offline' | 'held' | 'online' = 'offline';
  const held: Route[] = [];
  await page.context().route(WORKER_SCRIPT, (route) => {
    if (network === 'offline') return route.abort('internetdisconnected');
    if (network === 'held') return void held.push(route);
    return route.continue();
  });
  await openHome(page);
  await box(page).pressSequentially('testamen');
  await expect(page.getByText(LOAD_ERROR)).toBeVisible();
  // A key starts the search again on a connection that hangs; the connection comes back; the next key.
  network = 'held';
  await box(page).press('t');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  network = 'online';
  await box(page).press('o');
  // The hanging start fails only now, after that key.
  await Promise.all(held.map((route) => route.abort('internetdisconnected')));
  await expect(options(page).first()).toContainText('Testamento');
});

/**
 * The page's questions to the search worker: each query asked is listed in `window.asked`; while
 * `window.hold` is set they reach the worker only at `window.release()` (a slow phone, a big index).
 */
function watchQuestions(page: Page) {
  return page.addInitScript(() => {
    const w = window as unknown as { asked: string[]; hold: boolean; release: () => void };
    const held: (() => void)[] = [];
    Object.assign(w, { asked: [], hold: false, release: () => held.splice(0).forEach((post) => post()) });
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, ...args: Parameters<Worker['postMessage']>) {
      const message = args[0] as { kind?: string; query?: string };
      if (message?.kind !== 'find') return post.apply(this, args);
      if (message.query) w.asked.push(message.query);
      if (w.hold) held.push(() => post.apply(this, args));
      else post.apply(this, args);
    } as Worker['postMessage'];
  });
}

test('each key typed in the header box asks the worker once, and the list answers the last key', async ({ page }) => {
  await watchQuestions(page);
  await openHome(page);
  // Quick keys on a slow phone: React draws a key's query after the next key has asked for its own.
  await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await box(page).pressSequentially('testamento', { delay: 40 });
  await expect(options(page).first()).toContainText('Testamento');
  const asked = await page.evaluate(() => (window as unknown as { asked: string[] }).asked);
  // Asked from the key itself and again by the list's drawing would be twice the work on a slow phone.
  expect(new Set(asked).size).toBe(asked.length);
  expect(asked.at(-1)).toBe('testamento');
});

test('until a newer key is answered, the list\'s link to all results names the query of the list shown', async ({ page }) => {
  await watchQuestions(page);
  await openHome(page);
  const seeAll = page.locator('.search-popup').getByRole('link', { name: 'Ver todos os resultados' });
  await box(page).pressSequentially('testamento', { delay: 30 });
  await expect(seeAll).toHaveAttribute('href', '/busca?q=testamento');
  await page.evaluate(() => ((window as unknown as { hold: boolean }).hold = true));
  await box(page).pressSequentially(' publico', { delay: 30 });
  await expect(box(page)).toHaveValue('testamento publico');
  // The list still shows the answer for "testamento": so do its link and its texts.
  await expect(options(page).first()).toContainText('Testamento');
  await expect(seeAll).toHaveAttribute('href', '/busca?q=testamento');
  await page.evaluate(() => (window as unknown as { release: () => void }).release());
  await expect(seeAll).toHaveAttribute('href', '/busca?q=testamento%20publico');
});

test('a browser without workers still searches: the page ranks by itself', async ({ page }) => {
  await page.addInitScript(() => {
    // An older browser: no Worker constructor at all.
    Reflect.deleteProperty(window, 'Worker');
  });
  let workers = 0;
  page.on('worker', () => workers++);
  await page.goto('/busca?q=testamento');
  await expect(page.locator('.search-result').first()).toContainText('Testamento');
  expect(workers).toBe(0);
});

test("under the site's policy, which allows no 'wasm-unsafe-eval', /busca and the header box find results", async ({ page }) => {
  const problems = watchConsole(page);
  const workerScript = page.waitForResponse(/\/assets\/search-worker-[\w-]+\.js$/);
  const response = await page.goto('/busca?q=testamento');
  // The page and the worker run under the policy the host sends (dist/_headers): no eval of any kind.
  for (const policy of [response!.headers()['content-security-policy'], (await workerScript).headers()['content-security-policy']]) {
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+';/);
    expect(policy).not.toContain('unsafe-eval');
  }
  await expect(page.locator('.search-result').first()).toContainText('Testamento');
  await expect(page.getByRole('status').filter({ hasText: /\d+ páginas? encontradas? para “testamento”/ })).toBeVisible();
  await box(page).pressSequentially('testamen');
  await expect(options(page).first()).toContainText('Testamento');
  // A blocked compile or eval would be reported on the console.
  expect(problems).toEqual([]);
});

test.describe('/busca page', () => {
  test('/busca?q=procuracao renders ranked links to page sections', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/busca?q=procuracao');
    await waitForHydration(page);
    const links = page.locator('[data-search-results] a');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.some((h) => /^\/servicos\/procuracoes(#|$)/.test(h))).toBe(true);
    expect(hrefs[0]).toMatch(/^\/servicos\/procuracoes(#|$)/);
    await expect(page.getByRole('status').filter({ hasText: /\d+ páginas? encontradas? para “procuracao”/ })).toBeVisible();
    await expect(page.locator('#busca-pagina')).toHaveValue('procuracao');
    expect(problems).toEqual([]);
  });

  test('"certidao": each page once, with its matching sections under it, and the true count of pages', async ({ page }) => {
    await page.goto('/busca?q=certidao');
    await waitForHydration(page);
    const entries = page.locator('[data-search-results] .search-results > li');
    await expect(entries.first()).toBeVisible();
    const status = await page.locator('.search-page__status[role="status"]').textContent();
    const total = Number(/^(\d+) páginas? encontradas? para “certidao”/.exec(status ?? '')?.[1]);
    expect(total, status ?? '').toBeGreaterThan(3);
    const shown = await entries.count();
    // Every matching page is listed, or the page says how many of them it shows.
    if (shown < total) await expect(page.locator('.search-page__more')).toContainText(`Mostrando ${shown} de ${total} páginas`);
    else expect(shown).toBe(total);
    const pages = await entries.evaluateAll((lis) => lis.map((li) => ({
      href: li.querySelector('h2 a')?.getAttribute('href') ?? '',
      sections: [...li.querySelectorAll('.search-result__sections a')].map((a) => a.getAttribute('href') ?? ''),
    })));
    const routes = pages.map((p) => p.href.split('#')[0]);
    expect(new Set(routes).size, routes.join('\n')).toBe(routes.length);
    expect(pages.filter((p) => p.sections.length).length).toBeGreaterThan(0);
    for (const p of pages) {
      expect(p.sections.length).toBeLessThanOrEqual(3);
      // Sub-links go to sections of the same page, none twice, none the entry's own link.
      for (const href of p.sections) expect(href.startsWith(`${p.href.split('#')[0]}#`), href).toBe(true);
      expect(new Set([p.href, ...p.sections]).size).toBe(p.sections.length + 1);
    }
  });

  test('past 20 pages: "Mostrando 20 de N" and "Mostrar mais" shows the next ones, focus on the first of them', async ({ page }) => {
    await page.goto('/busca?q=cartorio');
    await waitForHydration(page);
    const entries = page.locator('[data-search-results] .search-results > li');
    await expect(entries).toHaveCount(20);
    const status = await page.locator('.search-page__status[role="status"]').textContent();
    const total = Number(/^(\d+) páginas encontradas/.exec(status ?? '')?.[1]);
    expect(total, status ?? '').toBeGreaterThan(20);
    await expect(page.locator('.search-page__more')).toContainText(`Mostrando 20 de ${total} páginas`);
    await page.getByRole('button', { name: 'Mostrar mais' }).click();
    await expect(entries).toHaveCount(Math.min(total, 40));
    await expect(entries.nth(20).locator('h2 a')).toBeFocused();
  });

  test('"quanto custa escritura" leads first to the prices of the escrituras page', async ({ page }) => {
    await page.goto(`/busca?q=${encodeURIComponent('quanto custa escritura')}`);
    await waitForHydration(page);
    const first = page.locator('[data-search-results] .search-results > li').first();
    await expect(first.locator('h2 a')).toHaveAttribute('href', /^(\/servicos\/escrituras#(custos|resumo)|\/emolumentos#valores-escrituras)$/);
    await expect(first.locator('.search-result__snippet')).toContainText(/R\$\s?\d/);
  });

  test('the prerendered page has the form and an empty results container', async ({ request }) => {
    const html = await (await request.get('/busca/')).text();
    expect(html).toMatch(/<div data-search-results="">\s*<\/div>/);
    expect(html).toContain('action="/busca"');
  });

  test('a new search from the page form updates the address and the results', async ({ page }) => {
    await page.goto('/busca?q=procuracao');
    await waitForHydration(page);
    await page.locator('#busca-pagina').fill('apostila de haia');
    await page.locator('#busca-pagina').press('Enter');
    await expect(page).toHaveURL(/\/busca\?q=apostila(%20|\+)de(%20|\+)haia$/);
    await expect(page.locator('[data-search-results] a').first()).toHaveAttribute('href', /^\/servicos\/apostilamento/);
  });

  test('without JavaScript the header box still submits to /busca', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('#busca').fill('testamento');
    await page.locator('#busca').press('Enter');
    await expect(page).toHaveURL(/\/busca\/?\?q=testamento$/);
    await expect(page.locator('main h1')).toHaveText('Buscar no site');
    await context.close();
  });

  test('every section anchor in the index exists on its page', async ({ request }) => {
    const core = (await (await request.get('/search-index.json')).json()) as { v: string; n: number[] };
    const pages = new Map<string, string>();
    for (const page of core.n.keys()) {
      const sections: [string, string, string][] = [];
      let route = '';
      for (let chunk = 0; sections.length < core.n[page]; chunk++) {
        const response = await request.get(`/search-index/${core.v}/p${page}${chunk ? `-${chunk}` : ''}.json`);
        expect(response.status(), `p${page}-${chunk}`).toBe(200);
        const fragment = (await response.json()) as [string, string, string, [string, string, string][]];
        route = fragment[0];
        sections.push(...fragment[3]);
      }
      expect(sections, route).toHaveLength(core.n[page]);
      for (const [, anchor] of sections) {
        if (!anchor) continue;
        if (!pages.has(route)) pages.set(route, await (await request.get(route === '/' ? '/' : `${route}/`)).text());
        expect(pages.get(route), `${route}#${anchor}`).toContain(` id="${anchor}"`);
      }
    }
    expect(pages.size).toBeGreaterThan(10);
  });
});
