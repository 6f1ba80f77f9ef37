/**
 * Build check: a chunk without React in it never imports, statically, a chunk that holds React. A plain
 * page script (the page script, the deed calculator, the search engine…) that did would make every page
 * running it download React, though no island there is used. React is in a chunk when one of its modules
 * is React itself (react, react-dom, scheduler) or imports it (a component). The build stops and names
 * the plain module, the module it imports and the chunk that module was put in.
 */
import type { Plugin } from 'vite';

const REACT_PACKAGE = /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler)[\\/]/;

/** One chunk of the client build: its file, its modules (ids) and the chunks it imports statically. */
export interface BuiltChunk {
  file: string;
  modules: string[];
  imports: string[];
}

/** Module ids relative to the project, as a developer reads them. */
const shortId = (id: string, root: string) => id.replace(/\0/g, '').replace(`${root}/`, '').replace(/^.*[\\/]node_modules[\\/]/, '');

/**
 * The problems of a client build, one sentence each (empty when every plain chunk stays plain).
 * `importsOf` gives a module's static imports (ids).
 */
export function plainChunkProblems(chunks: BuiltChunk[], importsOf: (id: string) => readonly string[], root = ''): string[] {
  const isReact = (id: string) => REACT_PACKAGE.test(id) || importsOf(id).some((dep) => REACT_PACKAGE.test(dep));
  const chunkOf = new Map(chunks.flatMap((chunk) => chunk.modules.map((id) => [id, chunk] as const)));
  const reactChunks = new Set(chunks.filter((chunk) => chunk.modules.some(isReact)).map((chunk) => chunk.file));
  const problems: string[] = [];
  for (const chunk of chunks) {
    if (reactChunks.has(chunk.file)) continue;
    for (const file of chunk.imports.filter((f) => reactChunks.has(f))) {
      const pairs = chunk.modules.flatMap((id) => importsOf(id).filter((dep) => chunkOf.get(dep)?.file === file).map((dep) => [id, dep]));
      const what = pairs.length
        ? `${pairs.map(([id, dep]) => `${shortId(id, root)} importa ${shortId(dep, root)}`).join('; ')}, que está em ${file}, o chunk com React`
        : `importa ${file}, um chunk com React (módulos: ${chunk.modules.map((id) => shortId(id, root)).join(', ')})`;
      problems.push(
        `${chunk.file} (sem React): ${what}. ` +
          'Toda página que roda esse script baixaria o React: ponha o módulo num chunk sem React (codeSplitting.groups em vite.config.ts).',
      );
    }
  }
  return problems;
}

/** The check as a plugin of the client build (the server bundle has React outside its chunks). */
export function plainChunksPlugin(): Plugin {
  let root = '';
  return {
    name: 'cartorio-plain-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? [{ file: output.fileName, modules: output.moduleIds, imports: output.imports }] : [],
      );
      const problems = plainChunkProblems(chunks, (id) => this.getModuleInfo(id)?.importedIds ?? [], root);
      if (problems.length) this.error(`Um script sem React importa de um chunk com React:\n${problems.join('\n')}`);
    },
  };
}
