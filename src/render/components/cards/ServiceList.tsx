import { services } from 'virtual:cards';
import { UI } from '../../../shared/strings/ui';

/**
 * Every service, as a plain list of links in the order of /servicos: the not-found page offers it, so
 * a mistyped /servicos/<nome> is one tap from the service the visitor wanted.
 */
export function ServiceList({ headingId = 'todos-os-servicos', title = UI.allServices }: { headingId?: string; title?: string }) {
  return (
    <section className="service-list" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul className="service-list__items">
        {services.map((s) => <li key={s.route}><a href={s.route}>{s.title}</a></li>)}
      </ul>
    </section>
  );
}
