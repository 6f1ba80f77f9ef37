/**
 * The deed price calculator: the declared value gives the total with its parts, the bracket chosen by
 * the fee table's own rule. Text only: nothing typed becomes markup.
 */
import { bracketIndex, type FeeBracket } from '../../shared/content/fee-table';
import { bracketLabel, formatCents } from '../../shared/content/price-format';
import { DEED_CALCULATOR as T } from '../../shared/strings/fees';
import { replaceContent } from './replace-content';

/** "150.000,00", "150000", "R$ 150.000" → reais; a message when it is not a value. */
export function parseValue(text: string): number | string {
  const clean = text.replace(/r\$/i, '').replace(/\s+/g, '');
  if (!clean) return T.empty;
  if (!/^(\d{1,3}(\.\d{3})+|\d+)(,\d{1,2})?$/.test(clean)) return T.invalid;
  const value = Number(clean.replace(/\./g, '').replace(',', '.'));
  return value > 0 ? value : T.zero;
}

function show(form: HTMLFormElement, brackets: FeeBracket[], report: boolean) {
  const input = form.querySelector('input')!;
  const error = form.querySelector<HTMLElement>('[data-deed-error]')!;
  const result = form.querySelector<HTMLElement>('[data-deed-result]')!;
  const value = parseValue(input.value);
  replaceContent(result);
  if (typeof value === 'string') {
    // While typing, a message only for what can no longer become a value; on "Calcular", any.
    const say = report || (input.value.trim() !== '' && value === T.invalid);
    error.textContent = say ? value : '';
    input.setAttribute('aria-invalid', String(say));
    return;
  }
  error.textContent = '';
  input.setAttribute('aria-invalid', 'false');
  const bracket = brackets[bracketIndex(brackets, value)];
  const line = document.createElement('p');
  line.textContent = T.result(formatCents(Math.round(value * 100)), bracketLabel(bracket), formatCents(bracket.price.total));
  const parts = document.createElement('ul');
  for (const part of [...bracket.price.parts, { name: T.total, cents: bracket.price.total }]) {
    const item = document.createElement('li');
    item.textContent = `${part.name}: ${formatCents(part.cents)}`;
    parts.append(item);
  }
  parts.lastElementChild?.classList.add('deed-calc__total');
  result.append(line, parts);
}

export function enhanceDeedCalculators(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-deed-calculator]')) {
    const brackets = JSON.parse(form.dataset.deedCalculator!) as FeeBracket[];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      show(form, brackets, true);
    });
    form.querySelector('input')?.addEventListener('input', () => show(form, brackets, false));
    // A value the browser restored (back button) shows at once.
    if (form.querySelector('input')?.value) show(form, brackets, false);
  }
}
