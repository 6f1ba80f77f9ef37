import type { ServiceFrontmatter } from '../../../kinds/servico/schema';

/**
 * The service's name and its one-line summary, kept short so that the at-a-glance summary below
 * (ServiceSummary, with the page's actions) fits the first screen of a phone.
 */
export function ServiceHero({ fm }: { fm: ServiceFrontmatter }) {
  return (
    <header className="hero hero--service">
      <h1 tabIndex={-1}>{fm.title}</h1>
      <p className="hero__lead">{fm.resumo}</p>
    </header>
  );
}
