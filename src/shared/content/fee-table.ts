/**
 * The fee table as the pages show it: each act's total computed from its parts, brackets and the groups
 * by service page. Money is in whole cents, so a total is exactly the sum of the parts shown beside it.
 */
import type { FeeActInput, FeeTableFile } from './schema/index.ts';
import type { ServiceFrontmatter } from '../../kinds/servico/schema.ts';
import { formatNumber } from '../text/format.ts';

/** One line of a price: the emolument, a surcharge or the stamp, in cents. */
export interface FeePart {
  kind: 'emolumento' | 'acrescimo' | 'selo';
  name: string;
  cents: number;
}

export interface FeePrice {
  parts: FeePart[];
  /** What the citizen pays. */
  total: number;
}

export interface FeeBracket {
  /** Exclusive, in reais; absent on the first bracket. */
  above?: number;
  /** Inclusive, in reais; absent on the last bracket. */
  upTo?: number;
  price: FeePrice;
}

export interface FeeExample {
  value: number;
  bracket: number;
}

export interface FeeAct {
  id: string;
  codigo?: string;
  ato: string;
  paginas: string[];
  unidade?: string;
  observacao?: string;
  kind: 'fixo' | 'faixas' | 'gratuito';
  price?: FeePrice;
  brackets?: FeeBracket[];
  conforme?: string;
  example?: FeeExample;
  gratuito?: string;
  gratuitoPara?: string;
  /** The lowest total a citizen can pay, in cents (0 when free). */
  fromCents: number;
}

/** A service page's acts, in the file's order; `home` acts carry the row's #anchor. */
export interface FeeGroup {
  slug: string;
  title: string;
  route: string;
  /** Shown when the page has no act, or beside its acts (`custoResumo`). */
  statement?: string;
  acts: { act: FeeAct; home: boolean }[];
}

export interface FeeTable {
  amostra: boolean;
  ano: number;
  tabelaOficial: { nome: string; url: string };
  acrescimos: { nome: string; percentual: number }[];
  seloCents: number;
  acts: FeeAct[];
  /** Every finished service page, in the order of /servicos. */
  groups: FeeGroup[];
}

export interface FeeService {
  slug: string;
  route: string;
  fm: ServiceFrontmatter;
  /** This office does the service (office.yml `atribuicoes`). */
  offered: boolean;
}

export type FeeProblem =
  | { in: 'fees'; path: (string | number)[]; message: string; fix: string }
  | { in: 'service'; slug: string; field: string; message: string; fix: string };

export const FEE_TABLE_FILE = 'content/tabela-emolumentos.yml';

export const feeGroupAnchor = (slug: string) => `valores-${slug}`;
export const feeActAnchor = (id: string) => `ato-${id}`;
export const FEES_ROUTE = '/emolumentos';
export const BILL_CHECK_ROUTE = '/confira-sua-cobranca';

export const toCents = (reais: number) => Math.round(reais * 100);

const SERVICE_GROUP_ORDER = ['notariais', 'registro', 'certidoes'];

/** "Emolumento" + each surcharge on it + the stamp (left out when zero). */
export function priceOf(emolumento: number, file: Pick<FeeTableFile, 'acrescimos' | 'selo'>, selo = file.selo): FeePrice {
  const base = toCents(emolumento);
  const parts: FeePart[] = [{ kind: 'emolumento', name: 'Emolumento', cents: base }];
  for (const a of file.acrescimos) {
    parts.push({ kind: 'acrescimo', name: `${a.nome} (${formatNumber(a.percentual)}%)`, cents: Math.round((base * a.percentual) / 100) });
  }
  if (toCents(selo) > 0) parts.push({ kind: 'selo', name: 'Selo digital', cents: toCents(selo) });
  return { parts, total: parts.reduce((sum, p) => sum + p.cents, 0) };
}

export function bracketIndex(brackets: { upTo?: number }[], value: number): number {
  const i = brackets.findIndex((b) => b.upTo === undefined || value <= b.upTo);
  return i === -1 ? brackets.length - 1 : i;
}

const reais = (cents: number) => (cents / 100).toFixed(2);

function buildAct(input: FeeActInput, index: number, file: FeeTableFile, problems: FeeProblem[]): FeeAct {
  const common = {
    id: input.id, codigo: input.codigo, ato: input.ato, paginas: input.paginas, unidade: input.unidade,
    observacao: input.observacao, gratuitoPara: input.gratuitoPara,
  };
  const checkTotal = (price: FeePrice, written: number | undefined, path: (string | number)[]) => {
    if (written === undefined || toCents(written) === price.total) return;
    problems.push({
      in: 'fees', path,
      message: `o total ${written.toFixed(2)} do ato "${input.id}" não bate com a soma das partes: ${price.parts.map((p) => `${p.name} ${reais(p.cents)}`).join(' + ')} = ${reais(price.total)}`,
      fix: 'Confira o emolumento, os percentuais de "acrescimos" e o "selo" com a tabela oficial; ou apague a linha "total" (o site calcula o total sozinho).',
    });
  };
  if (input.gratuito !== undefined) return { ...common, kind: 'gratuito', gratuito: input.gratuito, fromCents: 0 };
  if (input.faixas) {
    const brackets = input.faixas.map((b, i, all) => {
      const price = priceOf(b.emolumento, file, input.selo);
      checkTotal(price, b.total, ['tabela', index, 'faixas', i, 'total']);
      return { above: all[i - 1]?.ate, upTo: b.ate, price };
    });
    const example = input.exemplo === undefined ? undefined : { value: input.exemplo, bracket: bracketIndex(brackets, input.exemplo) };
    return { ...common, kind: 'faixas', brackets, conforme: input.conforme, example, fromCents: Math.min(...brackets.map((b) => b.price.total)) };
  }
  const price = priceOf(input.emolumento ?? 0, file, input.selo);
  checkTotal(price, input.total, ['tabela', index, 'total']);
  return { ...common, kind: 'fixo', price, fromCents: price.total };
}

/**
 * The table as pages show it, and what is wrong with it: an act on a non-service page, a total that does
 * not match its parts, a finished service page with no act and no statement.
 */
export function buildFeeTable(
  file: FeeTableFile, services: FeeService[], serviceFiles: string[] = services.map((s) => s.slug),
): { table: FeeTable; problems: FeeProblem[] } {
  const problems: FeeProblem[] = [];
  // Every service file counts, even one with a mistake of its own (reported alone, not again here).
  const slugs = new Set(serviceFiles);
  const acts = file.tabela.map((input, i) => buildAct(input, i, file, problems));
  file.tabela.forEach((input, i) => input.paginas.forEach((slug, j) => {
    if (slugs.has(slug)) return;
    problems.push({
      in: 'fees', path: ['tabela', i, 'paginas', j],
      message: `o ato "${input.id}" está na página "${slug}", que não é uma página de serviço`,
      fix: `Use o nome de uma página de content/paginas/servicos/ (sem .mdx): ${[...slugs].sort().join(', ')}.`,
    });
  }));
  const ordered = [...services].sort((a, b) =>
    SERVICE_GROUP_ORDER.indexOf(a.fm.grupo) - SERVICE_GROUP_ORDER.indexOf(b.fm.grupo) || a.fm.ordem - b.fm.ordem || a.fm.title.localeCompare(b.fm.title, 'pt-BR'));
  // Pages that show prices: finished, and of a service this office does. An act's row anchor goes in
  // the group of its first such page.
  const showsPrices = (s: FeeService) => !s.fm.emConstrucao && s.offered;
  const shown = new Set(ordered.filter(showsPrices).map((s) => s.slug));
  const homeOf = new Map(acts.map((a) => [a.id, a.paginas.find((slug) => shown.has(slug))]));
  const unfinished = new Set(ordered.filter((s) => s.fm.emConstrucao).map((s) => s.slug));
  acts.forEach((act, i) => {
    // Acts of a service this office does not do stay in the file, unseen, for the day it does.
    if (homeOf.get(act.id) || !act.paginas.every((slug) => unfinished.has(slug))) return;
    problems.push({
      in: 'fees', path: ['tabela', i, 'paginas'],
      message: `o ato "${act.id}" só está em páginas em construção, que não mostram valores`,
      fix: 'Acrescente em "paginas" uma página de serviço pronta, ou apague o ato até a página ficar pronta.',
    });
  });
  const groups: FeeGroup[] = [];
  for (const service of ordered) {
    const { slug, route, fm } = service;
    if (!showsPrices(service)) continue;
    const own = acts.filter((a) => a.paginas.includes(slug)).map((act) => ({ act, home: homeOf.get(act.id) === slug }));
    // A service this office does is priced: the statement written for offices that do not is no substitute.
    if (!own.length && (!fm.custoResumo || fm.atribuicao)) {
      problems.push({
        in: 'service', slug, field: 'custoResumo',
        message: `a página "${fm.title}" não tem nenhum ato na tabela de emolumentos (${FEE_TABLE_FILE}) nem diz por que não tem valor`,
        fix: `Acrescente em ${FEE_TABLE_FILE} um ato com "paginas: [${slug}]", ou escreva no cabeçalho desta página, por exemplo:\ncustoResumo: "Gratuito: ..." ou custoResumo: "Não se aplica: ..."`,
      });
    }
    groups.push({ slug, title: fm.title, route, statement: fm.custoResumo, acts: own });
  }
  return { table: { amostra: file.amostra, ano: file.ano, tabelaOficial: file.tabelaOficial, acrescimos: file.acrescimos, seloCents: toCents(file.selo), acts, groups }, problems };
}
