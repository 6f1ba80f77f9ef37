/**
 * The page's script state on <html data-js>, set to "pending" before the first paint by public/boot.js:
 * - "pending": scripts are on their way; CSS shows their state from the first paint (FAQ answers closed);
 * - "ready": the page's scripts ran;
 * - "failed": they did not (blocked, offline, too slow, threw); CSS shows the plain page (every answer open).
 * Keep the names in sync with public/boot.js.
 */
const root = document.documentElement;

export type ScriptState = 'pending' | 'ready' | 'failed';

export function scriptState(): ScriptState {
  const state = root.dataset.js;
  return state === 'ready' || state === 'failed' ? state : 'pending';
}

/** Called once the page's own scripts ran (a late run after "failed" keeps "failed": the page already shows everything). */
export function markScriptsReady(): void {
  if (scriptState() === 'pending') root.dataset.js = 'ready';
}
