import { UI } from '../../shared/strings/ui';

export interface Crumb { name: string; path: string }

/** "Início › Serviços › Escrituras". The same trail is written as BreadcrumbList JSON-LD at build time. */
export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  return (
    <nav className="breadcrumbs container" aria-label={UI.breadcrumbLabel}>
      <ol>
        <li><a href="/">{UI.breadcrumbHome}</a></li>
        {trail.map((c) => <li key={c.path}><a href={c.path}>{c.name}</a></li>)}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
