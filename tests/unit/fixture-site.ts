/** Copies of the valid fixture site (tests/fixtures/site) with one file edited, made in a test and removed after it. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';

export const FIXTURE = path.resolve(__dirname, '../fixtures/site');

/** A copy of the valid fixture site with `edit` applied to one of its files. */
export function siteWith(file: string, edit: (text: string) => string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  // Removed with the test that made it (a module-level afterEach would serve only the first test file
  // to import this: the unit tests share their modules, vitest.config.ts).
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.cpSync(FIXTURE, dir, { recursive: true });
  const full = path.join(dir, file);
  fs.writeFileSync(full, edit(fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : ''));
  return dir;
}
