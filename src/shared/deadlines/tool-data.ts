/** What the ready-date form carries to the browser as JSON, and the address that opens it on a service. */
import type { OfficeSchedule } from '../office-status.ts';
import type { ReadyService } from './services.ts';

export interface ReadyDateData {
  services: ReadyService[];
  schedule: OfficeSchedule;
  /** While the departments' numbers are samples, the mark beside the chat link; the message is shown too. */
  sampleMark?: string;
  rule: string;
  /** While the local holidays are samples: the days the count skipped say "a confirmar". */
  sampleHolidays?: boolean;
}

export const READY_DATE_ROUTE = '/quando-fica-pronto';

export const READY_DATE_PARAM = 'servico';

export const readyDateHref = (slug: string) => `${READY_DATE_ROUTE}?${READY_DATE_PARAM}=${slug}`;
