import feeTable from 'virtual:fee-table';
import { actLabel, type BillCheckData } from '../../../shared/content/fee-bill';
import { BILL_CHECK as T } from '../../../shared/strings/fees';
import { SampleMark } from '../samples/SampleMark';

const ID = 'cobranca';

/**
 * "Confira sua cobrança": acts added up in the browser part by part, as /emolumentos prices them. Nothing
 * typed leaves the browser; without JavaScript a note points to the fee table.
 */
export function BillCheck() {
  const data: BillCheckData = {
    acts: feeTable.acts.map(({ id, ato, unidade, kind, price, brackets }) => ({ id, ato, unidade, kind, price, brackets, label: actLabel({ ato, unidade }) })),
  };
  return (
    <section className="bill-check tool" aria-labelledby={`${ID}-titulo`}>
      <h2 id={`${ID}-titulo`}>{T.title}<SampleMark kind="values" when={feeTable.amostra} /></h2>
      <form className="bill-check__form tool__form" data-bill-check={JSON.stringify(data)} method="dialog" noValidate>
        <div className="field">
          <label htmlFor={`${ID}-ato`} className="field__label">{T.actLabel}</label>
          <p id={`${ID}-ato-dica`} className="field__hint">{T.actHint}</p>
          <input
            id={`${ID}-ato`} name="ato" type="text" list={`${ID}-atos`} autoComplete="off" spellCheck={false}
            className="field__control text-input" aria-describedby={`${ID}-ato-dica ${ID}-erro`}
          />
          <datalist id={`${ID}-atos`}>
            {data.acts.map((act) => <option key={act.id} value={act.label} />)}
          </datalist>
        </div>
        <div className="field">
          <label htmlFor={`${ID}-quantidade`} className="field__label">{T.quantityLabel}</label>
          <input id={`${ID}-quantidade`} name="quantidade" type="text" inputMode="numeric" defaultValue="1" autoComplete="off" className="field__control text-input bill-check__quantity" />
        </div>
        <div className="field">
          <label htmlFor={`${ID}-valor`} className="field__label">{T.valueLabel}</label>
          <input id={`${ID}-valor`} name="valor" type="text" inputMode="decimal" autoComplete="off" className="field__control text-input" />
        </div>
        <p id={`${ID}-erro`} className="field__error" data-bill-error="" />
        <button type="submit" className="button button--primary">{T.add}</button>
        <div className="bill-check__result" aria-live="polite" data-bill-result="">
          <p>{T.empty}</p>
        </div>
      </form>
      <p className="tool__noscript" data-island-fallback="">{T.noScript}</p>
    </section>
  );
}
