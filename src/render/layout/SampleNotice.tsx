import { hasSamples } from '../site';
import { UI } from '../../shared/strings/ui';

/**
 * Top of every page while any content is sample data: nobody should rely on an invented phone, fee or news
 * item. A landmark of its own (axe wants all content in one); not a live region: it never changes.
 */
export function SampleNotice() {
  if (!hasSamples) return null;
  return (
    <aside className="sample-notice" aria-labelledby="aviso-demonstracao">
      <p className="sample-notice__text container">
        <strong id="aviso-demonstracao">{UI.sampleNoticeTitle}</strong> {UI.sampleNoticeText}
      </p>
    </aside>
  );
}
