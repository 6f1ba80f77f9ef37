/**
 * Whether the office is open at an instant, and when it next closes or opens, from its weekly hours,
 * national holidays and the editors' closures. Pure, and run in the browser too, so it stays small.
 * Days are day numbers (days since 1970-01-01), so no time zone is involved past wallClock.
 */
import { OFFICE_STATUS as S } from './strings/office-status.ts';

/** Minutes after midnight it opens and closes, e.g. [480, 720] for 8h to 12h. */
export type Interval = [opens: number, closes: number];

/** A day with other hours: closed, opening late or closing early, or special hours that replace the week's. */
export interface Closure {
  /** Days from Easter Sunday, "MM-DD" every year, or "YYYY-MM-DD" (first day of a range). */
  on: number | string;
  /** Last day, inclusive, when `on` starts a range. */
  to?: string;
  opens?: string;
  closes?: string;
  /** Special hours that day: they replace the week's hours and any holiday. */
  hours?: Interval[];
  /** Its name in content/feriados.yml, shown to say why the office is closed. */
  name?: string;
}

export interface OfficeSchedule {
  zone: string;
  /** Regular hours by weekday, Sunday first; [] is a day the office does not open. */
  week: Interval[][];
  closures: Closure[];
}

export type OfficeStatus =
  | { open: true; closes: number }
  /** None found: all three absent. */
  | { open: false; opens?: number; day?: number; inDays?: number };

export const DAY_MS = 864e5;

/** National holidays on fixed dates (Leis 662/1949, 6.802/1980, 10.607/2002, 14.759/2023). */
export const NATIONAL_HOLIDAYS = ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '11-20', '12-25'];

export const GOOD_FRIDAY = -2;

export const dayNumber = (year: number, month: number, day: number): number => Date.UTC(year, month - 1, day) / DAY_MS;

export const dayOfIso = (iso: string): number => dayNumber(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10)));

export const isoDate = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

export const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Day number of Easter Sunday (Meeus/Jones/Butcher). */
export function easter(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30;
  const e = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - d - (c % 4)) % 7;
  const f = d + e - 7 * Math.floor((a + 11 * d + 22 * e) / 451) + 114;
  return dayNumber(year, Math.floor(f / 31), (f % 31) + 1);
}

export function applies(c: Closure, day: number, iso: string, easterDay: number): boolean {
  return typeof c.on === 'number'
    ? day === easterDay + c.on
    : c.on.length === 5 ? c.on === iso.slice(5) : c.on <= iso && iso <= (c.to ?? c.on);
}

/**
 * The office's intervals on a day, or undefined when it does not open. Special hours win; else national
 * holidays close; else the week's hours, cut by that day's closures.
 */
export function hoursOn(day: number, schedule: OfficeSchedule): Interval[] | undefined {
  const iso = isoDate(day);
  const easterDay = easter(Number(iso.slice(0, 4)));
  const closures = schedule.closures.filter((c) => applies(c, day, iso, easterDay));
  const special = closures.find((c) => c.hours);
  if (special) return special.hours!.length ? special.hours : undefined;
  if (NATIONAL_HOLIDAYS.includes(iso.slice(5)) || day === easterDay + GOOD_FRIDAY) return undefined;
  let hours = schedule.week[new Date(day * DAY_MS).getUTCDay()] ?? [];
  for (const c of closures) {
    if (!c.opens && !c.closes) return undefined;
    const from = c.opens ? minutesOf(c.opens) : 0;
    const to = c.closes ? minutesOf(c.closes) : 24 * 60;
    hours = hours.map(([o, e]): Interval => [Math.max(o, from), Math.min(e, to)]).filter(([o, e]) => o < e);
  }
  return hours.length ? hours : undefined;
}

/** True for a time zone Intl knows. The formatter is kept: trying a zone costs more than using it. */
export function isTimeZone(zone: string): boolean {
  try {
    zoneFormat(zone);
    return true;
  } catch {
    return false;
  }
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();
function zoneFormat(zone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(zone);
  if (!format) {
    // hour12, not hourCycle (Safari 12 ignores that); some engines write midnight as 24 (wallClock wraps it).
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone, hour12: false, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric',
    });
    zoneFormats.set(zone, format);
  }
  return format;
}

/** The office's day and minute at an instant, in its own time zone (never the visitor's). */
export function wallClock(instant: Date, zone: string): { day: number; minute: number } {
  const parts: Record<string, number> = {};
  for (const { type, value } of zoneFormat(zone).formatToParts(instant)) parts[type] = Number(value);
  return { day: dayNumber(parts.year, parts.month, parts.day), minute: (parts.hour % 24) * 60 + parts.minute };
}

/** Open or closed at `instant`, with the closing time or the next opening (up to a year ahead). */
export function officeStatus(instant: Date, schedule: OfficeSchedule): OfficeStatus {
  const { day, minute } = wallClock(instant, schedule.zone);
  const today = hoursOn(day, schedule) ?? [];
  const now = today.find(([opens, closes]) => minute >= opens && minute < closes);
  if (now) return { open: true, closes: now[1] };
  const later = today.find(([opens]) => opens > minute);
  if (later) return { open: false, opens: later[0], day, inDays: 0 };
  for (let inDays = 1; inDays <= 366; inDays++) {
    const hours = hoursOn(day + inDays, schedule);
    if (hours) return { open: false, opens: hours[0][0], day: day + inDays, inDays };
  }
  return { open: false };
}

export const clockText = (minutes: number): string =>
  `${Math.floor(minutes / 60)}h${minutes % 60 ? String(minutes % 60).padStart(2, '0') : ''}`;

export function statusText(status: OfficeStatus): string {
  if (status.open) return S.open + S.separator + S.closesAt(clockText(status.closes));
  if (status.day === undefined) return S.closed;
  const date = new Date(status.day * DAY_MS);
  const weekday = S.weekdays[date.getUTCDay()];
  const inDays = status.inDays!;
  const when = inDays === 0 ? S.today
    : inDays === 1 ? S.tomorrow
      : inDays < 7 ? weekday : S.date(weekday, date.getUTCDate(), S.months[date.getUTCMonth()]);
  return S.closed + S.separator + S.opensAt(when, clockText(status.opens!));
}
