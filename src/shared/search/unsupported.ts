/**
 * A browser that cannot run the search's ranking: no WebAssembly, or a policy that forbids compiling
 * it (Safari before 16 knows no 'wasm-unsafe-eval'). Asking again would fail again, unlike a download
 * that failed offline, so the page says so and points to the pages that list everything instead.
 * Named, not only a class: the error crosses from the search's worker to the page as a message.
 */
export const SEARCH_UNSUPPORTED = 'SearchUnsupportedError';

export class SearchUnsupportedError extends Error {
  override name = SEARCH_UNSUPPORTED;
}

export const isSearchUnsupported = (error: unknown) => error instanceof Error && error.name === SEARCH_UNSUPPORTED;
