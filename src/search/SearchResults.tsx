/**
 * The /busca page: a search form and, for /busca?q=TEXT, the results in rank order as links to the
 * page section (<a href="/route#section">) inside [data-search-results]. Prerendered empty; the
 * query is read from the address after hydration (so the HTML matches), then the engine and the
 * index load and the results fill in. The count is announced (role="status").
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { SEARCH_UI } from '../strings/search';
import type { SearchResponse } from './engine';
import { loadEngine } from './client';
import { highlight, snippet } from './highlight';
import { Highlighted } from './Highlighted';
import './search.css';

const FIELD_ID = 'busca-pagina';
const HINT_ID = 'busca-pagina-dica';
const LIMIT = 30;

type State =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'done'; query: string; response: SearchResponse }
  | { status: 'error'; query: string };

export function SearchResults() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const field = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ status: 'idle' });

  useEffect(() => {
    const query = (new URLSearchParams(search).get('q') ?? '').trim();
    if (field.current && document.activeElement !== field.current) field.current.value = query;
    if (!query) {
      setState({ status: 'idle' });
      return;
    }
    let live = true;
    setState({ status: 'loading', query });
    loadEngine().then(
      (engine) => live && setState({ status: 'done', query, response: engine.search(query, { limit: LIMIT, perPage: 3 }) }),
      () => live && setState({ status: 'error', query }),
    );
    return () => {
      live = false;
    };
  }, [search]);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const q = field.current?.value.trim() ?? '';
    navigate(q ? `/busca?q=${encodeURIComponent(q)}` : '/busca');
  };

  const status =
    state.status === 'loading' ? SEARCH_UI.searching
      : state.status === 'done' ? SEARCH_UI.found(state.response.hits.length, state.query)
        : state.status === 'error' ? SEARCH_UI.loadError
          : '';
  const hits = state.status === 'done' ? state.response.hits : [];
  const terms = state.status === 'done' ? state.response.terms : new Set<string>();

  return (
    <div className="search-page">
      <form className="search-page__form" role="search" aria-label={SEARCH_UI.pageFormLabel} action="/busca" method="get" onSubmit={submit}>
        <label htmlFor={FIELD_ID} className="search-page__label">{SEARCH_UI.fieldLabel}</label>
        <p id={HINT_ID} className="search-page__hint">{SEARCH_UI.fieldHint}</p>
        <div className="search-page__row">
          <input ref={field} id={FIELD_ID} name="q" type="search" className="search-page__input" autoComplete="off" aria-describedby={HINT_ID} />
          <button type="submit" className="button button--primary">{SEARCH_UI.submit}</button>
        </div>
      </form>
      <noscript>
        <p className="search-page__status">
          {SEARCH_UI.noscript} <a href="/servicos">{SEARCH_UI.servicesLink}</a> · <a href="/duvidas">{SEARCH_UI.faqLink}</a>
        </p>
      </noscript>
      <p className="search-page__status" role="status">{status}</p>
      <div data-search-results="">
        {hits.length > 0 && (
          <ol className="search-results" aria-label={state.status === 'done' ? SEARCH_UI.resultsList(state.query) : undefined}>
            {hits.map((hit) => (
              <li key={hit.href} className="search-result">
                <h2 className="search-result__title">
                  <Link to={hit.href}>
                    <Highlighted segments={highlight(hit.title, terms)} />
                    {hit.heading && (
                      <span className="search-result__heading">
                        <span aria-hidden="true"> › </span>
                        <span className="sr-only">, </span>
                        <Highlighted segments={highlight(hit.heading, terms)} />
                      </span>
                    )}
                  </Link>
                </h2>
                <p className="search-result__snippet"><Highlighted segments={snippet(hit.text, terms)} /></p>
              </li>
            ))}
          </ol>
        )}
        {state.status === 'done' && !hits.length && (
          <p className="search-page__empty">
            {SEARCH_UI.noResultsHelp} <Link to="/duvidas">{SEARCH_UI.faqLink}</Link> {SEARCH_UI.or}{' '}
            <Link to="/contato">{SEARCH_UI.contactLink}</Link>.
          </p>
        )}
      </div>
    </div>
  );
}
