import type { ReactNode } from 'react';
import { office } from '../../content/site';
import { officeAddress, officeHours } from '../../content/facts';
import { formatPhone, telHref, whatsappHref } from '../../lib/format';
import type { IconName } from '../../content/icon-names';
import { CONTACT } from '../../strings/contact';
import { Icon } from '../Icon';
import { EmailLink } from './EmailLink';
import { SmartLink } from '../SmartLink';
import './contact.css';

function Item({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <div className="contact-info__item">
      <dt>
        <Icon name={icon} size={20} className="contact-info__icon" />
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * Where and when to find the office, from the office facts (content/office.yml). The notes
 * (children) are written in the page's MDX, so staff edit them as text.
 */
export function ContactInfo({ children }: { children?: ReactNode }) {
  return (
    <section className="contact-info" aria-labelledby={CONTACT.infoId}>
      <h2 id={CONTACT.infoId}>{CONTACT.infoTitle}</h2>
      <dl className="contact-info__list">
        <Item icon="map-pin" label={CONTACT.address}>
          {officeAddress(office)}
          <br />
          <SmartLink href={office.mapaUrl}>{CONTACT.mapLink}</SmartLink>
        </Item>
        <Item icon="phone" label={CONTACT.phone}>
          <a href={telHref(office.telefone)}>{formatPhone(office.telefone)}</a>
        </Item>
        <Item icon="message-circle" label={CONTACT.whatsapp}>
          <SmartLink href={whatsappHref(office.whatsapp)}>{formatPhone(office.whatsapp)}</SmartLink>
        </Item>
        <Item icon="mail" label={CONTACT.email}>
          <EmailLink email={office.email} />
        </Item>
        <Item icon="clock" label={CONTACT.hours}>
          {officeHours(office)}.
          <br />
          {office.horario.observacao}
        </Item>
      </dl>
      {children && (
        <div className="contact-info__notes">
          <h3>{CONTACT.notesTitle}</h3>
          {children}
        </div>
      )}
    </section>
  );
}
