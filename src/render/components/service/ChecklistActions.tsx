import { CHECKLIST } from '../../../shared/strings/checklist';
import { VISIT_PLAN } from '../../../shared/strings/visit-plan';
import { Icon } from '../Icon';
import { SmartLink } from '../SmartLink';
import { checklistWhatsappHref, type Checklist } from './checklist';

/**
 * Under the documents: send the list by WhatsApp (a plain link, so it works without JavaScript) and,
 * when scripts run, print it or the visit plan.
 */
export function ChecklistActions({ checklist, plan = false }: { checklist: Checklist; plan?: boolean }) {
  return (
    <div className="checklist-actions">
      <div className="checklist-actions__buttons">
        <SmartLink href={checklistWhatsappHref(checklist)} className="button button--primary" data-checklist-whatsapp="">
          <Icon name="message-circle" size={20} />
          {CHECKLIST.sendWhatsapp}
        </SmartLink>
        {/* Hidden until src/islands/page/print.ts marks it ready (PRINT_BUTTON_ATTRIBUTE): without scripts it could do nothing. */}
        <button type="button" className="button button--secondary" data-print-page="">
          <Icon name="printer" size={20} />
          {CHECKLIST.print}
        </button>
        {plan && (
          <button type="button" className="button button--secondary" data-visit-plan-print="">
            <Icon name="map-pin" size={20} />
            {VISIT_PLAN.button}
          </button>
        )}
      </div>
      <p className="checklist-actions__hint">{CHECKLIST.hint}</p>
      {plan && <p className="checklist-actions__hint checklist-actions__plan-hint">{VISIT_PLAN.ticksNote} {VISIT_PLAN.hint}</p>}
    </div>
  );
}
