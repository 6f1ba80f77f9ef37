import type { ReactNode } from 'react';
import { CONTACT } from '../../../shared/strings/contact';
import { OfficeDetails } from '../details/OfficeDetails';

/**
 * How to reach the office, from the office facts (content/office.yml): phone first, then whether it is
 * open now, then where it is. It comes before the form on /contato: many visitors only need these.
 * The notes (children) are written in the page's MDX, so staff edit them as text.
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
