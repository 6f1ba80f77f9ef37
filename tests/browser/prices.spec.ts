/**
 * Prices a citizen can find: every service page opens with its at-a-glance summary in the first screen
 * of a phone (documents, deadline, value or "Gratuito", booking, whom to call), every "Consultar Valores"
 * lands on that service's rows of the per-act table at the top of /emolumentos, and that table reads
 * whole without JavaScript and narrows as the visitor types with it.
 */
import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import matter from 'gray-matter';
import YAML from 'yaml';
import { readSiteFile, routeFile, sitemapRoutes } from './helpers';

const PHONE = { width: 375, height: 812 };
const SERVICE_ROUTES = sitemapRoutes().filter((r) => r.startsWith('/servicos/'));
const office = YAML.parse(fs.readFileSync('content/office.yml', 'utf8')) as {
  atribuicoes?: Record<string, boolean>;
  departamentos: { nome: string; numero: string }[];
};
const feeFile = YAML.parse(fs.readFileSync('content/tabela-emolumentos.yml', 'utf8')) as {
  tabela: { id: string; paginas: string[]; faixas?: { ate?: number }[]; exemplo?: number }[];
};

/** A service page's frontmatter, as the editors wrote it. */
const frontmatter = (route: string) =>
  matter(fs.readFileSync(`content/paginas${route}.mdx`, 'utf8')).data as { emConstrucao?: boolean; atribuicao?: string; departamento?: string | string[] };

/** Text with the non-breaking spaces of Intl's "R$ 1,00" made plain. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

test('at 375 × 812 every service page opens with its summary in the first screen: documents, deadline, value, booking and whom to call', async ({ page }) => {
  expect(SERVICE_ROUTES.length).toBeGreaterThanOrEqual(15);
  await page.setViewportSize(PHONE);
  for (const route of SERVICE_ROUTES) {
    await page.goto(route);
    const summary = page.locator('section', { has: page.locator('h2#resumo') });
    await expect(summary, route).toBeVisible();
    const box = (await summary.boundingBox())!;
    expect(box.y + box.height, `${route}: the summary ends below the first screen`).toBeLessThanOrEqual(PHONE.height);

    const fm = frontmatter(route);
    if (fm.emConstrucao) {
      // Unfinished: it says so, and how to reach the office meanwhile.
      await expect(summary, route).toContainText('em construção');
      await expect(summary.locator('a[href^="tel:+55"]'), route).toBeVisible();
      continue;
    }
    await expect(summary.locator('a[data-summary="documentos"]'), route).toHaveAttribute('href', '#documentos');
    await expect(page.locator('h2#documentos'), route).toHaveCount(1);
    expect(plain(await summary.locator('[data-summary="prazo"]').textContent()), route).not.toBe('');
    expect(plain(await summary.locator('[data-summary="valores"]').textContent()), route).toMatch(/R\$ \d|Gratuito|[Nn]ão cobra|[Nn]ão se aplica/);
    if (fm.atribuicao && !office.atribuicoes?.[fm.atribuicao]) {
      // A service this office does not do: it says where to go, and offers no booking or department.
      await expect(summary, route).toContainText('Este cartório não faz este serviço');
      await expect(summary.locator('[data-summary="agendamento"]'), route).toHaveCount(0);
      continue;
    }
    expect(plain(await summary.locator('[data-summary="agendamento"]').textContent()), route).toMatch(/Obrigatório|Recomendado|Não precisa/);
    await expect(summary.locator('a[href^="/emolumentos#ato-"]').first(), route).toBeVisible();
    for (const name of [fm.departamento ?? []].flat()) {
      const department = office.departamentos.find((d) => d.nome === name)!;
      await expect(summary.locator(`a[href="tel:+${department.numero}"]`), `${route}: ${name}`).toBeVisible();
      await expect(summary.locator(`a[href="https://wa.me/${department.numero}"]`), `${route}: ${name}`).toBeVisible();
    }
  }
});

test('every "Consultar Valores" and every price link on the site lands on a fee group or row of /emolumentos; the tools are linked where the need arises', () => {
  const fees = readSiteFile(routeFile('/emolumentos'));
  /** Ids the per-act table holds: its heading, each service's group heading, each act's rows. */
  const table = fees.slice(fees.indexOf(' id="valores"'), fees.indexOf(' id="o-que-sao-emolumentos"'));
  expect(table.length, 'the per-act table comes before "O que são emolumentos"').toBeGreaterThan(1000);
  const ids = new Set([...table.matchAll(/\sid="((?:valores|ato-)[^"]*)"/g)].map((m) => m[1]));
  const problems: string[] = [];
  let consult = 0;
  for (const route of [...sitemapRoutes(), '/404']) {
    const html = readSiteFile(route === '/404' ? '404.html' : routeFile(route));
    for (const [, href, text] of html.matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)) {
      const isConsult = text.replace(/<[^>]+>/g, '').includes('Consultar Valores');
      if (isConsult) consult++;
      if (!isConsult && !href.startsWith('/emolumentos#')) continue;
      const id = /^\/emolumentos#(.+)$/.exec(href)?.[1];
      if (!id || !ids.has(id)) problems.push(`${route}: ${isConsult ? '"Consultar Valores"' : 'price link'} → ${href}`);
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
  // The thirteen service pages that price something, and the FAQ's closing card.
  expect(consult).toBeGreaterThanOrEqual(14);
  // Each service page's button lands on its own group.
  for (const route of SERVICE_ROUTES) {
    const slug = route.split('/').pop()!;
    const html = readSiteFile(routeFile(route));
    if (html.includes('>Consultar Valores<')) expect(html, route).toContain(`href="/emolumentos#valores-${slug}"`);
    // Where its prices are shown, the tool that checks a bill against them is one click away.
    if (html.includes('class="service-fees"')) expect(html, route).toContain('<a href="/confira-sua-cobranca">Recebeu a conta? Confira sua cobrança</a>');
  }
  // Where a certificate's validity is said, the tool that says when to ask for it.
  for (const route of ['/servicos/certidoes', '/servicos/certidoes-protesto', '/servicos/escrituras']) expect(readSiteFile(routeFile(route)), route).toContain('href="/quando-pedir"');
});

test.describe('/emolumentos without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the per-act table comes first and shows whole: units, totals, bracket rows, the worked example; the filter box is absent', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/emolumentos');
    await expect(page.locator('main h2').first()).toHaveText('Quanto custa cada ato');
    const acts = page.locator('[data-fee-act]');
    const count = await acts.count();
    expect(count).toBeGreaterThanOrEqual(feeFile.tabela.length);
    for (let i = 0; i < count; i++) await expect(acts.nth(i)).toBeVisible();
    await expect(page.getByLabel('Procurar um ato')).toBeHidden();
    // Every act has its own row, with its anchor, once.
    for (const act of feeFile.tabela) await expect(page.locator(`[id="ato-${act.id}"]`), act.id).toHaveCount(1);

    const deed = feeFile.tabela.find((a) => a.paginas.includes('escrituras') && a.faixas)!;
    const deedRows = page.locator(`[id="ato-${deed.id}"] tr.price-table__bracket`);
    await expect(deedRows).toHaveCount(deed.faixas!.length);
    await expect(deedRows.first().locator('th')).toContainText(/^até R\$\s5\.000,00/);
    await expect(deedRows.nth(1).locator('th')).toContainText(/^acima de R\$\s5\.000,00 até R\$\s10\.000,00/);
    await expect(deedRows.last().locator('th')).toContainText(/^acima de R\$\s[\d.]+,00/);
    const example = plain(await page.locator(`[id="ato-${deed.id}"] .price-table__example`).textContent());
    expect(example).toMatch(/^Exemplo de cálculo\. Para R\$ 150\.000,00 \(faixa acima de .+\): emolumento R\$ [\d.]+,\d\d \+ .+ = R\$ [\d.]+,\d\d\.$/);
    // The sum in words is the total shown on the row of that bracket.
    const total = /= (R\$ [\d.]+,\d\d)\.$/.exec(example)![1];
    const row = deedRows.filter({ hasText: '100.000,00 até' });
    expect(plain(await row.locator('td').textContent())).toBe(total);

    // A free act says "Gratuito" where the total goes; the year and official source are shown.
    await expect(page.locator('[id="ato-registro-nascimento"] td')).toHaveText(/^Gratuito/);
    await expect(page.locator('.prices a[target="_blank"]').first()).toBeVisible();
    // The transparency section (revenue per half-year) stays below.
    const revenue = (await page.locator('table.fees-table').boundingBox())!;
    const prices = (await page.locator('.price-table').last().boundingBox())!;
    expect(revenue.y).toBeGreaterThan(prices.y);
  });
});

test('/emolumentos at 375 px: typing "firma" leaves only the signature rows, accents and case do not matter, clearing shows all', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/emolumentos');
  const box = page.getByLabel('Procurar um ato');
  await expect(box).toBeVisible();
  const acts = page.locator('[data-fee-act]');
  const all = await acts.count();

  await box.fill('firma');
  const firma = feeFile.tabela.filter((a) => a.paginas.includes('reconhecimento-firma')).length;
  await expect(page.locator('[data-fee-act]:visible')).toHaveCount(firma);
  for (const row of await page.locator('[data-fee-act]:visible').all()) {
    await expect(row.locator('xpath=ancestor::*[@data-fee-group]').locator('h3')).toHaveId('valores-reconhecimento-firma');
  }
  await expect(page.locator('[data-fee-status]')).toHaveText(`${firma} atos encontrados.`);

  await box.fill('CERTIDÃO de Óbito');
  const visible = page.locator('[data-fee-act]:visible');
  expect(await visible.count()).toBeGreaterThan(0);
  for (const text of await visible.allTextContents()) {
    expect(text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()).toMatch(/certidao[\s\S]*obito|obito[\s\S]*certidao/);
  }

  await box.fill('xyzw');
  await expect(page.locator('[data-fee-act]:visible')).toHaveCount(0);
  await expect(page.locator('[data-fee-status]')).toContainText('Nenhum ato encontrado');

  await box.fill('');
  await expect(page.locator('[data-fee-act]:visible')).toHaveCount(all);
  // Act and total read side by side, without scrolling sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const total = (await page.locator('.price-table__total').nth(1).boundingBox())!;
  expect(total.x + total.width).toBeLessThanOrEqual(PHONE.width);
});
