/** The <head> tags of one prerendered page: title, description, canonical, social cards, JSON-LD. */
import { absoluteUrl } from '../../shared/page-url';
import type { SiteContent } from '../../shared/content/site-content';
import { NEWS_KIND } from '../../kinds/names';
import type { KindName } from '../../kinds/kind';
import { kindOf } from '../../kinds/registry';
import { documentTitle } from '../../shared/title';
import { faqQuestions } from '../content/faq';
import { UI } from '../../shared/strings/ui';
import { breadcrumbJsonLd, faqPageJsonLd, jsonLdScript, notaryJsonLd, webPageJsonLd, websiteJsonLd } from './jsonld';

export interface HeadPage {
  route: string;
  /** e.g. "content/paginas/servicos/escrituras.mdx" */
  file: string;
  title: string;
  description: string;
  keywords: string[];
  layout: KindName;
  oculta: boolean;
  /** Day the page's content last changed, for public pages only. */
  updated?: string;
  /** News items: the publication day. */
  published?: string;
}

/** Content pages and news, with what their <head> needs. */
export function headPages(site: SiteContent): HeadPage[] {
  return [
    ...site.pages.map((p) => ({ route: p.route, file: p.file, title: p.frontmatter.title, description: p.frontmatter.description, keywords: p.frontmatter.keywords, layout: p.frontmatter.layout, oculta: p.frontmatter.oculta ?? false })),
    ...site.news.map((n) => ({ route: n.route, file: n.file, title: n.frontmatter.title, description: n.frontmatter.description, keywords: n.frontmatter.keywords, layout: NEWS_KIND, oculta: n.frontmatter.oculta ?? false, published: n.frontmatter.data })),
  ].map((p) => (p.oculta ? p : { ...p, updated: site.updated[p.route] }));
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Home › the kind's listing › the page, for kinds listed on a page of their own. */
function breadcrumbTrail({ layout, title, route }: HeadPage): { name: string; path: string }[] | undefined {
  const { parent } = kindOf(layout).head;
  return parent && [{ name: UI.breadcrumbHome, path: '/' }, parent, { name: title, path: route }];
}

export function headTags(page: HeadPage, site: SiteContent): string {
  const { office } = site;
  const title = documentTitle(page.title, office, page.route);
  const url = absoluteUrl(office, page.route);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    `<meta name="keywords" content="${escapeHtml(page.keywords.join(', '))}" />`,
    page.oculta ? '<meta name="robots" content="noindex" />' : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="${kindOf(page.layout).head.ogType}" />`,
    `<meta property="og:locale" content="pt_BR" />`,
    `<meta property="og:site_name" content="${escapeHtml(office.nome)}" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${escapeHtml(page.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(page.description)}" />`,
    jsonLdScript(notaryJsonLd(office, site.holidays)),
  ];
  if (page.route === '/') tags.push(jsonLdScript(websiteJsonLd(office)));
  if (page.updated) tags.push(jsonLdScript(webPageJsonLd(office, { ...page, url, updated: page.updated })));
  const trail = breadcrumbTrail(page);
  if (trail) tags.push(jsonLdScript(breadcrumbJsonLd(office, trail)));
  if (page.route === '/duvidas') tags.push(jsonLdScript(faqPageJsonLd(site.faq.flatMap((c) => faqQuestions(c.tree)))));
  return tags.join('\n    ');
}
