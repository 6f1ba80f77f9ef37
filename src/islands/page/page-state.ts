/**
 * The page's script state on <html data-js>: "pending" (set before the first paint by boot.js), "ready",
 * or "failed" (CSS then shows the plain page, every answer open). Keep the names in sync with boot.js.
 */
const root = document.documentElement;

export type ScriptState = 'pending' | 'ready' | 'failed';

export function scriptState(): ScriptState {
  const state = root.dataset.js;
  return state === 'ready' || state === 'failed' ? state : 'pending';
}

/** A late run after "failed" keeps "failed": the page already shows everything. */
export function markScriptsReady(): void {
  if (scriptState() === 'pending') root.dataset.js = 'ready';
}
