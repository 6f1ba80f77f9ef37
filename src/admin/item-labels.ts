/**
 * A folded list item is labelled by what it means, in the words the site uses: a group of office hours
 * as "Segunda a sexta-feira, das 8h às 16h", a kind of deadline as "Escritura simples: 3 a 5 dias úteis",
 * a deadline as its service and its kinds.
 * Other items keep their form's summary; an item with nothing to show says so in Portuguese (Decap
 * writes "No <campo>").
 */
import { weeklyHoursText } from '../shared/content/office-hours.ts';
import { kindText, quantityText } from '../shared/deadlines/deadline-text.ts';
import { labelOf } from '../shared/content/field-labels.ts';
import type { DeadlineKind, Office } from '../shared/content/schema/index.ts';

type Item = Record<string, unknown>;

/** The sentence for an item of the list `list`, or undefined where the list has none or the item is half filled. */
export function itemLabel(list: string, item: Item): string | undefined {
  try {
    if (list === 'semana') return weeklyHoursText({ semana: [item] } as unknown as Office['horario']);
    if (list === 'tipos') return kindLabel(item);
    // A deadline: its service's page, then each kind.
    if (list === 'prazos' && Array.isArray(item.tipos)) {
      const kinds = (item.tipos as Item[]).map(kindLabel);
      if (kinds.every(Boolean)) return `${typeof item.servico === 'string' ? `${item.servico}: ` : ''}${kinds.join('; ')}`;
    }
  } catch {
    /* a half-filled item: its form's summary */
  }
  return undefined;
}

/** A kind of deadline: "Escritura simples: 3 a 5 dias úteis", or without a name its sentence ("em até 3 dias úteis depois da intimação"). */
function kindLabel(item: Item): string | undefined {
  if (typeof item.unidade !== 'string') return undefined;
  const kind = item as unknown as DeadlineKind;
  return typeof item.nome === 'string' && item.nome ? `${item.nome}: ${quantityText(kind)}` : kindText(kind);
}

/** Decap's list field settings and the folded item (Immutable.js). */
interface ListProps { field: { get(key: string): unknown } }
interface ItemValue { toJS?(): unknown }
// A mixin: TypeScript requires its constructor to take any arguments.
type ListControl = new (...args: any[]) => { props: ListProps; objectLabel(item: ItemValue): string | undefined };

/** Decap's list control, its folded items labelled by itemLabel. */
export function labelledLists<T extends ListControl>(Base: T): T {
  return class extends Base {
    objectLabel(item: ItemValue): string | undefined {
      const data = item?.toJS?.();
      const meaning = data && typeof data === 'object' ? itemLabel(String(this.props.field.get('name')), data as Item) : undefined;
      if (meaning) return meaning;
      const label = super.objectLabel(item);
      const empty = /^No (\w+)$/.exec(label ?? '');
      return empty ? `(${labelOf(empty[1])} vazio)` : label;
    }
  };
}
