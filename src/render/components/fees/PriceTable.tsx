import feeTable from 'virtual:fee-table';
import { feeGroupAnchor, type FeeTable } from '../../../shared/content/fee-table';
import { PRICES } from '../../../shared/strings/fees';
import { Notice } from '../blocks/Notice';
import { SmartLink } from '../SmartLink';
import { FeeGroupTable } from './FeeGroupTable';
import { formulaNote } from './price-format';
import { fold } from '../../../shared/text/fold';
import { SampleMark } from '../samples/SampleMark';

export const PRICES_ANCHOR = 'valores';

/**
 * What each act costs, grouped by service page. The filter box stays hidden until its script marks it
 * ready, so without JavaScript the whole table shows. `table`: the editor's preview gives its own.
 */
export function PriceTable({ table = feeTable }: { table?: FeeTable }) {
  return (
    <section className="prices" aria-labelledby={PRICES_ANCHOR}>
      <h2 id={PRICES_ANCHOR}>{PRICES.title}</h2>
      <p>
        {table.amostra ? PRICES.sampleIntro : PRICES.intro(table.ano)}{' '}
        {PRICES.source}: <SmartLink href={table.tabelaOficial.url}>{table.tabelaOficial.nome}</SmartLink>
        <SampleMark kind="data" when={table.amostra} />.
      </p>
      {table.amostra && (
        <Notice title={PRICES.sampleTitle} tone="warning">
          <p>{PRICES.sampleText}</p>
        </Notice>
      )}
      <div
        className="prices__filter" data-fee-filter=""
        data-one={PRICES.filterCount(1)} data-many={PRICES.filterCount(2).replace('2', '#')} data-none={PRICES.filterNone}
      >
        <label htmlFor="filtro-atos" className="prices__label">{PRICES.filterLabel}</label>
        <p id="filtro-atos-dica" className="prices__hint">{PRICES.filterHint}</p>
        <input id="filtro-atos" type="search" className="text-input prices__input" aria-describedby="filtro-atos-dica" autoComplete="off" spellCheck={false} />
        <p className="prices__status" role="status" data-fee-status="" />
      </div>
      <p className="prices__note">{formulaNote(table)}<SampleMark kind="values" when={table.amostra} /></p>
      {table.groups.map((group) => {
        // Each act is listed once, in its home group; a group whose acts all live elsewhere points to them.
        const own = group.acts.filter((a) => a.home);
        const elsewhere = table.groups.filter((g) => g !== group && g.acts.some((a) => a.home && group.acts.some((b) => b.act.id === a.act.id)));
        return (
          <div key={group.slug} className="fee-group" data-fee-group="">
            <h3 id={feeGroupAnchor(group.slug)} className="fee-group__title">{group.title}</h3>
            <FeeGroupTable group={{ ...group, acts: own }} anchors />
            {own.length === 0 && elsewhere.length > 0 && (
              <p data-fee-act={fold(group.title)}>
                {PRICES.seeGroups}{' '}
                {elsewhere.map((g, i) => <span key={g.slug}>{i > 0 && ', '}<a href={`#${feeGroupAnchor(g.slug)}`}>{g.title}</a></span>)}.
              </p>
            )}
            <p className="fee-group__link"><a href={group.route}>{PRICES.servicePage(group.title)}</a></p>
          </div>
        );
      })}
    </section>
  );
}
