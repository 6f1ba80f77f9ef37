/**
 * The header box's results as you type, following the ARIA combobox pattern: the input keeps focus,
 * arrows move the active option (aria-activedescendant), Enter opens it (or, with none active,
 * submits to /busca?q=…), Escape closes the list, then clears the box. Loaded on first use with the
 * engine and the index (see HeaderSearch).
 */
import { useEffect, useMemo, useState, type KeyboardEvent, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router';
import { SEARCH_UI } from '../strings/search';
import { LISTBOX_ID, optionId, type ComboboxAria, type ComboboxKeys } from './combobox-contract';
import type { Engine } from './engine';
import { loadEngine } from './client';
import { highlight, snippet } from './highlight';
import { Highlighted } from './Highlighted';
import './search.css';

/** Options shown at most, and sections of one page among them. */
const LIMIT = 8;
const PER_PAGE = 2;
/** Wait for a pause in typing before announcing the count to screen readers. */
const ANNOUNCE_DELAY = 700;

interface Props {
  input: RefObject<HTMLInputElement | null>;
  query: string;
  open: boolean;
  setOpen: (open: boolean) => void;
  clear: () => void;
  keys: ComboboxKeys;
  onAria: (aria: ComboboxAria) => void;
}

export default function HeaderCombobox({ input, query, open, setOpen, clear, keys, onAria }: Props) {
  const navigate = useNavigate();
  const [engine, setEngine] = useState<Engine>();
  const [failed, setFailed] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');
  const q = query.trim();

  // Load (again after a failure, on the next change of the query).
  useEffect(() => {
    if (engine) return;
    let live = true;
    loadEngine().then(
      (e) => live && (setEngine(e), setFailed(false)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [engine, q]);

  const response = useMemo(() => (engine && q ? engine.search(query, { typing: true, limit: LIMIT, perPage: PER_PAGE }) : undefined), [engine, query, q]);
  const hits = response?.hits ?? [];
  useEffect(() => setActive(-1), [response]);

  const expanded = open && hits.length > 0;
  const activeId = expanded && active >= 0 ? optionId(active) : undefined;
  useEffect(() => onAria({ expanded, activeId, ready: true }), [expanded, activeId, onAria]);

  useEffect(() => {
    if (!response || !open) return;
    const timer = setTimeout(() => setAnnouncement(SEARCH_UI.count(response.hits.length, q)), ANNOUNCE_DELAY);
    return () => clearTimeout(timer);
  }, [response, open, q]);

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const go = (href: string) => {
    setOpen(false);
    clear();
    navigate(href);
  };

  useEffect(() => {
    keys.onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
      if (e.nativeEvent.isComposing) return;
      switch (e.key) {
        case 'ArrowDown':
        case 'ArrowUp': {
          if (!hits.length) return;
          e.preventDefault();
          const down = e.key === 'ArrowDown';
          if (!expanded) {
            setOpen(true);
            setActive(down ? 0 : hits.length - 1);
          } else {
            setActive((i) => (down ? (i + 1) % hits.length : i <= 0 ? hits.length - 1 : i - 1));
          }
          break;
        }
        case 'Enter':
          // With no active option the form submits: /busca?q=…
          if (expanded && active >= 0) {
            e.preventDefault();
            go(hits[active].href);
          }
          break;
        case 'Escape':
          if (open && q) {
            e.preventDefault();
            setOpen(false);
          } else if (input.current?.value) {
            e.preventDefault();
            clear();
          }
          break;
        default:
      }
    };
  });
  useEffect(() => () => {
    keys.onKeyDown = undefined;
    onAria({ expanded: false, ready: false });
  }, [keys, onAria]);

  const terms = response?.terms ?? new Set<string>();
  const visible = open && q.length > 0 && (Boolean(response) || failed);
  const searchHref = `/busca?q=${encodeURIComponent(q)}`;
  return (
    <>
      {/* Mouse down would move focus out of the input (and close the list) before the click lands. */}
      <div className="search-popup" hidden={!visible} onMouseDown={(e) => e.preventDefault()}>
        <ul id={LISTBOX_ID} role="listbox" aria-label={SEARCH_UI.suggestions} className="search-popup__list" hidden={!hits.length}>
          {hits.map((hit, i) => (
            <li
              key={hit.href}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className="search-option"
              onClick={() => go(hit.href)}
            >
              <span className="search-option__title"><Highlighted segments={highlight(hit.title, terms)} /></span>
              {hit.heading && <span className="search-option__heading"><Highlighted segments={highlight(hit.heading, terms)} /></span>}
              <span className="search-option__snippet"><Highlighted segments={snippet(hit.text, terms, 110)} /></span>
            </li>
          ))}
        </ul>
        {hits.length > 0 && (
          <p className="search-popup__all">
            <Link to={searchHref} onClick={() => setOpen(false)}>{SEARCH_UI.seeAll}</Link>
          </p>
        )}
        {response && !hits.length && (
          <div className="search-popup__empty">
            <p className="search-popup__empty-title">{SEARCH_UI.noResultsFor(q)}</p>
            <p>
              {SEARCH_UI.noResultsHelp} <Link to="/duvidas" onClick={() => setOpen(false)}>{SEARCH_UI.faqLink}</Link>{' '}
              {SEARCH_UI.or} <Link to="/contato" onClick={() => setOpen(false)}>{SEARCH_UI.contactLink}</Link>.
            </p>
          </div>
        )}
        {failed && !response && <p className="search-popup__empty">{SEARCH_UI.loadError}</p>}
      </div>
      <p className="sr-only" role="status">{visible ? announcement : ''}</p>
    </>
  );
}
