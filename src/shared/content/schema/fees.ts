/** content/emolumentos.yml and content/tabela-emolumentos.yml. */
import { z } from 'zod';
import { fileSample, help, text, urlHelp } from './fields.ts';
import { SLUG } from '../../text/slug.ts';

/** An amount in reais, at most two decimals: 1234.5, never "R$ 1.234,50". */
const money = z.number().nonnegative().refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, {
  message: 'use no máximo duas casas decimais (centavos), com ponto: 1234.50',
}).meta({ reais: true });

/** A value in reais that is not a price (a declared value, a bracket's upper limit). */
const amount = z.number().positive().meta({ reais: true });

export const feesSchema = z.strictObject({
  fonte: text,
  geradoEm: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  amostra: fileSample(),
  periodos: help(z
    .array(z.strictObject({ periodo: text, atos: z.number().int().positive(), receita: money }))
    .min(1), { exemplo: 'periodos:\n  - periodo: "1º semestre de 2024"\n    atos: 215613\n    receita: 4240000.00' }),
});

/** A bracket row: the emolument up to a value (inclusive); the last row has no upper bound. */
const feeBracket = z.strictObject({
  ate: help(amount.optional(), {
    exemplo: 'ate: 5000', dica: 'o maior valor da faixa, sem pontos de milhar; a última faixa não tem "ate"',
    formulario: 'O maior valor da faixa, em reais, como 5.000,00. A última faixa fica sem este valor: vale para tudo acima.',
  }),
  emolumento: help(money, {
    exemplo: 'emolumento: 150.00', dica: 'o emolumento desta faixa, com ponto decimal',
    formulario: 'O emolumento desta faixa, em reais, como 150,00.',
  }),
  /** The official table's printed total, to check the copy (the site computes it). */
  total: help(money.optional(), {
    exemplo: 'total: 160.50', dica: 'opcional: o total desta faixa impresso na tabela oficial',
    formulario: 'Opcional: o total desta faixa impresso na tabela oficial, em reais, como 160,50.',
  }),
});

/** The superRefine below wants exactly one of the three ways to price an act. */
const ONE_PRICE = 'um destes três: `emolumento`, `faixas` ou `gratuito`';

const feeAct = z.strictObject({
  id: help(z.string().regex(SLUG, 'id'), {
    exemplo: 'id: firma-autenticidade',
    dica: 'letras minúsculas sem acento, números e hífens; é o endereço da linha: /emolumentos#ato-firma-autenticidade',
    descricao: 'Endereço da linha: `/emolumentos#ato-firma-autenticidade`. Letras minúsculas sem acento, números e hífens. **Nunca mude o `id` de um ato que já existe.**',
    formulario: 'O endereço da linha na página Emolumentos: letras minúsculas sem acento, números e hífens. Nunca mude o identificador de um ato que já existe: os links para a linha deixariam de funcionar. Exemplo: firma-autenticidade',
  }),
  codigo: help(text.optional(), {
    exemplo: 'codigo: "1.2"', dica: 'o código do ato na tabela oficial, se houver',
    descricao: 'O código do ato na tabela oficial, se houver.',
  }),
  ato: help(text.max(140), {
    exemplo: 'ato: "Reconhecimento de firma por autenticidade"',
    descricao: 'Nome do ato como o cidadão entende (até 140 caracteres).',
  }),
  /** The first page is the act's home group. */
  paginas: help(z.array(z.string().regex(SLUG, 'paginas')).min(1), {
    exemplo: 'paginas: [reconhecimento-firma]',
    dica: 'os nomes das páginas de serviço, como no endereço /servicos/reconhecimento-firma; a primeira é o grupo do ato',
    descricao: 'Em quais páginas de serviço o ato aparece (o fim do endereço: `/servicos/escrituras` é `escrituras`). A primeira é o grupo do ato em `/emolumentos`. Um nome que não é página de serviço impede a publicação.',
    formulario: 'Em quais páginas de serviço o ato aparece, uma por item, pelo fim do endereço da página (para /servicos/escrituras, escrituras). A primeira é o grupo do ato na página Emolumentos.',
  }),
  unidade: help(text.max(60).optional(), {
    exemplo: 'unidade: "por assinatura"', dica: 'ou "por página", "por certidão", "por documento"...',
    descricao: '"por página", "por assinatura", "por certidão"…',
    obrigatorio: 'sim (menos em ato gratuito)',
  }),
  emolumento: help(money.optional(), {
    exemplo: 'emolumento: 10.00', dica: 'o valor do emolumento, sem os acréscimos nem o selo, com ponto decimal',
    descricao: 'Valor do emolumento, com ponto decimal e sem pontos de milhar: `1600.00`.',
    formulario: 'O valor do emolumento, sem os acréscimos nem o selo, em reais, como no papel: 92,50 ou 1.600,00.',
    obrigatorio: ONE_PRICE,
  }),
  selo: help(money.optional(), {
    exemplo: 'selo: 0', dica: 'só neste ato: o valor do selo no lugar do "selo" do arquivo; 0 quando o ato não tem selo',
    descricao: 'O selo deste ato, no lugar do `selo` do arquivo (`0` quando o ato não tem selo).',
    formulario: 'Só para este ato: o valor do selo no lugar do selo da tabela, em reais, como 3,50; 0 quando o ato não tem selo.',
  }),
  total: help(money.optional(), {
    exemplo: 'total: 15.00', dica: 'opcional: o total impresso na tabela oficial; o site confere se bate com a soma das partes',
    descricao: 'O total impresso na tabela oficial, para conferir a cópia. Se a conta do site não bater, a publicação para e diz qual ato conferir.',
    formulario: 'Opcional: o total impresso na tabela oficial, em reais, como 15,00. Se a conta do site não bater, a publicação para e diz qual ato conferir.',
  }),
  faixas: help(z.array(feeBracket).min(2).optional(), {
    exemplo: 'faixas:\n  - ate: 5000\n    emolumento: 150.00\n  - emolumento: 3500.00',
    dica: 'a última faixa, sem "ate", vale para tudo acima',
    descricao: 'Para atos cujo valor depende de outro valor: cada faixa tem `emolumento` e vale até `ate` (a última, sem `ate`, vale para tudo acima); pode ter o seu `total`.',
    formulario: 'Para atos cujo valor depende de outro valor (o do imóvel, por exemplo): cada faixa tem o seu emolumento e vale até o valor de Até; a última, sem Até, vale para tudo acima.',
    obrigatorio: ONE_PRICE,
  }),
  conforme: help(text.max(120).optional(), {
    exemplo: 'conforme: "o valor do imóvel declarado na escritura"',
    descricao: 'Num ato com `faixas`: do que o valor depende.',
    formulario: 'Num ato com faixas: do que o valor depende. Exemplo: o valor do imóvel declarado na escritura',
    obrigatorio: 'sim, com `faixas`',
  }),
  exemplo: help(amount.optional(), {
    exemplo: 'exemplo: 150000', dica: 'um valor para a conta de exemplo em /emolumentos',
    descricao: 'Num ato com `faixas`: um valor para a conta de exemplo mostrada na página.',
    formulario: 'Num ato com faixas: um valor, em reais, para a conta de exemplo mostrada na página, como 150.000,00.',
  }),
  gratuito: help(text.max(240).optional(), {
    exemplo: 'gratuito: "Gratuito para todas as pessoas."', dica: 'no lugar de "emolumento": o ato não é cobrado; diga quem não paga',
    descricao: 'No lugar do valor, para atos gratuitos por lei: quem não paga.',
    obrigatorio: ONE_PRICE,
  }),
  gratuitoPara: help(text.max(300).optional(), {
    exemplo: 'gratuitoPara: "pessoas em situação de vulnerabilidade socioeconômica"', dica: 'o ato tem valor, mas estas pessoas não pagam',
    descricao: 'O ato tem valor, mas estas pessoas não pagam.',
  }),
  observacao: help(text.max(240).optional(), {
    exemplo: 'observacao: "Texto curto mostrado abaixo do ato."',
    descricao: 'Frase curta mostrada abaixo do ato.',
    formulario: 'Frase curta mostrada abaixo do ato, como uma condição de desconto ou de gratuidade.',
  }),
}).superRefine((act, ctx) => {
  const kinds = (['emolumento', 'faixas', 'gratuito'] as const).filter((k) => act[k] !== undefined);
  if (kinds.length !== 1) {
    ctx.addIssue({
      code: 'custom', path: kinds.length ? [kinds[1]] : ['emolumento'],
      message: kinds.length
        ? `o ato "${act.id}" tem ${kinds.map((k) => `"${k}"`).join(' e ')}: use só um (um valor fixo, faixas de valor ou gratuito)`
        : `o ato "${act.id}" não tem valor: escreva "emolumento" (valor fixo), "faixas" (valor que depende de outro) ou "gratuito" (quem não paga)`,
    });
  }
  if (!act.gratuito && !act.unidade) ctx.addIssue({ code: 'custom', path: ['unidade'], message: `falta a unidade do ato "${act.id}" (por exemplo "por página" ou "por assinatura")` });
  if (act.faixas && !act.conforme) ctx.addIssue({ code: 'custom', path: ['conforme'], message: `o ato "${act.id}" tem faixas: diga em "conforme" do que o valor depende` });
  if (act.exemplo !== undefined && !act.faixas) ctx.addIssue({ code: 'custom', path: ['exemplo'], message: '"exemplo" só vale para atos com faixas' });
  if (act.gratuito && (act.total !== undefined || act.selo !== undefined || act.gratuitoPara)) {
    ctx.addIssue({ code: 'custom', path: ['gratuito'], message: `o ato "${act.id}" é gratuito: apague "total", "selo" e "gratuitoPara"` });
  }
  if (act.faixas && act.total !== undefined) ctx.addIssue({ code: 'custom', path: ['total'], message: 'num ato com faixas, escreva o "total" dentro de cada faixa' });
  act.faixas?.forEach((bracket, i, all) => {
    const last = i === all.length - 1;
    if (last && bracket.ate !== undefined) ctx.addIssue({ code: 'custom', path: ['faixas', i, 'ate'], message: 'a última faixa vale para tudo acima da anterior: apague "ate" nela' });
    if (!last && bracket.ate === undefined) ctx.addIssue({ code: 'custom', path: ['faixas', i, 'ate'], message: 'só a última faixa fica sem "ate"' });
    const previous = all[i - 1]?.ate;
    if (bracket.ate !== undefined && previous !== undefined && bracket.ate <= previous) {
      ctx.addIssue({ code: 'custom', path: ['faixas', i, 'ate'], message: `as faixas vão do menor para o maior valor: ${bracket.ate} não é maior que ${previous}` });
    }
  });
});

/** content/tabela-emolumentos.yml: each act's parts, copied from the state's table; the site computes totals. */
export const feeTableSchema = z.strictObject({
  amostra: fileSample(),
  ano: help(z.number().int().min(2000).max(2100), {
    exemplo: 'ano: 2025', dica: 'o ano da tabela oficial copiada',
    descricao: 'O ano da tabela oficial copiada. Aparece em `/emolumentos`.',
    formulario: 'O ano da tabela oficial copiada. Aparece na página Emolumentos. Exemplo: 2025',
  }),
  tabelaOficial: help(z.strictObject({ nome: text, url: help(z.string().regex(/^https:\/\//, 'url'), urlHelp) }), {
    exemplo: 'tabelaOficial:\n  nome: "Tabela de Emolumentos do Tribunal de Justiça do Estado"\n  url: "https://www.tjap.jus.br"',
    descricao: 'O nome e o endereço (`https://…`) da tabela oficial. Aparecem em `/emolumentos`.',
    formulario: 'O nome e o endereço (com https://) da tabela oficial. Aparecem na página Emolumentos.',
  }),
  acrescimos: help(z.array(z.strictObject({
    nome: text,
    percentual: help(z.number().min(0).max(100), { exemplo: 'percentual: 15', dica: 'só o número: 15 quer dizer 15% do emolumento' }),
  })), {
    exemplo: 'acrescimos:\n  - nome: "Fundo de Compensação dos Atos Gratuitos"\n    percentual: 5',
    descricao: 'Cada fundo ou taxa do Estado somado ao emolumento: `nome` e `percentual` (só o número: `15` é 15%). Vale para todos os atos.',
    formulario: 'Cada fundo ou taxa do Estado somado ao emolumento, com o nome e o percentual (só o número: 15 é 15%). Vale para todos os atos.',
  }),
  selo: help(money, {
    exemplo: 'selo: 3.00', dica: 'valor fixo do selo digital, com ponto decimal',
    descricao: 'Valor fixo do selo digital, somado a todo ato (um ato pode ter o seu próprio `selo`, até `0`).',
    formulario: 'O valor fixo do selo digital, em reais, como 3,00. É somado a todo ato (um ato pode ter o seu próprio selo, até 0).',
  }),
  tabela: help(z.array(feeAct).min(1), {
    exemplo: 'tabela:\n  - id: firma-autenticidade\n    ato: "Reconhecimento de firma por autenticidade"\n    paginas: [reconhecimento-firma]\n    unidade: "por assinatura"\n    emolumento: 10.00',
    descricao: 'Os atos, um item cada, com os campos da tabela seguinte.',
    formulario: 'Os atos da tabela, um item cada.',
  }),
}).superRefine((file, ctx) => {
  const seen = new Set<string>();
  file.tabela.forEach((act, i) => {
    if (seen.has(act.id)) ctx.addIssue({ code: 'custom', path: ['tabela', i, 'id'], message: `o id "${act.id}" já é de outro ato; cada ato precisa de um id próprio` });
    seen.add(act.id);
  });
});

export type Fees = z.infer<typeof feesSchema>;

export type FeeTableFile = z.infer<typeof feeTableSchema>;

export type FeeActInput = z.infer<typeof feeAct>;
