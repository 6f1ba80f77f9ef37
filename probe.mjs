import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const hashes = process.argv.slice(2);
for (const hash of hashes) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
  const errs = [];
  page.on('console', (m) => { if (m.type() === 'error' && !/404/.test(m.text())) errs.push(m.text().slice(0, 400)); });
  await page.goto(`http://127.0.0.1:5760/admin/#/${hash}`);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForTimeout(3000);
  const text = await page.locator('body').innerText();
  console.log(hash, /Ocorreu um erro/.test(text) ? 'CRASH' : 'ok', errs.slice(0, 1));
  await page.screenshot({ path: `/tmp/shot-${hash.split('/').pop()}.png` });
  await page.close();
}
await browser.close();
