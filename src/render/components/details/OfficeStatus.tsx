import { holidaysAreSamples, schedule } from '../../site';
import { useOffice } from '../../office';
import { officeHours } from '../../../shared/content/facts';
import { SampleMark } from '../samples/SampleMark';

const scheduleJson = JSON.stringify(schedule);

/**
 * The office status, computed in the browser; the HTML holds the weekly hours, which is what shows
 * without JavaScript.
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
