import type { MouseEvent, Ref } from 'react';
import { CONTACT } from '../../shared/strings/contact';

export interface SummaryError {
  fieldId: string;
  message: string;
}

/**
 * GOV.UK error summary, focused after a failed submit so screen readers read it whole (no live region:
 * it updates while the visitor types). A link moves focus to its field rather than changing the #hash,
 * which the router would treat as a navigation.
 */
export function ErrorSummary({ errors, ref }: { errors: SummaryError[]; ref: Ref<HTMLDivElement> }) {
  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    const label = document.querySelector<HTMLElement>(`label[for="${fieldId}"]`);
    (label ?? field).scrollIntoView({ block: 'start' });
    field.focus({ preventScroll: true });
  };

  return (
    <div ref={ref} className="error-summary" tabIndex={-1} data-error-summary="">
      <h3 className="error-summary__title">{CONTACT.errorSummaryTitle}</h3>
      <ul className="error-summary__list">
        {errors.map((e) => (
          <li key={e.fieldId}>
            <a href={`#${e.fieldId}`} onClick={(event) => focusField(event, e.fieldId)}>{e.message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
