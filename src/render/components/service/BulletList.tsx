import { InlineText } from '../InlineText';

/** A plain list of frontmatter lines (characteristics, deadlines, fees, additional information). */
export function BulletList({ items, className = 'bullet-list' }: { items: string[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((i) => <li key={i}><InlineText text={i} /></li>)}
    </ul>
  );
}
