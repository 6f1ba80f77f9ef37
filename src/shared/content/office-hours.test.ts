/** The weekly hours sentence every page writes, and the week the status computes with. */
import { describe, expect, it } from 'vitest';
import { weekIntervals, weeklyHoursText } from './office-hours';
import type { Office, Weekday } from './schema';

const hours = (...groups: [Weekday[], string[][]][]): Office['horario'] => ({
  observacao: '', semana: groups.map(([dias, list]) => ({ dias, intervalos: list.map(([abre, fecha]) => ({ abre, fecha })) })),
});
const WORKDAYS: Weekday[] = ['segunda', 'terca', 'quarta', 'quinta', 'sexta'];

describe('weekly hours as a sentence', () => {
  it.each([
    ['the spec’s sample', hours([WORKDAYS, [['08:00', '16:00']]]), 'Segunda a sexta-feira, das 8h às 16h'],
    ['with Saturday morning', hours([WORKDAYS, [['08:00', '16:00']]], [['sabado'], [['08:00', '12:00']]]), 'Segunda a sexta-feira, das 8h às 16h; sábado, das 8h às 12h'],
    ['two intervals a day, minutes shown', hours([WORKDAYS, [['08:00', '12:00'], ['13:30', '17:30']]]), 'Segunda a sexta-feira, das 8h às 12h e das 13h30 às 17h30'],
    ['days apart, groups in week order whatever the file’s', hours([['sabado', 'domingo'], [['09:00', '12:00']]], [['sexta', 'segunda', 'quarta'], [['08:00', '14:00']]]), 'Segunda, quarta e sexta-feira, das 8h às 14h; sábado e domingo, das 9h às 12h'],
    ['a range ending on Saturday keeps "-feira"', hours([['quinta', 'sexta', 'sabado'], [['08:00', '12:00']]]), 'Quinta-feira a sábado, das 8h às 12h'],
    ['Friday and Saturday', hours([['sexta', 'sabado'], [['08:00', '12:00']]]), 'Sexta-feira e sábado, das 8h às 12h'],
  ])('%s', (_what, h, expected) => {
    expect(weeklyHoursText(h)).toBe(expected);
  });

  it('the week by weekday, Sunday first, in minutes', () => {
    expect(weekIntervals(hours([['sabado'], [['08:00', '12:00']]]))).toEqual([[], [], [], [], [], [], [[480, 720]]]);
  });
});
