/** From content/feriados.yml and the office hours to the schedule the office status computes with. Build time only. */
import { clockText, DAY_MS, dayOfIso, hoursOn, isoDate, minutesOf, type Closure, type Interval, type OfficeSchedule } from '../office-status.ts';
import { weekIntervals } from './office-hours.ts';
import { CLOSURE_FACTS, OFFICE_STATUS } from '../strings/office-status.ts';
import { VISIT_PLAN } from '../strings/visit-plan.ts';
import type { Holidays, Office } from './schema/index.ts';

export const HOLIDAYS_FILE = 'content/feriados.yml';

export const EASTER_OFFSETS = {
  segundaDeCarnaval: -48,
  tercaDeCarnaval: -47,
  quartaDeCinzas: -46,
  corpusChristi: 60,
} as const;

/** No file: only weekends and national holidays close the office. */
export const NO_HOLIDAYS: Holidays = { amostra: false };

/** `named`: each closure carries its name, for the visit plan. */
export function officeSchedule(office: Office, holidays: Holidays = NO_HOLIDAYS, named = false): OfficeSchedule {
  const closures: Closure[] = [];
  const label = (name: string) => (named ? { name } : {});
  const optional = holidays.pontosFacultativos ?? {};
  for (const [key, offset] of Object.entries(EASTER_OFFSETS) as [keyof typeof EASTER_OFFSETS, number][]) {
    if (!optional[key]) continue;
    const opens = key === 'quartaDeCinzas' ? optional.quartaDeCinzasAbreAs : undefined;
    closures.push(opens ? { on: offset, opens, ...label(VISIT_PLAN.easterClosures[key]) } : { on: offset, ...label(VISIT_PLAN.easterClosures[key]) });
  }
  for (const holiday of [...(holidays.feriadosEstaduais ?? []), ...(holidays.feriadosMunicipais ?? [])]) {
    closures.push({ on: holiday.dia, ...label(holiday.nome) });
  }
  for (const c of holidays.fechamentos ?? []) {
    closures.push({
      on: c.inicio,
      ...(c.fim && c.fim !== c.inicio ? { to: c.fim } : {}),
      ...(c.abreAs ? { opens: c.abreAs } : {}),
      ...(c.fechaAs ? { closes: c.fechaAs } : {}),
      ...(c.intervalos ? { hours: c.intervalos.map((i): Interval => [minutesOf(i.abre), minutesOf(i.fecha)]) } : {}),
      ...label(c.nome),
    });
  }
  return { zone: office.fusoHorario, week: weekIntervals(office.horario), closures };
}

/** "24 de dezembro de 2026", or shorter when the range's other end says the rest. */
function longDate(day: number, show: 'year' | 'month' | 'day' = 'year'): string {
  const iso = isoDate(day);
  const text = CLOSURE_FACTS.date(Number(iso.slice(8)), OFFICE_STATUS.months[Number(iso.slice(5, 7)) - 1], Number(iso.slice(0, 4)));
  return show === 'year' ? text : show === 'month' ? text.replace(/ de \d+$/, '') : text.replace(/ de .*$/, '');
}

/**
 * Facts from the closures with a `fato` name: the dates and the first opening after them, so a news
 * item cannot contradict the status.
 */
export function closureFacts(office: Office, holidays: Holidays): Record<string, string> {
  const schedule = officeSchedule(office, holidays);
  const facts: Record<string, string> = {};
  for (const c of holidays.fechamentos ?? []) {
    if (!c.fato) continue;
    const first = dayOfIso(c.inicio);
    const last = dayOfIso(c.fim ?? c.inicio);
    const [from, to] = [isoDate(first), isoDate(last)];
    const shown = from.slice(0, 7) === to.slice(0, 7) ? 'day' : from.slice(0, 4) === to.slice(0, 4) ? 'month' : 'year';
    facts[`feriados.${c.fato}`] = first === last
      ? CLOSURE_FACTS.oneDay(longDate(first))
      : CLOSURE_FACTS.range(longDate(first, shown), longDate(last));
    for (let day = last + 1; day <= last + 366; day++) {
      const hours = hoursOn(day, schedule);
      if (!hours) continue;
      facts[`feriados.${c.fato}Volta`] = CLOSURE_FACTS.reopens(OFFICE_STATUS.weekdays[new Date(day * DAY_MS).getUTCDay()], longDate(day), clockText(hours[0][0]));
      break;
    }
  }
  return facts;
}
