import { chromium } from '@playwright/test';
const BASE = 'http://127.0.0.1:4711';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
page.on('dialog', (d) => d.accept());
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text().slice(0, 200)); });
await page.goto(`${BASE}/admin/#/collections/dados/entries/cartorio`);
await page.getByRole('button', { name: 'Entrar' }).click();
await page.locator('input[id^="nome-field"]').first().waitFor({ timeout: 60000 });
await page.waitForTimeout(3000);
for (const e of ['tabela-emolumentos', 'feriados', 'plataformas', 'menu', 'emolumentos', 'sinonimos']) {
  await page.goto(`${BASE}/admin/#/collections/dados/entries/${e}`);
  await page.waitForTimeout(2500);
}
await page.goto(`${BASE}/admin/#/collections/fatos/entries/gerais`);
await page.waitForTimeout(2500);
console.log('toasts:', await page.locator('.Toastify__toast').allInnerTexts());
// A3: a new service, saved at once
await page.goto(`${BASE}/admin/#/collections/noticias/new`);
await page.waitForTimeout(3000);
await page.locator('input[id^="title-field"]').first().fill('Teste de notícia');
await page.getByRole('button', { name: 'Publicar', exact: true }).click().catch(e => console.log('no publish', e.message));
await page.waitForTimeout(500);
await page.getByText('Publicar agora').click().catch(e => console.log('no publicar agora', e.message));
await page.waitForTimeout(1500);
console.log('toasts2:', await page.locator('.Toastify__toast').allInnerTexts());
const kw = page.locator('[aria-label="list field"]').filter({ has: page.locator('label', { hasText: /^Palavras-chave/ }) }).first();
console.log('kw label:', await page.locator('label', { hasText: /^Palavras-chave/ }).first().innerText());
console.log('kw box:', (await kw.innerText()).slice(0, 300));
await page.screenshot({ path: '/tmp/dbg/a3.png', fullPage: false });
await browser.close();
