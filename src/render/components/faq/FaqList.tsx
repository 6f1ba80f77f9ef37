import categories from 'virtual:faq';
import { FaqSection, faqComponents } from './FaqSection';

/**
 * Every FAQ category (content/duvidas/*.mdx, in `ordem` order), each drawn by FaqSection: its icon and h2
 * title, then its questions. Each question's id is its own (#prazo-certidao).
 */
export function FaqList() {
  return (
    <div className="faq">
      {categories.map(({ slug, frontmatter, default: Body }) => (
        <FaqSection key={slug} slug={slug} frontmatter={frontmatter}>
          <Body components={faqComponents} />
        </FaqSection>
      ))}
    </div>
  );
}
