import { office } from '../../site';
import { CHECKLIST } from '../../../shared/strings/checklist';
import { OfficeDetails } from '../details/OfficeDetails';

/** Printed at the end of a service page, hidden on screen: where and when to come, and the page's address. */
export function PrintDetails({ pageUrl }: { pageUrl: string }) {
  return (
    <section className="print-only print-details" aria-labelledby="onde-ser-atendido">
      <h2 id="onde-ser-atendido" className="section__title">{CHECKLIST.printOfficeTitle}</h2>
      <p className="print-details__office">{office.nome}</p>
      <OfficeDetails show={['address', 'hours', 'phone']} />
      <p className="print-details__page">
        {CHECKLIST.printPageAddress}: <span className="print-details__url">{pageUrl}</span>
      </p>
    </section>
  );
}
