import categories from 'virtual:faq';
import { FaqSection, faqComponents } from './FaqSection';

/** Every FAQ category, in `ordem` order, each drawn by FaqSection. */
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
