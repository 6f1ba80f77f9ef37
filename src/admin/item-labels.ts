/**
 * A folded list item is labelled by what it means, in the site's words ("Segunda a sexta-feira, das 8h
 * às 16h"); an empty one says so in Portuguese, not Decap's "No <campo>".
 */
import { weeklyHoursText } from '../shared/content/office-hours.ts';
import { kindText, quantityText } from '../shared/deadlines/deadline-text.ts';
import { labelOf } from '../shared/content/field-labels.ts';
import type { DeadlineKind, Office } from '../shared/content/schema/index.ts';

type Item = Record<string, unknown>;

/** Undefined where the list has no sentence or the item is half filled. */
export function itemLabel(list: string, item: Item): string | undefined {
  try {
    if (list === 'semana') return weeklyHoursText({ semana: [item] } as unknown as Office['horario']);
    if (list === 'tipos') return kindLabel(item);
    if (list === 'prazos' && Array.isArray(item.tipos)) {
      const kinds = (item.tipos as Item[]).map(kindLabel);
      if (kinds.every(Boolean)) return `${typeof item.servico === 'string' ? `${item.servico}: ` : ''}${kinds.join('; ')}`;
    }
  } catch {
    /* a half-filled item: its form's summary */
  }
  return undefined;
}

function kindLabel(item: Item): string | undefined {
  if (typeof item.unidade !== 'string') return undefined;
  const kind = item as unknown as DeadlineKind;
  return typeof item.nome === 'string' && item.nome ? `${item.nome}: ${quantityText(kind)}` : kindText(kind);
}

interface ListProps { field: { get(key: string): unknown } }
interface ItemValue { toJS?(): unknown }
// A mixin: TypeScript requires its constructor to take any arguments.
type ListControl = new (...args: any[]) => { props: ListProps; objectLabel(item: ItemValue): string | undefined };

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
