/**
 * The one schema for every content file: page frontmatter (by layout), news, FAQ categories,
 * and the YAML data files (office facts, shared facts, fees, online platforms).
 * Editors' mistakes are reported from these definitions, so each field carries an example
 * (FIELD_EXAMPLES) that the error message shows as the fix.
 */
import { z } from 'zod';
import { ICON_NAMES } from './icon-names.ts';
import { fold } from '../text/fold.ts';

const text = z.string().trim().min(1);
const icon = z.enum(ICON_NAMES);
const textList = z.array(text).min(1);

/**
 * A calendar day written year-month-day that exists and has come (the latest "today" on Earth is UTC+14).
 * Used for `atualizadoEm`: the "Atualizado em" date when the site is built without git history (src/build/content/dates.ts).
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
  title: text.max(70),
  description: text.min(50).max(170),
  keywords: textList,
  /** Extra words citizens type for this page (abbreviations, everyday names). Search only. */
  sinonimos: z.array(text).optional(),
  /** Hide from sitemap and search (the 404 page). */
  oculta: z.boolean().optional(),
  /** Last change, used only when git has no history for the file (src/build/content/dates.ts). */
  atualizadoEm: pastIsoDate.optional(),
};

export const pageFrontmatter = z.strictObject({
  ...pageBase,
  layout: z.literal('pagina').default('pagina'),
  /** Show the title as the page's h1 above the body (default). */
  mostrarTitulo: z.boolean().default(true),
  subtitulo: text.optional(),
});

export const homeFrontmatter = z.strictObject({
  ...pageBase,
  layout: z.literal('inicio'),
});

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

/** Summary fields a finished service page must have (an unfinished one says it is under construction instead). */
export const SUMMARY_FIELDS = ['prazoResumo', 'agendamento', 'departamento'] as const;

export const serviceFrontmatter = z.strictObject({
  ...pageBase,
  layout: z.literal('servico'),
  /** Card shown on /servicos and on the home page. */
  resumo: text.max(200),
  icone: icon,
  grupo: z.enum(SERVICE_GROUPS),
  ordem: z.number().int().min(0),
  /** Show the card on the home page (six of them). */
  destaqueInicio: z.boolean().optional(),
  /** Hero buttons: 'agendar' = "Agendar Atendimento"; 'contato' = "Solicitar Serviço". */
  botaoPrincipal: z.enum(['agendar', 'contato']).default('contato'),
  emConstrucao: z.boolean().optional(),
  /**
   * A service only some offices do (content/office.yml `atribuicoes`): when this office does not, the page
   * explains where to go and offers no request, booking or fees (see src/content/attributions.ts).
   */
  atribuicao: z.enum(['registroDeImoveis']).optional(),
  /** The at-a-glance summary (ServiceSummary): how long, whether to book, whom to talk to; required unless emConstrucao. */
  prazoResumo: text.max(160).optional(),
  agendamento: z.enum(BOOKING).optional(),
  /**
   * Whom to talk to: one of content/office.yml's department names, or two (a list) when the page covers
   * two desks, e.g. REGISTRO CIVIL and CASAMENTO (checked by the loader).
   */
  departamento: z.preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(text).min(1).max(2)).optional(),
  /** "How much" when the fee table has no act for this page, or a note beside its acts (e.g. "Não se aplica: ..."). */
  custoResumo: text.max(200).optional(),
  tiposTitulo: text.optional(),
  tipos: z.array(serviceTypeCard).optional(),
  caracteristicas: z.array(text).optional(),
  etapas: z.array(step).optional(),
  documentos: z.array(documentGroup).optional(),
  prazos: z.array(text).optional(),
  custos: z.array(text).optional(),
  informacoes: z.array(text).optional(),
  avisos: z.array(warning).optional(),
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
  data: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'data'),
  resumo: text.max(240),
  /** An invented item shipped with the site: the publishing build stops while any remains (src/content/samples.ts). */
  amostra: z.boolean().optional(),
});

export const faqFrontmatter = z.strictObject({
  titulo: text,
  icone: icon,
  ordem: z.number().int().min(0),
  atualizadoEm: pastIsoDate.optional(),
});

const phone = z.string().regex(/^\d{12,13}$/, 'telefone');

/** A https address, e.g. "https://www.tjap.jus.br/selo"; samples use the reserved ".example" domain. */
const httpsUrl = z.string().regex(/^https:\/\/[^\s/]+(\/\S*)?$/, 'url');

export const officeSchema = z.strictObject({
  /**
   * Which values are still samples (src/content/samples.ts): true (all), false (none) or the list of
   * fields still to confirm, so the office can confirm them one by one.
   */
  amostra: z.union([z.boolean(), z.array(text)]),
  nome: text,
  nomeCurto: text,
  siteUrl: z.string().regex(/^https:\/\/[^/]+$/, 'siteUrl'),
  tempoDeServico: text,
  endereco: z.strictObject({
    logradouro: text,
    bairro: text,
    cidade: text,
    estado: z.string().regex(/^[A-Z]{2}$/, 'estado'),
    cep: z.string().regex(/^\d{5}-\d{3}$/, 'cep'),
    pais: z.literal('BR'),
  }),
  fusoHorario: text,
  mapaUrl: z.string().url(),
  telefone: phone,
  whatsapp: phone,
  email: z.string().email(),
  horario: z.strictObject({ dias: text, abre: z.string().regex(/^\d{2}:\d{2}$/), fecha: z.string().regex(/^\d{2}:\d{2}$/), observacao: text }),
  cnpj: z.string().regex(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/, 'cnpj'),
  cns: text,
  tabeliaes: z.strictObject({ titular: text, substituto: text }),
  encarregadoLgpd: z.strictObject({ nome: text, email: z.string().email(), telefone: phone }),
  departamentos: z.array(z.strictObject({
    nome: text, numero: phone, email: z.string().email(),
    /** What the department handles, in citizens' words: the contact form's help to pick one, and the departments list. */
    atende: text.max(200),
  })).length(6),
  redesSociais: z.array(z.strictObject({ nome: text, url: z.string().url() })),
  /** What this office does beyond notes: decides how pages about those services read. */
  atribuicoes: z.strictObject({ registroDeImoveis: z.boolean() }),
  /** The state court's portal that checks the digital stamp (selo) printed on each act. */
  portalSelo: z.strictObject({ nome: text, url: httpsUrl }),
}).superRefine((office, ctx) => {
  if (!Array.isArray(office.amostra)) return;
  const fields = Object.keys(office).filter((k) => k !== 'amostra');
  office.amostra.forEach((name, i) => {
    if (!fields.includes(name)) ctx.addIssue({ code: 'custom', path: ['amostra', i], message: `"${name}" não é um campo de content/office.yml; use um destes: ${fields.join(', ')}` });
  });
});

/** Shared facts (content/fatos/*.yml) written once and referenced from content as {{fatos.name}}. */
export const factsSchema = z.record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/, 'nome do fato'), text);

export const feesSchema = z.strictObject({
  fonte: text,
  geradoEm: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  amostra: z.boolean(),
  periodos: z
    .array(z.strictObject({ periodo: text, atos: z.number().int().positive(), receita: z.number().positive() }))
    .min(1),
});

/** An amount in reais, as a number with at most two decimals (cents): 1234.5, never "R$ 1.234,50". */
const money = z.number().nonnegative().refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, {
  message: 'use no máximo duas casas decimais (centavos), com ponto: 1234.50',
});

/** A row of a bracket act: the emolument up to a value (inclusive); the last row has no upper bound. */
const feeBracket = z.strictObject({
  ate: z.number().positive().optional(),
  emolumento: money,
  /** The total the official table prints, to check the copy (the site computes it). */
  total: money.optional(),
});

const feeAct = z.strictObject({
  /** Slug: the row's address on /emolumentos (#ato-<id>). */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id'),
  /** The act's code in the official table, if it has one. */
  codigo: text.optional(),
  ato: text.max(140),
  /** Service pages (content/paginas/servicos/<slug>.mdx) this act belongs to; the first is its home group. */
  paginas: z.array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'paginas')).min(1),
  unidade: text.max(60).optional(),
  emolumento: money.optional(),
  /** Overrides the file's `selo` for this act (0 when the act has no stamp). */
  selo: money.optional(),
  total: money.optional(),
  faixas: z.array(feeBracket).min(2).optional(),
  /** What the bracket depends on: "o valor do imóvel declarado na escritura". */
  conforme: text.max(120).optional(),
  /** A value (e.g. of the property) worked through the brackets on /emolumentos. */
  exemplo: z.number().positive().optional(),
  /** Free for everyone: who, and by which rule. */
  gratuito: text.max(240).optional(),
  /** Paid, but free for these people. */
  gratuitoPara: text.max(300).optional(),
  observacao: text.max(240).optional(),
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
  amostra: z.boolean(),
  ano: z.number().int().min(2000).max(2100),
  tabelaOficial: z.strictObject({ nome: text, url: z.string().regex(/^https:\/\//, 'url') }),
  /** Surcharges for state funds, each a percentage of the emolument, configured once for every act. */
  acrescimos: z.array(z.strictObject({ nome: text, percentual: z.number().min(0).max(100) })),
  /** The digital stamp (selo), a fixed value added to every act unless the act says otherwise. */
  selo: money,
  tabela: z.array(feeAct).min(1),
}).superRefine((file, ctx) => {
  const seen = new Set<string>();
  file.tabela.forEach((act, i) => {
    if (seen.has(act.id)) ctx.addIssue({ code: 'custom', path: ['tabela', i, 'id'], message: `o id "${act.id}" já é de outro ato; cada ato precisa de um id próprio` });
    seen.add(act.id);
  });
});

export const platformsSchema = z.strictObject({
  categorias: z.array(
    z.strictObject({
      categoria: text,
      descricao: text,
      servicos: z.array(z.strictObject({
        nome: text, descricao: text, icone: icon, url: z.string().regex(/^https:\/\//, 'url'),
        /** One of the four certificate links on the home page. */
        destaqueInicio: z.boolean().optional(),
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

/** A time of day, "HH:MM" on the 24-hour clock. */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'horário');

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

const namedHoliday = z.strictObject({ nome: text, dia: holidayDay });

const officeClosure = z.strictObject({
  nome: text,
  inicio: calendarDay,
  /** Last closed day of a range (inclusive); absent: one day. */
  fim: calendarDay.optional(),
  /** Opens late (closed until then) on each day of the closure. */
  abreAs: clockTime.optional(),
  /** Closes early on each day of the closure. */
  fechaAs: clockTime.optional(),
  /** Names facts for the content: {{feriados.<fato>}} (the dates) and {{feriados.<fato>Volta}} (the reopening). */
  fato: z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/, 'fato').optional(),
}).superRefine((closure, ctx) => {
  if (closure.fim && closure.fim < closure.inicio) {
    ctx.addIssue({ code: 'custom', path: ['fim'], message: `o fim (${closure.fim}) vem antes do início (${closure.inicio})` });
  }
  if (closure.abreAs && closure.fechaAs && closure.abreAs >= closure.fechaAs) {
    ctx.addIssue({ code: 'custom', path: ['fechaAs'], message: `"fechaAs" (${closure.fechaAs}) precisa ser depois de "abreAs" (${closure.abreAs})` });
  }
});

/**
 * content/feriados.yml: the closures the office status ("Aberto agora") adds to the national holidays,
 * which are computed for any year (src/lib/office-status.ts). Optional closures tied to Easter are
 * switches (true = closed); state and municipal holidays are days; the office's own closures are ranges.
 */
export const holidaysSchema = z.strictObject({
  amostra: z.boolean(),
  pontosFacultativos: z.strictObject({
    segundaDeCarnaval: z.boolean().optional(),
    tercaDeCarnaval: z.boolean().optional(),
    quartaDeCinzas: z.boolean().optional(),
    /** Ash Wednesday: closed in the morning, opens at this time. */
    quartaDeCinzasAbreAs: clockTime.optional(),
    corpusChristi: z.boolean().optional(),
  }).superRefine((days, ctx) => {
    if (days.quartaDeCinzasAbreAs && !days.quartaDeCinzas) {
      ctx.addIssue({ code: 'custom', path: ['quartaDeCinzasAbreAs'], message: '"quartaDeCinzasAbreAs" só vale com "quartaDeCinzas: true"; para abrir no horário normal, apague a linha' });
    }
  }).nullish(),
  feriadosEstaduais: z.array(namedHoliday).nullish(),
  feriadosMunicipais: z.array(namedHoliday).nullish(),
  fechamentos: z.array(officeClosure).nullish(),
}).superRefine((file, ctx) => {
  const seen = new Set<string>();
  (file.fechamentos ?? []).forEach((closure, i) => {
    if (!closure.fato) return;
    if (seen.has(closure.fato)) ctx.addIssue({ code: 'custom', path: ['fechamentos', i, 'fato'], message: `o fato "${closure.fato}" já é de outro fechamento; cada fechamento precisa de um nome de fato próprio` });
    seen.add(closure.fato);
  });
});

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
export type Synonyms = z.infer<typeof synonymsSchema>;
export type Holidays = z.infer<typeof holidaysSchema>;

/** What an editor should write, shown with every error on that field. */
export const FIELD_EXAMPLES: Record<string, string> = {
  title: 'title: "Escrituras Públicas" (até 70 caracteres)',
  description: 'description: "Uma ou duas frases, entre 50 e 170 caracteres, que resumem a página para o Google."',
  keywords: 'keywords:\n  - escritura\n  - compra e venda',
  sinonimos: 'sinonimos:\n  - 2ª via\n  - segunda via',
  layout: 'layout: servico   (ou: pagina, inicio)',
  resumo: 'resumo: "Frase curta para o cartão do serviço (até 200 caracteres)."',
  icone: `icone: file-text   (um destes: ${ICON_NAMES.join(', ')})`,
  grupo: `grupo: notariais   (um destes: ${SERVICE_GROUPS.join(', ')})`,
  ordem: 'ordem: 1   (um número inteiro)',
  botaoPrincipal: 'botaoPrincipal: agendar   (ou: contato)',
  tipos: 'tipos:\n  - titulo: "Compra e Venda"\n    descricao: "Transferência de imóvel mediante pagamento."',
  etapas: 'etapas:\n  - titulo: "Análise prévia"\n    descricao: "Conferimos os documentos."',
  documentos: 'documentos:\n  - grupo: "Pessoas físicas"\n    itens:\n      - RG e CPF',
  avisos: 'avisos:\n  - titulo: "Atenção"\n    descricao: "Texto do aviso."',
  data: 'data: 2025-07-15   (ano-mês-dia)',
  atualizadoEm: 'atualizadoEm: 2026-11-20   (ano-mês-dia, um dia que já passou; vale só quando o site é gerado sem o histórico do git)',
  titulo: 'titulo: "Documentos Necessários"',
  atende: 'atende: "Registro de nascimento e de óbito; certidões de nascimento, casamento e óbito"   (até 200 caracteres: o que o departamento atende, como o cidadão diria)',
  amostra: 'amostra: true   (em content/office.yml também uma lista dos campos ainda de exemplo: amostra: [telefone, email]; false quando tudo for oficial)',
  atribuicoes: 'atribuicoes:\n  registroDeImoveis: false   (true se este cartório faz o registro de imóveis)',
  registroDeImoveis: 'registroDeImoveis: false   (true se este cartório faz o registro de imóveis; false se não faz)',
  atribuicao: 'atribuicao: registroDeImoveis   (só nas páginas de serviço que dependem de "atribuicoes" em content/office.yml)',
  portalSelo: 'portalSelo:\n  nome: "Consulta do selo digital (TJAP)"\n  url: "https://www.tjap.jus.br"',
  // Service page summary (at a glance)
  prazoResumo: 'prazoResumo: "{{fatos.prazoEscrituraSimples}} (simples); {{fatos.prazoEscrituraComplexa}} (complexas)"   (o prazo, em uma linha, para o resumo do topo da página)',
  agendamento: `agendamento: obrigatorio   (um destes: ${BOOKING.join(', ')})`,
  departamento: 'departamento: "ESCRITURA"   (o nome de um dos departamentos de content/office.yml, igual, em maiúsculas; para dois: departamento: ["REGISTRO CIVIL", "CASAMENTO"])',
  custoResumo: 'custoResumo: "Não se aplica: o registro é cobrado pelo Registro de Imóveis que faz o ato."   (ou "Gratuito: ...", quando a tabela de emolumentos não tem ato para esta página)',
  // content/tabela-emolumentos.yml
  ano: 'ano: 2025   (o ano da tabela oficial copiada)',
  tabelaOficial: 'tabelaOficial:\n  nome: "Tabela de Emolumentos do Tribunal de Justiça do Estado"\n  url: "https://www.tjap.jus.br"',
  acrescimos: 'acrescimos:\n  - nome: "Fundo de Compensação dos Atos Gratuitos"\n    percentual: 5',
  percentual: 'percentual: 15   (só o número: 15 quer dizer 15% do emolumento)',
  selo: 'selo: 3.00   (valor fixo do selo digital, com ponto decimal)',
  tabela: 'tabela:\n  - id: firma-autenticidade\n    ato: "Reconhecimento de firma por autenticidade"\n    paginas: [reconhecimento-firma]\n    unidade: "por assinatura"\n    emolumento: 10.00',
  id: 'id: firma-autenticidade   (letras minúsculas sem acento, números e hífens; é o endereço da linha: /emolumentos#ato-firma-autenticidade)',
  ato: 'ato: "Reconhecimento de firma por autenticidade"',
  paginas: 'paginas: [reconhecimento-firma]   (os nomes das páginas de serviço, como no endereço /servicos/reconhecimento-firma; a primeira é o grupo do ato)',
  unidade: 'unidade: "por assinatura"   (ou "por página", "por certidão", "por documento"...)',
  emolumento: 'emolumento: 10.00   (o valor do emolumento, sem os acréscimos nem o selo, com ponto decimal)',
  total: 'total: 15.00   (opcional: o total impresso na tabela oficial; o site confere se bate com a soma das partes)',
  faixas: 'faixas:\n  - ate: 5000\n    emolumento: 150.00\n  - emolumento: 3500.00   (a última faixa, sem "ate", vale para tudo acima)',
  ate: 'ate: 5000   (o maior valor da faixa, sem pontos de milhar; a última faixa não tem "ate")',
  conforme: 'conforme: "o valor do imóvel declarado na escritura"',
  exemplo: 'exemplo: 150000   (um valor para a conta de exemplo em /emolumentos)',
  gratuito: 'gratuito: "Gratuito para todas as pessoas."   (no lugar de "emolumento": o ato não é cobrado; diga quem não paga)',
  gratuitoPara: 'gratuitoPara: "pessoas em situação de vulnerabilidade socioeconômica"   (o ato tem valor, mas estas pessoas não pagam)',
  observacao: 'observacao: "Texto curto mostrado abaixo do ato."',
  periodos: 'periodos:\n  - periodo: "1º semestre de 2024"\n    atos: 215613\n    receita: 4240000.00',
  // content/feriados.yml
  pontosFacultativos: 'pontosFacultativos:\n  segundaDeCarnaval: true\n  tercaDeCarnaval: true\n  quartaDeCinzas: true\n  quartaDeCinzasAbreAs: "12:00"\n  corpusChristi: true   (true = fechado; false = abre no horário normal)',
  segundaDeCarnaval: 'segundaDeCarnaval: true   (true = fechado; false = abre no horário normal)',
  tercaDeCarnaval: 'tercaDeCarnaval: true   (true = fechado; false = abre no horário normal)',
  quartaDeCinzas: 'quartaDeCinzas: true   (true = fechado; false = abre no horário normal)',
  quartaDeCinzasAbreAs: 'quartaDeCinzasAbreAs: "12:00"   (horas:minutos; fechado até esse horário; apague a linha para fechar o dia todo)',
  corpusChristi: 'corpusChristi: true   (true = fechado; false = abre no horário normal)',
  feriadosEstaduais: 'feriadosEstaduais:\n  - nome: "Dia de São José"\n    dia: "03-19"   (mês-dia: todo ano; ou "2027-03-19": só naquele ano)',
  feriadosMunicipais: 'feriadosMunicipais:\n  - nome: "Aniversário da cidade"\n    dia: "02-04"   (mês-dia: todo ano; ou "2027-02-04": só naquele ano)',
  dia: 'dia: "03-19"   (mês-dia: todo ano; ou "2027-03-19": só naquele ano)',
  fechamentos: 'fechamentos:\n  - nome: "Recesso de fim de ano"\n    inicio: "2026-12-24"\n    fim: "2026-12-31"',
  inicio: 'inicio: "2026-12-24"   (ano-mês-dia: o primeiro dia fechado)',
  fim: 'fim: "2026-12-31"   (ano-mês-dia: o último dia fechado, igual ou depois de "inicio"; apague a linha se for um dia só)',
  abreAs: 'abreAs: "12:00"   (horas:minutos; fechado até esse horário)',
  fechaAs: 'fechaAs: "12:00"   (horas:minutos; fecha mais cedo nesse horário)',
  fato: 'fato: fimDeAno   (letras e números, sem espaços nem acentos; o texto usa {{feriados.fimDeAno}} e {{feriados.fimDeAnoVolta}})',
  // content/office.yml: formats an editor can get wrong
  siteUrl: 'siteUrl: "https://www.seucartorio.com.br"   (com https://, sem barra nem caminho no fim)',
  telefone: 'telefone: "559632220000"   (só dígitos: 55, o DDD e o número, sem espaços, traços nem parênteses)',
  whatsapp: 'whatsapp: "5596999990000"   (só dígitos: 55, o DDD e o número do celular, sem espaços nem traços)',
  numero: 'numero: "5596999990001"   (o WhatsApp do departamento, só dígitos: 55, o DDD e o número)',
  email: 'email: "contato@seucartorio.com.br"',
  cep: 'cep: "68900-000"   (cinco dígitos, traço, três dígitos)',
  estado: 'estado: AP   (a sigla do estado, em maiúsculas)',
  cnpj: 'cnpj: "00.000.000/0001-00"   (com pontos, barra e traço, como no cartão CNPJ)',
  fusoHorario: 'fusoHorario: "America/Belem"   (o fuso do cartório, no formato Região/Cidade)',
  mapaUrl: 'mapaUrl: "https://www.openstreetmap.org/search?query=..."   (endereço completo, com https://)',
  url: 'url: "https://www.exemplo.gov.br"   (endereço completo, com https://)',
  abre: 'abre: "08:00"   (horas:minutos, com dois dígitos)',
  fecha: 'fecha: "16:00"   (horas:minutos, com dois dígitos)',
};
