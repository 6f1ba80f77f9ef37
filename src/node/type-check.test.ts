import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { typeCheck } from './type-check.mjs';

const tsc = path.resolve('node_modules/typescript-native/bin/tsc');

/** A project of one file, checked by the build's own type check with `npm run typecheck`'s compiler. */
function project(code: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'type-check-'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ scripts: { typecheck: `node ${tsc} --noEmit --singleThreaded` } }));
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, noEmit: true, types: [] }, include: ['*.ts'] }));
  fs.writeFileSync(path.join(dir, 'kind.ts'), code);
  return dir;
}

describe('the build\'s type check', () => {
  it('reports a wrong name with its file, and nothing when the types are right', async () => {
    const wrong = project("const forms = { paginas: 1 };\nexport const form: number = forms.pagina;\n");
    const right = project("const forms = { paginas: 1 };\nexport const form: number = forms.paginas;\n");
    try {
      const [bad, good] = await Promise.all([typeCheck(wrong), typeCheck(right)]);
      expect(bad).toMatch(/kind\.ts.*pagina/s);
      expect(good).toBe('');
    } finally {
      for (const dir of [wrong, right]) fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
