import type { ReactNode } from 'react';
import type { IconName } from '../../../shared/content/icon-names';
import { Icon } from '../Icon';
import { SmartLink } from '../SmartLink';

export function CardGrid({ children }: { children: ReactNode }) {
  return <ul className="card-grid" role="list">{children}</ul>;
}

/** A card inside <CardGrid>; with `href` the whole card is a link (its title carries the name). */
export function Card({ title, icon, href, children }: { title: string; icon?: IconName; href?: string; children?: ReactNode }) {
  return (
    <li className={`card${href ? ' card--link' : ''}`}>
      {icon && <Icon name={icon} className="card__icon" />}
      <h3 className="card__title">{href ? <SmartLink href={href} className="card__link">{title}</SmartLink> : title}</h3>
      {children}
    </li>
  );
}
