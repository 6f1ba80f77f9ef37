import type { ReactNode } from 'react';
import type { MDXComponents } from 'mdx/types';
import type { FaqFrontmatter } from '../../../shared/content/schema';
import { mdxBlocks } from '../mdx-blocks';
import { Icon } from '../Icon';
import { Question } from './Question';
import { BookingRules } from '../service/BookingRules';
import { ServiceDocuments } from './ServiceDocuments';

// <Question> means something only inside an FAQ category, so it is added here, not to the global map.
export const faqComponents: MDXComponents = { ...mdxBlocks, Question, BookingRules, ServiceDocuments };

/** One FAQ category as /duvidas shows it; the editor's preview draws the category being edited. */
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
