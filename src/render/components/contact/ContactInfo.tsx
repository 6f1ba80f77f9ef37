import type { ReactNode } from 'react';
import { CONTACT } from '../../../shared/strings/contact';
import { OfficeDetails } from '../details/OfficeDetails';

/**
 * How to reach the office: phone, open now, address. It comes before the form on /contato, since many
 * visitors only need these.
 */
export function ContactInfo({ children }: { children?: ReactNode }) {
  return (
    <section className="contact-info" aria-labelledby={CONTACT.infoId}>
      <h2 id={CONTACT.infoId}>{CONTACT.infoTitle}</h2>
      <OfficeDetails show={['phone', 'whatsapp', 'status', 'address', 'email']} mapLink />
      {children && (
        <div className="contact-info__notes">
          <h3>{CONTACT.notesTitle}</h3>
          {children}
        </div>
      )}
    </section>
  );
}
