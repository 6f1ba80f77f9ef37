/**
 * The public pages' scripts and the service worker run on the oldest browsers the site reads on
 * (src/node/vite/browser-targets.ts): Safari 12 and the Android WebViews of the last five years. No
 * browser here runs them, so the built files are read: es-check finds the syntax and built-ins those
 * browsers lack; what it does not look for (regex lookbehind, newer DOM methods) is looked for by name.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { runChecks } from 'es-check';
import { BROWSERSLIST_QUERY } from '../../src/node/vite/browser-targets';
import { SITE_DIR } from './helpers';

/** Features past ES2018 (the level es-check reads Safari 12 as) that Safari 12 and the WebViews do have. */
const SAFARI_12_HAS = ['DynamicImport', 'ArrayFlat', 'ArrayFlatMap', 'OptionalCatchBinding'];
/** React calls Promise.allSettled, only at a View Transition's end; the site's own code does not (checked below). */
const REACT_ONLY = ['PromiseAllSettled'];

/** What a page may load: every script in dist/assets/ but the staff editor's, and the service worker. */
function publicScripts(): string[] {
  const editorPage = fs.readFileSync(path.join(SITE_DIR, 'admin/index.html'), 'utf8');
  const assets = fs.readdirSync(path.join(SITE_DIR, 'assets')).filter((f) => f.endsWith('.js') && !editorPage.includes(`/assets/${f}`));
  return assets.map((f) => path.join(SITE_DIR, 'assets', f));
}

function unsupported(files: string[], allowList: string[], module: boolean): string[] {
  const result = runChecks(
    [{ ecmaVersion: 'checkBrowser', browserslistQuery: BROWSERSLIST_QUERY, checkFeatures: true, checkForPolyfills: true, module, files, allowList: allowList.join(',') }],
    {},
  );
  return result.errors.map((e) => `${path.basename(e.file)}: ${e.err.message.split('. These')[0]}`);
}

test('every script a public page loads uses only syntax and built-ins that Safari 12 has', () => {
  const files = publicScripts();
  expect(files.length).toBeGreaterThan(10);
  expect(unsupported(files, [...SAFARI_12_HAS, ...REACT_ONLY], true)).toEqual([]);
});

test('the service worker parses on Safari 12 and brings the one built-in Workbox needs that it lacks', () => {
  const worker = path.join(SITE_DIR, 'sw.js');
  expect(unsupported([worker], [...SAFARI_12_HAS, 'PromiseAllSettled'], false)).toEqual([]);
  // Workbox waits on Promise.allSettled: src/service-worker/promise-all-settled.ts defines it where it is missing.
  expect(fs.readFileSync(worker, 'utf8')).toMatch(/Promise\.allSettled=/);
});

test('no regex lookbehind in any script a public page loads: Safari before 16.4 cannot parse one', () => {
  const files = [...publicScripts(), path.join(SITE_DIR, 'sw.js')];
  expect(files.filter((file) => /\(\?<[=!]/.test(fs.readFileSync(file, 'utf8'))).map((file) => path.basename(file))).toEqual([]);
});

/** The browser code of the site (not its tests), file by file. */
const browserSources = () => ['src/islands', 'src/shared', 'src/service-worker']
  .flatMap((dir) => (fs.readdirSync(dir, { recursive: true }) as string[]).map((f) => path.join(dir, f)))
  .filter((f) => /\.tsx?$/.test(f) && !/\.(test|spec)\.tsx?$/.test(f))
  .map((file) => ({ file, code: fs.readFileSync(file, 'utf8') }));

test('the site calls no DOM method Safari 12 lacks, User Timing only through its wrapper, Promise.allSettled only where it brings it', () => {
  const offenders = browserSources().flatMap(({ file, code }) => [
    /\.replaceChildren\(/.test(code) && `${file}: replaceChildren (src/islands/page/replace-content.ts does it)`,
    /\.requestSubmit\(/.test(code) && !/typeof \w+\.requestSubmit === 'function'/.test(code) && `${file}: requestSubmit without a fallback`,
    // React calls it only at a View Transition's end, which only browsers that have it reach.
    /allSettled/.test(code) && !file.endsWith('promise-all-settled.ts') && `${file}: Promise.allSettled`,
    // Safari before 14.1: mark returns nothing, measure throws on times (src/shared/user-timing.ts copes).
    (/performance\.measure\b/.test(code) || /performance\.mark\([^)]*\)\./.test(code)) && !file.endsWith('user-timing.ts') && `${file}: User Timing with times`,
  ]);
  expect(offenders.filter(Boolean)).toEqual([]);
});
