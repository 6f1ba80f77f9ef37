/**
 * The form's icon field (ICON_WIDGET, named by the generated config for every icon of the schema): a list
 * of the icons by their Portuguese names, with the chosen icon's picture beside it, drawn from the site's
 * own sprite as the pages draw it. Built with Decap's own React (`createClass` and `h`), as number-widget.ts.
 */

/** Decap's field settings (an Immutable.js map); `options` as the config writes them. */
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

/** The icon's picture, as src/render/components/Icon.tsx draws it (`sprite`: the sprite's address). */
const picture = (h: H, sprite: string, name: string, size: number) => h('svg', {
  'aria-hidden': 'true', width: size, height: size, fill: 'none', stroke: 'currentColor', strokeWidth: 2,
  strokeLinecap: 'round', strokeLinejoin: 'round', style: { flex: 'none' },
}, h('use', { href: `${sprite}#${name}` }));

/** The control and its preview, for CMS.registerWidget(ICON_WIDGET, control, preview). */
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
