import { Fragment, type ReactElement } from 'react';
import { useOffice } from '../../office';
import { officeAddress, officeHours } from '../../../shared/content/facts';
import { hoursNotes } from '../../../shared/content/office-hours';
import { formatPhone, telHref, whatsappHref } from '../../../shared/text/format';
import { DETAILS } from '../../../shared/strings/ui';
import { SmartLink } from '../SmartLink';
import { Detail, DetailList } from './DetailList';
import { EmailLink } from './EmailLink';
import { OfficeStatus } from './OfficeStatus';
import { OfficeSampleMark } from '../samples/OfficeSampleMark';

export type OfficeDetail = 'address' | 'phone' | 'whatsapp' | 'email' | 'hours' | 'status';

/** The office's contact details, always from content/office.yml; the one place that draws them. */
export function OfficeDetails({ show = ['phone', 'email', 'hours', 'address'], mapLink = false }: { show?: OfficeDetail[]; mapLink?: boolean }) {
  const office = useOffice();
  const detail: Record<OfficeDetail, () => ReactElement> = {
    address: () => (
      <Detail key="address" icon="map-pin" label={DETAILS.address}>
        {officeAddress(office)}
        {mapLink && <><br /><SmartLink href={office.mapaUrl}>{DETAILS.mapLink}</SmartLink></>}
      </Detail>
    ),
    phone: () => (
      <Detail key="phone" icon="phone" label={DETAILS.phone}>
        <a href={telHref(office.telefone)}>{formatPhone(office.telefone)}</a>
        <OfficeSampleMark kind="number" field="telefone" />
      </Detail>
    ),
    whatsapp: () => (
      <Detail key="whatsapp" icon="message-circle" label={DETAILS.whatsapp}>
        <SmartLink href={whatsappHref(office.whatsapp)}>{formatPhone(office.whatsapp)}</SmartLink>
        <OfficeSampleMark kind="number" field="whatsapp" />
      </Detail>
    ),
    email: () => (
      <Detail key="email" icon="mail" label={DETAILS.email}>
        <EmailLink email={office.email} />
      </Detail>
    ),
    hours: () => (
      <Detail key="hours" icon="clock" label={DETAILS.hours}>
        {officeHours(office)}.
        {hoursNotes(office.horario).map((note) => <Fragment key={note}><br />{note}</Fragment>)}
      </Detail>
    ),
    status: () => (
      <Detail key="status" icon="clock" label={DETAILS.hours}>
        <OfficeStatus />
      </Detail>
    ),
  };
  return <DetailList>{show.map((name) => detail[name]())}</DetailList>;
}
