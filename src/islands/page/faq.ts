/**
 * FAQ questions: every answer is in the HTML and open, so the page reads in full without scripts. Here
 * each question becomes a toggle; the one the address names opens.
 */
import { fragmentId } from './fragment';
import { scriptState } from './page-state';

const ITEM = '[data-faq-item]';

function setOpen(item: Element, open: boolean): void {
  const button = item.querySelector('button[aria-controls]');
  const answer = button && document.getElementById(button.getAttribute('aria-controls')!);
  if (!button || !answer) return;
  button.setAttribute('aria-expanded', String(open));
  answer.hidden = !open;
}

function openFromAddress(): void {
  const id = fragmentId(window.location.hash);
  const target = id ? document.getElementById(id) : null;
  const item = target?.closest(ITEM);
  if (item) setOpen(item, true);
}

export function enhanceFaq(): void {
  const items = document.querySelectorAll(ITEM);
  if (!items.length) return;
  // Scripts arriving after the page fell back to showing every answer keep them open: no jump.
  const collapse = scriptState() !== 'failed';
  for (const item of items) {
    setOpen(item, !collapse);
    item.querySelector('button[aria-controls]')?.addEventListener('click', (event) => {
      setOpen(item, (event.currentTarget as Element).getAttribute('aria-expanded') !== 'true');
    });
  }
  openFromAddress();
  window.addEventListener('hashchange', openFromAddress);
}
