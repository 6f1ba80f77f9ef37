/** /confira-sua-cobranca: each act added becomes a line priced part by part. Text only; nothing leaves the browser. */
import { billOf, type BillCheckData, type BillLineInput } from '../../shared/content/fee-bill';
import { formatCents, fullSum } from '../../shared/content/price-format';
import { BILL_CHECK as T } from '../../shared/strings/fees';
import { fold } from '../../shared/text/fold';
import { parseValue } from './deed-calculator';
import { replaceContent } from './replace-content';
import { textElement } from './text-element';

type Act = BillCheckData['acts'][number];

/** The act the typed name means: its exact name, else the one act every typed word is in; or why none. */
export function findAct(acts: Act[], typed: string): Act | string {
  const words = fold(typed).split(/\s+/).filter(Boolean);
  if (!words.length) return T.noAct;
  const exact = acts.find((a) => fold(a.label) === fold(typed).trim());
  if (exact) return exact;
  const found = acts.filter((a) => words.every((w) => fold(a.label).includes(w)));
  if (found.length === 1) return found[0];
  return found.length ? T.manyActs(found.length) : T.noAct;
}

function enhance(form: HTMLFormElement): void {
  const { acts } = JSON.parse(form.dataset.billCheck!) as BillCheckData;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  const error = form.querySelector<HTMLElement>('[data-bill-error]')!;
  const result = form.querySelector<HTMLElement>('[data-bill-result]')!;
  const inputs: BillLineInput[] = [];

  const draw = () => {
    const bill = billOf(acts, inputs);
    if (!bill.lines.length) {
      replaceContent(result, textElement('p', T.empty));
      return;
    }
    const list = textElement('ul', undefined, 'bill-check__lines');
    bill.lines.forEach((line, i) => {
      const item = textElement('li');
      const value = inputs[i].value;
      const title = textElement('p', `${T.line(line.quantity, line.act.label)}${value === undefined ? '' : `, ${T.forValue(formatCents(Math.round(value * 100)))}`}: `);
      title.append(textElement('strong', line.total ? formatCents(line.total) : T.free));
      item.append(title);
      if (line.parts.length) item.append(textElement('p', fullSum({ parts: line.parts, total: line.total }), 'bill-check__parts'));
      const remove = textElement('button', T.remove, 'button button--secondary bill-check__remove');
      remove.type = 'button';
      remove.setAttribute('aria-label', T.removeLabel(line.act.label));
      remove.addEventListener('click', () => {
        inputs.splice(i, 1);
        draw();
        field('ato').focus();
      });
      item.append(remove);
      list.append(item);
    });
    const total = textElement('p', `${T.total}: `, 'bill-check__total');
    total.append(textElement('strong', formatCents(bill.total)));
    replaceContent(result, list, total);
  };

  const fail = (message: string, name: string) => {
    error.textContent = message;
    field(name).setAttribute('aria-invalid', 'true');
    field(name).focus();
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    for (const name of ['ato', 'quantidade', 'valor']) field(name).setAttribute('aria-invalid', 'false');
    error.textContent = '';
    const act = findAct(acts, field('ato').value);
    if (typeof act === 'string') return fail(act, 'ato');
    const quantity = Number(field('quantidade').value.trim());
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 999) return fail(T.badQuantity, 'quantidade');
    let value: number | undefined;
    if (act.kind === 'faixas') {
      const parsed = parseValue(field('valor').value);
      if (typeof parsed === 'string') return fail(T.needsValue, 'valor');
      value = parsed;
    }
    inputs.push({ actId: act.id, quantity, ...(value === undefined ? {} : { value }) });
    draw();
    field('ato').value = '';
    field('quantidade').value = '1';
    field('valor').value = '';
  });
}

export function enhanceBillChecks(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-bill-check]')) enhance(form);
}
