#!/usr/bin/env node
// `npm test`: builds the production site, type-checks, then runs the unit tests (Vitest) and the
// browser tests (Playwright against dist/), and prints one closing line with the totals of both.
import { spawn } from 'node:child_process';

/** Runs a step, streaming its output as it comes (CI logs show progress) and keeping it for the totals. */
function run(label, command, args) {
  console.log(`\n▶ ${label}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'], env: process.env });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      out += chunk;
      process.stdout.write(chunk);
    });
    child.on('close', (code) => resolve({ ok: code === 0, out }));
  });
}

const count = (out, pattern) => Number(pattern.exec(out)?.[1] ?? 0);

const build = await run('Build de produção', 'node', ['scripts/build.mjs']);
if (!build.ok) {
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}
const types = await run('Verificação de tipos (TypeScript)', 'npx', ['tsc', '--noEmit']);
const unit = await run('Testes unitários (Vitest)', 'npx', ['vitest', 'run', '--config', 'vitest.config.ts']);
const browser = await run('Testes no navegador (Playwright + Chromium)', 'npx', ['playwright', 'test']);

// Vitest: "Tests  12 passed | 1 failed (13)"; Playwright: "  12 passed (30s)", "  1 failed".
const strip = (s) => s.replace(/\x1b\[[0-9;]*m/g, '');
const unitOut = strip(unit.out);
const browserOut = strip(browser.out);
const passed = count(unitOut, /Tests\s+(?:\d+ failed \| )?(\d+) passed/) + count(browserOut, /^\s*(\d+) passed/m);
const failed = count(unitOut, /Tests\s+(\d+) failed/) + count(browserOut, /^\s*(\d+) failed/m);
const ok = types.ok && unit.ok && browser.ok;
// A failing step that reports no failed test (type errors, a crashed runner) still counts as one failure.
console.log(`\n${passed} passed, ${failed + (ok || failed ? 0 : 1)} failed`);
process.exit(ok ? 0 : 1);
