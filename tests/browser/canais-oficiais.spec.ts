/**
 * /canais-oficiais ("É mesmo do cartório?", issue #38): at 375 px, each kind of contact typed in the box
 * gives its verdict in the live region ("oficial" with the department, or "não é"), nothing typed leaves
 * the page, the list of channels is in the HTML and the box explains itself without JavaScript; axe on
 * the page with a verdict showing. `TOOL_SCREENSHOTS=1` retakes docs/ferramentas/canais-oficiais-375.png.
 */
import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { loadContent } from '../../src/node/content/load';
import { formatPhone } from '../../src/shared/text/format';
import { axeViolations, formatAxeViolations, holdRequests, illegibleText, startInHighContrast, waitForHydration, watchConsole } from './helpers';

const office = loadContent(process.cwd()).office;
const PHONE = { width: 375, height: 740 };
const protesto = office.departamentos.find((d) => d.nome === 'PROTESTO')!;
const site = new URL(office.siteUrl).hostname;
const box = (page: Page) => page.getByRole('main').getByLabel('Número, link, e-mail, site ou chave Pix');
const verdict = (page: Page) => page.locator('main [aria-live="polite"][data-channel-verdict]');

async function open(page: Page) {
  await page.setViewportSize(PHONE);
  await page.goto('/canais-oficiais');
  await waitForHydration(page);
  await expect(box(page)).toBeVisible();
}

test('each spelling of a number, an e-mail, the site and look-alikes get their verdict in the live region', async ({ page }) => {
  const problems = watchConsole(page);
  const requests: string[] = [];
  await open(page);
  // The page may still fetch its own files (the offline copy after load); what is typed goes nowhere.
  page.on('request', (r) => requests.push(`${r.method()} ${r.url()} ${r.postData() ?? ''}`));
  const national = protesto.numero.slice(2);
  const cases: [string, RegExp][] = [
    [formatPhone(protesto.numero), /^Oficial \(dado de exemplo, a confirmar\): este número é do cartório \(departamento de Protesto\)/],
    [`+55 ${national.slice(0, 2)} ${national.slice(2, 7)}-${national.slice(7)}`, /^Oficial \(dado de exemplo, a confirmar\): .*departamento de Protesto/],
    [`wa.me/${protesto.numero}`, /^Oficial \(dado de exemplo, a confirmar\): este WhatsApp é do cartório \(departamento de Protesto\)/],
    [`https://api.whatsapp.com/send?phone=${protesto.numero}`, /^Oficial \(dado de exemplo, a confirmar\): .*departamento de Protesto/],
    [formatPhone(office.whatsapp), /^Oficial \(dado de exemplo, a confirmar\): .*atendimento geral/],
    [protesto.email.toUpperCase(), /^Oficial \(dado de exemplo, a confirmar\): este e-mail é do cartório \(departamento de Protesto\)/],
    [`https://${site}/contato`, /^Oficial \(dado de exemplo, a confirmar\): este é o endereço do site do cartório/],
    [site.replace(/^www\./, ''), /^Oficial \(dado de exemplo, a confirmar\): este é o endereço do site/],
    ['(96) 98888-1234', /^Não é do cartório: este número/],
    [protesto.email.replace('protesto@', 'protest0@'), /^Não é do cartório: este e-mail/],
    [`${site.replace(/^www\./, '')}.com.br.evil.com`, /^Não é do cartório: este endereço/],
    ['https://www.exemplo-golpe.com', /^Não é do cartório: este endereço/],
    // Another country's code, and WhatsApp links that reach no office number.
    [`+44 ${national.slice(0, 2)} ${national.slice(2, 7)}-${national.slice(7)}`, /^Não é do cartório: este número/],
    [`https://wa.me/91${national}`, /^Não é do cartório: este WhatsApp/],
    [`https://api.whatsapp.com/send?phone=44${national}`, /^Não é do cartório: este WhatsApp/],
    [`https://wa.me/${national.slice(2)}`, /^Não é do cartório: este WhatsApp/],
  ];
  // Enter checks at once (a visitor's paste does too); the pause after typing is checked below.
  for (const [typed, expected] of cases) {
    await box(page).fill(typed);
    await box(page).press('Enter');
    await expect(verdict(page).locator('p').first(), typed).toHaveText(expected);
    if (expected.source.startsWith('^Não')) {
      await expect(verdict(page)).toContainText('não é', { ignoreCase: true });
      await expect(verdict(page).getByRole('link', { name: 'Veja o que fazer' })).toHaveAttribute('href', '#se-nao-for-um-canal-oficial');
    } else {
      await expect(verdict(page)).toContainText('oficial', { ignoreCase: true });
    }
  }
  // What the tool cannot judge gets no verdict: a number without its area code, a boleto, a Pix code.
  const undecided: [string, RegExp][] = [
    [`${national.slice(2, 7)}-${national.slice(7)}`, /^Não dá para saber só com isso: falta o DDD/],
    ['23790.12345 60000.123456 70000.123456 1 23450000010000', /^Isto parece a linha digitável de um boleto/],
    ['00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D', /^Isto parece um código Pix "copia e cola"/],
  ];
  for (const [typed, expected] of undecided) {
    await box(page).fill(typed);
    await box(page).press('Enter');
    await expect(verdict(page).locator('p').first(), typed).toHaveText(expected);
    await expect(verdict(page), typed).not.toContainText(/oficial:|não é do|não pague/i);
    await expect(verdict(page).getByRole('link', { name: 'Ver os canais oficiais' })).toHaveAttribute('href', '#canais-oficiais-lista');
  }
  await expect(verdict(page)).toContainText('nome e o CNPJ de quem recebe');
  await expect(verdict(page)).toContainText('Intimação de protesto: o título intimado é pago no próprio cartório de protesto');
  // While the channels are samples, "Oficial" says so.
  await box(page).fill(formatPhone(protesto.numero));
  await box(page).press('Enter');
  await expect(verdict(page)).toContainText('são exemplos que o cartório ainda vai confirmar');
  // A look-alike names the address it imitates.
  await box(page).fill(protesto.email.replace('protesto@', 'protest0@'));
  await expect(verdict(page)).toContainText(`parece com ${protesto.email}`);
  // Input never becomes markup.
  await box(page).fill('<img src=x onerror=alert(1)>@evil.com');
  await expect(verdict(page).locator('img')).toHaveCount(0);
  // Typed key by key, the verdict comes once typing pauses, for the whole number.
  await box(page).fill('');
  await expect(verdict(page)).toBeEmpty();
  await box(page).pressSequentially(formatPhone(protesto.numero), { delay: 20 });
  await expect(verdict(page).locator('p').first()).toHaveText(/^Oficial \(dado de exemplo, a confirmar\): .*departamento de Protesto/);
  // Enter checks too, and nothing goes anywhere.
  await box(page).fill(formatPhone(protesto.numero));
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/canais-oficiais$/);
  const typed = [...cases.map(([text]) => text), ...undecided.map(([text]) => text), protesto.numero, protesto.email, 'evil.com', 'protest0'];
  const carrying = requests.filter((r) => !r.startsWith('GET ') || typed.some((t) => r.includes(t) || r.includes(encodeURIComponent(t))));
  expect(carrying).toEqual([]);
  expect(requests.every((r) => r.startsWith(`GET ${new URL(page.url()).origin}/`))).toBe(true);
  expect(problems).toEqual([]);
});

test('the box shows from the first paint: what is typed before its script arrives is checked when it does', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const release = await holdRequests(page, /\/assets\/channel-check-[^/]+\.js$/);
  await page.goto('/canais-oficiais');
  await waitForHydration(page);
  await box(page).fill(protesto.email);
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/canais-oficiais$/);
  await expect(verdict(page)).toBeEmpty();
  release();
  await expect(verdict(page).locator('p').first()).toHaveText(/^Oficial \(dado de exemplo, a confirmar\): este e-mail é do cartório \(departamento de Protesto\)/);
});

test('the list of channels is in the HTML; without JavaScript the box explains itself', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/canais-oficiais');
  const list = page.locator('main .official-channels');
  for (const d of office.departamentos) await expect(list).toContainText(d.email);
  await expect(list).toContainText(formatPhone(office.telefone));
  await expect(list).toContainText(site);
  await expect(page.locator('main form[data-channel-check]')).toBeHidden();
  await expect(page.getByRole('main')).toContainText('A conferência automática precisa de JavaScript');
  await context.close();
});

test('axe at 375 px with a verdict showing; the screenshot', async ({ page }) => {
  await open(page);
  await box(page).fill(`wa.me/${protesto.numero}`);
  await expect(verdict(page)).toContainText('Oficial');
  const violations = await axeViolations(page);
  expect(violations, formatAxeViolations(violations)).toEqual([]);
  await box(page).fill('cartorio1oficio.example.com.br.evil.com');
  await expect(verdict(page)).toContainText('Não é');
  expect(await axeViolations(page)).toEqual([]);
  // TOOL_SCREENSHOTS=1 retakes the picture (a plain test run leaves the working tree as it was).
  if (process.env.TOOL_SCREENSHOTS) {
    await page.locator('main .channel-check').screenshot({ path: path.join(process.cwd(), 'docs/ferramentas/canais-oficiais-375.png') });
  }
});

test('axe and legible text at 1280 px in high contrast, each kind of verdict showing', async ({ page }) => {
  await startInHighContrast(page);
  await open(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const typed of [protesto.email, 'protesto@outro.example', 'https://www.e-notariado.org.br', 'me ligaram']) {
    await box(page).fill(typed);
    await expect(verdict(page)).not.toBeEmpty();
    const violations = await axeViolations(page);
    expect(violations, `${typed}: ${formatAxeViolations(violations)}`).toEqual([]);
    expect(await illegibleText(page), typed).toEqual([]);
  }
});
