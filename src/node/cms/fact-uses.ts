/** Where each shared fact is used, as written, for the facts' preview in the editor (/admin/fatos-uso.json). */
import { PLACEHOLDER, type FactUse, type FactUses } from '../../shared/content/facts.ts';
import type { SiteContent } from '../../shared/content/site-content.ts';
import type { ContentFiles } from '../content/files.ts';
import { FACTS_DIR } from '../content/load-facts.ts';

const DATA_FILES = ['content/office.yml', 'content/tabela-emolumentos.yml', 'content/plataformas.yml', 'content/feriados.yml', 'content/emolumentos.yml'];

export function factUses(site: Pick<SiteContent, 'pages' | 'news' | 'faq'>, files: ContentFiles): FactUses {
  const uses: Record<string, FactUse[]> = {};
  const add = (file: string, use: FactUse) => {
    const names = new Set([...(files.text(file) ?? '').matchAll(PLACEHOLDER)].map((m) => m[1]).filter((n) => n.startsWith('fatos.')));
    for (const name of names) (uses[name.slice('fatos.'.length)] ??= []).push(use);
  };
  for (const page of site.pages) add(page.file, { title: page.frontmatter.title, route: page.route });
  for (const item of site.news) add(item.file, { title: item.frontmatter.title, route: item.route });
  for (const category of site.faq) add(category.file, { title: `Dúvidas frequentes: ${category.frontmatter.titulo}`, route: `/duvidas#${category.slug}` });
  for (const file of DATA_FILES) add(file, { title: file });
  const factFiles = files.list(FACTS_DIR, '.yml').filter((f) => !f.includes('/'));
  return { files: factFiles.map((f) => f.replace(/\.yml$/, '')), uses };
}
