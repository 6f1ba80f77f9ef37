/**
 * The one schema for every content file: page frontmatter (by layout), news, FAQ categories,
 * and the YAML data files (office facts, shared facts, fees, online platforms).
 * Editors' mistakes are reported from these definitions, so each field carries an example
 * (FIELD_EXAMPLES) that the error message shows as the fix.
 */
import { z } from 'zod';
import { ICON_NAMES } from './icon-names.ts';

const text = z.string().trim().min(1);
const icon = z.enum(ICON_NAMES);
const textList = z.array(text).min(1);

/** Fields every routed page has. */
const pageBase = {
  title: text.max(70),
  description: text.min(50).max(170),
  keywords: textList,
  /** Extra words citizens type for this page (abbreviations, everyday names). Search only. */
  sinonimos: z.array(text).optional(),
  /** Hide from sitemap and search (the 404 page). */
  oculta: z.boolean().optional(),
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
  tiposTitulo: text.optional(),
  tipos: z.array(serviceTypeCard).optional(),
  caracteristicas: z.array(text).optional(),
  etapas: z.array(step).optional(),
  documentos: z.array(documentGroup).optional(),
  prazos: z.array(text).optional(),
  custos: z.array(text).optional(),
  informacoes: z.array(text).optional(),
  avisos: z.array(warning).optional(),
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
});

export const faqFrontmatter = z.strictObject({
  titulo: text,
  icone: icon,
  ordem: z.number().int().min(0),
});

const phone = z.string().regex(/^\d{12,13}$/, 'telefone');

export const officeSchema = z.strictObject({
  amostra: z.boolean(),
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
  departamentos: z.array(z.strictObject({ nome: text, numero: phone, email: z.string().email() })).length(6),
  redesSociais: z.array(z.strictObject({ nome: text, url: z.string().url() })),
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
  const fold = (t: string) => t.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
  for (const [head, rest] of Object.entries(groups)) {
    [head, ...rest].forEach((term, i) => {
      const other = seen.get(fold(term));
      if (other !== undefined && other !== head) ctx.addIssue({ code: 'custom', path: i ? [head, i - 1] : [head], message: `"${term}" já está no grupo "${other}"; cada termo só pode estar em um grupo` });
      seen.set(fold(term), head);
    });
  }
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
export type Platforms = z.infer<typeof platformsSchema>;
export type Synonyms = z.infer<typeof synonymsSchema>;

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
  titulo: 'titulo: "Documentos Necessários"',
  periodos: 'periodos:\n  - periodo: "1º semestre de 2024"\n    atos: 215613\n    receita: 4240000.00',
};
