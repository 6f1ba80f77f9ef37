/**
 * /busca when nothing matches: never a dead end. The services closest to the query's words (or the
 * most sought ones), the FAQ, and "Pergunte pelo WhatsApp" with the query in the prefilled message
 * (React text and an encoded URL: the query never becomes markup).
 */
import { SEARCH_ANSWERS as A } from '../../shared/strings/search';
import { whatsappHref } from '../../shared/text/format';

export interface NoMatchProps {
  query: string;
  services: { href: string; title: string }[];
  /** The office's WhatsApp number (office.yml), digits. */
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
