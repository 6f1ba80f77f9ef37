import type { ServiceFrontmatter } from '../../../kinds/servico/schema';

/** The service's name and a short summary, so the at-a-glance summary below fits a phone's first screen. */
export function ServiceHero({ fm }: { fm: ServiceFrontmatter }) {
  return (
    <header className="hero hero--service">
      <h1 tabIndex={-1}>{fm.title}</h1>
      <p className="hero__lead">{fm.resumo}</p>
    </header>
  );
}
