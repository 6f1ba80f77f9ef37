import { hasSamples } from '../site';
import { UI } from '../../shared/strings/ui';

/**
 * Top of every page while any content is still sample data (src/node/content/samples.ts): nobody should call,
 * write to or rely on an invented phone, address, fee or news item. A landmark of its own (screen-reader
 * users meet it in the landmark list, and axe wants all content in one); not a live region: it never changes.
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
