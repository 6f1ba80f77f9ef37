import { NOT_FOUND_UI } from '../../../shared/strings/wayfinding';
import { SearchForm } from '../../../islands/search/SearchForm';

/** A search box in the page body (the not-found page), the same form as /busca's. */
export function PageSearch({ id = 'busca-pagina' }: { id?: string }) {
  return (
    <SearchForm
      id={id} className="page-search" formLabel={NOT_FOUND_UI.searchTitle} label={NOT_FOUND_UI.searchLabel}
      hint={NOT_FOUND_UI.searchHint} submit={NOT_FOUND_UI.searchSubmit}
    />
  );
}
