import { Icon } from '../components/Icon';
import { A11Y_UI } from '../../shared/strings/a11y';

/** eMAG high-contrast toggle, rendered unpressed: the build cannot know the visitor's choice (contrast.ts sets it). */
export function ContrastToggle() {
  return (
    <button type="button" className="contrast-toggle" aria-pressed="false" data-contrast-toggle="">
      <Icon name="contrast" size={20} />
      <span className="sr-only-narrow">{A11Y_UI.contrastToggle}</span>
    </button>
  );
}
