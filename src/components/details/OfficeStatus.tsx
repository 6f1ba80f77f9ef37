import { office } from '../../content/site';
import { officeHours } from '../../content/facts';
import { officeSchedule, parseHolidays } from '../../content/holidays';
import { DETAILS } from '../../strings/ui';
import { Detail, DetailList } from './DetailList';

// content/feriados.yml as text, read when the pages are rendered (never shipped as code). The file is
// optional: without it only weekends and national holidays close the office.
const holidayFiles = import.meta.glob<string>('/content/feriados.yml', { query: '?raw', import: 'default', eager: true });

/** What the browser computes the status with (src/lib/office-status.ts), as JSON. */
const schedule = JSON.stringify(officeSchedule(office, parseHolidays(Object.values(holidayFiles)[0])));

/**
 * "Aberto agora · fecha às 16h" / "Fechado agora · abre segunda-feira às 8h", computed in the browser
 * in the office's time zone by src/client/after-load.ts, which fills every [data-office-status]
 * and refreshes it each minute. The HTML holds the weekly hours, which is what shows without
 * JavaScript; once the status is in, CSS shows the weekly hours again on the line below it.
 */
export function OfficeStatus({ label }: { label?: string }) {
  const hours = officeHours(office);
  return (
    <div className="office-status">
      <p className="office-status__line">
        {label && <><strong>{label}:</strong>{' '}</>}
        <span className="office-status__now" data-office-status={schedule}>{hours}</span>
      </p>
      <p className="office-status__note">
        <span className="office-status__hours">{hours}. </span>
        {office.horario.observacao}
      </p>
    </div>
  );
}

/** The office status as the "Horário" item of a details list (home page, /contato). */
export function OfficeStatusDetail() {
  return (
    <DetailList>
      <Detail icon="clock" label={DETAILS.hours}>
        <OfficeStatus />
      </Detail>
    </DetailList>
  );
}
