/**
 * The one schema for every content file: page frontmatter (by layout), news, FAQ categories,
 * and the YAML data files (office facts, shared facts, fees, online platforms).
 * Editors' mistakes are reported from these definitions, so each field carries its own help
 * (`help()` below: an example, a rule, a description) that the error message shows as the fix and
 * the field tables of docs/conteudo-a-mao.md are generated from (src/node/content/field-tables.ts); the
 * staff editor's forms show it as each field's hint (src/node/cms/fields.ts).
 */
import { z } from 'zod';
import { ICON_NAMES } from './icon-names.ts';
import { fold } from '../text/fold.ts';
import { ROUTE, SLUG } from '../text/slug.ts';
import { isStopword } from '../search/normalize.ts';

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
};

/** Registers a field's help on the field itself (zod's global registry), so rule, example and guide sit together. */
function help<T extends z.ZodType>(schema: T, meta: FieldHelp): T {
  return schema.meta(meta);
}

/** "`a`, `b` ou `c`": the accepted values, for a description, from the list the schema itself uses. */
const oneOf = (values: readonly string[]) => values.map((v) => `\`${v}\``).join(', ').replace(/, ([^,]*)$/, ' ou $1');

const text = z.string().trim().min(1);
const icon = z.enum(ICON_NAMES);
const textList = z.array(text).min(1);

/**
 * A calendar day written year-month-day that exists and has come (the latest "today" on Earth is UTC+14).
 * Used for `atualizadoEm`: the "Atualizado em" date when the site is built without git history (src/node/content/dates.ts).
 */
const pastIsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'data').superRefine((value, ctx) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return;
  const day = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) {
    ctx.addIssue({ code: 'custom', message: `a data ${value} não existe no calendário; confira o dia e o mês` });
  } else if (value > new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10)) {
    ctx.addIssue({ code: 'custom', message: `a data ${value} ainda não chegou; escreva o dia da última mudança do texto` });
  }
});

/** Fields every routed page has. */
const pageBase = {
  title: help(text.max(70), {
    exemplo: 'title: "Escrituras Públicas"', dica: 'curto: na aba do navegador, com o nome curto do cartório depois dele, cabem 70 caracteres',
    descricao: 'Título da página. Aparece no topo e na aba do navegador, seguido do nome curto do cartório ("Escrituras Públicas | Cartório 1º Ofício"): os dois juntos cabem em 70 caracteres.',
  }),
  description: help(text.min(50).max(170), {
    exemplo: 'description: "Uma ou duas frases, entre 50 e 170 caracteres, que resumem a página para o Google."',
    descricao: 'Resumo para o Google e para as redes sociais, de 50 a 170 caracteres.',
    formulario: 'Uma ou duas frases, de 50 a 170 caracteres, que o Google e as redes sociais mostram embaixo do título. Exemplo: Compra e venda, doação, inventário: os documentos, o prazo e o valor de uma escritura pública.',
  }),
  keywords: help(textList, {
    exemplo: 'keywords:\n  - escritura\n  - compra e venda',
    descricao: 'Palavras-chave (lista).',
    formulario: 'Palavras que dizem do que a página trata, uma por item, como escritura e compra e venda. Pelo menos uma.',
  }),
  /** Extra words citizens type for this page (abbreviations, everyday names). Search only. */
  sinonimos: help(z.array(text).optional(), {
    exemplo: 'sinonimos:\n  - 2ª via\n  - segunda via',
    descricao: 'Outras palavras que as pessoas digitam na busca para achar esta página (siglas, nomes populares).',
    formulario: 'Outras palavras que as pessoas digitam na busca para achar esta página (siglas, nomes populares), uma por item, como 2ª via e segunda via.',
  }),
  /** Hide from sitemap and search (the 404 page). */
  oculta: help(z.boolean().optional(), {
    exemplo: 'oculta: true',
    descricao: '`true` tira a página do mapa do site e da busca.',
    formulario: 'Marcado, a página sai do mapa do site e da busca (como a página de endereço não encontrado).',
  }),
  /** Last change, used only when git has no history for the file (src/node/content/dates.ts). */
  atualizadoEm: help(pastIsoDate.optional(), {
    exemplo: 'atualizadoEm: 2026-11-20', dica: 'ano-mês-dia, um dia que já passou; vale só quando o site é gerado sem o histórico do git',
    descricao: 'Data da última mudança, usada só quando o site é gerado sem o histórico do git (veja [A data "Atualizado em"](#a-data-atualizado-em)).',
    formulario: 'A data da última mudança do texto (ano-mês-dia), usada só quando o site é gerado sem o histórico das alterações; em geral, deixe em branco. Exemplo: 2026-11-20',
  }),
};

/** The fields above, which the guide lists once ("Campos de todas as páginas"). */
export const PAGE_FIELDS = Object.keys(pageBase);

const LAYOUTS = ['pagina', 'servico', 'inicio'] as const;
const layoutHelp = { exemplo: 'layout: servico', dica: 'ou: pagina, inicio' };

export const pageFrontmatter = z.strictObject({
  ...pageBase,
  layout: help(z.literal('pagina').default('pagina'), {
    ...layoutHelp,
    descricao: `Tipo de página: ${oneOf(LAYOUTS).replace('`pagina`', '`pagina` (padrão)')}.`,
  }),
  /** Show the title as the page's h1 above the body (default). */
  mostrarTitulo: help(z.boolean().default(true), {
    exemplo: 'mostrarTitulo: false',
    descricao: '`false` esconde o título padrão (quando a página tem o próprio destaque).',
    formulario: 'Desmarcado, o título padrão não aparece (quando a página começa com o seu próprio destaque).',
  }),
  subtitulo: help(text.optional(), {
    exemplo: 'subtitulo: "Tudo o que você precisa saber antes de vir."',
    descricao: 'Frase curta embaixo do título.',
  }),
});

export const homeFrontmatter = z.strictObject({
  ...pageBase,
  layout: help(z.literal('inicio'), layoutHelp),
});

const iconHelp = { exemplo: 'icone: file-text', dica: `um destes: ${ICON_NAMES.join(', ')}` };

const serviceTypeCard = z.strictObject({
  titulo: text,
  descricao: text,
  icone: icon.optional(),
  itens: z.array(text).optional(),
  destaque: z.boolean().optional(),
});

const step = z.strictObject({ titulo: text, descricao: text });
const warning = z.strictObject({ titulo: text, descricao: text });
const documentGroup = z.strictObject({ grupo: text, itens: textList });

export const SERVICE_GROUPS = ['notariais', 'registro', 'certidoes'] as const;

/** Whether a service needs booking (the summary's "Agendamento" line). */
export const BOOKING = ['obrigatorio', 'recomendado', 'sem-agendamento'] as const;
export type Booking = (typeof BOOKING)[number];

/** Summary fields a finished service page must have (an unfinished one says it is under construction instead). */
export const SUMMARY_FIELDS = ['prazoResumo', 'agendamento', 'departamento', 'comoFazer'] as const;

// --- How a service is done ("Resolva em uma viagem"): all online, started online, or only at the office ---

/**
 * `internet`: the whole service can be done on a national platform (content/plataformas.yml);
 * `internet-e-balcao`: it starts at a distance and ends at the office; `balcao`: only at the office;
 * `depende`: the way depends on the case (a guide to several services, or requests of several kinds).
 */
export const HOW_DONE = ['internet', 'internet-e-balcao', 'balcao', 'depende'] as const;
export type HowDoneMode = (typeof HOW_DONE)[number];

const howDone = z.strictObject({
  modo: help(z.enum(HOW_DONE), {
    exemplo: 'modo: balcao', dica: `um destes: ${HOW_DONE.join(', ')}`,
    descricao: `Como o serviço é feito: ${oneOf(HOW_DONE)} (todo pela internet, começa pela internet e termina no cartório, só no cartório, depende do caso).`,
    formulario: 'Escolha como o serviço é feito: todo pela internet, começa pela internet e termina no cartório, só no cartório, ou depende do caso.',
  }),
  /** One of content/plataformas.yml's service names (checked by the loader; the editor picks from the list). */
  plataforma: help(text.optional(), {
    exemplo: 'plataforma: "e-Notariado"',
    dica: 'o nome de uma plataforma de content/plataformas.yml, escrito igual; obrigatório com "modo: internet"',
    descricao: 'A plataforma oficial nacional onde se faz pela internet: o nome de um serviço de `content/plataformas.yml`, escrito igual (como "Registro Civil do Brasil", "e-Notariado", "CENPROT Nacional"). Obrigatória com `modo: internet`.',
    formulario: 'A plataforma oficial nacional onde se faz pela internet, escolhida na lista das plataformas de Serviços Online. Obrigatória quando o serviço é todo pela internet. Exemplo: Registro Civil do Brasil',
  }),
  nota: help(text.max(160).optional(), {
    exemplo: 'nota: "Apresentar o título e pagar são feitos no cartório."', dica: 'uma frase curta, até 160 caracteres',
    descricao: 'Uma frase que explica o caso (até 160 caracteres), mostrada no plano da visita impresso; com `modo: depende`, diga do que depende: aí ela aparece também no resumo do topo da página, que precisa caber na primeira tela do celular (seja breve).',
    formulario: 'Uma frase curta (até 160 caracteres) que explica o caso, mostrada no plano da visita impresso. Quando depende do caso, diga do quê: a frase aparece também no resumo do topo da página. Exemplo: Apresentar o título e pagar são feitos no cartório.',
  }),
  /** The spec does not say it: an office statement to confirm (listed by the sample report, marked on the page). */
  amostra: help(z.boolean().optional(), {
    exemplo: 'amostra: true', dica: 'true enquanto a direção não confirmar como este cartório faz o serviço',
    descricao: '`true` enquanto a direção não confirmar como o cartório faz o serviço: o site mostra "(exemplo)" ao lado e a publicação espera a confirmação.',
    formulario: 'Marcado enquanto a direção não confirmar como o cartório faz o serviço: o site mostra "(exemplo)" ao lado e a publicação espera a confirmação.',
  }),
}).superRefine((how, ctx) => {
  if (how.modo === 'internet' && !how.plataforma) {
    ctx.addIssue({ code: 'custom', path: ['plataforma'], message: 'com "modo: internet", diga em qual plataforma oficial: escreva "plataforma:" com o nome de um serviço de content/plataformas.yml' });
  }
  if (how.modo === 'depende' && !how.nota) {
    ctx.addIssue({ code: 'custom', path: ['nota'], message: 'com "modo: depende", escreva em "nota:" do que depende' });
  }
});

const howDoneHelp: FieldHelp = {
  exemplo: 'comoFazer:\n  modo: internet\n  plataforma: "Registro Civil do Brasil"',
  dica: `"modo" é um destes: ${HOW_DONE.join(', ')}; com internet, diga a "plataforma"`,
  descricao: 'Como o serviço é feito: `modo` (todo pela internet, começa pela internet e termina no cartório, só no cartório ou depende), `plataforma` (a plataforma oficial nacional, de `content/plataformas.yml`), `nota` (uma frase) e `amostra: true` enquanto não for confirmado. Aparece no resumo do topo da página, nos cartões de `/servicos` e no plano da visita impresso.',
  formulario: 'Como o serviço é feito (pela internet, no cartório ou os dois), a plataforma oficial quando é pela internet, e uma frase que explica o caso. Aparece no resumo do topo da página, nos cartões da página Serviços e no plano da visita impresso.',
};

// --- end of "how a service is done" ---

/** The guide's "Obrigatório?" for the summary fields (the superRefine below requires them). */
const UNLESS_UNFINISHED = 'sim (menos em página em construção)';

// Field order is the order of the guide's table (docs/conteudo-a-mao.md, "Campos de uma página de serviço").
export const serviceFrontmatter = z.strictObject({
  ...pageBase,
  layout: help(z.literal('servico'), { ...layoutHelp, descricao: 'Sempre `servico` nas páginas de serviço.' }),
  /** Card shown on /servicos and on the home page. */
  resumo: help(text.max(200), {
    exemplo: 'resumo: "Frase curta para o cartão do serviço (até 200 caracteres)."',
    descricao: 'Frase do cartão do serviço (até 200 caracteres).',
    formulario: 'A frase do cartão do serviço, na página Serviços e na página inicial (até 200 caracteres). Exemplo: Compra e venda, doação, inventário e partilha com fé pública.',
  }),
  icone: help(icon, { ...iconHelp, descricao: 'Ícone do serviço (veja [Ícones](#ícones)).', formulario: 'O ícone do cartão do serviço, escolhido na lista.' }),
  grupo: help(z.enum(SERVICE_GROUPS), {
    exemplo: 'grupo: notariais', dica: `um destes: ${SERVICE_GROUPS.join(', ')}`,
    descricao: `Seção da página \`/servicos\`: ${oneOf(SERVICE_GROUPS)}.`,
    formulario: 'A seção da página Serviços em que o cartão aparece.',
  }),
  ordem: help(z.number().int().min(0), {
    exemplo: 'ordem: 1', dica: 'um número inteiro',
    descricao: 'Posição do cartão dentro do grupo (número inteiro; menor vem antes).',
  }),
  /** Show the card on the home page (six of them). */
  destaqueInicio: help(z.boolean().optional(), {
    exemplo: 'destaqueInicio: true',
    descricao: '`true` mostra o cartão na página inicial (mantenha seis serviços assim).',
    formulario: 'Marcado, o cartão aparece na página inicial (mantenha seis serviços marcados).',
  }),
  /** The at-a-glance summary (ServiceSummary): how long, whether to book, whom to talk to; required unless emConstrucao. */
  prazoResumo: help(text.max(160).optional(), {
    exemplo: 'prazoResumo: "{{fatos.prazoEscrituraSimples}} (simples); {{fatos.prazoEscrituraComplexa}} (complexas)"',
    dica: 'o prazo, em uma linha, para o resumo do topo da página',
    descricao: 'O prazo em uma linha, para o resumo do topo da página. Pode usar fatos.',
    formulario: 'O prazo em uma linha, para o resumo do topo da página. Exemplo: 3 a 5 dias úteis (simples); 7 a 10 dias úteis (complexas).',
    obrigatorio: UNLESS_UNFINISHED,
  }),
  agendamento: help(z.enum(BOOKING).optional(), {
    exemplo: 'agendamento: obrigatorio', dica: `um destes: ${BOOKING.join(', ')}`,
    descricao: `Se precisa agendar: ${oneOf(BOOKING)}. Aparece no resumo; com \`obrigatorio\`, o botão principal é "Agendar Atendimento".`,
    formulario: 'Se o atendimento precisa de agendamento. Aparece no resumo; com agendamento obrigatório, o botão principal é "Agendar Atendimento".',
    obrigatorio: UNLESS_UNFINISHED,
  }),
  /**
   * Whom to talk to: one of content/office.yml's department names, or two (a list) when the page covers
   * two desks, e.g. REGISTRO CIVIL and CASAMENTO (checked by the loader).
   */
  departamento: help(z.preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(text).min(1).max(2)).optional(), {
    exemplo: 'departamento: "ESCRITURA"',
    dica: 'o nome de um dos departamentos de content/office.yml, igual, em maiúsculas; para dois: departamento: ["REGISTRO CIVIL", "CASAMENTO"]',
    descricao: 'Quem atende: o nome de um dos departamentos de `content/office.yml`, escrito igual; ou dois, em lista, quando a página cobre dois setores (`departamento: ["REGISTRO CIVIL", "CASAMENTO"]`). O resumo mostra o telefone e o WhatsApp de cada um.',
    formulario: 'Quem atende: um dos departamentos do cartório, ou dois quando a página cobre dois setores (como Registro Civil e Casamento). O resumo mostra o telefone e o WhatsApp de cada um.',
    obrigatorio: UNLESS_UNFINISHED,
  }),
  comoFazer: help(howDone.optional(), { ...howDoneHelp, obrigatorio: UNLESS_UNFINISHED }),
  /** "How much" when the fee table has no act for this page, or a note beside its acts (e.g. "Não se aplica: ..."). */
  custoResumo: help(text.max(200).optional(), {
    exemplo: 'custoResumo: "Não se aplica: o registro é cobrado pelo Registro de Imóveis que faz o ato."',
    dica: 'ou "Gratuito: ...", quando a tabela de emolumentos não tem ato para esta página',
    descricao: 'Frase sobre o valor, mostrada no resumo e em `/emolumentos`. Obrigatória quando a [tabela de emolumentos](#tabela-de-emolumentos-quanto-custa-cada-ato) não tem nenhum ato desta página: diga por quê ("Gratuito: …", "Não se aplica: …").',
    formulario: 'Frase sobre o valor, mostrada no resumo e na página Emolumentos. Obrigatória quando a tabela de emolumentos não tem nenhum ato desta página: diga por quê. Exemplo: Não se aplica: o registro é cobrado pelo Registro de Imóveis que faz o ato.',
  }),
  /** Hero buttons: 'agendar' = "Agendar Atendimento"; 'contato' = "Solicitar Serviço". */
  botaoPrincipal: help(z.enum(['agendar', 'contato']).default('contato'), {
    exemplo: 'botaoPrincipal: agendar', dica: 'ou: contato',
    descricao: 'Botão embaixo do resumo: `agendar` ("Agendar Atendimento") ou `contato` ("Solicitar Serviço", o padrão).',
    formulario: 'O botão embaixo do resumo: "Agendar Atendimento" ou "Solicitar Serviço" (o padrão).',
  }),
  emConstrucao: help(z.boolean().optional(), {
    exemplo: 'emConstrucao: true',
    descricao: '`true` mostra o aviso "Página em construção".',
    formulario: 'Marcado, a página mostra o aviso "Página em construção" no lugar do resumo.',
  }),
  /**
   * A service only some offices do (content/office.yml `atribuicoes`): when this office does not, the page
   * explains where to go and offers no request, booking or fees (see src/shared/content/attributions.ts).
   */
  atribuicao: help(z.enum(['registroDeImoveis']).optional(), {
    exemplo: 'atribuicao: registroDeImoveis', dica: 'só nas páginas de serviço que dependem de "atribuicoes" em content/office.yml',
    descricao: 'Para um serviço que nem todo cartório faz: a página segue o que `content/office.yml` diz em `atribuicoes` (hoje só `registroDeImoveis`). Se este cartório não faz, a página explica onde fazer e não oferece pedido nem valores.',
    formulario: 'Só para um serviço que nem todo cartório faz (hoje, o registro de imóveis): a página segue o que os dados do cartório dizem em Atribuições. Se este cartório não faz, a página explica onde fazer e não oferece pedido nem valores.',
  }),
  tiposTitulo: help(text.optional(), {
    exemplo: 'tiposTitulo: "Tipos de escritura"',
    descricao: 'Título da seção de tipos (padrão: "Tipos de" + título).',
  }),
  tipos: help(z.array(serviceTypeCard).optional(), {
    exemplo: 'tipos:\n  - titulo: "Compra e Venda"\n    descricao: "Transferência de imóvel mediante pagamento."',
    descricao: 'Cartões dos tipos do serviço. Cada um tem `titulo`, `descricao` e, se quiser, `icone`, `itens` (lista) e `destaque: true`.',
    formulario: 'Os cartões dos tipos do serviço, cada um com título e descrição e, se quiser, ícone, itens e destaque.',
  }),
  caracteristicas: help(z.array(text).optional(), {
    exemplo: 'caracteristicas:\n  - Tem fé pública',
    descricao: 'Lista de características (com marca de "✓").',
  }),
  etapas: help(z.array(step).optional(), {
    exemplo: 'etapas:\n  - titulo: "Análise prévia"\n    descricao: "Conferimos os documentos."',
    descricao: 'Passos do atendimento, em ordem. Cada um tem `titulo` e `descricao`; o número é automático.',
    formulario: 'Os passos do atendimento, em ordem, cada um com título e descrição; o número é automático.',
  }),
  documentos: help(z.array(documentGroup).optional(), {
    exemplo: 'documentos:\n  - grupo: "Pessoas físicas"\n    itens:\n      - RG e CPF',
    descricao: 'Grupos de documentos. Cada grupo tem `grupo` (nome) e `itens` (lista).',
    formulario: 'Os grupos de documentos, cada um com o seu nome (como Pessoas físicas) e os documentos, um por item (como RG e CPF).',
  }),
  prazos: help(z.array(text).optional(), {
    exemplo: 'prazos:\n  - "Escrituras simples: {{fatos.prazoEscrituraSimples}}."',
    descricao: 'Lista de prazos.',
  }),
  custos: help(z.array(text).optional(), {
    exemplo: 'custos:\n  - "Formas de pagamento: {{fatos.formasPagamento}}."',
    descricao: 'Lista sobre valores e pagamento, mostrada embaixo dos valores da tabela de emolumentos.',
  }),
  informacoes: help(z.array(text).optional(), {
    exemplo: 'informacoes:\n  - "Agende pela página de [contato](/contato)."',
    descricao: 'Lista de informações adicionais.',
  }),
  avisos: help(z.array(warning).optional(), {
    exemplo: 'avisos:\n  - titulo: "Atenção"\n    descricao: "Texto do aviso."',
    descricao: 'Cartões de atenção. Cada um tem `titulo` e `descricao`.',
    formulario: 'Os cartões de atenção, cada um com título e descrição.',
  }),
}).superRefine((fm, ctx) => {
  if (fm.emConstrucao) return;
  for (const field of SUMMARY_FIELDS) {
    if (fm[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: `falta o campo "${field}", que o resumo do topo da página mostra` });
  }
});

export const routedFrontmatter = z.discriminatedUnion('layout', [
  serviceFrontmatter,
  homeFrontmatter,
  pageFrontmatter,
]);

export const newsFrontmatter = z.strictObject({
  ...pageBase,
  /** Publication date, written as year-month-day. */
  data: help(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'data'), {
    exemplo: 'data: 2025-07-15', dica: 'ano-mês-dia',
    descricao: 'Data da publicação, no formato ano-mês-dia. As notícias aparecem da mais nova para a mais antiga.',
  }),
  resumo: help(text.max(240), {
    exemplo: 'resumo: "Não haverá atendimento na segunda e na terça-feira de Carnaval."', dica: 'até 240 caracteres',
    descricao: 'Texto do cartão da notícia (até 240 caracteres).',
  }),
  /** An invented item shipped with the site: the publishing build stops while any remains (src/node/content/samples.ts). */
  amostra: help(z.boolean().optional(), {
    exemplo: 'amostra: true', dica: 'só numa notícia de exemplo, inventada; a notícia real não tem esta linha',
    descricao: '`amostra: true` marca uma notícia **de exemplo** (inventada): enquanto houver uma, o site mostra o aviso de demonstração e não pode ser publicado (veja [Dados de exemplo](#dados-de-exemplo-substituir-antes-de-publicar)). Notícias reais não têm esta linha.',
    formulario: 'Marcado só numa notícia de exemplo, inventada: enquanto houver uma, o site mostra o aviso de demonstração e não pode ser publicado. Uma notícia real fica desmarcada.',
  }),
});

export const faqFrontmatter = z.strictObject({
  titulo: help(text, { exemplo: 'titulo: "Documentos Necessários"', descricao: 'Nome do assunto, o título da seção em `/duvidas`.', formulario: 'O nome do assunto, o título da seção na página Dúvidas. Exemplo: Documentos Necessários' }),
  icone: help(icon, { ...iconHelp, descricao: 'Ícone do assunto (veja [Ícones](#ícones)).', formulario: 'O ícone do assunto, escolhido na lista.' }),
  ordem: help(z.number().int().min(0), {
    exemplo: 'ordem: 1', dica: 'um número inteiro',
    descricao: 'Posição do assunto na página (número inteiro; menor vem antes).',
  }),
  atualizadoEm: pageBase.atualizadoEm,
});

const phone = z.string().regex(/^\d{12,13}$/, 'telefone');
const phoneHelp = {
  exemplo: 'telefone: "559632220000"', dica: 'só dígitos: 55, o DDD e o número, sem espaços, traços nem parênteses',
};

/** A https address, e.g. "https://www.tjap.jus.br/selo"; samples use the reserved ".example" domain. */
const httpsUrl = z.string().regex(/^https:\/\/[^\s/]+(\/\S*)?$/, 'url');
const urlHelp = {
  exemplo: 'url: "https://www.exemplo.gov.br"', dica: 'endereço completo, com https://',
  formulario: 'O endereço completo, começando por https://. Exemplo: https://www.registrocivil.org.br',
};

/** "HH:MM", a time of day: opening hours (office.yml) and closures (feriados.yml). */
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const clockTime = z.string().regex(CLOCK_TIME, 'horário');

/** The days of the week as office.yml writes them, Sunday first: the index is Date.getUTCDay(). */
export const WEEKDAYS = ['domingo', 'segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado'] as const;
export type Weekday = typeof WEEKDAYS[number];

/** A day of the week; "Sábado" or "terça-feira" written by hand read as `sabado` and `terca`. */
const weekday = z.preprocess(
  (value) => (typeof value === 'string' ? fold(value).replace(/ feira$/, '') : value),
  // Monday first, as the form lists them and the error names them.
  z.enum([...WEEKDAYS.slice(1), WEEKDAYS[0]]),
);

const interval = z.strictObject({
  abre: help(clockTime, { exemplo: 'abre: "08:00"', dica: 'horas:minutos, com dois dígitos', descricao: 'Hora em que abre (também para o aviso "Aberto agora").' }),
  fecha: help(clockTime, { exemplo: 'fecha: "16:00"', dica: 'horas:minutos, com dois dígitos, depois de "abre"', descricao: 'Hora em que fecha.' }),
});

/**
 * The opening intervals of a day, in order and apart: "08:00"–"12:00" then "14:00"–"18:00". Shared by
 * the week (office.yml) and the special hours of a date (feriados.yml), so both read and check alike.
 */
const intervals = z.array(interval).min(1).superRefine((list, ctx) => {
  // Times not written "HH:MM" have their own message; comparing them would add a second, wrong one.
  if (!list.every((it) => CLOCK_TIME.test(it.abre) && CLOCK_TIME.test(it.fecha))) return;
  list.forEach((it, i) => {
    if (it.abre >= it.fecha) {
      ctx.addIssue({ code: 'custom', path: [i, 'fecha'], message: `"fecha" (${it.fecha}) precisa ser depois de "abre" (${it.abre})` });
      return;
    }
    const before = list[i - 1];
    if (!before || it.abre >= before.fecha) return;
    // On the interval, not its `abre`: the fix shown is then two intervals in order.
    ctx.addIssue({
      code: 'custom', path: [i],
      message: it.abre < before.abre
        ? `os intervalos estão fora de ordem: o que abre às ${it.abre} vem depois do que abre às ${before.abre}; escreva primeiro o que abre mais cedo`
        : `o intervalo que abre às ${it.abre} começa antes de o anterior fechar (${before.fecha}); os intervalos não podem se sobrepor`,
    });
  });
});

const intervalsHelp = {
  exemplo: 'intervalos:\n  - abre: "08:00"\n    fecha: "12:00"\n  - abre: "14:00"\n    fecha: "18:00"',
  dica: 'um item por período, em ordem, sem sobrepor',
  resumo: '{{fields.abre}} às {{fields.fecha}}',
};

/** Days of the week with the same hours: `dias: [segunda, terca, quarta, quinta, sexta]` and their intervals. */
const weekGroup = z.strictObject({
  dias: help(z.array(weekday).min(1), {
    exemplo: 'dias: [segunda, terca, quarta, quinta, sexta]',
    dica: `os dias com este horário, entre colchetes: ${WEEKDAYS.slice(1).join(', ')}, ${WEEKDAYS[0]}`,
    descricao: `Os dias com o mesmo horário: ${oneOf([...WEEKDAYS.slice(1), WEEKDAYS[0]])}. Cada dia só pode estar em um grupo; um dia que não está em nenhum é dia fechado.`,
    formulario: 'Os dias com este horário. Cada dia só pode estar em um grupo; um dia que não está em nenhum é dia fechado.',
  }),
  intervalos: help(intervals, {
    ...intervalsHelp,
    descricao: 'Os períodos de atendimento nesses dias, cada um com `abre` e `fecha`, em ordem: um só (das 8h às 16h) ou dois, com o intervalo do almoço entre eles.',
    formulario: 'Os períodos de atendimento nesses dias, em ordem: um só (das 8h às 16h) ou dois, com o almoço entre eles (das 8h às 12h e das 14h às 18h).',
  }),
});

export const officeSchema = z.strictObject({
  /**
   * Which values are still samples (src/node/content/samples.ts): true (all), false (none) or the list of
   * fields still to confirm, so the office can confirm them one by one.
   */
  amostra: help(z.union([z.boolean(), z.array(text)]), {
    exemplo: 'amostra: true',
    dica: 'em content/office.yml também uma lista dos campos ainda de exemplo: amostra: [telefone, email]; false quando tudo for oficial',
    descricao: 'Quais dados ainda são de exemplo: a lista dos campos a conferir (`amostra: [telefone, email]`), `true` (todos) ou `false` (nenhum). Veja [Dados de exemplo](#dados-de-exemplo-substituir-antes-de-publicar).',
  }),
  nome: help(text, { exemplo: 'nome: "Cartório do 1º Ofício de Notas e Registros"', descricao: 'Nome completo do cartório.' }),
  nomeCurto: help(text, {
    exemplo: 'nomeCurto: "Cartório 1º Ofício"',
    descricao: 'Nome curto, também acrescentado ao título de cada página na aba do navegador.',
  }),
  siteUrl: help(z.string().regex(/^https:\/\/[^/]+$/, 'siteUrl'), {
    exemplo: 'siteUrl: "https://www.seucartorio.com.br"', dica: 'com https://, sem barra nem caminho no fim',
    descricao: 'Endereço do site, usado nos links que o Google e as redes sociais mostram.',
  }),
  tempoDeServico: help(text, { exemplo: 'tempoDeServico: "mais de três décadas"', descricao: 'A frase do tempo de serviço, usada em todo o site.' }),
  endereco: help(z.strictObject({
    logradouro: help(text, {
      exemplo: 'logradouro: "Avenida Exemplo, 1000, Sala 1"', descricao: 'Rua ou avenida, número e complemento.',
      formulario: 'Rua ou avenida, número e complemento. Exemplo: Avenida FAB, 1000, Sala 1',
    }),
    bairro: help(text, { exemplo: 'bairro: "Centro"', descricao: 'Bairro.' }),
    cidade: help(text, { exemplo: 'cidade: "Macapá"', descricao: 'Cidade.' }),
    estado: help(z.string().regex(/^[A-Z]{2}$/, 'estado'), {
      exemplo: 'estado: AP', dica: 'a sigla do estado, em maiúsculas',
      descricao: 'Sigla do estado, em maiúsculas.',
    }),
    cep: help(z.string().regex(/^\d{5}-\d{3}$/, 'cep'), {
      exemplo: 'cep: "68900-000"', dica: 'cinco dígitos, traço, três dígitos',
      descricao: 'CEP, com o traço.',
    }),
    pais: help(z.literal('BR'), { exemplo: 'pais: BR', dica: 'sempre BR', descricao: 'Sempre `BR`.' }),
  }), {
    exemplo: 'endereco:\n  logradouro: "Avenida Exemplo, 1000, Sala 1"\n  bairro: "Centro"\n  cidade: "Macapá"\n  estado: AP\n  cep: "68900-000"\n  pais: BR',
    descricao: 'O endereço, nos campos abaixo.',
  }),
  fusoHorario: help(text, {
    exemplo: 'fusoHorario: "America/Belem"', dica: 'o fuso do cartório, no formato Região/Cidade',
    descricao: 'Fuso horário do cartório, para o aviso "Aberto agora" (veja [Feriados e fechamentos](#feriados-e-fechamentos-o-aviso-aberto-agora)).',
    formulario: 'O fuso horário do cartório, para o aviso "Aberto agora", escrito como Região/Cidade. Exemplo: America/Belem',
  }),
  mapaUrl: help(httpsUrl, {
    exemplo: 'mapaUrl: "https://www.openstreetmap.org/search?query=..."', dica: 'endereço completo, com https://',
    descricao: 'Link que abre o endereço no aplicativo de mapas de quem visita.',
    formulario: 'O link que abre o endereço no aplicativo de mapas de quem visita. Exemplo: https://www.openstreetmap.org/search?query=Centro%2C%20Macap%C3%A1%20AP',
  }),
  telefone: help(phone, { ...phoneHelp, descricao: 'Telefone principal, só dígitos, com 55 e o DDD (o site mostra "(96) 3222-0000").' }),
  whatsapp: help(phone, {
    exemplo: 'whatsapp: "5596999990000"', dica: 'só dígitos: 55, o DDD e o número do celular, sem espaços nem traços',
    descricao: 'WhatsApp geral, só dígitos, com 55 e o DDD.',
  }),
  email: help(z.string().email(), { exemplo: 'email: "contato@seucartorio.com.br"', descricao: 'E-mail principal.' }),
  horario: help(z.strictObject({
    semana: help(z.array(weekGroup).min(1).superRefine((groups, ctx) => {
      const seen = new Map<string, number>();
      groups.forEach((group, i) => group.dias.forEach((day, j) => {
        const first = seen.get(day);
        if (first === undefined) seen.set(day, i);
        else ctx.addIssue({ code: 'custom', path: [i, 'dias', j], message: `"${day}" está em dois grupos de dias (o ${first + 1}º e o ${i + 1}º)${first === i ? ' ou duas vezes no mesmo grupo' : ''}; cada dia só pode aparecer uma vez` });
      }));
    }), {
      exemplo: 'semana:\n  - dias: [segunda, terca, quarta, quinta, sexta]\n    intervalos:\n      - abre: "08:00"\n        fecha: "16:00"\n  - dias: [sabado]\n    intervalos:\n      - abre: "08:00"\n        fecha: "12:00"',
      descricao: 'O horário da semana: um item por grupo de dias com o mesmo horário, cada um com os dias (`dias`) e os períodos em que abre (`intervalos`; veja [Campos de cada grupo de dias](#a8-campos-de-cada-grupo-de-dias-do-horário)). O site escreve a frase "Segunda a sexta-feira, das 8h às 16h; sábado, das 8h às 12h" sozinho.',
      formulario: 'O horário da semana: um grupo para os dias com o mesmo horário (como segunda a sexta, das 8h às 16h, e outro para sábado, das 8h às 12h), cada um com os dias e os períodos em que abre. O site escreve a frase do horário sozinho.',
    }),
    observacao: help(text, { exemplo: 'observacao: "Fechado aos domingos e feriados."', descricao: 'Frase mostrada junto do horário.' }),
    plantao: help(text.optional(), {
      exemplo: 'plantao: "Registro de óbito aos sábados, domingos e feriados: plantão pelo telefone (96) 99999-0000."',
      dica: 'apague a linha se o cartório não tem plantão',
      descricao: 'O plantão fora do horário (por exemplo, para registro de óbito nos fins de semana e feriados), mostrado junto do horário. Opcional.',
    }),
  }), {
    exemplo: 'horario:\n  semana:\n    - dias: [segunda, terca, quarta, quinta, sexta]\n      intervalos:\n        - abre: "08:00"\n          fecha: "16:00"\n  observacao: "Fechado aos sábados, domingos e feriados."',
    descricao: 'O horário de atendimento, nos campos abaixo. Feriados, fechamentos e horários especiais de uma data ficam em `content/feriados.yml`.',
    formulario: 'O horário de atendimento, nos campos abaixo. Feriados, fechamentos e horários especiais de uma data ficam em Feriados e fechamentos.',
  }),
  cnpj: help(z.string().regex(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/, 'cnpj'), {
    exemplo: 'cnpj: "00.000.000/0001-00"', dica: 'com pontos, barra e traço, como no cartão CNPJ',
    descricao: 'CNPJ do cartório.',
    formulario: 'O CNPJ do cartório, com pontos, barra e traço, como no cartão CNPJ. Exemplo: 11.222.333/0001-81',
  }),
  cns: help(text, { exemplo: 'cns: "00.000-0"', descricao: 'Código CNS do cartório.', formulario: 'O código CNS do cartório, com o ponto e o traço. Exemplo: 12.345-6' }),
  tabeliaes: help(z.strictObject({ titular: text, substituto: text }), {
    exemplo: 'tabeliaes:\n  titular: "Nome do Tabelião Titular"\n  substituto: "Nome do Tabelião Substituto"',
    descricao: 'Nomes do tabelião titular e do substituto.',
  }),
  encarregadoLgpd: help(z.strictObject({
    nome: text,
    email: help(z.string().email(), { exemplo: 'email: "lgpd@seucartorio.com.br"' }),
    telefone: help(phone, { ...phoneHelp, exemplo: 'telefone: "559632220001"' }),
  }), {
    exemplo: 'encarregadoLgpd:\n  nome: "Nome do Encarregado de Dados"\n  email: "lgpd@seucartorio.com.br"\n  telefone: "559632220001"',
    descricao: 'O encarregado de proteção de dados (LGPD): nome, e-mail e telefone (só dígitos, com 55 e o DDD).',
  }),
  departamentos: help(z.array(z.strictObject({
    nome: help(text, { exemplo: 'nome: "REGISTRO CIVIL"', descricao: 'Nome do setor, em maiúsculas; é o que o formulário mostra como serviço.' }),
    numero: help(phone, {
      exemplo: 'numero: "5596999990001"', dica: 'o WhatsApp do departamento, só dígitos: 55, o DDD e o número',
      descricao: 'Telefone e WhatsApp do setor, só números, com 55 e o DDD.',
    }),
    email: help(z.string().email(), { exemplo: 'email: "registrocivil@seucartorio.com.br"', descricao: 'E-mail do setor.' }),
    /** What the department handles, in citizens' words: the contact form's help to pick one, and the departments list. */
    atende: help(text.max(200), {
      exemplo: 'atende: "Registro de nascimento e de óbito; certidões de nascimento, casamento e óbito"',
      dica: 'até 200 caracteres: o que o departamento atende, como o cidadão diria',
      descricao: 'O que o setor atende, como o cidadão diria (até 200 caracteres). Aparece no formulário, embaixo de "Serviço", e na lista de setores: quem quer uma certidão ou reconhecer firma sabe qual escolher.',
    }),
  })).length(6), {
    exemplo: 'departamentos:\n  - nome: "REGISTRO CIVIL"\n    numero: "5596999990004"\n    email: "registrocivil@seucartorio.com.br"\n    atende: "Registro de nascimento e de óbito"',
    dica: 'exatamente seis',
    descricao: 'Os seis setores, cada um com `nome`, `numero`, `email` e `atende` (veja a tabela seguinte).',
    formulario: 'Os seis setores do cartório, cada um com o nome, o telefone e WhatsApp, o e-mail e o que atende.',
  }),
  redesSociais: help(z.array(z.strictObject({
    nome: text,
    url: help(httpsUrl, { ...urlHelp, formulario: 'O endereço do perfil, completo, com https://. Exemplo: https://www.instagram.com/seucartorio' }),
  })), {
    exemplo: 'redesSociais:\n  - nome: "Instagram"\n    url: "https://www.instagram.com/seucartorio"',
    descricao: 'Os perfis oficiais do cartório, cada um com `nome` e `url`; sem perfis, `redesSociais: []`.',
    formulario: 'Os perfis oficiais do cartório, cada um com o nome da rede e o endereço do perfil. Sem perfis, deixe a lista vazia.',
  }),
  /** What this office does beyond notes: decides how pages about those services read. */
  atribuicoes: help(z.strictObject({
    registroDeImoveis: help(z.boolean(), {
      exemplo: 'registroDeImoveis: false', dica: 'true se este cartório faz o registro de imóveis; false se não faz',
      formulario: 'Marque se este cartório faz o registro de imóveis.',
    }),
  }), {
    exemplo: 'atribuicoes:\n  registroDeImoveis: false', dica: 'true se este cartório faz o registro de imóveis',
    descricao: 'O que este cartório faz além das notas: `registroDeImoveis: true` se faz o registro de imóveis (as páginas sobre o assunto mudam sozinhas).',
    formulario: 'O que este cartório faz além das notas. As páginas sobre o assunto mudam sozinhas.',
  }),
  /** The state court's portal that checks the digital stamp (selo) printed on each act. */
  portalSelo: help(z.strictObject({ nome: text, url: help(httpsUrl, urlHelp) }), {
    exemplo: 'portalSelo:\n  nome: "Consulta do selo digital (TJAP)"\n  url: "https://www.tjap.jus.br"',
    descricao: 'Nome e endereço da consulta do selo digital no portal do Tribunal de Justiça.',
  }),
}).superRefine((office, ctx) => {
  if (!Array.isArray(office.amostra)) return;
  const fields = Object.keys(office).filter((k) => k !== 'amostra');
  office.amostra.forEach((name, i) => {
    if (!fields.includes(name)) ctx.addIssue({ code: 'custom', path: ['amostra', i], message: `"${name}" não é um campo de content/office.yml; use um destes: ${fields.join(', ')}` });
  });
});

/** A fact's name, as the pages write it in {{fatos.name}}: the build's rule, and the editor form's pattern. */
export const FACT_NAME = /^[a-zA-Z][a-zA-Z0-9]*$/;
export const FACT_NAME_RULE = 'uma palavra só, com letras sem acento e números, começando por letra (ex.: prazoCertidao)';

/** Shared facts (content/fatos/*.yml) written once and referenced from content as {{fatos.name}}. */
export const factsSchema = z.record(z.string().regex(FACT_NAME, 'nome do fato'), text);

/**
 * A facts file as written: the facts, and `amostra`, the facts in it that are the office's to confirm
 * (a claim the spec does not make): listed like office.yml's, so the publishing build refuses them.
 */
export const factsFileSchema = z.looseObject({
  // The same rule as office.yml's: a list of names, true (all) or false (none left to confirm).
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
      // Other issues keep their kind, so the build and the editor word them as for any field.
      ctx.addIssue(badName ? { code: 'custom', path: issue.path, message: `o nome "${String(issue.path[0])}" não serve para um fato: use ${FACT_NAME_RULE}` } : { ...issue } as z.core.$ZodRawIssue);
    }
  }
  (Array.isArray(file.amostra) ? file.amostra : []).forEach((name, i) => {
    if (!(name in file) || name === 'amostra') ctx.addIssue({ code: 'custom', path: ['amostra', i], message: `"${name}" não é um fato deste arquivo` });
  });
});

/** `amostra` of a data file that is a sample as a whole (content/emolumentos.yml, tabela-emolumentos.yml, feriados.yml). */
const fileSample = () => help(z.boolean(), {
  exemplo: 'amostra: true', dica: 'true enquanto os dados do arquivo forem de exemplo; false quando tudo for oficial',
  descricao: '`true` enquanto os dados do arquivo forem de exemplo (o site avisa); `false` quando tudo for oficial.',
  formulario: 'Marcado enquanto os dados deste arquivo forem de exemplo (o site avisa); desmarque quando tudo estiver conferido com o dado oficial.',
});

/** An amount in reais, as a number with at most two decimals (cents): 1234.5, never "R$ 1.234,50". */
const money = z.number().nonnegative().refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, {
  message: 'use no máximo duas casas decimais (centavos), com ponto: 1234.50',
}).meta({ reais: true });
/** A value in reais that is not a price (a property's declared value, a bracket's upper limit). */
const amount = z.number().positive().meta({ reais: true });

export const feesSchema = z.strictObject({
  fonte: text,
  geradoEm: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  amostra: fileSample(),
  periodos: help(z
    .array(z.strictObject({ periodo: text, atos: z.number().int().positive(), receita: money }))
    .min(1), { exemplo: 'periodos:\n  - periodo: "1º semestre de 2024"\n    atos: 215613\n    receita: 4240000.00' }),
});

/** A row of a bracket act: the emolument up to a value (inclusive); the last row has no upper bound. */
const feeBracket = z.strictObject({
  ate: help(amount.optional(), {
    exemplo: 'ate: 5000', dica: 'o maior valor da faixa, sem pontos de milhar; a última faixa não tem "ate"',
    formulario: 'O maior valor da faixa, em reais, como 5.000,00. A última faixa fica sem este valor: vale para tudo acima.',
  }),
  emolumento: help(money, {
    exemplo: 'emolumento: 150.00', dica: 'o emolumento desta faixa, com ponto decimal',
    formulario: 'O emolumento desta faixa, em reais, como 150,00.',
  }),
  /** The total the official table prints, to check the copy (the site computes it). */
  total: help(money.optional(), {
    exemplo: 'total: 160.50', dica: 'opcional: o total desta faixa impresso na tabela oficial',
    formulario: 'Opcional: o total desta faixa impresso na tabela oficial, em reais, como 160,50.',
  }),
});

/** The guide's "Obrigatório?" of the three ways to price an act (the superRefine below wants exactly one). */
const ONE_PRICE = 'um destes três: `emolumento`, `faixas` ou `gratuito`';

const feeAct = z.strictObject({
  /** Slug: the row's address on /emolumentos (#ato-<id>). */
  id: help(z.string().regex(SLUG, 'id'), {
    exemplo: 'id: firma-autenticidade',
    dica: 'letras minúsculas sem acento, números e hífens; é o endereço da linha: /emolumentos#ato-firma-autenticidade',
    descricao: 'Endereço da linha: `/emolumentos#ato-firma-autenticidade`. Letras minúsculas sem acento, números e hífens. **Nunca mude o `id` de um ato que já existe.**',
    formulario: 'O endereço da linha na página Emolumentos: letras minúsculas sem acento, números e hífens. Nunca mude o identificador de um ato que já existe: os links para a linha deixariam de funcionar. Exemplo: firma-autenticidade',
  }),
  /** The act's code in the official table, if it has one. */
  codigo: help(text.optional(), {
    exemplo: 'codigo: "1.2"', dica: 'o código do ato na tabela oficial, se houver',
    descricao: 'O código do ato na tabela oficial, se houver.',
  }),
  ato: help(text.max(140), {
    exemplo: 'ato: "Reconhecimento de firma por autenticidade"',
    descricao: 'Nome do ato como o cidadão entende (até 140 caracteres).',
  }),
  /** Service pages (content/paginas/servicos/<slug>.mdx) this act belongs to; the first is its home group. */
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
  /** Overrides the file's `selo` for this act (0 when the act has no stamp). */
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
  /** What the bracket depends on: "o valor do imóvel declarado na escritura". */
  conforme: help(text.max(120).optional(), {
    exemplo: 'conforme: "o valor do imóvel declarado na escritura"',
    descricao: 'Num ato com `faixas`: do que o valor depende.',
    formulario: 'Num ato com faixas: do que o valor depende. Exemplo: o valor do imóvel declarado na escritura',
    obrigatorio: 'sim, com `faixas`',
  }),
  /** A value (e.g. of the property) worked through the brackets on /emolumentos. */
  exemplo: help(amount.optional(), {
    exemplo: 'exemplo: 150000', dica: 'um valor para a conta de exemplo em /emolumentos',
    descricao: 'Num ato com `faixas`: um valor para a conta de exemplo mostrada na página.',
    formulario: 'Num ato com faixas: um valor, em reais, para a conta de exemplo mostrada na página, como 150.000,00.',
  }),
  /** Free for everyone: who, and by which rule. */
  gratuito: help(text.max(240).optional(), {
    exemplo: 'gratuito: "Gratuito para todas as pessoas."', dica: 'no lugar de "emolumento": o ato não é cobrado; diga quem não paga',
    descricao: 'No lugar do valor, para atos gratuitos por lei: quem não paga.',
    obrigatorio: ONE_PRICE,
  }),
  /** Paid, but free for these people. */
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

/**
 * content/tabela-emolumentos.yml: what each act costs, copied from the state's official table. The site
 * computes each total from its parts (emolument, the state's surcharges as percentages of it, the stamp).
 */
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
  /** Surcharges for state funds, each a percentage of the emolument, configured once for every act. */
  acrescimos: help(z.array(z.strictObject({
    nome: text,
    percentual: help(z.number().min(0).max(100), { exemplo: 'percentual: 15', dica: 'só o número: 15 quer dizer 15% do emolumento' }),
  })), {
    exemplo: 'acrescimos:\n  - nome: "Fundo de Compensação dos Atos Gratuitos"\n    percentual: 5',
    descricao: 'Cada fundo ou taxa do Estado somado ao emolumento: `nome` e `percentual` (só o número: `15` é 15%). Vale para todos os atos.',
    formulario: 'Cada fundo ou taxa do Estado somado ao emolumento, com o nome e o percentual (só o número: 15 é 15%). Vale para todos os atos.',
  }),
  /** The digital stamp (selo), a fixed value added to every act unless the act says otherwise. */
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

/** The header's main menu, in order (also the site map's first group). */
export const MENU_FILE = 'content/menu.yml';
export const menuSchema = z.strictObject({
  itens: help(z.array(z.strictObject({
    nome: help(text.max(30), { exemplo: 'nome: "Serviços Online"', dica: 'até 30 caracteres', descricao: 'O texto do item no menu.' }),
    endereco: help(z.string().regex(ROUTE), {
      exemplo: 'endereco: "/servicos-online"', dica: 'o endereço de uma página do site, começando por /',
      descricao: 'A página que o item abre: o endereço dela no site, como `/servicos` ou `/contato` (veja "Onde fica cada página").',
    }),
  })).min(1), {
    exemplo: 'itens:\n  - nome: "Início"\n    endereco: "/"', dica: 'um item por página, na ordem do menu',
    descricao: 'Os itens do menu, na ordem em que aparecem.',
  }),
});

export const platformsSchema = z.strictObject({
  categorias: z.array(
    z.strictObject({
      categoria: text,
      descricao: text,
      servicos: z.array(z.strictObject({
        nome: text, descricao: text, icone: help(icon, iconHelp), url: help(z.string().regex(/^https:\/\//, 'url'), urlHelp),
        /** One of the four certificate links on the home page. */
        destaqueInicio: help(z.boolean().optional(), { exemplo: 'destaqueInicio: true', dica: 'um dos quatro links de certidões da página inicial' }),
      })).min(1),
    }),
  ),
});

/**
 * content/busca/sinonimos.yml: words citizens use for the same thing, as "main term:" followed by
 * its equivalents, one per line. A term may sit in one group only (accents and case ignored).
 */
export const synonymsSchema = z.record(text, z.array(text).min(1)).superRefine((groups, ctx) => {
  const seen = new Map<string, string>();
  for (const [head, rest] of Object.entries(groups)) {
    [head, ...rest].forEach((term, i) => {
      const other = seen.get(fold(term));
      if (other !== undefined && other !== head) ctx.addIssue({ code: 'custom', path: i ? [head, i - 1] : [head], message: `"${term}" já está no grupo "${other}"; cada termo só pode estar em um grupo` });
      seen.set(fold(term), head);
    });
  }
});

/**
 * content/busca/expressoes.yml: everyday expressions for an act, as "act:" (the words to search for)
 * followed by the expressions that mean it. An expression needs two words that carry meaning: a lone
 * word belongs in sinonimos.yml.
 */
export const expressionsSchema = z.record(text, z.array(text.refine(
  (e) => (e.match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !isStopword(fold(w))).length >= 2,
  { message: 'a expressão precisa de pelo menos duas palavras além de "de", "para", "o", "meu"…; uma palavra só vai em sinonimos.yml' },
)).min(1));

/** A time of day, "HH:MM" on the 24-hour clock. */

/** The rule every switch of `pontosFacultativos` shares. */
const closedSwitch = { dica: 'true = fechado; false = abre no horário normal' };

const isCalendarDay = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** One day, "YYYY-MM-DD", that exists in the calendar. */
const calendarDay = z.string().superRefine((value, ctx) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (m && isCalendarDay(Number(m[1]), Number(m[2]), Number(m[3]))) return;
  ctx.addIssue({ code: 'custom', message: `"${value}" não é uma data válida: escreva ano-mês-dia, como "2026-12-24"` });
});

/** A holiday's day: "MM-DD" (every year) or "YYYY-MM-DD" (that year only). */
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
  /** Last closed day of a range (inclusive); absent: one day. */
  fim: help(calendarDay.optional(), {
    exemplo: 'fim: "2026-12-31"', dica: 'ano-mês-dia: o último dia fechado, igual ou depois de "inicio"; apague a linha se for um dia só',
    descricao: 'O último dia fechado (ano-mês-dia).',
  }),
  /** Opens late (closed until then) on each day of the closure. */
  abreAs: help(clockTime.optional(), {
    exemplo: 'abreAs: "12:00"', dica: 'horas:minutos; fechado até esse horário',
    descricao: 'Para abrir mais tarde em vez de fechar o dia todo: o horário em que abre.',
  }),
  /** Closes early on each day of the closure. */
  fechaAs: help(clockTime.optional(), {
    exemplo: 'fechaAs: "12:00"', dica: 'horas:minutos; fecha mais cedo nesse horário',
    descricao: 'Para fechar mais cedo em vez de fechar o dia todo: o horário em que fecha.',
  }),
  /** Special hours on each day of the range: replace the week's hours, even on a weekend or a holiday. */
  intervalos: help(intervals.optional(), {
    ...intervalsHelp,
    descricao: 'Para um horário especial nesses dias em vez de fechar: os períodos em que o cartório abre, cada um com `abre` e `fecha`. Vale mesmo num sábado, domingo ou feriado (um mutirão, uma eleição) e substitui o horário da semana.',
    formulario: 'Para um horário especial nesses dias em vez de fechar: os períodos em que o cartório abre. Vale mesmo num sábado, domingo ou feriado (um mutirão, uma eleição) e substitui o horário da semana.',
  }),
  /** Names facts for the content: {{feriados.<fato>}} (the dates) and {{feriados.<fato>Volta}} (the reopening). */
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
 * content/feriados.yml: the closures the office status ("Aberto agora") adds to the national holidays,
 * which are computed for any year (src/shared/office-status.ts). Optional closures tied to Easter are
 * switches (true = closed); state and municipal holidays are days; the office's own closures are ranges.
 */
export const holidaysSchema = z.strictObject({
  amostra: fileSample(),
  pontosFacultativos: help(z.strictObject({
    segundaDeCarnaval: help(z.boolean().optional(), { ...closedSwitch, exemplo: 'segundaDeCarnaval: true', descricao: 'Segunda-feira de Carnaval.' }),
    tercaDeCarnaval: help(z.boolean().optional(), { ...closedSwitch, exemplo: 'tercaDeCarnaval: true', descricao: 'Terça-feira de Carnaval.' }),
    quartaDeCinzas: help(z.boolean().optional(), { ...closedSwitch, exemplo: 'quartaDeCinzas: true', descricao: 'Quarta-feira de Cinzas.' }),
    /** Ash Wednesday: closed in the morning, opens at this time. */
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

// --- Deadlines (content/prazos.yml): each deadline written once as numbers and a unit ---------------

/** The file of deadlines: the facts that say them ({{fatos.prazo…}}) and the "Quando fica pronto?" tool read it. */
export const DEADLINES_FILE = 'content/prazos.yml';

/** How a deadline counts: business days on the office's calendar, calendar days, or hours. */
export const DEADLINE_UNITS = ['dias-uteis', 'dias-corridos', 'horas'] as const;

/** The guide's "Obrigatório?" of `prazo` and `ate` (the superRefine below wants exactly one). */
const ONE_AMOUNT = 'um destes dois: `prazo` ou `ate`';

const wholeNumber = z.number().int('escreva um número inteiro, sem vírgula').nonnegative('escreva 0 ou mais');

/** One way a deadline counts: a number or a range, its unit, and the words around it in the sentence. */
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
    descricao: 'O menor prazo de uma faixa, junto com `ate` ("3 a 5 dias úteis"). `de: 0` é "no mesmo dia" ("no mesmo dia, e no máximo em 48 horas").',
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
    formulario: 'Como o prazo conta: dias úteis (sem fins de semana, feriados e fechamentos do calendário do cartório), dias corridos ou horas.',
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
  if (kind.de !== undefined && kind.ate !== undefined && kind.de >= kind.ate) {
    ctx.addIssue({ code: 'custom', path: ['ate'], message: `"ate" (${kind.ate}) precisa ser maior que "de" (${kind.de})` });
  }
});

/** A deadline: its kinds (one, or one per kind of request) and the service page whose ready date it gives. */
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

/**
 * content/prazos.yml: every deadline the site states, as numbers and a unit. The facts that say them
 * are written from it (src/shared/deadlines/deadline-text.ts), and the ready-date tool counts with it.
 */
export const deadlinesSchema = z.strictObject({
  amostra: fileSample(),
  prazos: help(z.array(deadline).min(1), {
    exemplo: 'prazos:\n  - servico: registro-titulos\n    tipos:\n      - fato: prazoRegistroTitulos\n        ate: 15\n        unidade: dias-uteis',
    descricao: 'Os prazos, um item cada, com os campos abaixo.',
  }),
}).superRefine((file, ctx) => {
  const seen = new Set<string>();
  file.prazos.forEach((entry, i) => {
    const named: [string | undefined, (string | number)[]][] = [
      [entry.fato, ['prazos', i, 'fato']], [entry.fatoFaixa, ['prazos', i, 'fatoFaixa']],
      ...entry.tipos.map((k, j): [string | undefined, (string | number)[]] => [k.fato, ['prazos', i, 'tipos', j, 'fato']]),
    ];
    for (const [name, path] of named) {
      if (!name) continue;
      if (seen.has(name)) ctx.addIssue({ code: 'custom', path, message: `o fato "${name}" já é de outro prazo; cada fato precisa de um nome próprio` });
      seen.add(name);
    }
  });
});

export type Deadlines = z.infer<typeof deadlinesSchema>;
export type DeadlineKind = z.infer<typeof deadlineKind>;

// --- end of deadlines -----------------------------------------------------------------------------------

export type PageFrontmatter = z.infer<typeof pageFrontmatter>;
export type HomeFrontmatter = z.infer<typeof homeFrontmatter>;
export type ServiceFrontmatter = z.infer<typeof serviceFrontmatter>;
export type RoutedFrontmatter = z.infer<typeof routedFrontmatter>;
export type NewsFrontmatter = z.infer<typeof newsFrontmatter>;
export type FaqFrontmatter = z.infer<typeof faqFrontmatter>;
export type Office = z.infer<typeof officeSchema>;
export type Facts = z.infer<typeof factsSchema>;
export type Fees = z.infer<typeof feesSchema>;
export type FeeTableFile = z.infer<typeof feeTableSchema>;
export type FeeActInput = z.infer<typeof feeAct>;
export type Platforms = z.infer<typeof platformsSchema>;
export type Menu = z.infer<typeof menuSchema>;
export type Synonyms = z.infer<typeof synonymsSchema>;
export type Expressions = z.infer<typeof expressionsSchema>;
export type Holidays = z.infer<typeof holidaysSchema>;
