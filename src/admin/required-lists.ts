/**
 * A required list left empty is marked on the first save attempt with Decap's own message: Decap's list
 * check replaces the field's "required" error, so an empty required list was not marked.
 */

interface ListProps {
  field: { get(key: string, fallback?: unknown): unknown };
  value?: { size?: number };
  t(key: string, values: object): string;
}
type ListControl = new (props: ListProps) => { props: ListProps; validateSize: () => object[] };

/** For a list that needs items (`min`); a list the schema lets stay empty passes. */
export function emptyRequiredList({ field, value, t }: ListProps): object[] {
  if (field.get('required', true) === false || !((field.get('min') as number | undefined) ?? 0) || value?.size) return [];
  const fieldLabel = field.get('label', field.get('name'));
  return [{ type: 'PRESENCE', message: t('editor.editorControlPane.widget.required', { fieldLabel }) }];
}

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
