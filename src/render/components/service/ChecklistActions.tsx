import { CHECKLIST } from '../../../shared/strings/checklist';
import { Icon } from '../Icon';
import { SmartLink } from '../SmartLink';
import { checklistWhatsappHref, type Checklist } from './checklist';

/**
 * Under the documents list: send the list by WhatsApp (a plain link built at build time, so it works
 * without JavaScript) and, when scripts run, print it (src/islands/page/print.ts shows the button).
 */
export function ChecklistActions({ checklist }: { checklist: Checklist }) {
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
      </div>
      <p className="checklist-actions__hint">{CHECKLIST.hint}</p>
    </div>
  );
}
