import type { ReactNode } from 'react';
import { office } from '../../site';
import { formatPhone, telHref } from '../../../shared/text/format';
import { ButtonLink } from '../ButtonLink';
import { Detail, DetailList } from '../details/DetailList';
import { EmailLink } from '../details/EmailLink';
import { OfficeDetails } from '../details/OfficeDetails';
import { FAQ } from '../../../shared/strings/faq';
import { DETAILS } from '../../../shared/strings/ui';
import { OfficeSampleMark } from '../samples/OfficeSampleMark';

type Who = 'cartorio' | 'encarregado';

/**
 * A closing contact card whose details come from content/office.yml, never typed in content: the
 * office's (`cartorio`) or the data protection officer's (`encarregado`).
 */
export function ContactCard({ para = 'cartorio', title = FAQ.contactTitle, id = 'ainda-tem-duvidas', children }: { para?: Who; title?: string; id?: string; children?: ReactNode }) {
  const officer = office.encarregadoLgpd;
  return (
    <section className="contact-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
      {para === 'encarregado' ? (
        <>
          <DetailList>
            <Detail icon="shield-check" label={DETAILS.officerName}>{officer.nome}</Detail>
            <Detail icon="mail" label={DETAILS.email}><EmailLink email={officer.email} /></Detail>
            <Detail icon="phone" label={DETAILS.phone}><a href={telHref(officer.telefone)}>{formatPhone(officer.telefone)}</a><OfficeSampleMark kind="number" field="encarregadoLgpd" /></Detail>
          </DetailList>
          <div className="button-row">
            <ButtonLink to={`mailto:${officer.email}`}>{FAQ.emailOfficer}</ButtonLink>
          </div>
        </>
      ) : (
        <>
          <OfficeDetails show={['phone', 'email', 'hours']} />
          <div className="button-row">
            <ButtonLink to="/contato">{FAQ.contactButton}</ButtonLink>
            {/* Straight to the per-act prices at the top of /emolumentos. */}
            <ButtonLink to="/emolumentos#valores" variant="secondary">{FAQ.feesButton}</ButtonLink>
          </div>
        </>
      )}
    </section>
  );
}
