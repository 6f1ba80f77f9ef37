import { useOffice } from '../../office';
import { formatPhone, telHref, whatsappHref } from '../../../shared/text/format';
import { departmentLabel } from '../../../shared/contact/whatsapp';
import { CONTACT } from '../../../shared/strings/contact';
import { Icon } from '../Icon';
import { Card } from '../blocks/Cards';
import { EmailLink } from '../details/EmailLink';
import { DETAILS } from '../../../shared/strings/ui';
import { OfficeSampleMark } from '../samples/OfficeSampleMark';

export function Departments() {
  const office = useOffice();
  return (
    <section className="section departments" aria-labelledby={CONTACT.departmentsId}>
      <h2 id={CONTACT.departmentsId}>{CONTACT.departmentsTitle}</h2>
      <p>{CONTACT.departmentsIntro}</p>
      <ul className="departments__list" role="list">
        {office.departamentos.map((d) => {
          const name = departmentLabel(d.nome);
          return (
            <Card key={d.nome} title={name} className="departments__item">
              {d.atende && <p className="departments__handles"><strong>{CONTACT.departmentHandles}</strong> {d.atende}<OfficeSampleMark kind="claim" field="departamentos" /></p>}
              <ul className="departments__contacts" role="list">
                <li>
                  <Icon name="mail" size={20} />
                  <span className="sr-only">{DETAILS.email}: </span>
                  <EmailLink email={d.email} />
                </li>
                <li>
                  <Icon name="phone" size={20} />
                  <span className="sr-only">{DETAILS.phone}: </span>
                  <a href={telHref(d.numero)}>{formatPhone(d.numero)}</a>
                  <OfficeSampleMark kind="number" field="departamentos" />
                </li>
                <li>
                  <Icon name="message-circle" size={20} />
                  <a href={whatsappHref(d.numero)} target="_blank" rel="noopener noreferrer">
                    {DETAILS.whatsapp}
                    <span className="sr-only"> {CONTACT.departmentWhatsapp(name)}</span>
                    <span className="sr-only"> {CONTACT.opensInNewTab}</span>
                  </a>
                </li>
              </ul>
            </Card>
          );
        })}
      </ul>
    </section>
  );
}
