/**
 * A required list left empty is marked in the form on the first save attempt, with Decap's own "é
 * obrigatório" message under its label. Decap's list checks only its item count, and only once it holds
 * items, and that count replaces the field's "required" error: an empty required list was not marked.
 */

/** Decap's field settings and list value (Immutable.js). */
interface ListProps {
  field: { get(key: string, fallback?: unknown): unknown };
  value?: { size?: number };
  t(key: string, values: object): string;
}
type ListControl = new (props: ListProps) => { props: ListProps; validateSize: () => object[] };

/**
 * The error Decap writes under an empty required field (its own key, so its Portuguese text), for a list
 * that needs items (`min`); a list the schema lets stay empty (the office's social profiles) passes.
 */
export function emptyRequiredList({ field, value, t }: ListProps): object[] {
  if (field.get('required', true) === false || !((field.get('min') as number | undefined) ?? 0) || value?.size) return [];
  const fieldLabel = field.get('label', field.get('name'));
  return [{ type: 'PRESENCE', message: t('editor.editorControlPane.widget.required', { fieldLabel }) }];
}

/** Decap's list control, with an empty required list refused like any other empty required field. */
export function requiredLists(Base: ListControl): ListControl {
  return class extends Base {
    constructor(props: ListProps) {
      super(props);
      const size = this.validateSize;
      this.validateSize = () => {
        const errors = size();
        return errors.length ? errors : emptyRequiredList(this.props);
      };
    }
  };
}
