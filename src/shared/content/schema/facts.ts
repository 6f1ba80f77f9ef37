/** content/fatos/*.yml: shared facts, written once and used in pages as {{fatos.name}}. */
import { z } from 'zod';
import { help, text } from './fields.ts';

/** The build's rule for a fact's name, and the editor form's pattern. */
export const FACT_NAME = /^[a-zA-Z][a-zA-Z0-9]*$/;

export const FACT_NAME_RULE = 'uma palavra só, com letras sem acento e números, começando por letra (ex.: prazoCertidao)';

export const factsSchema = z.record(z.string().regex(FACT_NAME, 'nome do fato'), text);

/** A facts file: the facts, and `amostra`, those still to confirm (the publishing build refuses them). */
export const factsFileSchema = z.looseObject({
  amostra: help(z.union([z.boolean(), z.array(z.string().regex(FACT_NAME, 'nome do fato'))]).optional(), {
    exemplo: 'amostra:\n  - certificacaoLgpd',
    dica: 'os fatos deste arquivo ainda a confirmar com a direção; apague o nome quando o texto for confirmado, ou escreva amostra: false quando todos estiverem',
    descricao: 'Os fatos deste arquivo que o cartório ainda precisa confirmar (`true`: todos; `false`: nenhum). Enquanto houver um, a publicação não é feita.',
  }),
}).superRefine((file, ctx) => {
  const facts = factsSchema.safeParse(Object.fromEntries(Object.entries(file).filter(([key]) => key !== 'amostra')));
  if (!facts.success) {
    for (const issue of facts.error.issues) {
      // zod says "Invalid key in record" for a bad name: say which name and what a name may be.
      const badName = issue.code !== 'invalid_type' && issue.path.length === 1 && !FACT_NAME.test(String(issue.path[0]));
      // Other issues keep their kind, so they are worded as for any field.
      ctx.addIssue(badName ? { code: 'custom', path: issue.path, message: `o nome "${String(issue.path[0])}" não serve para um fato: use ${FACT_NAME_RULE}` } : { ...issue } as z.core.$ZodRawIssue);
    }
  }
  // A file uploaded in Mídia is served from the site's root: public/documentos/x.pdf is /documentos/x.pdf.
  for (const [name, value] of Object.entries(file)) {
    if (typeof value === 'string' && PROJECT_PATH.test(value.trim())) {
      ctx.addIssue({ code: 'custom', path: [name], message: projectPathMessage(value.trim()) });
    }
  }
  (Array.isArray(file.amostra) ? file.amostra : []).forEach((name, i) => {
    if (!Object.hasOwn(file, name) || name === 'amostra') ctx.addIssue({ code: 'custom', path: ['amostra', i], message: `"${name}" não é um fato deste arquivo` });
  });
});

/** The site serves public/ from its root. */
export const PROJECT_PATH = /^(\.?\/)?public\//;

export const projectPathMessage = (value: string) =>
  `"${value}" é o caminho do arquivo no projeto, não o endereço dele no site (o visitante veria "página não encontrada"): escreva "${value.replace(PROJECT_PATH, '/')}"`;

export type Facts = z.infer<typeof factsSchema>;
