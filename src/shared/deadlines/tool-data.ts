/** What the ready-date form carries to the browser as JSON (data-ready-date), and the address that opens it on a service. */
import type { OfficeSchedule } from '../office-status.ts';
import type { ReadyService } from './services.ts';

export interface ReadyDateData {
  /** The services in the select's order; `summary` as plain text. */
  services: ReadyService[];
  /** The office's calendar: weekly hours, time zone, holidays and closures by name (the visit plan's). */
  schedule: OfficeSchedule;
  /**
   * While the departments' numbers are samples, the mark beside the chat link ("(número de exemplo)"), and
   * the message is shown too (DESIGN.md, sample data); absent once they are confirmed.
   */
  sampleMark?: string;
  /** How deadlines count business days (the fact regraDiasUteis, plain text with its sample mark): the count follows it. */
  rule: string;
  /** While the local holidays and closures are samples: the days the count skipped say "a confirmar". */
  sampleHolidays?: boolean;
}

/** The tool's page (content/paginas/quando-fica-pronto.mdx). */
export const READY_DATE_ROUTE = '/quando-fica-pronto';

/** The query that opens the tool on one service (src/islands/page/ready-date.ts reads it). */
export const READY_DATE_PARAM = 'servico';

/** The tool opened on a service: each service summary's deadline line links here. */
export const readyDateHref = (slug: string) => `${READY_DATE_ROUTE}?${READY_DATE_PARAM}=${slug}`;
