import { z } from 'zod';
import { FACT_NAME, FACT_NAME_RULE } from './facts.ts';
import { fileSample, help, oneOf, text } from './fields.ts';
import { SLUG } from '../../text/slug.ts';

export const DEADLINES_FILE = 'content/prazos.yml';

export const DEADLINE_UNITS = ['dias-uteis', 'dias-corridos', 'horas', 'horas-corridas'] as const;

/** The superRefine below wants exactly one of `prazo` and `ate`. */
const ONE_AMOUNT = 'um destes dois: `prazo` ou `ate`';

const wholeNumber = z.number().int('escreva um número inteiro, sem vírgula').nonnegative('escreva 0 ou mais');

const deadlineKind = z.strictObject({
  nome: help(text.max(80).optional(), {
    exemplo: 'nome: "Escritura simples"', dica: 'até 80 caracteres; obrigatório quando o prazo tem mais de um tipo',
    descricao: 'O nome deste tipo na página "Quando fica pronto?" (a pessoa escolhe o tipo do seu pedido).',
  }),
  fato: help(z.string().regex(FACT_NAME, 'fato').optional(), {
    exemplo: 'fato: prazoEscrituraSimples', dica: FACT_NAME_RULE,
    descricao: 'Um fato só com este tipo, para usar no texto: `{{fatos.prazoEscrituraSimples}}`.',
    formulario: 'Opcional: o nome de um fato só com o prazo deste tipo, para as páginas usarem no texto. Escreva junto, sem espaços nem acentos, começando por prazo, como os nomes da lista de fatos.',
  }),
  antes: help(text.optional(), {
    exemplo: 'antes: "em"', dica: 'as palavras antes do número na frase, como "em" ou "no máximo em"',
    descricao: 'As palavras que vêm antes do número na frase do fato ("em", "no máximo em"). Pode ficar vazio.',
  }),
  prazo: help(wholeNumber.optional(), {
    obrigatorio: ONE_AMOUNT, exemplo: 'prazo: 3', dica: 'um número só: a frase diz "3 dias úteis"; ou use "ate" (e "de") para "até 5" ou "3 a 5"',
    descricao: 'O prazo exato: a frase diz "3 dias úteis".',
  }),
  de: help(wholeNumber.optional(), {
    exemplo: 'de: 3', dica: 'o menor prazo, junto com "ate": "3 a 5 dias úteis"; 0 é "no mesmo dia"',
    descricao: 'O menor prazo de uma faixa, junto com `ate` ("3 a 5 dias úteis"). `de: 0` é "no mesmo dia" ("no mesmo dia, e no máximo em 48 horas úteis").',
    formulario: 'O menor prazo de uma faixa, junto com o campo Até: de 3 até 5 escreve "3 a 5 dias úteis". Zero quer dizer "no mesmo dia". Exemplo: 3',
  }),
  ate: help(wholeNumber.optional(), {
    obrigatorio: ONE_AMOUNT, exemplo: 'ate: 5', dica: 'o maior prazo: sozinho, a frase diz "até 5 dias úteis"',
    descricao: 'O maior prazo: sozinho, a frase diz "até 5 dias úteis"; com `de`, "3 a 5 dias úteis".',
    formulario: 'O maior prazo: sozinho, a frase diz "até 5 dias úteis"; com o campo De preenchido, "3 a 5 dias úteis". Exemplo: 5',
  }),
  unidade: help(z.enum(DEADLINE_UNITS), {
    exemplo: 'unidade: dias-uteis', dica: `um destes: ${DEADLINE_UNITS.join(', ')}`,
    descricao: `Como o prazo conta: ${oneOf(DEADLINE_UNITS)}. Dias úteis seguem o calendário do cartório (sem fins de semana, feriados e fechamentos).`,
    formulario: 'Como o prazo conta: dias úteis (sem fins de semana, feriados e fechamentos do calendário do cartório), dias corridos, horas úteis (só nos dias úteis: 24 horas úteis são o dia útil seguinte) ou horas corridas.',
  }),
  evento: help(text.max(80).optional(), {
    exemplo: 'evento: "Dia em que recebeu a intimação"', dica: 'até 80 caracteres; só para um prazo que conta de um fato, não do pedido',
    descricao: 'Para um prazo que conta de um fato (a intimação, o nascimento), não do pedido: o nome da data que a pessoa informa em "Quando fica pronto?".',
    formulario: 'Só para um prazo que conta de um fato, e não do pedido: o nome da data que a pessoa informa. Exemplo: Dia em que recebeu a intimação',
  }),
  resultado: help(text.max(80).optional(), {
    exemplo: 'resultado: "Último dia para pagar"', dica: 'até 80 caracteres; junto com "evento"',
    descricao: 'Junto com `evento`: como a resposta chama a data calculada ("Último dia para pagar: 10/11/2026").',
    formulario: 'Junto com o campo Evento: como a resposta chama a data calculada. Exemplo: Último dia para pagar',
  }),
  aposPrazo: help(text.optional(), {
    exemplo: 'aposPrazo: "Se não pagar até esse dia, o título é protestado."', dica: 'uma frase; pode usar fatos ({{fatos.nome}})',
    descricao: 'Junto com `evento`: o que acontece depois da data calculada, escrito abaixo dela.',
    formulario: 'Junto com o campo Evento: o que acontece depois da data calculada, escrito abaixo dela. Pode usar fatos.',
  }),
  depois: help(text.optional(), {
    exemplo: 'depois: "para pedidos simples"', dica: 'as palavras depois do número na frase, como "para pedidos simples"',
    descricao: 'As palavras que vêm depois do prazo na frase do fato: o caso a que ele vale ("quando o registro é deste cartório") ou de quando ele conta ("depois da intimação").',
  }),
}).superRefine((kind, ctx) => {
  if ((kind.prazo === undefined) === (kind.ate === undefined)) {
    ctx.addIssue({ code: 'custom', path: [kind.prazo === undefined ? 'ate' : 'prazo'], message: 'escreva o prazo com "prazo: 3" (um número só) ou com "ate: 5" (e "de: 3" para uma faixa), não os dois' });
  }
  if (kind.de !== undefined && kind.ate === undefined) {
    ctx.addIssue({ code: 'custom', path: ['de'], message: '"de" só vale com "ate": de: 3 e ate: 5 dizem "3 a 5 dias úteis"' });
  }
  // An upper limit is "até", never an exact day: "no máximo em 5 dias úteis" is written with ate: 5.
  if (kind.prazo !== undefined && /\b(m[aá]ximo|at[eé])\b/i.test(kind.antes ?? '')) {
    ctx.addIssue({ code: 'custom', path: ['prazo'], message: `"${kind.antes}" diz um limite máximo: escreva "ate: ${kind.prazo}" no lugar de "prazo: ${kind.prazo}", e o site diz "até" a data` });
  }
  if ((kind.resultado !== undefined || kind.aposPrazo !== undefined) && kind.evento === undefined) {
    ctx.addIssue({ code: 'custom', path: ['evento'], message: '"resultado" e "aposPrazo" só valem com "evento", o nome da data de que o prazo conta' });
  }
  if (kind.de !== undefined && kind.ate !== undefined && kind.de >= kind.ate) {
    ctx.addIssue({ code: 'custom', path: ['ate'], message: `"ate" (${kind.ate}) precisa ser maior que "de" (${kind.de})` });
  }
});

const deadline = z.strictObject({
  fato: help(z.string().regex(FACT_NAME, 'fato').optional(), {
    exemplo: 'fato: prazoCertidaoProtesto', dica: FACT_NAME_RULE,
    descricao: 'O fato com a frase inteira, todos os tipos juntos: `{{fatos.prazoCertidaoProtesto}}` escreve "em até 24 horas para pedidos simples e no máximo em 5 dias úteis nos demais casos".',
    formulario: 'O nome do fato com a frase inteira, todos os tipos juntos, que as páginas usam no texto (por exemplo, a frase "em até 24 horas para pedidos simples e no máximo em 5 dias úteis nos demais casos"). Escreva junto, sem espaços nem acentos, como os nomes da lista de fatos.',
  }),
  fatoFaixa: help(z.string().regex(FACT_NAME, 'fato').optional(), {
    exemplo: 'fatoFaixa: prazoCertidaoNotarialFaixa', dica: FACT_NAME_RULE,
    descricao: 'Um fato com a faixa inteira, do menor ao maior prazo dos tipos ("de 1 a 5 dias úteis"), quando todos contam na mesma unidade.',
    formulario: 'Opcional: o nome de um fato com a faixa inteira, do menor ao maior prazo dos tipos ("de 1 a 5 dias úteis"), quando todos contam na mesma unidade. Escreva junto, sem espaços nem acentos, como os nomes da lista de fatos.',
  }),
  servico: help(z.string().regex(SLUG, 'serviço').optional(), {
    exemplo: 'servico: certidoes-protesto', dica: 'o nome do arquivo da página de serviço, sem .mdx',
    descricao: 'A página de serviço cujo pedido fica pronto neste prazo, contado do dia do pedido: a página "Quando fica pronto?" calcula a data, e o resumo do serviço leva a ela. Deixe vazio para um prazo que não conta do pedido (o prazo para pagar um protesto, para registrar um nascimento).',
  }),
  tipos: help(z.array(deadlineKind).min(1), {
    exemplo: 'tipos:\n  - ate: 15\n    unidade: dias-uteis', dica: 'um item por tipo de pedido com prazo próprio',
    descricao: 'O prazo, um item por tipo de pedido (escritura simples e complexa, certidão deste cartório ou de outro), com os campos da tabela seguinte.',
  }),
}).superRefine((entry, ctx) => {
  if (!entry.fato && !entry.fatoFaixa && entry.tipos.some((k) => !k.fato)) {
    ctx.addIssue({ code: 'custom', path: ['fato'], message: 'dê um nome de fato ao prazo ("fato") ou a cada tipo, para o texto das páginas usar' });
  }
  if (entry.servico && entry.tipos.length > 1) {
    entry.tipos.forEach((k, i) => {
      if (!k.nome) ctx.addIssue({ code: 'custom', path: ['tipos', i, 'nome'], message: 'com mais de um tipo, cada tipo precisa de um "nome" para a pessoa escolher o seu' });
    });
  }
  if (entry.fatoFaixa && new Set(entry.tipos.map((k) => k.unidade)).size > 1) {
    ctx.addIssue({ code: 'custom', path: ['fatoFaixa'], message: 'a faixa só vale quando todos os tipos contam na mesma unidade' });
  }
});

const validity = z.strictObject({
  certidao: help(text.max(80), {
    exemplo: 'certidao: "Certidão de protesto"', dica: 'o nome da certidão, até 80 caracteres',
    descricao: 'O nome da certidão, como a pessoa a conhece.',
  }),
  servico: help(z.string().regex(SLUG, 'serviço').optional(), {
    exemplo: 'servico: certidoes-protesto', dica: 'a página de serviço cujo prazo diz quando a certidão fica pronta',
    descricao: 'A página de serviço deste cartório que emite a certidão: o prazo dela (em `prazos`) diz quando fica pronta. Vazio para uma certidão de outro cartório (a página diz para contar o prazo de lá).',
    formulario: 'O nome do arquivo da página do serviço deste cartório que emite a certidão: o prazo desse serviço diz quando ela fica pronta. Deixe vazio para uma certidão de outro cartório. Exemplo: certidoes-protesto',
  }),
  dias: help(z.number().int('escreva um número inteiro, sem vírgula').min(1, 'escreva 1 ou mais'), {
    exemplo: 'dias: 30', dica: 'dias corridos desde a emissão',
    descricao: 'Por quantos dias corridos, desde a emissão, quem recebe a certidão a aceita.',
  }),
  finalidades: help(z.array(text.max(60)).min(1), {
    exemplo: 'finalidades:\n  - Escritura de imóvel', dica: 'para que a certidão é pedida com essa validade, até 60 caracteres cada',
    descricao: 'Para que a pessoa usa a certidão com essa validade (a escritura, o financiamento, o casamento…): a página "Quando pedir cada certidão?" lista as certidões de cada finalidade.',
  }),
  base: help(text, {
    exemplo: 'base: "Costume dos tabelionatos e dos bancos"', dica: 'de onde vem a validade',
    descricao: 'De onde vem a validade (uma lei, uma norma, o costume de quem recebe): a página mostra ao lado.',
  }),
  fato: help(z.string().regex(FACT_NAME, 'fato').optional(), {
    exemplo: 'fato: validadeCertidaoProtesto', dica: FACT_NAME_RULE,
    descricao: 'Um fato com a validade ("30 dias"), para as páginas usarem no texto: `{{fatos.validadeCertidaoProtesto}}`.',
    formulario: 'Opcional: o nome de um fato com a validade ("30 dias") para as páginas usarem no texto. Escreva junto, sem espaços nem acentos, começando por validade, como os nomes da lista de fatos.',
  }),
  amostra: help(z.boolean().optional(), {
    exemplo: 'amostra: true', dica: 'true enquanto a validade não for confirmada',
    descricao: '`true` enquanto a direção não confirmar a validade: o site mostra "(a confirmar)" ao lado e a publicação espera.',
    formulario: 'Marcado enquanto a direção não confirmar a validade: o site mostra "(a confirmar)" ao lado e a publicação espera.',
  }),
});

/** content/prazos.yml: every deadline the site states, as numbers and a unit; the facts are written from it. */
export const deadlinesSchema = z.strictObject({
  amostra: fileSample(),
  prazos: help(z.array(deadline).min(1), {
    exemplo: 'prazos:\n  - servico: registro-titulos\n    tipos:\n      - fato: prazoRegistroTitulos\n        ate: 15\n        unidade: dias-uteis',
    descricao: 'Os prazos, um item cada, com os campos abaixo.',
  }),
  validades: help(z.array(validity).optional(), {
    exemplo: 'validades:\n  - certidao: "Certidão de protesto"\n    servico: certidoes-protesto\n    dias: 30\n    finalidades:\n      - Escritura de imóvel\n    base: "Costume dos tabelionatos"',
    descricao: 'Por quantos dias cada certidão é aceita, e para quê: a página "Quando pedir cada certidão?" e as frases de validade das páginas leem daqui.',
  }),
}).superRefine((file, ctx) => {
  const named: [string | undefined, (string | number)[]][] = [
    ...file.prazos.flatMap((entry, i): [string | undefined, (string | number)[]][] => [
      [entry.fato, ['prazos', i, 'fato']], [entry.fatoFaixa, ['prazos', i, 'fatoFaixa']],
      ...entry.tipos.map((k, j): [string | undefined, (string | number)[]] => [k.fato, ['prazos', i, 'tipos', j, 'fato']]),
    ]),
    ...(file.validades ?? []).map((v, i): [string | undefined, (string | number)[]] => [v.fato, ['validades', i, 'fato']]),
  ];
  const seen = new Set<string>();
  for (const [name, path] of named) {
    if (!name) continue;
    if (seen.has(name)) ctx.addIssue({ code: 'custom', path, message: `o fato "${name}" já é de outro prazo; cada fato precisa de um nome próprio` });
    seen.add(name);
  }
});

export type Deadlines = z.infer<typeof deadlinesSchema>;

export type DeadlineKind = z.infer<typeof deadlineKind>;
