import { z } from 'zod';
import { help, text } from './fields.ts';
import { foldCase } from '../../text/fold.ts';

export const GLOSSARY_FILE = 'content/glossario.yml';

/** One sentence: it ends with a full stop and has none in the middle. */
const oneSentence = text.max(220).superRefine((value, ctx) => {
  if (!/[.!?]$/.test(value)) ctx.addIssue({ code: 'custom', message: 'a explicação precisa terminar com ponto final' });
  else if (/[.!?]\s+\p{Lu}/u.test(value)) ctx.addIssue({ code: 'custom', message: 'a explicação tem mais de uma frase: explique o termo numa frase só' });
});

const term = z.strictObject({
  termo: help(text.max(40), {
    exemplo: 'termo: "averbação"', dica: 'a palavra como aparece no texto, em minúsculas (maiúscula só em nome próprio)',
    descricao: 'A palavra ou expressão explicada, como as páginas a escrevem.',
  }),
  variantes: help(z.array(text.max(40)).optional(), {
    exemplo: 'variantes:\n  - "averbações"', dica: 'outras formas da mesma palavra no texto: plural, feminino',
    descricao: 'Outras formas da palavra no texto (plural, feminino), para que sejam explicadas também.',
  }),
  explicacao: help(oneSentence, {
    exemplo: 'explicacao: "Uma anotação feita num registro para mostrar uma mudança, como um divórcio na certidão de casamento."',
    dica: 'uma frase só, em palavras simples, terminando com ponto; até 220 caracteres',
    descricao: 'O que a palavra quer dizer, numa frase simples: aparece junto da palavra nas páginas e na página Glossário.',
  }),
});

export const glossarySchema = z.strictObject({
  termos: help(z.array(term).min(1), {
    exemplo: 'termos:\n  - termo: "averbação"\n    variantes:\n      - "averbações"\n    explicacao: "Uma anotação feita num registro para mostrar uma mudança."',
    descricao: 'Os termos, um item cada, em qualquer ordem: a página Glossário os mostra em ordem alfabética.',
    resumo: '{{fields.termo}}',
  }),
}).superRefine((file, ctx) => {
  // A word explained two ways would be marked with whichever came first: each form belongs to one term.
  const owner = new Map<string, string>();
  file.termos.forEach((t, i) => {
    [t.termo, ...(t.variantes ?? [])].forEach((form, j) => {
      const key = foldCase(form);
      const first = owner.get(key);
      const path = j === 0 ? ['termos', i, 'termo'] : ['termos', i, 'variantes', j - 1];
      if (first !== undefined) ctx.addIssue({ code: 'custom', path, message: `"${form}" já está no glossário, no termo "${first}"; cada palavra pode aparecer uma vez só` });
      else owner.set(key, t.termo);
    });
  });
});

export type Glossary = z.infer<typeof glossarySchema>;
export type GlossaryTerm = Glossary['termos'][number];
