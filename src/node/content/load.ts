/** The build's one content load. Never throws on an editor's mistake: each becomes a ContentError with file, line and fix. */
import { FAQ_COMPONENT_NAMES } from '../../shared/content/mdx-component-names.ts';
import { DEADLINES_FILE, faqFrontmatter, GLOSSARY_FILE, glossarySchema, feesSchema, holidaysSchema, MENU_FILE, menuSchema, officeSchema, platformsSchema, synonymsSchema, expressionsSchema, type Fees, type Office, type Platforms } from '../../shared/content/schema/index.ts';
import { newsFrontmatter } from '../../kinds/noticia/schema.ts';
import { routedFrontmatter } from '../../kinds/routed-schema.ts';
import { buildFactMap } from '../../shared/content/facts.ts';
import { closureFacts, HOLIDAYS_FILE, NO_HOLIDAYS } from '../../shared/content/holidays.ts';
import { FEE_TABLE_FILE } from '../../shared/content/fee-table.ts';
import { checkDeadlineServices, loadDeadlines, NO_DEADLINES } from './load-deadlines.ts';
import { isTimeZone } from '../../shared/office-status.ts';
import {
  APP_ROUTES, NOT_FOUND_ROUTE, type ContentError, type FaqCategory, type NewsItem, type RoutedPage, type SiteContent,
} from '../../shared/content/site-content.ts';
import { contentFiles, type ContentFiles } from './files.ts';
import { loadMdx, loadYaml } from './read-file.ts';
import { FACTS_DIR, loadFacts, markClaimsToConfirm, resolveNestedFacts } from './load-facts.ts';
import { isSampleField } from '../../shared/content/office-samples.ts';
import { loadFeeTable } from './load-fee-table.ts';
import { checkDepartments, checkExpressionActs, checkFaqIds, checkPlatforms, checkFileNames, checkLinks, checkMenu, checkTitleLength, checkUnique } from './checks.ts';
import { checkCopiedDocumentLists } from './copied-lists.ts';
import { checkMediaFolder } from './media-files.ts';
import { lineOfField } from './positions.ts';
import { findSamples } from './samples.ts';
import { pageDates } from './dates.ts';

export const SYNONYMS_FILE = 'content/busca/sinonimos.yml';
export const EXPRESSIONS_FILE = 'content/busca/expressoes.yml';
/** Files the rest depends on, in order (a folder ends in "/"): while a tier is broken, only its mistakes are reported. */
const BASIS_TIERS = [['content/office.yml', `${FACTS_DIR}/`, HOLIDAYS_FILE, DEADLINES_FILE], [FEE_TABLE_FILE]];

/** content/paginas/servicos/index.mdx → /servicos; content/paginas/index.mdx → / */
export function routeForPageFile(relativeToPages: string): string {
  const noExt = relativeToPages.replace(/\\/g, '/').replace(/\.mdx$/, '');
  const route = `/${noExt}`.replace(/\/index$/, '');
  return route === '' ? '/' : route;
}

export function loadContent(root: string): SiteContent {
  const files = contentFiles(root);
  const errors: ContentError[] = [];
  const office = loadYaml(files, 'content/office.yml', officeSchema, errors);
  const rawFacts = loadFacts(files, errors);
  const deadlines = loadDeadlines(files, rawFacts, errors);
  const fees = loadYaml(files, 'content/emolumentos.yml', feesSchema, errors);
  const synonyms = files.text(SYNONYMS_FILE) !== undefined ? loadYaml(files, SYNONYMS_FILE, synonymsSchema, errors) : undefined;
  const expressions = files.text(EXPRESSIONS_FILE) !== undefined ? loadYaml(files, EXPRESSIONS_FILE, expressionsSchema, errors) : undefined;
  // Office statements still to confirm carry their sample mark wherever they are read.
  const facts = office ? resolveNestedFacts(buildFactMap(office, markClaimsToConfirm(rawFacts, isSampleField(office, 'atribuicoes'))), errors) : {};
  const platforms = loadYaml(files, 'content/plataformas.yml', platformsSchema, errors, facts);
  const glossary = files.text(GLOSSARY_FILE) !== undefined ? loadYaml(files, GLOSSARY_FILE, glossarySchema, errors) : undefined;
  const holidays = files.text(HOLIDAYS_FILE) !== undefined ? loadYaml(files, HOLIDAYS_FILE, holidaysSchema, errors) : NO_HOLIDAYS;
  // {{feriados.x}}: a named office closure and the reopening after it.
  if (office && holidays) Object.assign(facts, closureFacts(office, holidays));
  if (office && !isTimeZone(office.fusoHorario)) {
    errors.push({
      file: 'content/office.yml', line: lineOfField(files.text('content/office.yml') ?? '', ['fusoHorario'], 1), field: 'fusoHorario',
      message: `o fuso horário "${office.fusoHorario}" não existe.`,
      fix: 'fusoHorario: "America/Belem"   (o nome oficial do fuso, como America/Belem, America/Sao_Paulo ou America/Manaus)',
    });
  }

  const { pages, news, faq } = loadDocuments(files, facts, errors);
  // Every file is a route, even one with a mistake of its own: links to it are not mistakes too.
  const routes = new Set([
    ...files.list('content/paginas', '.mdx').map(routeForPageFile),
    ...files.list('content/noticias', '.mdx').map((rel) => `/noticias/${rel.replace(/\.mdx$/, '')}`),
    ...APP_ROUTES,
  ]);
  if (!routes.has(NOT_FOUND_ROUTE)) {
    errors.push({ file: 'content/paginas/404.mdx', message: 'falta a página de "Página não encontrada".', fix: 'Crie content/paginas/404.mdx com title, description e keywords.' });
  }
  checkUnique([...pages, ...news], errors);
  const feeTable = loadFeeTable(files, office, facts, pages, errors);
  if (office) checkDepartments(files, office, pages, errors);
  if (platforms) checkPlatforms(files, platforms, pages, errors);
  if (office) checkTitleLength(files, office, [...pages, ...news], errors);
  for (const doc of [...pages, ...news, ...faq]) checkLinks(files, doc, routes, errors);
  checkCopiedDocumentLists(faq, pages, errors);
  if (expressions) checkExpressionActs(files, EXPRESSIONS_FILE, expressions, pages, errors);
  if (deadlines) checkDeadlineServices(files, deadlines, errors);
  const menu = loadYaml(files, MENU_FILE, menuSchema, errors);
  if (menu) checkMenu(files, menu, routes, errors);
  checkFaqIds(files, files.list('content/duvidas', '.mdx').map((rel) => `content/duvidas/${rel}`), errors);
  checkFileNames(files, errors);
  checkMediaFolder(root, errors);

  // One mistake, one message: while a basis file is broken, what depends on it would only echo its
  // mistake, so only the broken files are reported.
  const inTier = (tier: string[]) => errors.filter((e) => tier.some((basis) => e.file === basis || (basis.endsWith('/') && e.file.startsWith(basis))));
  const reported = BASIS_TIERS.map(inTier).find((tierErrors) => tierErrors.length) ?? errors;
  return {
    office: office as Office, facts, pages, news, faq, fees: fees as Fees, feeTable, platforms: platforms as Platforms, menu: menu ?? { itens: [] }, synonyms: synonyms ?? {}, expressions: expressions ?? {}, errors: reported,
    holidays: holidays ?? NO_HOLIDAYS,
    deadlines: deadlines ?? NO_DEADLINES,
    glossary: glossary ?? { termos: [] },
    samples: findSamples(files),
    updated: pageDates(files, { pages, news, faq }, rawFacts, office?.fusoHorario ?? 'America/Belem'),
  };
}

/** News newest first, FAQ categories in their `ordem`. */
function loadDocuments(files: ContentFiles, facts: Record<string, string>, errors: ContentError[]) {
  const pages: RoutedPage[] = [];
  for (const rel of files.list('content/paginas', '.mdx')) {
    const loaded = loadMdx(files, `content/paginas/${rel}`, routedFrontmatter, facts, errors);
    if (loaded) pages.push({ ...loaded, route: routeForPageFile(rel) });
  }
  const news: NewsItem[] = [];
  for (const rel of files.list('content/noticias', '.mdx')) {
    const slug = rel.replace(/\.mdx$/, '');
    const loaded = loadMdx(files, `content/noticias/${rel}`, newsFrontmatter, facts, errors);
    if (loaded) news.push({ ...loaded, slug, route: `/noticias/${slug}` });
  }
  news.sort((a, b) => b.frontmatter.data.localeCompare(a.frontmatter.data));
  const faq: FaqCategory[] = [];
  for (const rel of files.list('content/duvidas', '.mdx')) {
    const loaded = loadMdx(files, `content/duvidas/${rel}`, faqFrontmatter, facts, errors, FAQ_COMPONENT_NAMES);
    if (loaded) faq.push({ ...loaded, slug: rel.replace(/\.mdx$/, '') });
  }
  faq.sort((a, b) => a.frontmatter.ordem - b.frontmatter.ordem);
  return { pages, news, faq };
}
