import type { ReactNode } from 'react';
import services from 'virtual:deadlines';
import { businessDayRule, holidaysAreSamples, visitSchedule } from '../../site';
import { useOffice } from '../../office';
import { isSampleField } from '../../../shared/content/office-samples';
import { withoutSampleClaims } from '../../../shared/content/sample-claims';
import { plainInline } from '../../../shared/text/inline-markup';
import type { ReadyDateData } from '../../../shared/deadlines/tool-data';
import { READY_DATE as T } from '../../../shared/strings/deadlines';
import { UI } from '../../../shared/strings/ui';

const ID = 'quando-fica-pronto';

/**
 * "Quando fica pronto?": the ready day is counted in the browser from the JSON in `data-ready-date`; a
 * day already past shows what to do (the department's WhatsApp, then the children). Without JavaScript a
 * note points to the list of deadlines.
 */
export function ReadyDate({ children }: { children?: ReactNode }) {
  const office = useOffice();
  const data: ReadyDateData = {
    services: services.map((s) => ({ ...s, summary: withoutSampleClaims(plainInline(s.summary)) })),
    schedule: visitSchedule,
    rule: plainInline(businessDayRule),
    ...(holidaysAreSamples ? { sampleHolidays: true } : {}),
    ...(isSampleField(office, 'departamentos') ? { sampleMark: `(${UI.sampleMark.number})` } : {}),
  };
  const first = services[0];
  const event = first?.kinds[0]?.event;
  return (
    <section className="ready-date tool" aria-labelledby={`${ID}-titulo`}>
      <h2 id={`${ID}-titulo`}>{T.title}</h2>
      <form className="ready-date__form tool__form" data-ready-date={JSON.stringify(data)} method="dialog" noValidate>
        <div className="field">
          <label htmlFor={`${ID}-servico`} className="field__label">{T.serviceLabel}</label>
          <select id={`${ID}-servico`} name="servico" className="field__control">
            {services.map((s) => <option key={s.slug} value={s.slug}>{s.title}</option>)}
          </select>
        </div>
        <div className="field" data-ready-kind={(first?.kinds.length ?? 0) < 2 ? 'one' : 'several'}>
          <label htmlFor={`${ID}-tipo`} className="field__label">{T.kindLabel}</label>
          <select id={`${ID}-tipo`} name="tipo" className="field__control">
            {first?.kinds.map((k, i) => <option key={k.name ?? i} value={i}>{k.name}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ID}-data`} className="field__label" data-ready-date-label="">{event?.label ?? T.dateLabel}</label>
          <p id={`${ID}-data-dica`} className="field__hint" data-ready-date-hint="">{event ? T.eventHint : T.dateHint}</p>
          <input id={`${ID}-data`} name="data" type="date" className="field__control ready-date__date" aria-describedby={`${ID}-data-dica`} />
        </div>
        <button type="submit" className="button button--primary">{T.submit}</button>
        <div className="ready-date__result" aria-live="polite">
          <div data-ready-answer="" />
          <div className="ready-date__past" data-ready-past="hidden">
            <p><strong>{T.pastTitle}</strong></p>
            <ol>
              <li data-ready-department="" />
              <li>{children}</li>
            </ol>
          </div>
        </div>
      </form>
      <p className="tool__noscript" data-island-fallback="">{T.noScript}</p>
    </section>
  );
}
