/** Island of /busca. Prerendered empty: the query is read from the address after hydration. */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { AdoptedValues } from '../../shared/islands';
import { SEARCH_UI } from '../../shared/strings/search';
import type { SearchResponse } from '../../shared/search/engine';
import { loadSearch, type SearchClient } from './search-client';
import { SEARCH_MEASURE, SEARCH_START } from '../../shared/search/timing';
import { markNow, measureSince } from '../../shared/user-timing';
import { Highlighted } from './Highlighted';
import { SearchForm } from './SearchForm';
import { limitQuery } from '../../shared/search/query-limit';
import type { Answer } from '../../shared/search/answers';
import type { NoMatchProps } from './NoMatch';

type AnswersView = typeof import('./answers-view');

const FIELD_ID = 'busca-pagina';
/** Entries shown at first and added by "Mostrar mais". */
const PAGE_SIZE = 20;
const SECTIONS = 3;

type State =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'done'; query: string; search: SearchClient; response: SearchResponse; view: AnswersView; answer?: Answer; noMatch?: NoMatchProps }
  | { status: 'error'; query: string };

/** Each word of a query that found nothing, searched alone. */
const PROBE = { limit: 5, perPage: 0 };

async function results(search: SearchClient, query: string, limit: number): Promise<SearchResponse> {
  const start = markNow(SEARCH_START);
  const response = await search.find(query, { limit, perPage: SECTIONS });
  measureSince(SEARCH_MEASURE, start);
  return response;
}

/** An odd or overlong query is cut and made safe, never an error. */
const addressQuery = () => limitQuery(new URLSearchParams(window.location.search).get('q') ?? '');

export function SearchResultsIsland({ adopted = {} }: { adopted?: AdoptedValues }) {
  const field = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const [state, setState] = useState<State>({ status: 'idle' });
  const [more, setMore] = useState(false);
  /** Said in the status line; the button retries. */
  const [moreFailed, setMoreFailed] = useState(false);
  const focusEntry = useRef(-1);

  useEffect(() => {
    const query = addressQuery();
    // Text typed into the box before the page was interactive stays.
    if (field.current && adopted.q === undefined && document.activeElement !== field.current) field.current.value = query;
    if (!query) {
      setState({ status: 'idle' });
      return;
    }
    let live = true;
    setState({ status: 'loading', query });
    Promise.all([loadSearch(), import('./answers-view')]).then(
      async ([search, view]) => {
        const { closestServices, findAnswer, probeWords } = view;
        const response = await results(search, query, PAGE_SIZE);
        const answer = findAnswer(query, response.hits[0]?.href, search.answers, response.unknown);
        let noMatch: NoMatchProps | undefined;
        if (!response.hits.length && !answer) {
          const probes = new Map(await Promise.all(probeWords(query).map(async (word) => [word, (await search.find(word, PROBE)).hits] as const)));
          noMatch = {
            query,
            services: closestServices(query, (word) => probes.get(word) ?? [], search.answers?.services),
            whatsapp: search.answers?.office.whatsapp,
          };
        }
        if (live) setState({ status: 'done', query, search, response, view, answer, noMatch });
      },
    ).catch(() => live && setState({ status: 'error', query }));
    return () => {
      live = false;
    };
  }, [adopted.q]);

  useLayoutEffect(() => {
    if (focusEntry.current < 0) return;
    list.current?.querySelectorAll<HTMLAnchorElement>(':scope > li > h2 a')[focusEntry.current]?.focus();
    focusEntry.current = -1;
  }, [state]);

  const status =
    moreFailed ? SEARCH_UI.loadError
      : state.status === 'loading' ? SEARCH_UI.searching
      : state.status === 'done' ? SEARCH_UI.found(state.response.total, state.query)
        : state.status === 'error' ? SEARCH_UI.loadError
          : '';
  const hits = state.status === 'done' ? state.response.hits : [];
  const total = state.status === 'done' ? state.response.total : 0;
  const showMore = () => {
    if (state.status !== 'done' || more) return;
    setMore(true);
    setMoreFailed(false);
    results(state.search, state.query, hits.length + PAGE_SIZE).then(
      (response) => {
        focusEntry.current = hits.length;
        setState({ ...state, response });
      },
      () => setMoreFailed(true),
    ).finally(() => setMore(false));
  };

  return (
    <div className="search-page">
      <SearchForm
        id={FIELD_ID} inputRef={field} defaultValue={adopted.q} formLabel={SEARCH_UI.pageFormLabel}
        label={SEARCH_UI.fieldLabel} hint={SEARCH_UI.fieldHint} submit={SEARCH_UI.submit}
      />
      <p className="search-page__status" data-island-fallback="">
        {SEARCH_UI.noscript} <a href="/servicos">{SEARCH_UI.servicesLink}</a> · <a href="/duvidas">{SEARCH_UI.faqLink}</a>
      </p>
      <p className="search-page__status" role="status">{status}</p>
      <div data-search-results="">
        {state.status === 'done' && state.answer && <state.view.AnswerCard answer={state.answer} />}
        {hits.length > 0 && (
          <ol ref={list} className="search-results" aria-label={state.status === 'done' ? SEARCH_UI.resultsList(state.query) : undefined}>
            {hits.map((hit) => (
              <li key={hit.route} className="search-result">
                <h2 className="search-result__title">
                  <a href={hit.href}>
                    <Highlighted segments={hit.drawn.title} />
                    {hit.heading && (
                      <span className="search-result__heading">
                        <span aria-hidden="true"> › </span>
                        <span className="sr-only">, </span>
                        <Highlighted segments={hit.drawn.heading} />
                      </span>
                    )}
                  </a>
                </h2>
                <p className="search-result__snippet"><Highlighted segments={hit.drawn.snippet} /></p>
                {hit.sections.length > 0 && (
                  <ul className="search-result__sections">
                    {hit.sections.map((section) => (
                      <li key={section.anchor}>
                        <a href={section.href}><Highlighted segments={section.drawn.heading} /></a>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        )}
        {hits.length < total && (
          <div className="search-page__more">
            <p>{SEARCH_UI.showing(hits.length, total)}</p>
            <button type="button" className="button button--secondary" aria-disabled={more || undefined} onClick={showMore}>
              {SEARCH_UI.showMore}
            </button>
          </div>
        )}
        {state.status === 'done' && state.noMatch && <state.view.NoMatch {...state.noMatch} />}
      </div>
    </div>
  );
}
