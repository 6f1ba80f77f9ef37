import type { ReactNode } from 'react';
import { CONTACT } from '../../strings/contact';
import { OfficeDetails } from '../details/OfficeDetails';
import { OfficeStatusDetail } from '../details/OfficeStatus';

/**
 * Where and when to find the office, from the office facts (content/office.yml). The notes
 * (children) are written in the page's MDX, so staff edit them as text.
 */
export function ContactInfo({ children }: { children?: ReactNode }) {
  return (
    <section className="contact-info" aria-labelledby={CONTACT.infoId}>
      <h2 id={CONTACT.infoId}>{CONTACT.infoTitle}</h2>
      <OfficeStatusDetail />
      <OfficeDetails show={['address', 'phone', 'whatsapp', 'email']} mapLink />
      {children && (
        <div className="contact-info__notes">
          <h3>{CONTACT.notesTitle}</h3>
          {children}
        </div>
      )}
    </section>
  );
}
