/** eMAG high-contrast toggle; boot.js applies the stored choice before the first paint. */
export const CONTRAST_STORAGE_KEY = 'cartorio:contraste';
export const CONTRAST_VALUE = 'alto';

const root = document.documentElement;

const isHigh = () => root.dataset.contrast === CONTRAST_VALUE;

function store(high: boolean): void {
  try {
    if (high) localStorage.setItem(CONTRAST_STORAGE_KEY, CONTRAST_VALUE);
    else localStorage.removeItem(CONTRAST_STORAGE_KEY);
  } catch {
    // Storage blocked: the choice lasts until the page is left.
  }
}

export function enhanceContrastToggle(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-contrast-toggle]')) {
    button.setAttribute('aria-pressed', String(isHigh()));
    button.addEventListener('click', () => {
      const high = !isHigh();
      if (high) root.dataset.contrast = CONTRAST_VALUE;
      else delete root.dataset.contrast;
      store(high);
      for (const b of document.querySelectorAll('[data-contrast-toggle]')) b.setAttribute('aria-pressed', String(high));
    });
  }
}
