/** Copies of the valid fixture site (tests/fixtures/site) with one file edited, removed after each test. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';

export const FIXTURE = path.resolve(__dirname, '../fixtures/site');
const tempDirs: string[] = [];

afterEach(() => {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A copy of the valid fixture site with `edit` applied to one of its files. */
export function siteWith(file: string, edit: (text: string) => string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  tempDirs.push(dir);
  fs.cpSync(FIXTURE, dir, { recursive: true });
  const full = path.join(dir, file);
  fs.writeFileSync(full, edit(fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : ''));
  return dir;
}
