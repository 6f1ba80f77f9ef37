import { services } from 'virtual:cards';
import { news as allNews } from 'virtual:news';
import { manifest, menu } from '../../site';
import type { ServiceCard } from '../../../shared/content/cards';
import { slugify } from '../../../shared/text/slug';
import { SITE_MAP_UI } from '../../../shared/strings/wayfinding';

interface Entry { route: string; title: string }

/** Every public page, from the route table, so a page added under content/ shows here with no edit. */
export function SiteMap() {
  const visible = manifest.pages.filter((p) => !p.oculta);
  const titleOf = new Map(visible.map((p) => [p.route, p.title]));
  const main: Entry[] = menu.filter((i) => titleOf.has(i.endereco)).map((i) => ({ route: i.endereco, title: i.nome }));
  const groups = (Object.keys(SITE_MAP_UI.services) as ServiceCard['grupo'][]).map((grupo) => ({
    title: SITE_MAP_UI.services[grupo],
    entries: services.filter((s) => s.grupo === grupo && titleOf.has(s.route)).map((s) => ({ route: s.route, title: s.title })),
  }));
  const news = allNews.filter((n) => titleOf.has(n.route)).map((n) => ({ route: n.route, title: n.title }));
  const listed = new Set([...main, ...groups.flatMap((g) => g.entries), ...news].map((e) => e.route));
  // Pages outside the menu and the services, and any service page a group would miss: nothing public is left out.
  const other = visible
    .filter((p) => !listed.has(p.route))
    .map((p) => ({ route: p.route, title: p.title }))
    .sort((a, b) => a.title.localeCompare(b.title, 'pt-BR'));

  const sections = [
    { id: 'paginas-principais', title: SITE_MAP_UI.main, entries: main },
    ...groups.map((g) => ({ id: slugify(g.title), title: g.title, entries: g.entries })),
    { id: 'noticias', title: SITE_MAP_UI.news, entries: news },
    { id: 'outras-paginas', title: SITE_MAP_UI.other, entries: other },
  ].filter((s) => s.entries.length > 0);

  return (
    <div className="site-map">
      {sections.map((s) => (
        <section key={s.id} className="site-map__group" aria-labelledby={`mapa-${s.id}`}>
          <h2 id={`mapa-${s.id}`}>{s.title}</h2>
          <ul>
            {s.entries.map((e) => <li key={e.route}><a href={e.route}>{e.title}</a></li>)}
          </ul>
        </section>
      ))}
    </div>
  );
}
