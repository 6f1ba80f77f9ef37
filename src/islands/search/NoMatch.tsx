/** /busca when nothing matches: never a dead end. The query goes in React text and an encoded URL, never markup. */
import { SEARCH_ANSWERS as A } from '../../shared/strings/search';
import { whatsappHref } from '../../shared/text/format';

export interface NoMatchProps {
  query: string;
  services: { href: string; title: string }[];
  /** Digits. */
  whatsapp?: string;
}

export function NoMatch({ query, services, whatsapp }: NoMatchProps) {
  return (
    <div className="search-page__empty" data-search-empty="">
      <p>{A.nothingFor(query)}</p>
      {services.length > 0 && (
        <>
          <p>{A.closest}</p>
          <ul className="search-page__closest">
            {services.map((s) => <li key={s.href}><a href={s.href}>{s.title}</a></li>)}
          </ul>
        </>
      )}
      <p className="search-page__help">
        <a href="/duvidas">{A.faq}</a>
        {whatsapp && (
          <>
            {' · '}
            <a className="button button--secondary" href={whatsappHref(whatsapp, A.askMessage(query))} target="_blank" rel="noopener noreferrer">
              {A.askWhatsapp}<span className="sr-only"> {A.opensInNewTab}</span>
            </a>
          </>
        )}
      </p>
    </div>
  );
}
