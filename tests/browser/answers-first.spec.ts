/**
 * Answers first, on a phone: a number to tap in the header of every page, /contato's phone, hours and
 * address before its form, the home page's tasks, hours and phone in the first screen, a not-found page
 * that helps, the HTML site map, and the contact form saying what each department handles.
 */
import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import { parse } from 'yaml';
import { NOT_FOUND_PATH, readSiteFile, routeFile, sitemapRoutes, waitForHydration } from './helpers';
import { TOP_TASKS } from '../../src/shared/strings/wayfinding';

const PHONE = { width: 375, height: 812 };
const office = parse(fs.readFileSync('content/office.yml', 'utf8')) as { departamentos: { nome: string; atende: string }[] };

/** Top edge of the first element matching `selector`, in page pixels (null when it is missing or hidden). */
const topOf = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.height > 0 && el.checkVisibility() ? box.top + window.scrollY : null;
  });

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE });

  test('every page has a phone number to tap in its header, inside the screen', async ({ page }) => {
    const problems: string[] = [];
    // Every page's HTML has the header's tel: link with the number…
    for (const route of [...sitemapRoutes(), NOT_FOUND_PATH]) {
      const html = readSiteFile(route === NOT_FOUND_PATH ? '404.html' : routeFile(route));
      const header = /<header class="site-header"[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
      if (!/<a class="header-phone" href="tel:\+\d+">[\s\S]*?\(\d{2}\) \d{4,5}-\d{4}/.test(header)) problems.push(`${route}: no tel: link with a number in the header`);
    }
    // …and the header is one component: on a page of each layout, it is on screen at 375 px.
    for (const route of ['/', '/cartorio', '/servicos/escrituras', '/contato', '/noticias/agendamento-atendimento', NOT_FOUND_PATH]) {
      await page.goto(route);
      const tel = page.locator('header.site-header a[href^="tel:"]').first();
      const box = await tel.boundingBox();
      const text = (await tel.textContent()) ?? '';
      if (!box || !(await tel.isVisible())) problems.push(`${route}: no visible tel: link in the header`);
      else if (box.x < 0 || box.x + box.width > PHONE.width || box.y + box.height > PHONE.height) problems.push(`${route}: header phone outside the screen`);
      else if (!/\(\d{2}\) \d{4,5}-\d{4}/.test(text)) problems.push(`${route}: the header phone link shows no number ("${text}")`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('/contato: phone, hours and address come before the form; the form says what each department handles', async ({ page }) => {
    await page.goto('/contato');
    await waitForHydration(page);
    const formTop = await topOf(page, 'main form');
    expect(formTop).not.toBeNull();
    for (const selector of ['main a[href^="tel:"]', 'main [data-office-status]', 'main .contact-info .detail-list__item:has-text("Endereço")']) {
      const top = await topOf(page, selector);
      expect(top, selector).not.toBeNull();
      expect(top!, `${selector} above the form`).toBeLessThan(formTop!);
    }
    // With the island running, the help is still the select's description.
    const select = page.locator('select[name="servico"]');
    const helpId = (await select.getAttribute('aria-describedby'))?.split(' ')[0];
    expect(helpId).toBeTruthy();
    await expect(page.locator(`#${helpId}`)).toContainText('Registro Civil');
    await expect(page.locator(`#${helpId}`)).toBeVisible();
  });

  test('home: the search box, the six tasks, the open-now hours and a phone in the first screen', async ({ page }) => {
    await page.goto('/');
    const selectors = [
      'header.site-header input[name="q"]',
      ...TOP_TASKS.map((t) => `main a[href="${t.path}"]`),
      'main [data-office-status]',
      'main a[href^="tel:"]',
    ];
    for (const selector of selectors) {
      const top = await topOf(page, selector);
      expect(top, `${selector} is shown`).not.toBeNull();
      expect(top!, `${selector} in the first 812 px`).toBeLessThan(PHONE.height);
    }
    // The six tasks come before any institutional text.
    const aboutTop = await topOf(page, 'main a[href="/cartorio"]');
    expect(aboutTop!).toBeGreaterThan(PHONE.height);
  });

  test('not found (any path, /servicos/xyz included): 404, its title, a button you can see, a search box and the common tasks', async ({ page }) => {
    for (const path of [NOT_FOUND_PATH, '/servicos/xyz']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(/^Página não encontrada \| /);
      await expect(page.locator('main h1')).toHaveText('Página não encontrada');
      const home = page.locator('main a.button[href="/"]');
      await expect(home).toHaveText('Voltar ao Início');
      // The button stands out from what is behind it (WCAG 1.4.11: 3:1 for a control's boundary).
      const ratio = await home.evaluate((el) => {
        const rgb = (c: string) => (/rgba?\(([^)]+)\)/.exec(c)?.[1].split(/[\s,/]+/).map(Number) ?? [0, 0, 0, 0]);
        const bgOf = (node: Element | null): number[] => {
          for (; node; node = node.parentElement) {
            const c = rgb(getComputedStyle(node).backgroundColor);
            if (c[3] === undefined || c[3] > 0) return c;
          }
          return [255, 255, 255];
        };
        const lum = ([r, g, b]: number[]) => {
          const ch = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
          return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b);
        };
        const [a, b] = [lum(bgOf(el)), lum(bgOf(el.parentElement))].sort((x, y) => y - x);
        return (a + 0.05) / (b + 0.05);
      });
      expect(ratio, `${path}: button against its background`).toBeGreaterThanOrEqual(3);
      const search = page.locator('main form[action="/busca"][method="get"]');
      await expect(search.locator('input[name="q"]')).toBeVisible();
      for (const task of TOP_TASKS) await expect(page.locator(`main a.top-tasks__link[href="${task.path}"]`)).toBeVisible();
      // A mistyped /servicos/<nome>: every service is one tap away, not only the common tasks.
      const services = fs.readdirSync('content/paginas/servicos')
        .map((f) => fs.readFileSync(`content/paginas/servicos/${f}`, 'utf8'))
        .filter((text) => /^layout: servico$/m.test(text) && !/^oculta: true$/m.test(text));
      await expect(page.getByRole('region', { name: 'Todos os serviços' }).getByRole('link')).toHaveCount(services.length);
    }
    await page.locator('main form[action="/busca"] input[name="q"]').fill('procuração');
    await page.locator('main form[action="/busca"] button[type="submit"]').click();
    await expect(page).toHaveURL(/\/busca\?q=procura%C3%A7%C3%A3o$/);
  });
});

test('/mapa-do-site links every page of sitemap.xml, and the footer links to it', () => {
  const html = readSiteFile(routeFile('/mapa-do-site'));
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  const missing = sitemapRoutes().filter((route) => !main.includes(`href="${route}"`));
  expect(missing).toEqual([]);
  expect(readSiteFile('index.html')).toMatch(/<footer[\s\S]*<a href="\/mapa-do-site">Mapa do site<\/a>/);
});

test('/contato, as plain HTML: the service field lists what each department handles', () => {
  const html = readSiteFile(routeFile('/contato'));
  const help = /<div id="contato-servico-dica"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
  expect(html).toMatch(/<select[^>]*aria-describedby="contato-servico-dica"/);
  const items = [...help.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => m[1].replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'"));
  expect(items).toHaveLength(office.departamentos.length);
  for (const d of office.departamentos) expect(items.some((item) => item.includes(d.atende))).toBe(true);
  // Someone who wants a certidão, a firma or an autenticação finds the department that says it.
  for (const need of [/certidões de nascimento/i, /reconhecimento de firma/i, /autenticação/i]) {
    expect(items.filter((item) => need.test(item)), String(need)).toHaveLength(1);
  }
  expect(items.find((item) => /certidões de nascimento/i.test(item))).toMatch(/^Registro Civil:/);
});
