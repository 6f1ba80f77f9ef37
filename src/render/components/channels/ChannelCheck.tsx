import platforms from 'virtual:platforms';
import { useOffice } from '../../office';
import { payment } from '../../site';
import { plainInline } from '../../../shared/text/inline-markup';
import { officialChannels } from '../../../shared/channels/official-channels';
import { CHANNELS as T } from '../../../shared/strings/channels';

/**
 * "É mesmo do cartório?": the office's channels travel as JSON and the verdict is worked out in the
 * browser; nothing typed is sent. Drawn from the first paint, so nothing moves when the script arrives;
 * without JavaScript a note points to the list of channels.
 */
export function ChannelCheck() {
  const office = useOffice();
  const id = 'conferir-canal';
  return (
    <section className="channel-check tool" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>{T.checkTitle}</h2>
      <form className="channel-check__form tool__form" data-channel-check={JSON.stringify(officialChannels(office, platforms, plainInline(payment.protesto)))} method="dialog" noValidate>
        <label htmlFor={id} className="field__label">{T.checkLabel}</label>
        <p id={`${id}-dica`} className="channel-check__hint">{T.checkHint}</p>
        <div className="field-row">
          <input
            id={id} name="canal" type="text" autoComplete="off" autoCapitalize="off" spellCheck={false} maxLength={500}
            className="text-input channel-check__input" aria-describedby={`${id}-dica ${id}-privacidade`}
          />
          <button type="submit" className="button button--secondary">{T.checkSubmit}</button>
        </div>
        <p id={`${id}-privacidade`} className="channel-check__hint">{T.checkPrivacy}</p>
        <div className="channel-check__verdict" data-channel-verdict="" aria-live="polite" />
      </form>
      <p className="tool__noscript" data-island-fallback="">{T.checkNoScript}</p>
    </section>
  );
}
