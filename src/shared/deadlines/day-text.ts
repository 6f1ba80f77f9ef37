/** A day number as the tools write it. Pure; runs in the browser. */
import { DAY_MS, isoDate } from '../office-status.ts';
import { READY_DATE as T } from '../strings/deadlines.ts';

export const dmy = (day: number) => isoDate(day).split('-').reverse().join('/');

/** "05/03/2026 (quinta-feira)". */
export const dated = (day: number) => T.dated(dmy(day), T.weekdays[new Date(day * DAY_MS).getUTCDay()]);
