import categories from 'virtual:faq';
import type { MDXComponents } from 'mdx/types';
import { mdxBlocks } from '../mdx-blocks';
import { Icon } from '../Icon';
import { Question } from './Question';
import { BookingRules } from '../service/BookingRules';
import { ServiceDocuments } from './ServiceDocuments';

// <Question> is only meaningful inside an FAQ category, so it is added here rather than to the global map;
// <BookingRules> and <ServiceDocuments> let answers read each service's own rule and documents list.
const components: MDXComponents = { ...mdxBlocks, Question, BookingRules, ServiceDocuments };

/**
 * Every FAQ category (content/duvidas/*.mdx, in `ordem` order): its icon and h2 title, then its questions.
 * The h2 id is the file name (#documentos-necessarios), each question's id is its own (#prazo-certidao).
 */
export function FaqList() {
  return (
    <div className="faq">
      {categories.map(({ slug, frontmatter, default: Body }) => (
        <section key={slug} className="faq-category" aria-labelledby={slug}>
          <h2 id={slug} className="faq-category__title">
            <Icon name={frontmatter.icone} className="faq-category__icon" />
            {frontmatter.titulo}
          </h2>
          <Body components={components} />
        </section>
      ))}
    </div>
  );
}
