import feeTable from 'virtual:fee-table';
import { BILL_CHECK_ROUTE, feeGroupAnchor, FEES_ROUTE } from '../../../shared/content/fee-table';
import { PRICES } from '../../../shared/strings/fees';
import { FeeGroupTable } from '../fees/FeeGroupTable';

/** A service page's "Custos e pagamento": the same rows /emolumentos shows, with a link to them there. */
export function ServiceFees({ slug }: { slug: string }) {
  const group = feeTable.groups.find((g) => g.slug === slug);
  if (!group) return null;
  return (
    <div className="service-fees">
      {/* The summary's own statement is enough there; here the rows carry the detail. */}
      <FeeGroupTable group={{ ...group, statement: undefined }} anchors={false} />
      <p className="service-fees__meta">
        {feeTable.amostra ? <strong>{PRICES.sampleTable}</strong> : PRICES.officialTable(feeTable.ano)}{' '}
        <a href={`${FEES_ROUTE}#${feeGroupAnchor(slug)}`}>{PRICES.allValues}</a>
      </p>
      <p className="service-fees__meta"><a href={BILL_CHECK_ROUTE}>{PRICES.checkBill}</a></p>
    </div>
  );
}
