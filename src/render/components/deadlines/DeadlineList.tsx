import services from 'virtual:deadlines';
import type { ReadyService } from '../../../shared/deadlines/services';
import { SERVICE_ANCHORS } from '../../../shared/content/service-sections';
import { DEADLINE_LIST as T, READY_DATE } from '../../../shared/strings/deadlines';
import { groupWhen, groupWhy, skippedDays } from '../../../shared/deadlines/skipped-days';
import { wallClock } from '../../../shared/office-status';
import { holidaysAreSamples, visitSchedule } from '../../site';
import { InlineText } from '../InlineText';

/** Every service's deadline line, readable without JavaScript. `list`: the editor's preview gives its own. */
export function DeadlineList({ list = services }: { list?: ReadyService[] }) {
  return (
    <section className="deadline-list" aria-labelledby="prazos-de-cada-servico">
      <h2 id="prazos-de-cada-servico">{T.title}</h2>
      <dl className="deadline-list__items">
        {list.map((s) => (
          <div key={s.slug} className="deadline-list__item">
            <dt><a href={`${s.route}#${SERVICE_ANCHORS.resumo}`}>{s.title}</a></dt>
            {/* A link to a section of the service's own page ("#prazos") keeps pointing there. */}
            <dd><InlineText text={s.summary.replaceAll('](#', `](${s.route}#`)} /></dd>
          </div>
        ))}
      </dl>
      <ClosedDays />
    </section>
  );
}

/** The closures the count skips in the coming year, from the build day: readable without JavaScript. */
function ClosedDays() {
  const today = wallClock(new Date(), visitSchedule.zone).day;
  const groups = skippedDays(today, today + 365, visitSchedule).filter((g) => g.why !== READY_DATE.openNotCounted);
  return (
    <>
      <h3 id="dias-que-nao-contam">{T.closedTitle}</h3>
      <p>{T.closedIntro}</p>
      <ul className="deadline-list__closed">
        {groups.map((g) => <li key={g.first}>{groupWhen(g, true)}: {groupWhy(g, holidaysAreSamples)}</li>)}
      </ul>
    </>
  );
}
