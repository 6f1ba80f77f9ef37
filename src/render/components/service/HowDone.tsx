import platforms from 'virtual:platforms';
import type { IconName } from '../../../shared/content/icon-names';
import type { HowDoneMode } from '../../../kinds/servico/how-done-schema';
import { findPlatform, type HowDone as HowDoneData } from '../../../shared/content/how-done';
import { HOW_DONE_TEXT } from '../../../shared/strings/how-done';
import { Icon } from '../Icon';
import { SmartLink } from '../SmartLink';
import { SampleMark } from '../samples/SampleMark';
import { InlineText } from '../InlineText';

/** Beside the words, never instead of them. */
const MODE_ICONS: Record<HowDoneMode, IconName> = {
  internet: 'globe',
  'internet-e-balcao': 'laptop',
  balcao: 'building',
  depende: 'clipboard-list',
};

/**
 * How a service is done, as words: "Todo pela internet", "Só no cartório"…, then the national platform
 * and the page's note, as each place has room for: the summary (`resumo`, within a phone's first
 * screen) names the platform, or the note where it says what the way depends on; a card (`cartao`, a
 * link itself) names the platform without linking it; the visit plan (`plano`) says everything. A
 * statement still to confirm carries its sample mark.
 */
export function HowDone({ how, place }: { how: HowDoneData; place: 'resumo' | 'cartao' | 'plano' }) {
  const found = how.plataforma ? findPlatform(platforms, how.plataforma) : undefined;
  const depends = how.modo === 'depende';
  const platform = place === 'resumo' && depends ? undefined : found;
  const note = place === 'plano' || (place === 'resumo' && depends) ? how.nota : undefined;
  return (
    <span className="how-done" data-how-done={how.modo}>
      <Icon name={MODE_ICONS[how.modo]} size={16} className="how-done__icon" />
      <strong>{HOW_DONE_TEXT.modes[how.modo]}{platform ? ':' : '.'}</strong>
      {platform && <> {place === 'cartao' ? platform.nome : <SmartLink href={platform.url}>{platform.nome}</SmartLink>}{place === 'plano' && ` (${platform.url.replace(/^https?:\/\//, '')})`}.</>}
      {note && <> <InlineText text={note} /></>}
      <SampleMark kind="short" when={how.amostra === true} />
    </span>
  );
}
