import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'rolldown';
import { afterAll, describe, expect, it } from 'vitest';
import { plainChunkProblems, plainChunksPlugin } from './plain-chunks';

const REACT = '/p/node_modules/react/index.js';

describe('plain chunks never import a chunk with React', () => {
  const imports: Record<string, string[]> = {
    '/p/src/main.ts': [],
    '/p/src/calc.ts': ['/p/src/replace.ts'],
    '/p/src/mount.tsx': [REACT, '/p/src/replace.ts'],
    '/p/src/Form.tsx': [REACT],
    '/p/src/engine.ts': ['/p/src/timing.ts'],
  };
  const importsOf = (id: string) => imports[id] ?? [];

  it('names the plain module, what it imports and the React chunk it was put in', () => {
    const chunks = [
      { file: 'assets/index.js', modules: ['/p/src/main.ts'], imports: [] },
      { file: 'assets/calc.js', modules: ['/p/src/calc.ts'], imports: ['assets/react.js'] },
      { file: 'assets/react.js', modules: [REACT, '/p/src/replace.ts', '/p/src/mount.tsx'], imports: [] },
    ];
    const problems = plainChunkProblems(chunks, importsOf, '/p');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('assets/calc.js (sem React): src/calc.ts importa src/replace.ts, que está em assets/react.js');
  });

  it('counts a chunk with a component as React, and lets React chunks import plain ones', () => {
    const chunks = [
      { file: 'assets/engine.js', modules: ['/p/src/engine.ts'], imports: ['assets/parts.js'] },
      { file: 'assets/parts.js', modules: ['/p/src/timing.ts', '/p/src/Form.tsx'], imports: ['assets/react.js'] },
      { file: 'assets/react.js', modules: [REACT, '/p/src/mount.tsx'], imports: ['assets/helpers.js'] },
      { file: 'assets/helpers.js', modules: ['/p/src/replace.ts'], imports: [] },
    ];
    expect(plainChunkProblems(chunks, importsOf, '/p')).toEqual([
      expect.stringContaining('assets/engine.js (sem React): src/engine.ts importa src/timing.ts, que está em assets/parts.js'),
    ]);
    expect(plainChunkProblems(chunks.slice(2), importsOf, '/p')).toEqual([]);
  });

  describe('in a real build', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plain-chunks-'));
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    write('node_modules/react/package.json', '{"name":"react","main":"index.js"}');
    write('node_modules/react/index.js', 'export const render = (el) => { el.dataset.react = "yes"; };');
    write('src/replace.js', 'export const replace = (el, text) => { el.textContent = text; };');
    write('src/mount.js', 'import { render } from "react";\nimport { replace } from "./replace.js";\nexport const mount = (el) => { render(el); replace(el, "x"); };');
    write('src/calc.js', 'import { replace } from "./replace.js";\nexport const calc = (el) => replace(el, "1");');
    write('src/main.js', 'export const go = (el) => Promise.all([import("./calc.js"), import("./mount.js")]).then(([c, m]) => { c.calc(el); m.mount(el); });');
    const bundle = (includeDependenciesRecursively: boolean) =>
      build({
        input: path.join(dir, 'src/main.js'),
        cwd: dir,
        write: false,
        plugins: [plainChunksPlugin()],
        output: { codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/]react[\\/]|mount/, includeDependenciesRecursively }] } },
      });

    it('fails when the bundler puts a helper of the deed calculator with React (its first version)', async () => {
      await expect(bundle(true)).rejects.toThrow(/calc-[\w-]+\.js \(sem React\): .*src\/calc\.js importa .*src\/replace\.js, que está em react-[\w-]+\.js/);
    });

    it('passes when React’s chunk holds React and its runtime only', async () => {
      const { output } = await bundle(false);
      expect(output.find((o) => o.type === 'chunk' && o.fileName.startsWith('react-'))).toBeTruthy();
    });
  });
});
