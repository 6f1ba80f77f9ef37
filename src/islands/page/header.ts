/**
 * The header without React: the menu is a native popover (opens even when scripts fail); this keeps
 * `aria-expanded` in sync, closes it on any link tap and returns focus to the toggle. `data-scrolled`
 * follows the spec's 50 px; the header keeps its height in both styles, so it needs no hysteresis.
 */
export const MENU_ID = 'menu-principal';
export const MENU_TOGGLE_ID = 'menu-toggle';
export const SCROLLED_PX = 50;

function isOpen(menu: HTMLElement): boolean {
  try {
    return menu.matches(':popover-open');
  } catch {
    return false; // A browser without popovers shows the menu as a plain list.
  }
}

export function enhanceMenu(): void {
  const menu = document.getElementById(MENU_ID);
  const toggle = document.getElementById(MENU_TOGGLE_ID);
  if (!menu || !toggle) return;
  const sync = () => toggle.setAttribute('aria-expanded', String(isOpen(menu)));
  sync();
  menu.addEventListener('toggle', () => {
    sync();
    const focus = document.activeElement;
    if (!isOpen(menu) && (!focus || focus === document.body || menu.contains(focus))) toggle.focus({ preventScroll: true });
  });
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a') && isOpen(menu)) menu.hidePopover();
  });
  for (const skip of document.querySelectorAll<HTMLAnchorElement>(`a[href="#${MENU_ID}"]`)) {
    skip.addEventListener('click', (event) => {
      if (menu.getClientRects().length > 0) return; // The menu is on screen (wide screens, or open).
      event.preventDefault();
      toggle.focus();
    });
  }
}

export function watchScroll(): void {
  const header = document.querySelector<HTMLElement>('[data-scrolled]');
  if (!header) return;
  let frame = 0;
  const update = () => {
    frame = 0;
    const next = String(window.scrollY > SCROLLED_PX);
    if (header.dataset.scrolled !== next) header.dataset.scrolled = next;
  };
  window.addEventListener('scroll', () => (frame ||= requestAnimationFrame(update)), { passive: true });
  update();
}
