import { SEARCH_UI } from '../../shared/strings/search';

/** Where to look when the search cannot answer in this browser: the pages that list every service and question. */
export function ElsewhereLinks() {
  return (
    <>
      <a href="/servicos">{SEARCH_UI.servicesLink}</a> · <a href="/duvidas">{SEARCH_UI.faqLink}</a>
    </>
  );
}
