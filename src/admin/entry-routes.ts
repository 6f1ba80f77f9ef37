/**
 * Decap keeps the open form when only the address moves to another entry, showing the previous entry's
 * values. Such a move passes through the collection first, so Decap reopens the entry from its file.
 */

export function entryOf(url: string): { collection: string; entry: string } | undefined {
  const hash = url.includes('#') ? url.slice(url.indexOf('#')) : url;
  const match = /^#\/collections\/([^/?]+)\/(?:entries\/([^?]+)|(new))(?:\?.*)?$/.exec(hash);
  return match ? { collection: match[1], entry: match[2] ?? match[3] } : undefined;
}

export function passThrough(from: string, to: string): string | undefined {
  const [before, after] = [entryOf(from), entryOf(to)];
  if (!before || !after || (before.collection === after.collection && before.entry === after.entry)) return undefined;
  return `#/collections/${after.collection}`;
}

export function watchEntryRoutes(): void {
  window.addEventListener('hashchange', (event) => {
    const via = passThrough(event.oldURL, event.newURL);
    if (!via) return;
    const target = location.hash;
    location.replace(via);
    // The next frame: Decap has closed the form by then.
    requestAnimationFrame(() => setTimeout(() => location.replace(target), 0));
  });
}
