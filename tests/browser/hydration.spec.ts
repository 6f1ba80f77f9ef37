import { expect, test } from '@playwright/test';
import { sitemapRoutes, waitForHydration, watchConsole } from './helpers';

test.describe('every built route', () => {
  for (const route of [...sitemapRoutes(), '/rota-que-nao-existe']) {
    test(`${route} hydrates with no console error or warning`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(route);
      await waitForHydration(page);
      await expect(page.locator('main h1')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }
});
