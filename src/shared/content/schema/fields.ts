/** Field helpers every content schema shares: help() (a field's Portuguese help, kept on the field) and the common field types. */
import { z } from 'zod';
import { ICON_NAMES } from '../icon-names.ts';

/**
 * What the editor is told about a field. A type, not an interface: zod's registry wants an index signature.
 * Read back along an error's path by src/node/content/schema-walk.ts.
 */
export type FieldHelp = {
  /** YAML to write: the "Como corrigir" of every error on the field and the guide's "Exemplo" column. */
  exemplo: string;
  /** A short rule shown after the example in error messages, e.g. "até 70 caracteres". */
  dica?: string;
  /** The field tables' "O que é" column (docs/conteudo-a-mao.md, Markdown) and the form's hint. */
  descricao?: string;
  /** The guide's "Obrigatório?" when a rule, not the field being optional, decides it. */
  obrigatorio?: string;
  /** The form's hint when the form takes the value otherwise than the file (money typed as "92,50"). */
  formulario?: string;
  /** A list's line for each folded item in the form (Decap's `summary`), e.g. "{{fields.abre}} às {{fields.fecha}}". */
  resumo?: string;
  /** The form's label, where the field's own name does not read well (src/shared/content/field-labels.ts otherwise). */
  rotulo?: string;
};

/** Registers a field's help on the field itself (zod's global registry), so rule, example and guide sit together. */
export function help<T extends z.ZodType>(schema: T, meta: FieldHelp): T {
  return schema.meta(meta);
}

/** "`a`, `b` ou `c`": the accepted values, for a description, from the list the schema itself uses. */
export const oneOf = (values: readonly string[]) => values.map((v) => `\`${v}\``).join(', ').replace(/, ([^,]*)$/, ' ou $1');

export const text = z.string().trim().min(1);

export const icon = z.enum(ICON_NAMES);

export const textList = z.array(text).min(1);

/** A numbered step (any kind's `Steps`, src/render/components/Steps.tsx): its title, and what happens in it. */
export const step = z.strictObject({ titulo: text, descricao: text });

/**
 * A calendar day written year-month-day that exists and has come (the latest "today" on Earth is UTC+14).
 * Used for `atualizadoEm`: the "Atualizado em" date when the site is built without git history (src/node/content/dates.ts).
 */
export const pastIsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'data').superRefine((value, ctx) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return;
  const day = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) {
    ctx.addIssue({ code: 'custom', message: `a data ${value} não existe no calendário; confira o dia e o mês` });
  } else if (value > new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10)) {
    ctx.addIssue({ code: 'custom', message: `a data ${value} ainda não chegou; escreva o dia da última mudança do texto` });
  }
});

/** A file's last change, used only when git has no history for the file (src/node/content/dates.ts). */
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

/** A https address, e.g. "https://www.tjap.jus.br/selo"; samples use the reserved ".example" domain. */
export const httpsUrl = z.string().regex(/^https:\/\/[^\s/]+(\/\S*)?$/, 'url');

export const urlHelp = {
  exemplo: 'url: "https://www.exemplo.gov.br"', dica: 'endereço completo, com https://',
  formulario: 'O endereço completo, começando por https://. Exemplo: https://www.registrocivil.org.br',
};

/** "HH:MM", a time of day: opening hours (office.yml) and closures (feriados.yml). */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const clockTime = z.string().regex(CLOCK_TIME, 'horário');

/** `amostra` of a data file that is a sample as a whole (content/emolumentos.yml, tabela-emolumentos.yml, feriados.yml). */
export const fileSample = () => help(z.boolean(), {
  exemplo: 'amostra: true', dica: 'true enquanto os dados do arquivo forem de exemplo; false quando tudo for oficial',
  descricao: '`true` enquanto os dados do arquivo forem de exemplo (o site avisa); `false` quando tudo for oficial.',
  formulario: 'Marcado enquanto os dados deste arquivo forem de exemplo (o site avisa); desmarque quando tudo estiver conferido com o dado oficial.',
});
