import type { Plugin } from 'vite';
import { compileRanking } from '../search-index/compile-ranking.ts';

/** Compiles the search's ranking module (src/node/search-index/compile-ranking.ts) when its source changed, before anything imports it. */
export function rankingWasmPlugin(): Plugin {
  return { name: 'cartorio-ranking-wasm', buildStart: () => compileRanking().then(() => undefined) };
}
