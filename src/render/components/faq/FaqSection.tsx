import type { ReactNode } from 'react';
import type { MDXComponents } from 'mdx/types';
import type { FaqFrontmatter } from '../../../shared/content/schema';
import { mdxBlocks } from '../mdx-blocks';
import { Icon } from '../Icon';
import { Question } from './Question';
import { BookingRules } from '../service/BookingRules';
import { ServiceDocuments } from './ServiceDocuments';

// <Question> is only meaningful inside an FAQ category, so it is added here rather than to the global map;
// <BookingRules> and <ServiceDocuments> let answers read each service's own rule and documents list.
export const faqComponents: MDXComponents = { ...mdxBlocks, Question, BookingRules, ServiceDocuments };

/**
 * One FAQ category as /duvidas shows it: its icon and h2 title (id: the file name, #documentos-necessarios),
 * then its questions (`children`: the category's text drawn with faqComponents). FaqList draws each
 * category with it; the staff editor's preview draws the category being edited.
 */
export function FaqSection({ slug, frontmatter, children }: { slug: string; frontmatter: Pick<FaqFrontmatter, 'icone' | 'titulo'>; children: ReactNode }) {
  return (
    <section className="faq-category" aria-labelledby={slug}>
      <h2 id={slug} className="faq-category__title">
        <Icon name={frontmatter.icone} className="faq-category__icon" />
        {frontmatter.titulo}
      </h2>
      {children}
    </section>
  );
}
