import { useOffice } from '../../office';
import { departmentLabel } from '../../../shared/contact/whatsapp';
import { CHANNELS as T } from '../../../shared/strings/channels';
import { formatPhone, telHref, whatsappHref } from '../../../shared/text/format';
import { EmailLink } from '../details/EmailLink';
import { OfficeSampleMark } from '../samples/OfficeSampleMark';

function Phone({ digits, field }: { digits: string; field: string }) {
  return <><a href={telHref(digits)}>{formatPhone(digits)}</a><OfficeSampleMark kind="number" field={field} /></>;
}

function Whatsapp({ digits, who, field }: { digits: string; who: string; field: string }) {
  return (
    <>
      <a href={whatsappHref(digits)} target="_blank" rel="noopener noreferrer">
        {formatPhone(digits)}<span className="sr-only"> ({T.whatsapp}, {who}) {T.opensInNewTab}</span>
      </a>
      <OfficeSampleMark kind="number" field={field} />
    </>
  );
}

/** Every official channel of the office, in the HTML (it works without JavaScript): the data the checker compares with. */
export function OfficialChannels() {
  const office = useOffice();
  const site = office.siteUrl.replace(/^https:\/\//, '');
  return (
    <section className="official-channels" aria-labelledby="canais-oficiais-lista">
      <h2 id="canais-oficiais-lista">{T.listTitle}</h2>
      <h3>{T.phonesTitle}</h3>
      <ul className="official-channels__list">
        <li>
          <strong>{T.general}:</strong> {T.phone} <Phone digits={office.telefone} field="telefone" />;{' '}
          {T.whatsapp} <Whatsapp digits={office.whatsapp} who={T.general} field="whatsapp" />
        </li>
        {office.departamentos.map((d) => {
          const name = departmentLabel(d.nome);
          return (
            <li key={d.nome}>
              <strong>{name}:</strong> {T.phone} {T.and} {T.whatsapp} <Whatsapp digits={d.numero} who={name} field="departamentos" />
            </li>
          );
        })}
        <li>
          <strong>{T.ownerLgpd}:</strong> {T.phone} <Phone digits={office.encarregadoLgpd.telefone} field="encarregadoLgpd" />
        </li>
      </ul>
      <h3>{T.emailsTitle}</h3>
      <ul className="official-channels__list">
        <li><strong>{T.general}:</strong> <EmailLink email={office.email} /></li>
        {office.departamentos.map((d) => <li key={d.nome}><strong>{departmentLabel(d.nome)}:</strong> <EmailLink email={d.email} /></li>)}
        <li><strong>{T.ownerLgpd}:</strong> <EmailLink email={office.encarregadoLgpd.email} /></li>
      </ul>
      <h3>{T.siteTitle}</h3>
      <p>
        {T.siteText} <a href={office.siteUrl}>{site}</a>
        <OfficeSampleMark kind="data" field="siteUrl" />.{' '}
        {T.cnpj}: {office.cnpj}<OfficeSampleMark kind="data" field="cnpj" />.
      </p>
    </section>
  );
}
