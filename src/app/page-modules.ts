/**
 * Each content file is its own lazily loaded chunk. Loads are cached as promises that React's
 * `use()` can read synchronously once settled: the prerender and hydration preload the current
 * page, so the first render never suspends and hydration matches the HTML.
 */
import type { MdxModule } from '../pages/ContentPage';

// React's use() reads these fields to return a settled promise's value without suspending.
type TrackedPromise = Promise<MdxModule> & { status?: string; value?: MdxModule; reason?: unknown };

const modules = import.meta.glob<MdxModule>(['/content/paginas/**/*.mdx', '/content/noticias/*.mdx']);
const cache = new Map<string, TrackedPromise>();

export function loadPage(file: string): Promise<MdxModule> {
  let promise = cache.get(file);
  if (!promise) {
    const load = modules[`/${file}`];
    if (!load) throw new Error(`Conteúdo não encontrado: ${file}`);
    const tracked: TrackedPromise = load().then(
      (mod) => Object.assign(tracked, { status: 'fulfilled', value: mod }).value!,
      (error: unknown) => {
        // Kept in the cache so React's retry sees the failure (and shows the error page) instead of
        // starting a new download in a loop; forgetFailedPages() allows a retry on the next navigation.
        Object.assign(tracked, { status: 'rejected', reason: error });
        throw error;
      },
    );
    tracked.status = 'pending';
    promise = tracked;
    cache.set(file, promise);
  }
  return promise;
}

/** Drops failed loads (e.g. the visitor was offline) so visiting the page again downloads it again. */
export function forgetFailedPages(): void {
  for (const [file, promise] of cache) if ((promise as TrackedPromise).status === 'rejected') cache.delete(file);
}
