import { expect, test } from '@playwright/test';
import { sitemapRoutes, waitForHydration, watchConsole } from './helpers';

// One page visits every route (a browser context per route costs more than the check itself).
test('every built route: its scripts, islands and after-load work run with no console error or warning', async ({ page }) => {
  // Some 36 page loads in one test: the default 30 s is per page load's worth of work, not per route list.
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  for (const route of [...sitemapRoutes(), '/busca?q=certidao', '/rota-que-nao-existe']) {
    await page.goto(route);
    await waitForHydration(page);
    await expect(page.locator('main h1'), route).toHaveCount(1);
    // The last thing that runs on its own (src/client/main.ts): the chunk started after `load`.
    await page.locator('html[data-after-load="done"]').waitFor({ state: 'attached' });
    expect(problems, route).toEqual([]);
  }
});

test.describe('after hydration', () => {
  test('client-side navigation through every main-menu item logs no error or warning', async ({ page }) => {
    const problems = watchConsole(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    const links = page.locator('#menu-principal a');
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(10);
    for (let i = count - 1; i >= 0; i--) {
      const href = (await links.nth(i).getAttribute('href'))!;
      await links.nth(i).click();
      await expect(page).toHaveURL(new RegExp(`${href === '/' ? '/' : href}$`));
      await expect(page.locator('main h1')).toHaveCount(1);
    }
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('a visitor who chose high contrast hydrates with no mismatch warning', async ({ page }) => {
    const problems = watchConsole(page);
    await page.addInitScript(() => window.localStorage.setItem('cartorio:contraste', 'alto'));
    await page.goto('/servicos/escrituras');
    await waitForHydration(page);
    await expect(page.locator('.site-header').getByRole('button', { name: 'Alto contraste' })).toHaveAttribute('aria-pressed', 'true');
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
});
