/**
 * What /quando-pedir carries to the browser: each certificate's validity and purposes, and the slowest
 * deadline of the service that issues it, so the window holds at worst.
 */
import type { Deadlines } from '../content/schema/index.ts';
import type { OfficeSchedule } from '../office-status.ts';
import type { DeadlineSpan } from './ready-date.ts';
import type { ReadyService } from './services.ts';

export interface RequestCertificate {
  name: string;
  days: number;
  purposes: string[];
  basis: string;
  sample: boolean;
  /** Absent: another office issues it. */
  service?: { title: string; route: string; text: string; span: DeadlineSpan };
}

export interface WhenToRequestData {
  purposes: string[];
  certificates: RequestCertificate[];
  schedule: OfficeSchedule;
  sampleHolidays?: boolean;
}

/** In days, to compare kinds counted in hours with kinds counted in days. */
const longest = (k: DeadlineSpan) => (k.unit === 'horas' || k.unit === 'horas-corridas' ? k.most / 24 : k.most);

export function requestCertificates(validities: NonNullable<Deadlines['validades']>, services: ReadyService[]): RequestCertificate[] {
  return validities.map((v) => {
    const service = v.servico ? services.find((s) => s.slug === v.servico) : undefined;
    const slowest = service?.kinds.length ? service.kinds.reduce((a, b) => (longest(b) > longest(a) ? b : a)) : undefined;
    return {
      name: v.certidao, days: v.dias, purposes: v.finalidades, basis: v.base, sample: v.amostra === true,
      ...(service && slowest ? {
        service: { title: service.title, route: service.route, text: slowest.text, span: { least: slowest.least, most: slowest.most, unit: slowest.unit } },
      } : {}),
    };
  });
}

export const purposesOf = (certificates: RequestCertificate[]) => [...new Set(certificates.flatMap((c) => c.purposes))];
