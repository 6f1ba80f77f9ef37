/** The build's rules across pages, run by the editor before a save. */
import { collectFrontmatterLinks, findInternalLinks, linkProblem } from './links.ts';
import type { Root } from 'mdast';

export interface PageRef { route: string; file: string; title: string; description: string }

export interface SitePages {
  pages: PageRef[];
  files: string[];
}

/** The page's problems against the other pages, each with the form field it is in. */
export function sitePageProblems(site: SitePages, file: string | undefined, fields: Record<string, unknown>, tree: Root | undefined): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const others = site.pages.filter((page) => page.file !== file);
  for (const [field, label] of [['title', 'Título'], ['description', 'Resumo para o Google']] as const) {
    const same = others.find((page) => typeof fields[field] === 'string' && page[field] === fields[field]);
    if (same) problems.push({ field, message: `o campo "${label}" é igual ao da página ${same.route} ("${same.title}"). Como corrigir: cada página precisa de um título e de uma descrição próprios: reescreva este` });
  }
  if (!site.pages.length) return problems;
  const routes = new Set(site.pages.map((page) => page.route));
  const files = new Set(site.files);
  const links: [field: string, href: string][] = [
    ...Object.entries(fields).flatMap(([field, value]) => collectFrontmatterLinks(value).map((href): [string, string] => [field, href])),
    ...(tree ? findInternalLinks(tree).map((link): [string, string] => ['body', link.href]) : []),
  ];
  for (const [field, href] of links) {
    const problem = linkProblem(href, routes, (pathname) => files.has(pathname));
    if (problem) problems.push({ field, message: `${problem.message.replace(/\.$/, '')}. Como corrigir: ${problem.fix.replace(/\.$/, '')}` });
  }
  return problems;
}
