/**
 * The form's icon field: the icons by their Portuguese names, the chosen one's picture beside the list,
 * drawn from the site's sprite. Built with Decap's own React, as number-widget.ts.
 */

/** Decap's field settings (Immutable.js). */
interface FieldSettings { get(key: 'options'): { toJS(): { label: string; value: string }[] } | undefined }
interface Props {
  value: unknown;
  field: FieldSettings;
  forID: string;
  classNameWrapper: string;
  onChange(value: string): void;
}

type CreateClass = (spec: object) => unknown;
type H = (type: string, props: object | null, ...children: unknown[]) => unknown;

/** The icon's picture, as Icon.tsx draws it. */
const picture = (h: H, sprite: string, name: string, size: number) => h('svg', {
  'aria-hidden': 'true', width: size, height: size, fill: 'none', stroke: 'currentColor', strokeWidth: 2,
  strokeLinecap: 'round', strokeLinejoin: 'round', style: { flex: 'none' },
}, h('use', { href: `${sprite}#${name}` }));

export function iconWidget(createClass: CreateClass, h: H, sprite: string) {
  const control = createClass({
    render(this: { props: Props }) {
      const { value, field, forID, classNameWrapper, onChange } = this.props;
      const name = typeof value === 'string' ? value : '';
      const options = field.get('options')?.toJS() ?? [];
      return h('div', { style: { display: 'flex', alignItems: 'center', gap: '12px' } },
        name ? picture(h, sprite, name, 36) : null,
        h('select', {
          id: forID, className: classNameWrapper, value: name,
          onChange: (e: { target: { value: string } }) => onChange(e.target.value),
        },
        h('option', { value: '' }, 'Escolha um ícone'),
        ...options.map((o) => h('option', { key: o.value, value: o.value }, o.label))));
    },
  });
  const preview = ({ value }: { value: unknown }) => (typeof value === 'string' && value ? picture(h, sprite, value, 24) : null);
  return { control, preview };
}
