/**
 * Build check: a chunk without React never statically imports a chunk that holds React, or every page
 * running that plain script would download React for nothing. The build stops and names the modules.
 */
import type { Plugin } from 'vite';

const REACT_PACKAGE = /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler)[\\/]/;

export interface BuiltChunk {
  file: string;
  modules: string[];
  imports: string[];
}

const shortId = (id: string, root: string) => id.replace(/\0/g, '').replace(`${root}/`, '').replace(/^.*[\\/]node_modules[\\/]/, '');

/** One sentence per problem; `importsOf` gives a module's static imports. */
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

/** Client build only: the server bundle has React outside its chunks. */
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
