import { MAX_QUERY_LENGTH } from '../../../shared/search/query-limit';
import { NOT_FOUND_UI } from '../../../shared/strings/wayfinding';

/**
 * A search box in the page body (not-found page): a plain GET form to /busca, so it works with no
 * script. Its ids differ from the header's box, which sits on the same page.
 */
export function PageSearch({ id = 'busca-pagina' }: { id?: string }) {
  const hintId = `${id}-dica`;
  return (
    <form className="search-page__form page-search" role="search" aria-label={NOT_FOUND_UI.searchTitle} action="/busca" method="get">
      <label htmlFor={id} className="search-page__label">{NOT_FOUND_UI.searchLabel}</label>
      <p id={hintId} className="search-page__hint">{NOT_FOUND_UI.searchHint}</p>
      <div className="search-page__row">
        <input id={id} name="q" type="search" className="search-page__input" autoComplete="off" maxLength={MAX_QUERY_LENGTH} aria-describedby={hintId} />
        <button type="submit" className="button button--primary">{NOT_FOUND_UI.searchSubmit}</button>
      </div>
    </form>
  );
}
