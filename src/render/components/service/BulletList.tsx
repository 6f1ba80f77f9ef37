import { InlineText } from '../InlineText';

export function BulletList({ items, className = 'bullet-list' }: { items: string[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((i) => <li key={i}><InlineText text={i} /></li>)}
    </ul>
  );
}
