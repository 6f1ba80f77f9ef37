/** Field helpers every content schema shares: help() and the common field types. */
import { z } from 'zod';
import { ICON_NAMES } from '../icon-names.ts';

/** What the editor is told about a field. A type, not an interface: zod's registry wants an index signature. */
export type FieldHelp = {
  /** YAML to write: every error's "Como corrigir" and the guide's "Exemplo" column. */
  exemplo: string;
  /** A short rule shown after the example in error messages. */
  dica?: string;
  /** The guide's "O que é" column (Markdown) and the form's hint. */
  descricao?: string;
  /** The guide's "Obrigatório?" when a rule decides it. */
  obrigatorio?: string;
  /** The form's hint when the form takes the value otherwise than the file ("92,50"). */
  formulario?: string;
  /** Decap's `summary` line for a folded list item. */
  resumo?: string;
  /** The form's label, where the field's own name does not read well. */
  rotulo?: string;
};

/** Registers a field's help on the field itself, so rule, example and guide sit together. */
export function help<T extends z.ZodType>(schema: T, meta: FieldHelp): T {
  return schema.meta(meta);
}

export const oneOf = (values: readonly string[]) => values.map((v) => `\`${v}\``).join(', ').replace(/, ([^,]*)$/, ' ou $1');

export const text = z.string().trim().min(1);

export const icon = z.enum(ICON_NAMES);

export const textList = z.array(text).min(1);

export const step = z.strictObject({ titulo: text, descricao: text });

/** A year-month-day that exists and has come (the latest "today" on Earth is UTC+14). */
export const pastIsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'data').superRefine((value, ctx) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return;
  const day = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) {
    ctx.addIssue({ code: 'custom', message: `a data ${value} não existe no calendário; confira o dia e o mês` });
  } else if (value > new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10)) {
    ctx.addIssue({ code: 'custom', message: `a data ${value} ainda não chegou; escreva o dia da última mudança do texto` });
  }
});

/** A file's last change, used only when git has no history for the file. */
export const updatedOn = help(pastIsoDate.optional(), {
  exemplo: 'atualizadoEm: 2026-11-20', dica: 'ano-mês-dia, um dia que já passou; vale só quando o site é gerado sem o histórico do git',
  descricao: 'Data da última mudança, usada só quando o site é gerado sem o histórico do git (veja [A data "Atualizado em"](#a-data-atualizado-em)).',
  formulario: 'A data da última mudança do texto (ano-mês-dia), usada só quando o site é gerado sem o histórico das alterações; em geral, deixe em branco. Exemplo: 2026-11-20',
});

export const iconHelp = { exemplo: 'icone: file-text', dica: `um destes: ${ICON_NAMES.join(', ')}` };

export const phone = z.string().regex(/^\d{12,13}$/, 'telefone');

export const phoneHelp = {
  exemplo: 'telefone: "559632220000"', dica: 'só dígitos: 55, o DDD e o número, sem espaços, traços nem parênteses',
};

/** Samples use the reserved ".example" domain. */
export const httpsUrl = z.string().regex(/^https:\/\/[^\s/]+(\/\S*)?$/, 'url');

export const urlHelp = {
  exemplo: 'url: "https://www.exemplo.gov.br"', dica: 'endereço completo, com https://',
  formulario: 'O endereço completo, começando por https://. Exemplo: https://www.registrocivil.org.br',
};

export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const clockTime = z.string().regex(CLOCK_TIME, 'horário');

export const fileSample = () => help(z.boolean(), {
  exemplo: 'amostra: true', dica: 'true enquanto os dados do arquivo forem de exemplo; false quando tudo for oficial',
  descricao: '`true` enquanto os dados do arquivo forem de exemplo (o site avisa); `false` quando tudo for oficial.',
  formulario: 'Marcado enquanto os dados deste arquivo forem de exemplo (o site avisa); desmarque quando tudo estiver conferido com o dado oficial.',
});
