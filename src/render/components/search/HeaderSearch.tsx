import { Icon } from '../Icon';
import { Island } from '../../Island';
import { SEARCH_UI } from '../../../shared/strings/search';
import { SEARCH_INPUT_ID } from '../../../islands/page/search-box';
import { HeaderCombobox } from '../../../islands/search/HeaderCombobox';
import { MAX_QUERY_LENGTH } from '../../../shared/search/query-limit';

/** Header search box: a plain GET form to /busca, so it always works; its island starts on first use. */
export function HeaderSearch() {
  return (
    <form className="header-search" role="search" aria-label={SEARCH_UI.label} action="/busca" method="get">
      <label htmlFor={SEARCH_INPUT_ID} className="sr-only">{SEARCH_UI.label}</label>
      <input
        id={SEARCH_INPUT_ID}
        name="q"
        type="search"
        className="header-search__input"
        placeholder={SEARCH_UI.placeholder}
        autoComplete="off"
        maxLength={MAX_QUERY_LENGTH}
        aria-keyshortcuts={SEARCH_UI.shortcuts}
      />
      <button type="submit" className="header-search__submit">
        <Icon name="search" size={18} />
        <span className="sr-only">{SEARCH_UI.submit}</span>
      </button>
      <Island name="header-search" component={HeaderCombobox} props={{ inputId: SEARCH_INPUT_ID }} when="use" className="header-search__island" />
    </form>
  );
}
