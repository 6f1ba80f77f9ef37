/**
 * The header (src/render/layout/Header.tsx) and its script (header.ts beside this file): the style switch
 * on scroll, the phone link, and the menu popover with aria-expanded, scroll lock and focus return.
 */
import { expect, test } from '@playwright/test';
import { waitForHydration } from '../../../tests/browser/helpers';

test.describe('header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('scrolled style above 50 px (spec): not at 49 or 50, yes at 51, and back at 50', async ({ page }) => {
    await page.goto('/servicos/escrituras');
    await waitForHydration(page);
    const header = page.locator('header.site-header');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    const heightAt0 = (await header.boundingBox())!.height;
    /** Scrolls to y and waits two frames, so the scroll handler has run before the attribute is read. */
    const scrollTo = (y: number) => page.evaluate((to) => new Promise((done) => {
      window.scrollTo(0, to);
      requestAnimationFrame(() => requestAnimationFrame(done));
    }), y);
    for (const [y, scrolled] of [[49, 'false'], [50, 'false'], [51, 'true'], [50, 'false'], [51, 'true'], [0, 'false']] as const) {
      await scrollTo(y);
      expect(await page.evaluate(() => window.scrollY)).toBe(y);
      await expect(header, `at ${y} px`).toHaveAttribute('data-scrolled', scrolled);
      // Both styles keep the header's height: switching never moves the page under the reader.
      expect((await header.boundingBox())!.height).toBe(heightAt0);
    }
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
