import platforms from 'virtual:platforms';
import type { IconName } from '../../../shared/content/icon-names';
import type { HowDoneMode } from '../../../kinds/servico/how-done-schema';
import { findPlatform, type HowDone as HowDoneData } from '../../../shared/content/how-done';
import { HOW_DONE_TEXT } from '../../../shared/strings/how-done';
import { Icon } from '../Icon';
import { SmartLink } from '../SmartLink';
import { SampleMark } from '../samples/SampleMark';
import { InlineText } from '../InlineText';
import { SAMPLE_CLAIM_MARK, withoutSampleClaims } from '../../../shared/content/sample-claims';

/** Beside the words, never instead of them. */
const MODE_ICONS: Record<HowDoneMode, IconName> = {
  internet: 'globe',
  'internet-e-balcao': 'laptop',
  balcao: 'building',
  depende: 'clipboard-list',
};

/**
 * How a service is done, in words, then the platform and the page's note as each place has room for:
 * the summary is one line of a phone's first screen, a card is itself a link, the visit plan says all.
 */
export function HowDone({ how, place }: { how: HowDoneData; place: 'resumo' | 'cartao' | 'plano' }) {
  const found = how.plataforma ? findPlatform(platforms, how.plataforma) : undefined;
  const depends = how.modo === 'depende';
  // Where the way depends on the case the summary names the note; a way still to confirm that names its
  // platform says that instead, with the short mark, and leaves the note to the plan.
  const byPlatform = depends && Boolean(found) && how.amostra === true;
  const platform = place === 'resumo' && depends && !byPlatform ? undefined : found;
  const note = place === 'plano' || (place === 'resumo' && depends && !byPlatform) ? how.nota : undefined;
  // A note that reads an office fact still to confirm carries the short mark too.
  const claim = Boolean(note?.includes(SAMPLE_CLAIM_MARK));
  return (
    <span className="how-done" data-how-done={how.modo}>
      <Icon name={MODE_ICONS[how.modo]} size={16} className="how-done__icon" />
      <strong>{HOW_DONE_TEXT.modes[how.modo]}{platform ? ':' : '.'}</strong>
      {platform && <> {place === 'cartao' ? platform.nome : <SmartLink href={platform.url}>{platform.nome}</SmartLink>}{place === 'plano' && ` (${platform.url.replace(/^https?:\/\//, '')})`}.</>}
      {note && <> <InlineText text={withoutSampleClaims(note)} /></>}
      <SampleMark kind="short" when={how.amostra === true || claim} />
    </span>
  );
}
