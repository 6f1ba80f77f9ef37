import { office } from '../../content/site';
import { officeAddress, officeHours } from '../../content/facts';
import { formatPhone, telHref } from '../../lib/format';
import { OFFICE } from '../../strings/institucional';
import { Icon } from '../Icon';
import './institutional.css';

/** Phone, e-mail, hours and address from content/office.yml, with tap-to-call and e-mail links. */
export function OfficeContact() {
  return (
    <dl className="office-contact">
      <div>
        <dt><Icon name="phone" size={20} /> {OFFICE.phone}</dt>
        <dd><a href={telHref(office.telefone)}>{formatPhone(office.telefone)}</a></dd>
      </div>
      <div>
        <dt><Icon name="mail" size={20} /> {OFFICE.email}</dt>
        <dd><a href={`mailto:${office.email}`}>{office.email}</a></dd>
      </div>
      <div>
        <dt><Icon name="clock" size={20} /> {OFFICE.hours}</dt>
        <dd>{officeHours(office)}. {office.horario.observacao}</dd>
      </div>
      <div>
        <dt><Icon name="map-pin" size={20} /> {OFFICE.address}</dt>
        <dd>{officeAddress(office)}</dd>
      </div>
    </dl>
  );
}
