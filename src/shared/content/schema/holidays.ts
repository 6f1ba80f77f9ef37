import { z } from 'zod';
import { FACT_NAME } from './facts.ts';
import { clockTime, fileSample, help, text } from './fields.ts';
import { intervals, intervalsHelp } from './office.ts';

const closedSwitch = { dica: 'true = fechado; false = abre no horário normal' };

const isCalendarDay = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const calendarDay = z.string().superRefine((value, ctx) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (m && isCalendarDay(Number(m[1]), Number(m[2]), Number(m[3]))) return;
  ctx.addIssue({ code: 'custom', message: `"${value}" não é uma data válida: escreva ano-mês-dia, como "2026-12-24"` });
});

/** "MM-DD" (every year) or "YYYY-MM-DD" (that year only). */
const holidayDay = z.string().superRefine((value, ctx) => {
  const m = /^(?:(\d{4})-)?(\d{2})-(\d{2})$/.exec(value);
  // Year 2000 was a leap year: "02-29" is a valid yearly date.
  if (m && isCalendarDay(Number(m[1] ?? 2000), Number(m[2]), Number(m[3]))) return;
  ctx.addIssue({ code: 'custom', message: `"${value}" não é uma data válida: escreva mês-dia, como "03-19" (todo ano), ou ano-mês-dia, como "2027-03-19" (só naquele ano)` });
});

const namedHoliday = z.strictObject({
  nome: text,
  dia: help(holidayDay, {
    exemplo: 'dia: "03-19"', dica: 'mês-dia: todo ano; ou "2027-03-19": só naquele ano',
    formulario: 'O dia do feriado: mês-dia, como 03-19, vale para todo ano; ano-mês-dia, como 2027-03-19, só para aquele ano.',
  }),
});

const officeClosure = z.strictObject({
  nome: help(text, { exemplo: 'nome: "Recesso de fim de ano"', descricao: 'O nome do fechamento.' }),
  inicio: help(calendarDay, {
    exemplo: 'inicio: "2026-12-24"', dica: 'ano-mês-dia: o primeiro dia fechado (ou com horário especial)',
    descricao: 'O primeiro dia fechado, ou com horário especial (ano-mês-dia). Para um dia só, escreva só `inicio`.',
    formulario: 'O primeiro dia fechado, ou com horário especial (ano-mês-dia). Para um dia só, deixe o fim em branco. Exemplo: 2026-12-24',
  }),
  fim: help(calendarDay.optional(), {
    exemplo: 'fim: "2026-12-31"', dica: 'ano-mês-dia: o último dia fechado, igual ou depois de "inicio"; apague a linha se for um dia só',
    descricao: 'O último dia fechado (ano-mês-dia).',
  }),
  abreAs: help(clockTime.optional(), {
    exemplo: 'abreAs: "12:00"', dica: 'horas:minutos; fechado até esse horário',
    descricao: 'Para abrir mais tarde em vez de fechar o dia todo: o horário em que abre.',
  }),
  fechaAs: help(clockTime.optional(), {
    exemplo: 'fechaAs: "12:00"', dica: 'horas:minutos; fecha mais cedo nesse horário',
    descricao: 'Para fechar mais cedo em vez de fechar o dia todo: o horário em que fecha.',
  }),
  /** Special hours replace the week's hours, even on a weekend or a holiday. */
  intervalos: help(intervals.optional(), {
    ...intervalsHelp,
    descricao: 'Para um horário especial nesses dias em vez de fechar: os períodos em que o cartório abre, cada um com `abre` e `fecha`. Vale mesmo num sábado, domingo ou feriado (um mutirão, uma eleição) e substitui o horário da semana.',
    formulario: 'Para um horário especial nesses dias em vez de fechar: os períodos em que o cartório abre. Vale mesmo num sábado, domingo ou feriado (um mutirão, uma eleição) e substitui o horário da semana.',
  }),
  fato: help(z.string().regex(FACT_NAME, 'fato').optional(), {
    exemplo: 'fato: fimDeAno', dica: 'letras e números, sem espaços nem acentos; o texto usa {{feriados.fimDeAno}} e {{feriados.fimDeAnoVolta}}',
    descricao: 'Um nome para usar as datas no texto de uma notícia ou página, sem digitá-las. Com `fato: fimDeAno`, `{{feriados.fimDeAno}}` escreve "de 24 a 31 de dezembro de 2026" e `{{feriados.fimDeAnoVolta}}` escreve quando o cartório volta a abrir: "segunda-feira, 4 de janeiro de 2027, às 8h" (já contando fins de semana e feriados). A notícia `content/noticias/atendimento-fim-de-ano.mdx` usa esses dois.',
    formulario: 'Opcional: um nome para as datas deste fechamento, uma palavra só, com letras sem acento (como natal). Com ele, o texto de uma notícia ou página escreve as datas e o dia em que o cartório volta a abrir sem digitá-los, como faz a notícia do atendimento de fim de ano.',
  }),
}).superRefine((closure, ctx) => {
  if (closure.fim && closure.fim < closure.inicio) {
    ctx.addIssue({ code: 'custom', path: ['fim'], message: `o fim (${closure.fim}) vem antes do início (${closure.inicio})` });
  }
  if (closure.intervalos && (closure.abreAs || closure.fechaAs)) {
    ctx.addIssue({ code: 'custom', path: [closure.abreAs ? 'abreAs' : 'fechaAs'], message: 'com "intervalos" (o horário especial desses dias), apague "abreAs" e "fechaAs": os intervalos já dizem quando abre e fecha' });
  }
  if (closure.abreAs && closure.fechaAs && closure.abreAs >= closure.fechaAs) {
    ctx.addIssue({ code: 'custom', path: ['fechaAs'], message: `"fechaAs" (${closure.fechaAs}) precisa ser depois de "abreAs" (${closure.abreAs})` });
  }
});

/**
 * content/feriados.yml: the closures the office status adds to the national holidays (computed for any
 * year). Easter-tied optional closures are switches; local holidays are days; the office's closures are ranges.
 */
export const holidaysSchema = z.strictObject({
  amostra: fileSample(),
  pontosFacultativos: help(z.strictObject({
    segundaDeCarnaval: help(z.boolean().optional(), { ...closedSwitch, exemplo: 'segundaDeCarnaval: true', descricao: 'Segunda-feira de Carnaval.' }),
    tercaDeCarnaval: help(z.boolean().optional(), { ...closedSwitch, exemplo: 'tercaDeCarnaval: true', descricao: 'Terça-feira de Carnaval.' }),
    quartaDeCinzas: help(z.boolean().optional(), { ...closedSwitch, exemplo: 'quartaDeCinzas: true', descricao: 'Quarta-feira de Cinzas.' }),
    quartaDeCinzasAbreAs: help(clockTime.optional(), {
      exemplo: 'quartaDeCinzasAbreAs: "12:00"', dica: 'horas:minutos; fechado até esse horário; apague a linha para fechar o dia todo',
      descricao: 'Na Quarta-feira de Cinzas, o horário em que o cartório abre (fechado de manhã). Sem essa linha, fica fechado o dia todo.',
      formulario: 'Na Quarta-feira de Cinzas, o horário em que o cartório abre (fechado até lá). Em branco, fica fechado o dia todo. Exemplo: 12:00',
    }),
    corpusChristi: help(z.boolean().optional(), { ...closedSwitch, exemplo: 'corpusChristi: true', descricao: 'Corpus Christi.' }),
  }).superRefine((days, ctx) => {
    if (days.quartaDeCinzasAbreAs && !days.quartaDeCinzas) {
      ctx.addIssue({ code: 'custom', path: ['quartaDeCinzasAbreAs'], message: '"quartaDeCinzasAbreAs" só vale com "quartaDeCinzas: true"; para abrir no horário normal, apague a linha' });
    }
  }).nullish(), {
    exemplo: 'pontosFacultativos:\n  segundaDeCarnaval: true\n  tercaDeCarnaval: true\n  quartaDeCinzas: true\n  quartaDeCinzasAbreAs: "12:00"\n  corpusChristi: true',
    dica: 'true = fechado; false = abre no horário normal',
    descricao: 'Dias que dependem da Páscoa e que o cartório escolhe fechar: `true` = fechado, `false` = abre no horário normal. As datas de cada ano são calculadas sozinhas.',
    formulario: 'Dias que dependem da Páscoa e que o cartório escolhe fechar: marcado, fecha; desmarcado, abre no horário normal. As datas de cada ano são calculadas sozinhas.',
  }),
  feriadosEstaduais: help(z.array(namedHoliday).nullish(), {
    exemplo: 'feriadosEstaduais:\n  - nome: "Dia de São José"\n    dia: "03-19"', dica: 'mês-dia: todo ano; ou "2027-03-19": só naquele ano',
    descricao: 'Um item por feriado do estado, com `nome` e `dia`. `dia: "03-19"` (mês-dia) vale para todo ano; `dia: "2027-03-19"` (ano-mês-dia) só para aquele ano.',
    formulario: 'Um item por feriado do estado, com o nome e o dia: 03-19 (mês-dia) vale para todo ano; 2027-03-19 (ano-mês-dia), só para aquele ano.',
  }),
  feriadosMunicipais: help(z.array(namedHoliday).nullish(), {
    exemplo: 'feriadosMunicipais:\n  - nome: "Aniversário da cidade"\n    dia: "02-04"', dica: 'mês-dia: todo ano; ou "2027-02-04": só naquele ano',
    descricao: 'Os feriados da cidade, escritos como os estaduais.',
  }),
  fechamentos: help(z.array(officeClosure).nullish(), {
    exemplo: 'fechamentos:\n  - nome: "Recesso de fim de ano"\n    inicio: "2026-12-24"\n    fim: "2026-12-31"',
    descricao: 'Dias em que o próprio cartório não abre, ou abre num horário especial (`intervalos`), um item por fechamento, com os campos abaixo.',
    formulario: 'Dias em que o próprio cartório não abre, ou abre num horário especial, um item por fechamento.',
  }),
}).superRefine((file, ctx) => {
  const seen = new Set<string>();
  (file.fechamentos ?? []).forEach((closure, i) => {
    if (!closure.fato) return;
    if (seen.has(closure.fato)) ctx.addIssue({ code: 'custom', path: ['fechamentos', i, 'fato'], message: `o fato "${closure.fato}" já é de outro fechamento; cada fechamento precisa de um nome de fato próprio` });
    seen.add(closure.fato);
  });
});

export type Holidays = z.infer<typeof holidaysSchema>;
