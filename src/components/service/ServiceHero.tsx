import type { ServiceFrontmatter } from '../../content/schema';
import { ButtonLink } from '../ButtonLink';
import { Icon } from '../Icon';
import { UI } from '../../strings/ui';

/** Title, summary and the two buttons every service page opens with. */
export function ServiceHero({ fm }: { fm: ServiceFrontmatter }) {
  return (
    <header className="hero hero--service">
      <Icon name={fm.icone} size={40} className="hero__icon" />
      <h1 tabIndex={-1}>{fm.title}</h1>
      <p className="hero__lead">{fm.description}</p>
      <div className="button-row">
        <ButtonLink to="/contato" variant="light">{fm.botaoPrincipal === 'agendar' ? UI.bookAppointment : UI.requestService}</ButtonLink>
        <ButtonLink to="/emolumentos" variant="secondary">{UI.checkPrices}</ButtonLink>
      </div>
    </header>
  );
}
