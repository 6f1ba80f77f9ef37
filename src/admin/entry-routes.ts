/**
 * Decap keeps the open entry's form when only the address changes from one entry to another (an address
 * typed or pasted, a link to an entry followed while another is open): the new address would show the
 * previous entry's values, or empty fields. Such a change passes through the entry's collection first, so
 * Decap closes the form and opens the new entry read from its file.
 */

/** "#/collections/servicos/entries/escrituras" → the collection and the entry ("new" for a new one). */
export function entryOf(url: string): { collection: string; entry: string } | undefined {
  const hash = url.includes('#') ? url.slice(url.indexOf('#')) : url;
  const match = /^#\/collections\/([^/?]+)\/(?:entries\/([^?]+)|(new))(?:\?.*)?$/.exec(hash);
  return match ? { collection: match[1], entry: match[2] ?? match[3] } : undefined;
}

/** The address to pass through when the address moves from one open entry to another, else undefined. */
export function passThrough(from: string, to: string): string | undefined {
  const [before, after] = [entryOf(from), entryOf(to)];
  if (!before || !after || (before.collection === after.collection && before.entry === after.entry)) return undefined;
  return `#/collections/${after.collection}`;
}

/** Watches the address: a move between entries goes through the collection, then to the entry asked for. */
export function watchEntryRoutes(): void {
  window.addEventListener('hashchange', (event) => {
    const via = passThrough(event.oldURL, event.newURL);
    if (!via) return;
    const target = location.hash;
    location.replace(via);
    // The next frame: Decap has closed the form by then, and opens the entry from its file.
    requestAnimationFrame(() => setTimeout(() => location.replace(target), 0));
  });
}
