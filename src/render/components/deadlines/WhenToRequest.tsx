import services, { validities } from 'virtual:deadlines';
import { holidaysAreSamples, visitSchedule } from '../../site';
import { purposesOf, requestCertificates, type WhenToRequestData } from '../../../shared/deadlines/when-to-request';
import { WHEN_TO_REQUEST as T } from '../../../shared/strings/deadlines';
import { SampleMark } from '../samples/SampleMark';

const ID = 'quando-pedir';

/**
 * "Quando pedir cada certidão?": for each certificate a purpose asks for, the days to ask for it, counted
 * in the browser. Without JavaScript the list below the form says each certificate's validity.
 */
export function WhenToRequest() {
  const certificates = requestCertificates(validities, services);
  const data: WhenToRequestData = {
    purposes: purposesOf(certificates), certificates, schedule: visitSchedule, ...(holidaysAreSamples ? { sampleHolidays: true } : {}),
  };
  return (
    <section className="when-to-request tool" aria-labelledby={`${ID}-titulo`}>
      <h2 id={`${ID}-titulo`}>{T.title}</h2>
      <form className="when-to-request__form tool__form" data-when-to-request={JSON.stringify(data)} method="dialog" noValidate>
        <div className="field">
          <label htmlFor={`${ID}-finalidade`} className="field__label">{T.purposeLabel}</label>
          <select id={`${ID}-finalidade`} name="finalidade" className="field__control">
            {data.purposes.map((p) => <option key={p} value={p}>{p}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ID}-data`} className="field__label">{T.dateLabel}</label>
          <p id={`${ID}-data-dica`} className="field__hint">{T.dateHint}</p>
          <input id={`${ID}-data`} name="data" type="date" className="field__control" aria-describedby={`${ID}-data-dica`} />
        </div>
        <button type="submit" className="button button--primary">{T.submit}</button>
        <div className="when-to-request__result" aria-live="polite" data-when-answer="" />
      </form>
      <p className="tool__noscript" data-island-fallback="">{T.noScript}</p>
      <h3>{T.listTitle}</h3>
      <ul className="when-to-request__list">
        {certificates.map((c) => (
          <li key={c.name}>
            {T.listItem(c.name, c.days, c.purposes.join('; '))} {T.basis(c.basis)}
            <SampleMark kind="short" when={c.sample} />
          </li>
        ))}
      </ul>
    </section>
  );
}
