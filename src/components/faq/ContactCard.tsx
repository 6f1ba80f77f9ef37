import type { ReactNode } from 'react';
import { office } from '../../content/site';
import { officeHours } from '../../content/facts';
import { formatPhone, telHref } from '../../lib/format';
import type { IconName } from '../../content/icon-names';
import { ButtonLink } from '../ButtonLink';
import { Icon } from '../Icon';
import { FAQ } from '../../strings/faq';
import './faq.css';

type Who = 'cartorio' | 'encarregado';

function Item({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <div className="contact-card__item">
      <dt><Icon name={icon} className="contact-card__icon" size={20} />{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * A closing contact card whose phone, e-mail and hours come from content/office.yml (never typed in content):
 * - `para="cartorio"` (FAQ page): office phone, e-mail and hours, buttons to /contato and /emolumentos;
 * - `para="encarregado"` (LGPD page): the data protection officer's name, e-mail and phone, and an e-mail button.
 * The title and the text in between come from the page's MDX.
 */
export function ContactCard({ para = 'cartorio', title = FAQ.contactTitle, id = 'ainda-tem-duvidas', children }: { para?: Who; title?: string; id?: string; children?: ReactNode }) {
  const officer = office.encarregadoLgpd;
  return (
    <section className="contact-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
      {para === 'encarregado' ? (
        <>
          <dl className="contact-card__list">
            <Item icon="shield-check" label={FAQ.officerName}>{officer.nome}</Item>
            <Item icon="mail" label={FAQ.email}><a href={`mailto:${officer.email}`}>{officer.email}</a></Item>
            <Item icon="phone" label={FAQ.phone}><a href={telHref(officer.telefone)}>{formatPhone(officer.telefone)}</a></Item>
          </dl>
          <div className="button-row">
            <ButtonLink to={`mailto:${officer.email}`}>{FAQ.emailOfficer}</ButtonLink>
          </div>
        </>
      ) : (
        <>
          <dl className="contact-card__list">
            <Item icon="phone" label={FAQ.phone}><a href={telHref(office.telefone)}>{formatPhone(office.telefone)}</a></Item>
            <Item icon="mail" label={FAQ.email}><a href={`mailto:${office.email}`}>{office.email}</a></Item>
            <Item icon="clock" label={FAQ.hours}>{officeHours(office)}. {office.horario.observacao}</Item>
          </dl>
          <div className="button-row">
            <ButtonLink to="/contato">{FAQ.contactButton}</ButtonLink>
            <ButtonLink to="/emolumentos" variant="secondary">{FAQ.feesButton}</ButtonLink>
          </div>
        </>
      )}
    </section>
  );
}
