/**
 * /busca answers the questions citizens repeat above the results (a department's phone and WhatsApp, a
 * service's prices and the deed price for a stated value, a deadline, the hours with the open-now
 * status), each from the data the pages use and with its link; and a query with no match is not a
 * dead end. Expected values are read from the content with the loader and the fee-table code.
 */
import { expect, test, type Page } from '@playwright/test';
import { belem, watchConsole } from '../../../tests/browser/helpers';
import { loadContent } from '../../node/content/load';
import { bracketIndex } from '../../shared/content/fee-table';
import { formatCents } from '../../shared/content/price-format';
import { formatPhone } from '../../shared/text/format';

const site = loadContent(process.cwd());
const card = (page: Page) => page.locator('[data-search-results] .search-answer');

async function search(page: Page, q: string) {
  await page.goto(`/busca?q=${encodeURIComponent(q)}`);
  await expect(page.locator('.search-page__status[role="status"]')).not.toHaveText(/Buscando|^$/);
}

test('"telefone do setor de protesto": the Protesto department\'s phone and WhatsApp, then the results', async ({ page }) => {
  const problems = watchConsole(page);
  const protesto = site.office.departamentos.find((d) => d.nome === 'PROTESTO')!;
  await search(page, 'telefone do setor de protesto');
  await expect(card(page).getByRole('heading', { level: 2 })).toHaveText('Telefone e WhatsApp do setor Protesto');
  await expect(card(page).getByRole('link', { name: formatPhone(protesto.numero) })).toHaveAttribute('href', `tel:+${protesto.numero}`);
  const chat = card(page).getByRole('link', { name: /WhatsApp/ });
  await expect(chat).toHaveAttribute('href', `https://wa.me/${protesto.numero}`);
  await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(card(page).getByRole('link', { name: 'Ver todos os setores e contatos' })).toHaveAttribute('href', '/contato#departamentos');
  // The list still follows the card.
  await expect(page.locator('.search-results > li').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('"quanto custa uma procuracao": the procurações rows with the fee table\'s totals', async ({ page }) => {
  const group = site.feeTable.groups.find((g) => g.slug === 'procuracoes')!;
  const procuracao = group.acts.find(({ act }) => act.kind === 'fixo')!.act;
  await search(page, 'quanto custa uma procuracao');
  await expect(card(page).getByRole('heading', { level: 2 })).toHaveText(`Quanto custa: ${group.title}`);
  await expect(card(page).locator('li').first()).toContainText(`${procuracao.ato}: ${formatCents(procuracao.price!.total)}`);
  await expect(card(page).getByRole('link', { name: 'Ver na tabela de emolumentos' })).toHaveAttribute('href', '/emolumentos#valores-procuracoes');
});

test('"escritura 150 mil" and a value on a bracket\'s upper edge: the deed price of that bracket, with its parts', async ({ page }) => {
  const deed = site.feeTable.acts.find((a) => a.kind === 'faixas' && a.paginas.includes('escrituras'))!;
  const brackets = deed.brackets!;
  const check = async (q: string, value: number) => {
    const bracket = brackets[bracketIndex(brackets, value)];
    await search(page, q);
    const answer = card(page).locator('[data-answer="valor"]');
    await expect(answer).toContainText(`total ${formatCents(bracket.price.total)}`);
    for (const part of bracket.price.parts) await expect(answer).toContainText(formatCents(part.cents));
    return bracket;
  };
  await check('escritura 150 mil', 150_000);
  // A value equal to a bracket's upper bound belongs to that bracket, one cent more to the next.
  const edge = brackets.find((b) => b.upTo !== undefined && b.above !== undefined)!;
  const at = await check(`quanto custa escritura de R$ ${edge.upTo!.toLocaleString('pt-BR')},00`, edge.upTo!);
  expect(at).toBe(edge);
  const next = brackets[brackets.indexOf(edge) + 1];
  await check(`escritura R$ ${edge.upTo!.toLocaleString('pt-BR')},01`, edge.upTo! + 0.01);
  await expect(card(page).locator('[data-answer="valor"]')).toContainText(`total ${formatCents(next.price.total)}`);
});

test('"quanto tempo demora uma escritura": the deeds deadline, linked to its section', async ({ page }) => {
  const deeds = site.pages.find((p) => p.route === '/servicos/escrituras')!;
  const summary = (deeds.frontmatter as { prazoResumo?: string }).prazoResumo!;
  await search(page, 'quanto tempo demora uma escritura');
  await expect(card(page).getByRole('heading', { level: 2 })).toHaveText('Prazo: Escrituras Públicas');
  await expect(card(page)).toContainText(summary.replace(/\*\*/g, ''));
  await expect(card(page).getByRole('link', { name: 'Ver os prazos do serviço' })).toHaveAttribute('href', '/servicos/escrituras#prazos');
});

test.describe('"que horas abre"', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });
  test('the hours and whether the office is open now, on the office\'s clock', async ({ page }) => {
    // Tuesday 10:00 in Belém (UTC-3) is already 22:00 in Tokyo.
    await page.clock.setFixedTime(belem('2026-11-24T10:00'));
    await search(page, 'que horas abre');
    await expect(card(page).getByRole('heading', { level: 2 })).toHaveText('Horário de atendimento');
    await expect(card(page).locator('[data-state]')).toHaveText('Aberto agora · fecha às 16h');
    await expect(card(page)).toContainText(site.office.horario.observacao!);
    await page.clock.setFixedTime(belem('2026-11-28T11:00'));
    await search(page, 'ta aberto sabado');
    await expect(card(page).locator('[data-state]')).toHaveText('Fechado agora · abre segunda-feira às 8h');
  });

  test('"abre no natal?": the card\'s first link is the news item that announces the year-end closure', async ({ page }) => {
    await page.clock.setFixedTime(belem('2026-12-18T10:00'));
    await search(page, 'abre no natal?');
    const notice = site.news.find((n) => n.route === '/noticias/atendimento-fim-de-ano')!;
    await expect(card(page).getByRole('link').first()).toHaveText(notice.frontmatter.title);
    await expect(card(page).getByRole('link').first()).toHaveAttribute('href', notice.route);
    await expect(card(page)).toContainText('Recesso de fim de ano');
  });
});

test('no match: the closest services, the FAQ and "Pergunte pelo WhatsApp" with the query, never as markup', async ({ page }) => {
  const problems = watchConsole(page);
  const q = '<b>xkcd</b> qwzyx';
  await search(page, q);
  const empty = page.locator('[data-search-empty]');
  await expect(empty).toContainText(`Não encontramos uma página para “${q}”.`);
  await expect(empty.locator('b')).toHaveCount(0);
  await expect(empty.locator('.search-page__closest a').first()).toHaveAttribute('href', /^\/servicos\//);
  await expect(empty.getByRole('link', { name: 'Veja as Dúvidas frequentes' })).toHaveAttribute('href', '/duvidas');
  const ask = empty.getByRole('link', { name: /Pergunte pelo WhatsApp/ });
  const href = new URL((await ask.getAttribute('href'))!);
  expect(href.origin + href.pathname).toBe(`https://wa.me/${site.office.whatsapp}`);
  expect(href.searchParams.get('text')).toContain(`"${q}"`);
  await expect(ask).toHaveAttribute('rel', 'noopener noreferrer');
  // Words the site never uses do not hide one it knows.
  await search(page, 'qwzyx procuracao xkcdq');
  await expect(page.locator('.search-results > li a').first()).toHaveAttribute('href', /^\/servicos\/procuracoes/);
  expect(problems).toEqual([]);
});
