import { Icon } from '../components/Icon';
import { SEARCH_UI } from '../strings/search';

/**
 * Header search box. Without JavaScript it is a plain GET form to /busca, so it always works;
 * the interactive combobox enhances it.
 */
export function HeaderSearch() {
  return (
    <form className="header-search" role="search" action="/busca" method="get">
      <label htmlFor="busca" className="sr-only">{SEARCH_UI.label}</label>
      <input id="busca" name="q" type="search" className="header-search__input" placeholder={SEARCH_UI.placeholder} autoComplete="off" />
      <button type="submit" className="header-search__submit">
        <Icon name="search" size={18} />
        <span className="sr-only">{SEARCH_UI.submit}</span>
      </button>
    </form>
  );
}
