import { services } from 'virtual:cards';
import { UI } from '../../../shared/strings/ui';

/** Every service as a plain list: on the not-found page a mistyped /servicos/<nome> is one tap from the right one. */
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
