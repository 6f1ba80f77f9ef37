#!/usr/bin/env node
// Draws the web app manifest's PNG icons from public/favicon.svg with Chromium; run after changing the
// favicon, then commit the PNGs. The maskable one shrinks it to 80 % on a square of its own colour, so the
// mark stays in the safe zone whatever shape a launcher cuts.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = process.cwd();
const favicon = fs.readFileSync(path.join(root, 'public/favicon.svg'), 'utf8');
const outDir = path.join(root, 'public/icons');
const viewBox = /viewBox="([^"]+)"/.exec(favicon)?.[1] ?? '0 0 32 32';
const [, , width, height] = viewBox.split(/\s+/).map(Number);
const inner = favicon.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
const background = /fill="(#[0-9a-fA-F]{3,8})"/.exec(inner)?.[1] ?? '#0b3d5c';

const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">`
  + `<rect width="${width}" height="${height}" fill="${background}"/>`
  + `<g transform="translate(${width / 2} ${height / 2}) scale(0.8) translate(${-width / 2} ${-height / 2})">${inner}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
];

fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace(/<svg\b/, `<svg width="${size}" height="${size}"`);
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
    await page.screenshot({ path: path.join(outDir, file), omitBackground: true });
    await page.close();
    console.log(`public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
