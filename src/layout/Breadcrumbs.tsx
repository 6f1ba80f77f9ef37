import { Link } from 'react-router';
import { UI } from '../strings/ui';

export interface Crumb { name: string; path: string }

/** "Início › Serviços › Escrituras". The same trail is written as BreadcrumbList JSON-LD at build time. */
export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  return (
    <nav className="breadcrumbs container" aria-label={UI.breadcrumbLabel}>
      <ol>
        <li><Link to="/">{UI.breadcrumbHome}</Link></li>
        {trail.map((c) => <li key={c.path}><Link to={c.path}>{c.name}</Link></li>)}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
