/**
 * The form's number field: reads what staff type the Brazilian way ("92,50", "R$ 1.234,56") and saves the
 * number they mean. A text it cannot read stops the save and stays in the box. Built with Decap's React.
 */
import { readNumber, showNumber, type NumberKind } from '../shared/text/number-input.ts';

interface FieldSettings { get(key: string): unknown }
interface Props {
  value: unknown;
  field: FieldSettings;
  forID: string;
  classNameWrapper: string;
  onChange(value: unknown): void;
  setActiveStyle(): void;
  setInactiveStyle(): void;
}
interface Control { props: Props; state: { text: string }; setState(state: { text: string }): void }

const kindOf = (field: FieldSettings): NumberKind =>
  field.get('reais') ? 'reais' : field.get('value_type') === 'int' ? 'inteiro' : 'decimal';

const isBlank = (text: string) => text.trim() === '';

/** The number a typed text means, '' when blank, the text itself when unread (isValid refuses it). */
function valueFor(text: string, field: FieldSettings): unknown {
  if (isBlank(text)) return '';
  const reading = readNumber(text, kindOf(field));
  return reading.ok ? reading.value : text;
}

const shown = (value: unknown, kind: NumberKind) => (typeof value === 'number' ? showNumber(value, kind) : typeof value === 'string' ? value : '');

export function numberProblem(text: string, field: FieldSettings): string | undefined {
  if (isBlank(text)) return undefined;
  const kind = kindOf(field);
  const reading = readNumber(text, kind);
  if (!reading.ok) return reading.message;
  const min = field.get('min');
  const max = field.get('max');
  if (typeof min === 'number' && reading.value < min) return `Use um valor a partir de ${showNumber(min, kind)}.`;
  if (typeof max === 'number' && reading.value > max) return `Use um valor até ${showNumber(max, kind)}.`;
  return undefined;
}

type CreateClass = (spec: object) => unknown;
type H = (type: string, props: object | null, ...children: unknown[]) => unknown;

export function numberWidget(createClass: CreateClass, h: H) {
  const control = createClass({
    getInitialState(this: Control) {
      return { text: shown(this.props.value, kindOf(this.props.field)) };
    },
    // Another entry opened in the same form: show its value, not the last one typed.
    componentDidUpdate(this: Control, previous: Props) {
      const { value, field } = this.props;
      if (previous.value !== value && value !== valueFor(this.state.text, field)) this.setState({ text: shown(value, kindOf(field)) });
    },
    isValid(this: Control) {
      const message = numberProblem(this.state.text, this.props.field);
      return message ? { error: { type: 'NUMERO', message } } : true;
    },
    render(this: Control) {
      return h('input', {
        type: 'text',
        inputMode: 'decimal',
        autoComplete: 'off',
        id: this.props.forID,
        className: this.props.classNameWrapper,
        value: this.state.text,
        onFocus: this.props.setActiveStyle,
        onBlur: this.props.setInactiveStyle,
        onChange: (e: { target: { value: string } }) => {
          const text = e.target.value;
          this.setState({ text });
          this.props.onChange(valueFor(text, this.props.field));
        },
      });
    },
  });
  const preview = ({ value, field }: { value: unknown; field: FieldSettings }) => h('span', null, shown(value, kindOf(field)));
  return { control, preview };
}
