import type { FeeAct, FeeGroup } from '../../../shared/content/fee-table';
import { feeActAnchor } from '../../../shared/content/fee-table';
import { formatCurrency } from '../../../shared/text/format';
import { fold } from '../../../shared/text/fold';
import { PRICES } from '../../../shared/strings/fees';
import { InlineText } from '../InlineText';
import { DEEDS_SLUG, DeedCalculator } from './DeedCalculator';
import { bracketLabel, emolumentLine, formatCents, fullSum, partsLine, searchText } from './price-format';

/**
 * One service's acts as a two-column table that reads on a 320 px phone without scrolling sideways.
 * Each act is its own <tbody>, carrying its #anchor and the words the filter matches.
 */
export function FeeGroupTable({ group, anchors }: { group: FeeGroup; anchors: boolean }) {
  return (
    <>
      {group.statement && (
        <p className="fee-statement" data-fee-act={fold(`${group.statement} ${group.title}`)}><InlineText text={group.statement} /></p>
      )}
      {group.acts.length > 0 && (
        <table className="price-table">
          <caption className="sr-only">{PRICES.caption(group.title)}</caption>
          <thead>
            <tr>
              <th scope="col">{PRICES.act}</th>
              <th scope="col" className="price-table__total">{PRICES.total}</th>
            </tr>
          </thead>
          {group.acts.map(({ act, home }) => (
            <FeeActBody key={act.id} act={act} id={anchors && home ? feeActAnchor(act.id) : undefined} filterText={fold(searchText(act, group.title))} />
          ))}
        </table>
      )}
      {/* The deeds' acts priced by the declared value, once per page (on /emolumentos, in their home group). */}
      {group.slug === DEEDS_SLUG && group.acts.filter(({ act, home }) => act.kind === 'faixas' && (home || !anchors)).map(({ act }) => <DeedCalculator key={act.id} act={act} />)}
    </>
  );
}

function ActNotes({ act }: { act: FeeAct }) {
  return (
    <>
      {act.kind === 'faixas' && act.unidade && <span className="price-table__unit">{act.unidade}</span>}
      {act.price && <span className="price-table__parts">{partsLine(act.price)}</span>}
      {act.gratuito && <span className="price-table__free-for">{act.gratuito}</span>}
      {act.gratuitoPara && <span className="price-table__free-for">{PRICES.freeFor(act.gratuitoPara)}</span>}
      {act.observacao && <span className="price-table__note"><InlineText text={act.observacao} /></span>}
    </>
  );
}

function FeeActBody({ act, id, filterText }: { act: FeeAct; id?: string; filterText: string }) {
  if (act.kind === 'faixas' && act.brackets) {
    const example = act.example && { ...act.example, bracket: act.brackets[act.example.bracket] };
    return (
      <tbody id={id} className="price-table__act" data-fee-act={filterText}>
        <tr>
          <th scope="rowgroup" colSpan={2} className="price-table__name">
            {act.ato}
            <ActNotes act={act} />
            {act.conforme && <span className="price-table__depends">{PRICES.dependsOn(act.conforme)}</span>}
          </th>
        </tr>
        {act.brackets.map((b) => (
          <tr key={b.upTo ?? 'last'} className="price-table__bracket">
            <th scope="row">
              {bracketLabel(b)}
              {/* The emolument only: the formula above and the worked example below show the rest of the sum. */}
              <span className="price-table__parts">{emolumentLine(b.price)}</span>
            </th>
            <td className="price-table__total">{formatCents(b.price.total)}</td>
          </tr>
        ))}
        {example && (
          <tr className="price-table__example">
            <td colSpan={2}>
              <strong>{PRICES.exampleTitle}.</strong>{' '}
              {PRICES.example(formatCurrency(example.value), bracketLabel(example.bracket))}{' '}
              {fullSum(example.bracket.price)}.
            </td>
          </tr>
        )}
      </tbody>
    );
  }
  return (
    <tbody id={id} className="price-table__act" data-fee-act={filterText}>
      <tr>
        <th scope="row" className="price-table__name">
          {act.ato}
          <ActNotes act={act} />
        </th>
        <td className="price-table__total">
          {act.kind === 'gratuito' ? PRICES.free : formatCents(act.price?.total ?? 0)}
          {act.unidade && <span className="price-table__unit">{act.unidade}</span>}
        </td>
      </tr>
    </tbody>
  );
}
