import { holidaysAreSamples, schedule } from '../../site';
import { useOffice } from '../../office';
import { officeHours } from '../../../shared/content/facts';
import { SampleMark } from '../samples/SampleMark';

/** What the browser computes the status with (src/shared/office-status.ts), as JSON: the loaded content's schedule. */
const scheduleJson = JSON.stringify(schedule);

/**
 * "Aberto agora · fecha às 16h" / "Fechado agora · abre segunda-feira às 8h", computed in the browser
 * in the office's time zone by src/islands/page/after-load.ts, which fills every [data-office-status]
 * and refreshes it each minute. The HTML holds the weekly hours, which is what shows without
 * JavaScript; once the status is in, CSS shows the weekly hours again on the line below it.
 */
export function OfficeStatus({ label }: { label?: string }) {
  const office = useOffice();
  const hours = officeHours(office);
  return (
    <div className="office-status">
      <p className="office-status__line">
        {label && <><strong>{label}:</strong>{' '}</>}
        <span className="office-status__now" data-office-status={scheduleJson}>{hours}</span>
      </p>
      <p className="office-status__note">
        <span className="office-status__hours">{hours}. </span>
        {office.horario.observacao}
        <SampleMark kind="closures" when={holidaysAreSamples} />
      </p>
      {office.horario.plantao && <p className="office-status__plantao">{office.horario.plantao}</p>}
    </div>
  );
}
