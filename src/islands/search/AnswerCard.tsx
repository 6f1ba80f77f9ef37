/** The answer above the results of /busca, linked to the page that shows it. Nothing typed becomes markup. */
import type { Answer } from '../../shared/search/answers';
import { SEARCH_ANSWERS as A } from '../../shared/strings/search';
import { formatPhone, telHref, whatsappHref } from '../../shared/text/format';
import type { VisitDay } from '../../shared/visit-days';

const TITLE_ID = 'busca-resposta';

function title(answer: Answer): string {
  switch (answer.kind) {
    case 'phone': return answer.department ? A.phoneOf(answer.department) : A.phoneOffice;
    case 'price': return A.priceOf(answer.service);
    case 'deadline': return A.deadlineOf(answer.service);
    case 'hours': return A.hours;
  }
}

function Phones({ phone, whatsapp, className }: { phone: string; whatsapp: string; className?: string }) {
  return (
    <p className={className}>
      {A.phone}: <a href={telHref(phone)}>{formatPhone(phone)}</a>
      {' · '}
      <a href={whatsappHref(whatsapp)} target="_blank" rel="noopener noreferrer">
        {A.whatsapp}<span className="sr-only"> {A.opensInNewTab}</span>
      </a>
    </p>
  );
}

function Days({ title, days }: { title: string; days: VisitDay[] }) {
  return (
    <>
      <h3 className="search-answer__subtitle">{title}</h3>
      <ul className="search-answer__days">
        {days.map((d) => <li key={d.date}>{d.date}: {d.text}</li>)}
      </ul>
    </>
  );
}

function Body({ answer }: { answer: Answer }) {
  switch (answer.kind) {
    case 'phone':
      return (
        <>
          <Phones className="search-answer__main" phone={answer.phone} whatsapp={answer.whatsapp} />
          <p><a href={answer.href}>{A.allContacts}</a></p>
        </>
      );
    case 'price':
      return (
        <>
          {answer.value && (
            <div className="search-answer__value" data-answer="valor">
              <p>{A.forValue(answer.value.value, answer.value.bracket)} <strong>{A.total} {answer.value.total}</strong></p>
              <p className="search-answer__parts">{answer.value.parts}</p>
            </div>
          )}
          <ul className="search-answer__rows">
            {answer.rows.map((row) => <li key={row.act}>{row.act}: <strong>{row.price}</strong></li>)}
          </ul>
          <p>
            <a href={answer.href}>{A.allPrices}</a>
            {' · '}
            <a href={answer.serviceHref}>{A.servicePage(answer.service)}</a>
          </p>
        </>
      );
    case 'deadline':
      return (
        <>
          <p className="search-answer__main">{answer.deadline}.</p>
          <p><a href={answer.href}>{A.allDeadlines}</a></p>
        </>
      );
    case 'hours':
      return (
        <>
          <p className="search-answer__main" data-state={answer.open ? 'open' : 'closed'}><strong>{answer.status}</strong></p>
          {answer.notice && <p className="search-answer__notice">{A.notice} <a href={answer.notice.href}>{answer.notice.title}</a></p>}
          <p>{answer.hours}. {answer.note}</p>
          <Days title={A.nextDays} days={answer.days} />
          {answer.closed.length > 0 && <Days title={A.closedDays} days={answer.closed} />}
          <p>{A.address}: {answer.address}</p>
          <Phones phone={answer.phone} whatsapp={answer.whatsapp} />
          <p><a href={answer.href}>{A.hoursLink}</a></p>
        </>
      );
  }
}

export function AnswerCard({ answer }: { answer: Answer }) {
  return (
    <section className="search-answer" aria-labelledby={TITLE_ID} data-answer={answer.kind}>
      <p className="search-answer__label">{A.label}</p>
      <h2 id={TITLE_ID} className="search-answer__title">{title(answer)}</h2>
      <Body answer={answer} />
    </section>
  );
}
