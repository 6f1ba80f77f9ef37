import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers';

test.describe('navigation', () => {
  test('internal links load the page they name, with its title and the current menu item marked', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.locator('#menu-principal').getByRole('link', { name: 'Serviços', exact: true }).click();
    await expect(page).toHaveURL(/\/servicos$/);
    await expect(page).toHaveTitle(/^Serviços \| /);
    await expect(page.locator('main h1')).toHaveText('Serviços');
    await expect(page.locator('#menu-principal a[aria-current="page"]')).toHaveText('Serviços');
  });

  test('/servicos/<anything else> says the page does not exist and links the most-used services', async ({ page }) => {
    const response = await page.goto('/servicos/servico-que-nao-existe');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.locator('main h1')).toHaveText('Página não encontrada');
    await expect(page).toHaveTitle(/^Página não encontrada/);
    await expect(page.locator('main a[href="/servicos/escrituras"]').first()).toBeVisible();
  });

  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/pagina-que-nao-existe');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.locator('main h1')).toHaveText('Página não encontrada');
    await expect(page.getByText('A página que você está procurando não existe.')).toBeVisible();
    const home = page.getByRole('link', { name: 'Voltar ao Início' });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a service page reads completely', async ({ page }) => {
    await page.goto('/servicos/escrituras');
    await expect(page.locator('main h1')).toHaveText('Escrituras Públicas');
    await expect(page.locator('#documentos')).toHaveText('Documentos necessários');
    await expect(page.locator('#documentos + *').getByText('RG e CPF, ou CNH, originais')).toBeVisible();
    await expect(page.locator('#prazos')).toBeVisible();
    await expect(page.locator('footer')).toContainText('Segunda a sexta-feira, das 8h às 16h');
    // Navigation is made of plain links, which work without scripts.
    await expect(page.locator('#menu-principal a[href="/contato"]')).toHaveCount(1);
  });

  test('the header search is a working form to /busca', async ({ page }) => {
    await page.goto('/');
    const form = page.locator('form[role="search"]');
    await expect(form).toHaveAttribute('action', '/busca');
    await expect(form.locator('input[name="q"]')).toHaveAttribute('id', 'busca');
  });
});
