import platforms from 'virtual:platforms';
import type { IconName } from '../../../shared/content/icon-names';
import type { HowDoneMode } from '../../../shared/content/schema';
import { findPlatform, type HowDone as HowDoneData } from '../../../shared/content/how-done';
import { HOW_DONE_TEXT } from '../../../shared/strings/how-done';
import { Icon } from '../Icon';
import { SmartLink } from '../SmartLink';
import { SampleMark } from '../samples/SampleMark';

/** Beside the words, never instead of them. */
const MODE_ICONS: Record<HowDoneMode, IconName> = {
  internet: 'globe',
  'internet-e-balcao': 'laptop',
  balcao: 'building',
  depende: 'clipboard-list',
};

/**
 * How a service is done, as words: "Todo pela internet", "Só no cartório"…, then the page's note and
 * the national platform (a link, or its name where the line sits inside a link, as on a card). A
 * statement still to confirm carries its sample mark.
 */
export function HowDone({ how, note = true, link = true }: { how: HowDoneData; note?: boolean; link?: boolean }) {
  const platform = how.plataforma ? findPlatform(platforms, how.plataforma) : undefined;
  return (
    <span className="how-done" data-how-done={how.modo}>
      <Icon name={MODE_ICONS[how.modo]} size={16} className="how-done__icon" />
      <strong>{HOW_DONE_TEXT.modes[how.modo]}.</strong>
      {note && how.nota && <> {how.nota}</>}
      {platform && (
        <>
          {' '}{HOW_DONE_TEXT.platform}{' '}
          {link ? <SmartLink href={platform.url}>{platform.nome}</SmartLink> : platform.nome}.
        </>
      )}
      <SampleMark kind={note ? 'claim' : 'short'} when={how.amostra === true} />
    </span>
  );
}
