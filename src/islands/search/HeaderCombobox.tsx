/** Island: the header box's suggestions (ARIA combobox). The input stays the server's GET form field. */
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SEARCH_UI } from '../../shared/strings/search';
import type { SearchResponse } from '../../shared/search/engine';
import { loadSearch, type SearchClient } from './search-client';
import { Highlighted } from './Highlighted';
import { limitQuery, searchHref } from '../../shared/search/query-limit';

export const LISTBOX_ID = 'busca-sugestoes';
const optionId = (index: number) => `busca-opcao-${index}`;

/** One option per page, at its best section. */
const LIMIT = 8;
const SUGGESTIONS = { typing: true, limit: LIMIT, perPage: 0, snippet: 110 };
/** The count is announced after typing pauses this long. */
const ANNOUNCE_DELAY = 700;

export function HeaderCombobox({ inputId }: { inputId: string }) {
  const input = useRef(document.getElementById(inputId) as HTMLInputElement | null);
  const [query, setQuery] = useState(() => input.current?.value ?? '');
  const [open, setOpen] = useState(() => document.activeElement === input.current);
  const [search, setSearch] = useState<SearchClient>();
  /** The worker starts on the last key before React draws it. */
  const asked = useRef<{ q: string; answer: Promise<SearchResponse> }>(undefined);
  const [failed, setFailed] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');
  const q = limitQuery(query);

  // After a failure, loads again on the next change of the query.
  useEffect(() => {
    if (search) return;
    let live = true;
    loadSearch().then((s) => live && (setSearch(s), setFailed(false)), () => live && setFailed(true));
    return () => void (live = false);
  }, [search, q]);

  // The list changes when an answer comes, not on each key.
  const [{ response, answered } = {}, setResponse] = useState<{ response: SearchResponse; answered: string }>();
  useEffect(() => {
    if (!search || !q) return void setResponse(undefined);
    const latest = asked.current;
    // A newer key has asked already: wait for its answer.
    if (latest && latest.q !== q) return undefined;
    let live = true;
    // A transition: no long task. Failing because a newer key asked is no failure.
    (latest ? latest.answer : search.find(q, SUGGESTIONS)).then((found) => live && startTransition(() => (setResponse({ response: found, answered: q }), setFailed(false))), () => live && asked.current === latest && setFailed(true));
    return () => void (live = false);
  }, [search, q]);
  const hits = response?.hits ?? [];
  useEffect(() => setActive(-1), [response]);

  const expanded = open && hits.length > 0;
  const activeId = expanded && active >= 0 ? optionId(active) : undefined;

  useEffect(() => {
    const attributes = { role: 'combobox', 'aria-autocomplete': 'list', 'aria-expanded': String(expanded), 'aria-controls': LISTBOX_ID, 'aria-activedescendant': activeId };
    for (const [name, value] of Object.entries(attributes)) {
      if (value === undefined) input.current?.removeAttribute(name);
      else input.current?.setAttribute(name, value);
    }
  }, [expanded, activeId]);

  useEffect(() => {
    if (!response || !open) return;
    const timer = setTimeout(() => setAnnouncement(SEARCH_UI.count(response.hits.length, response.total, answered!)), ANNOUNCE_DELAY);
    return () => clearTimeout(timer);
  }, [response, open, answered]);

  // A block body: Chromium's scrollIntoView returns a promise, which React would call as cleanup.
  useEffect(() => { if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' }); }, [activeId]);

  const go = useCallback((href: string) => (setOpen(false), window.location.assign(href)), []);
  // Drawn again only for a new answer or active option, not on each key.
  const options = useMemo(() => hits.map((hit, i) => (
    <li key={hit.route} id={optionId(i)} role="option" aria-selected={i === active} className="search-option" onClick={() => go(hit.href)}>
      <span className="search-option__title"><Highlighted segments={hit.drawn.title} /></span>
      {hit.heading && <span className="search-option__heading"><Highlighted segments={hit.drawn.heading} /></span>}
      <span className="search-option__snippet"><Highlighted segments={hit.drawn.snippet} /></span>
    </li>
  )), [hits, active, go]);

  // The input's listener reads the latest state through this ref.
  const onKeyDown = useRef((_e: KeyboardEvent) => {});
  onKeyDown.current = (e: KeyboardEvent) => {
    if (e.isComposing) return;
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!hits.length) return;
        e.preventDefault();
        const down = e.key === 'ArrowDown';
        if (!expanded) setOpen(true);
        setActive((i) => (!expanded ? (down ? 0 : hits.length - 1) : down ? (i + 1) % hits.length : i <= 0 ? hits.length - 1 : i - 1));
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
          input.current.value = '';
          setQuery('');
        }
        break;
    }
  };

  useEffect(() => {
    const el = input.current;
    if (!el) return undefined;
    const form = el.form;
    const onInput = () => {
      const typed = limitQuery(el.value);
      const answer = typed ? loadSearch().then((s) => s.find(typed, SUGGESTIONS)) : undefined;
      // Failing because a newer key asked is no error.
      answer?.catch(() => {});
      asked.current = answer && { q: typed, answer };
      // Not urgent: the box shows the typed text by itself.
      startTransition(() => {
        setQuery(el.value);
        setOpen(true);
      });
    };
    const onFocus = () => setOpen(true);
    const onKey = (e: KeyboardEvent) => onKeyDown.current(e);
    const onFocusOut = (e: FocusEvent) => {
      if (!form?.contains(e.relatedTarget as Node | null)) setOpen(false);
    };
    el.addEventListener('input', onInput);
    el.addEventListener('focus', onFocus);
    el.addEventListener('keydown', onKey);
    form?.addEventListener('focusout', onFocusOut);
    // Keys typed before the listener was added: catch up with the box.
    setQuery(el.value);
    return () => {
      el.removeEventListener('input', onInput);
      el.removeEventListener('focus', onFocus);
      el.removeEventListener('keydown', onKey);
      form?.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  const visible = open && q.length > 0 && (Boolean(response) || failed);
  return (
    <>
      {/* Mouse down would move focus out (closing the list) before the click lands. */}
      <div className="search-popup" hidden={!visible} onMouseDown={(e) => e.preventDefault()}>
        <ul id={LISTBOX_ID} role="listbox" aria-label={SEARCH_UI.suggestions} className="search-popup__list" hidden={!hits.length}>
          {options}
        </ul>
        {hits.length > 0 && (
          <p className="search-popup__all">
            <a href={searchHref(answered!)}>{SEARCH_UI.seeAll}</a>
          </p>
        )}
        {response && !hits.length && (
          <div className="search-popup__empty">
            <p className="search-popup__empty-title">{SEARCH_UI.noResultsFor(answered!)}</p>
            <p>
              {SEARCH_UI.noResultsHelp} <a href="/duvidas">{SEARCH_UI.faqLink}</a> {SEARCH_UI.or} <a href="/contato">{SEARCH_UI.contactLink}</a>.
            </p>
          </div>
        )}
        {failed && !response && <p className="search-popup__empty">{SEARCH_UI.loadError}</p>}
      </div>
      <p className="sr-only" role="status">{visible ? announcement : ''}</p>
    </>
  );
}
