import type { FeeAct } from '../../../shared/content/fee-table';
import { DEED_CALCULATOR as T } from '../../../shared/strings/fees';

/**
 * The price of a deed for the value the visitor types, worked by the page script with the fee table's own
 * rule. Hidden until the script runs: without JavaScript the bracket table is the answer.
 */
export const DEEDS_SLUG = 'escrituras';

export function DeedCalculator({ act }: { act: FeeAct }) {
  if (act.kind !== 'faixas' || !act.brackets) return null;
  const id = `calculo-${act.id}`;
  return (
    <form className="deed-calc" data-deed-calculator={JSON.stringify(act.brackets)} noValidate aria-labelledby={`${id}-titulo`}>
      <h3 id={`${id}-titulo`} className="deed-calc__title">{T.title}</h3>
      <label htmlFor={id} className="deed-calc__label">{T.label}</label>
      <p id={`${id}-dica`} className="deed-calc__hint">{T.hint}</p>
      <div className="field-row">
        <input
          id={id} name="valor" type="text" inputMode="decimal" autoComplete="off" className="text-input deed-calc__input"
          aria-describedby={`${id}-dica ${id}-erro`}
        />
        <button type="submit" className="button button--secondary">{T.submit}</button>
      </div>
      <p id={`${id}-erro`} className="deed-calc__error" data-deed-error="" />
      <div className="deed-calc__result" data-deed-result="" aria-live="polite" />
    </form>
  );
}
