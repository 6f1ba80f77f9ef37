import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Icon } from '../components/Icon';
import { SEARCH_UI } from '../strings/search';
import { INPUT_ID, LISTBOX_ID, type ComboboxAria, type ComboboxKeys } from './combobox-contract';

/** The combobox (results as you type) and Fuse.js load on the first focus or key press, not with the page. */
const HeaderCombobox = lazy(() => import('./HeaderCombobox'));

const NOT_TEXT = new Set(['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'image', 'range', 'color']);

/** True while the visitor types in a field (then "/" is a character and Ctrl+K an editing key, not shortcuts). */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !NOT_TEXT.has(target.type);
}

/**
 * Header search box. Without JavaScript it is a plain GET form to /busca, so it always works;
 * once the page is interactive it becomes an ARIA combobox (HeaderCombobox), and Ctrl+K or "/" focus it.
 */
export function HeaderSearch() {
  const input = useRef<HTMLInputElement>(null);
  const keys = useRef<ComboboxKeys>({});
  const navigate = useNavigate();
  const [hydrated, setHydrated] = useState(false);
  const [used, setUsed] = useState(false);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [aria, setAria] = useState<ComboboxAria>({ expanded: false, ready: false });

  useEffect(() => {
    setHydrated(true);
    // Focused or typed in before the page became interactive.
    const el = input.current;
    if (el && (document.activeElement === el || el.value)) {
      setQuery(el.value);
      setUsed(true);
      setOpen(document.activeElement === el);
    }
    const onKey = (e: globalThis.KeyboardEvent) => {
      const ctrlK = (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';
      const slash = e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey;
      if ((!ctrlK && !slash) || e.defaultPrevented || typingIn(e.target)) return;
      e.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const start = () => {
    setUsed(true);
    setOpen(true);
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const q = input.current?.value.trim() ?? '';
    setOpen(false);
    navigate(q ? `/busca?q=${encodeURIComponent(q)}` : '/busca');
  };
  const clear = () => {
    if (input.current) input.current.value = '';
    setQuery('');
  };

  return (
    <form
      className="header-search"
      role="search"
      aria-label={SEARCH_UI.label}
      action="/busca"
      method="get"
      onSubmit={submit}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={INPUT_ID} className="sr-only">{SEARCH_UI.label}</label>
      <input
        ref={input}
        id={INPUT_ID}
        name="q"
        type="search"
        className="header-search__input"
        placeholder={SEARCH_UI.placeholder}
        autoComplete="off"
        aria-keyshortcuts={SEARCH_UI.shortcuts}
        onFocus={start}
        onChange={(e) => {
          setQuery(e.currentTarget.value);
          start();
        }}
        onKeyDown={(e) => {
          setUsed(true);
          keys.current.onKeyDown?.(e);
        }}
        {...(hydrated && {
          role: 'combobox',
          'aria-autocomplete': 'list' as const,
          'aria-expanded': aria.expanded,
          'aria-controls': aria.ready ? LISTBOX_ID : undefined,
          'aria-activedescendant': aria.activeId,
        })}
      />
      <button type="submit" className="header-search__submit">
        <Icon name="search" size={18} />
        <span className="sr-only">{SEARCH_UI.submit}</span>
      </button>
      {used && (
        <Suspense fallback={null}>
          <HeaderCombobox input={input} query={query} open={open} setOpen={setOpen} clear={clear} keys={keys.current} onAria={setAria} />
        </Suspense>
      )}
    </form>
  );
}
