import { useEffect, useState } from 'react';
import { Icon } from '../components/Icon';
import { A11Y_UI } from '../strings/a11y';
import './contrast-toggle.css';

/** Shared with public/contrast.js, which applies the stored choice before the first paint. */
export const CONTRAST_STORAGE_KEY = 'cartorio:contraste';
export const CONTRAST_VALUE = 'alto';

function readStored(): boolean {
  return document.documentElement.dataset.contrast === CONTRAST_VALUE;
}

/**
 * eMAG high-contrast toggle. The server always renders it unpressed (it cannot know the choice);
 * after hydration it reads the attribute /contrast.js already set, so hydration still matches.
 */
export function ContrastToggle() {
  const [high, setHigh] = useState(false);

  useEffect(() => setHigh(readStored()), []);

  const toggle = () => {
    const next = !readStored();
    const root = document.documentElement;
    if (next) root.dataset.contrast = CONTRAST_VALUE;
    else delete root.dataset.contrast;
    try {
      if (next) localStorage.setItem(CONTRAST_STORAGE_KEY, CONTRAST_VALUE);
      else localStorage.removeItem(CONTRAST_STORAGE_KEY);
    } catch {
      // Storage blocked: the choice lasts until the page is reloaded.
    }
    setHigh(next);
  };

  return (
    <button type="button" className="contrast-toggle" aria-pressed={high} onClick={toggle}>
      <Icon name="contrast" size={20} />
      <span className="sr-only-narrow">{A11Y_UI.contrastToggle}</span>
    </button>
  );
}
