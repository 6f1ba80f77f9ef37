import fees from 'virtual:fees';
import { formatCurrency, formatNumber } from '../../../shared/text/format';
import { FEES } from '../../../shared/strings/institucional';
import { Notice } from '../blocks/Notice';
import { feeRows, formatShortDate } from './fees-data';
import { SampleMark } from '../samples/SampleMark';

/** Acts and revenue per half-year; the recent rows are marked with text as well as colour. */
export function FeesTable() {
  const rows = feeRows(fees);
  return (
    <div className="fees">
      {/* A named section is a landmark region; focusable so keyboards can scroll it on small screens. */}
      <section className="table-scroll" aria-labelledby="tabela-emolumentos-titulo" tabIndex={0}>
        <table className="fees-table">
          <caption id="tabela-emolumentos-titulo">{FEES.caption}<SampleMark kind="values" when={fees.amostra} /></caption>
          <thead>
            <tr>
              <th scope="col">{FEES.period}</th>
              <th scope="col" className="fees-table__number">{FEES.acts}</th>
              <th scope="col" className="fees-table__number">{FEES.revenue}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={row.periodo} className={row.recente ? 'fees-table__row--recent' : undefined} data-recente={row.recente || undefined}>
                <th scope="row">
                  {row.periodo}
                  {row.recente && <>{' '}<span className="badge fees-table__badge">{FEES.recent[rows.length - 1 - i]}</span></>}
                </th>
                <td className="fees-table__number">{formatNumber(row.atos)}</td>
                <td className="fees-table__number">{formatCurrency(row.receita)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="fees__note">{FEES.recentNote}</p>
      <p className="fees__note">{FEES.source(fees.fonte, formatShortDate(fees.geradoEm))}</p>
      {fees.amostra && (
        <Notice title={FEES.sampleTitle} tone="warning">
          <p>{FEES.sampleText}</p>
        </Notice>
      )}
    </div>
  );
}
