/**
 * The header (src/render/layout/Header.tsx) and its script (header.ts beside this file): the style switch
 * on scroll, the phone link, and the menu popover with aria-expanded, scroll lock and focus return.
 */
import { expect, test } from '@playwright/test';
import { waitForHydration } from '../../../tests/browser/helpers';

test.describe('header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('changes style once the page scrolls past 50 px, and back', async ({ page }) => {
    await page.goto('/servicos/escrituras');
    await waitForHydration(page);
    const header = page.locator('header.site-header');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 40));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('has a phone link and the ten navigation items', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('header.site-header a[href^="tel:+55"]')).toBeVisible();
    const items = page.locator('#menu-principal a');
    await expect(items).toHaveText([
      'Início', 'O Cartório', 'Serviços', 'Serviços Online', 'Emolumentos', 'Atos Gratuitos', 'Dúvidas',
      'Notícias', 'Contato', 'Encarregado LGPD',
    ]);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 700 } });

  test('opens with aria-expanded, locks page scrolling, and closes on route change', async ({ page }) => {
    await page.goto('/servicos/escrituras');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    const navId = await toggle.getAttribute('aria-controls');
    expect(navId).toBe('menu-principal');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator(`#${navId} a`).first()).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#${navId}`).getByRole('link', { name: 'O Cartório' })).toBeVisible();

    // The page behind the open menu does not scroll.
    await page.mouse.move(200, 650);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

    await page.locator(`#${navId}`).getByRole('link', { name: 'O Cartório' }).click();
    await expect(page).toHaveURL(/\/cartorio$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator(`#${navId} a`).first()).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');

    // Scrolling works again once the menu is closed.
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('Escape closes the menu and returns focus to the toggle', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});
