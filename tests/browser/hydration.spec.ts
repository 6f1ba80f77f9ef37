import { expect, test } from '@playwright/test';
import { waitForHydration, watchConsole } from './helpers';

// Every route is walked once, under nginx and its Content-Security-Policy, in tests/browser/nginx.spec.ts.
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
