/** The header search box is a plain GET form; its island (engine and index) starts on first use, not with the page. */
import { startIsland } from './islands';

export const SEARCH_INPUT_ID = 'busca';
const NOT_TEXT = new Set(['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'image', 'range', 'color']);

function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !NOT_TEXT.has(target.type);
}

export function enhanceSearchBox(): void {
  const input = document.getElementById(SEARCH_INPUT_ID) as HTMLInputElement | null;
  const island = input?.form?.querySelector<HTMLElement>('[data-island]');
  if (!input) return;
  document.addEventListener('keydown', (e) => {
    const ctrlK = (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';
    const slash = e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey;
    if ((!ctrlK && !slash) || e.defaultPrevented || typingIn(e.target)) return;
    e.preventDefault();
    input.focus();
    input.select();
  });
  if (!island) return;
  const start = () => void startIsland(island);
  input.addEventListener('focus', start);
  input.addEventListener('keydown', start);
  input.addEventListener('input', start);
  // Focused (autofocus, a quick tap) before this script ran.
  if (document.activeElement === input || input.value) start();
}
