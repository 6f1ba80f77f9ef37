#!/usr/bin/env node
// `npm test`: build, type check and unit tests beside the browser tests, then one line of totals.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** `stream: false` prints the output in one piece at the end, so steps side by side do not interleave. */
function run(label, command, args, { stream = true, env = {} } = {}) {
  if (stream) console.log(`\n▶ ${label}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let out = '';
    for (const pipe of [child.stdout, child.stderr]) {
      pipe.setEncoding('utf8');
      pipe.on('data', (chunk) => {
        if (stream) (pipe === child.stdout ? process.stdout : process.stderr).write(chunk);
        else out += chunk;
      });
    }
    child.on('close', (code) => {
      if (!stream) console.log(`\n▶ ${label}\n${out}`);
      resolve({ ok: code === 0 });
    });
  });
}

// Each tool runs in Node directly: npm and npx would cost CPU to start it.
const node = process.execPath;
const typecheck = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts.typecheck.split(' ').slice(1);

const started = performance.now();
// The type check runs once, below: the builds skip their own.
process.env.SITE_SKIP_TYPECHECK = '1';
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-test-'));
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');
const readReport = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined);

// Type check and unit tests need no build: they start at once.
const checks = (async () => {
  // TypeScript 7 (native) on one thread: beside the build more checkers would only wait for the cores.
  // TypeScript 5 stays installed for dependency-cruiser, which needs the JavaScript API.
  const types = await run('Verificação de tipos (TypeScript)', node, typecheck, { stream: false });
  const unit = await run('Testes unitários (Vitest)', node, [
    'node_modules/vitest/vitest.mjs', 'run', '--config', 'vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`,
  ], { stream: false });
  return { types, unit };
})();
const build = await run('Build de produção', node, ['scripts/build.mjs']);
const browser = build.ok
  ? await run('Testes no navegador (Playwright + Chromium)', node, ['node_modules/@playwright/test/cli.js', 'test', '--reporter=list,json'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
  })
  : { ok: false };
const { types, unit } = await checks;

const vitest = readReport(vitestReport);
const playwright = readReport(playwrightReport);
fs.rmSync(reports, { recursive: true, force: true });
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats.expected ?? 0) + (playwright?.stats.flaky ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats.unexpected ?? 0);
const ok = types.ok && unit.ok && browser.ok;
console.log(`\nTempo total: ${Math.round((performance.now() - started) / 1000)} s`);
// A failing step that reports no failed test (type errors, a crashed runner) still counts as one failure.
console.log(`\n${passed} passed, ${failed + (ok || failed ? 0 : 1)} failed`);
process.exit(ok ? 0 : 1);
