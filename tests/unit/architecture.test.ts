/**
 * Where code runs (src/node, src/render, src/islands, src/shared, src/service-worker): the rules in
 * .dependency-cruiser.mjs, checked over the real tree, and shown to catch a broken tree (tests/fixtures/zones).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import config from '../../.dependency-cruiser.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

async function violations(baseDir: string): Promise<string[]> {
  const { options } = config;
  const result = await cruise(['src'], {
    ...options, baseDir, validate: true, ruleSet: { forbidden: config.forbidden },
    tsConfig: { fileName: path.join(ROOT, 'tsconfig.json') },
  }, { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }, { tsConfig: extractTSConfig(path.join(ROOT, 'tsconfig.json')) });
  const output = result.output as ICruiseResult;
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}${v.cycle ? ` (${v.cycle.map((c) => c.name).join(' → ')})` : ''}`);
}

describe('the build/browser line', () => {
  it('holds in src/: no zone imports across it, no Node in browser code, no import cycle', async () => {
    expect(await violations(ROOT)).toEqual([]);
  }, 60_000);

  it('catches browser code importing the build, Node in shared code, a service worker importing pages and a cycle', async () => {
    const found = await violations(path.join(ROOT, 'tests/fixtures/zones'));
    expect(found).toEqual(expect.arrayContaining([
      'browser-not-into-node: src/islands/widget.ts → src/node/loader.ts',
      'builtins-only-in-node: src/shared/helper.ts → path',
      'shared-stays-shared: src/shared/helper.ts → src/render/card.ts',
      'service-worker-stays-apart: src/service-worker/worker.ts → src/render/card.ts',
      expect.stringMatching(/^no-circular: src\/(shared\/helper|render\/card)\.ts/),
    ]));
  }, 60_000);
});
