/** The ids of the FAQ questions, file by file, for the check before a save (src/shared/content/faq-ids.ts). */
import { QUESTION_ID, type FaqIds } from '../../shared/content/faq-ids.ts';
import type { SiteContent } from '../../shared/content/site-content.ts';
import type { ContentFiles } from '../content/files.ts';

export function faqIds(site: Pick<SiteContent, 'faq'>, files: ContentFiles): FaqIds {
  const ids: FaqIds = {};
  for (const category of site.faq) {
    for (const [, id] of (files.text(category.file) ?? '').matchAll(QUESTION_ID)) ids[id] ??= { file: category.file, subject: category.frontmatter.titulo };
  }
  return ids;
}
