import type { ReactNode } from 'react';
import type { IconName } from '../../../shared/content/icon-names';
import { Icon } from '../Icon';
import { SmartLink } from '../SmartLink';
import { GLOSSARY_OFF_ATTR } from '../../../shared/content/glossary';

export function CardGrid({ className, children }: { className?: string; children: ReactNode }) {
  return <ul className={className ? `card-grid ${className}` : 'card-grid'} role="list">{children}</ul>;
}

interface CardProps {
  title: ReactNode;
  icon?: IconName;
  /** The whole card becomes a link. */
  href?: string;
  headingLevel?: 2 | 3;
  className?: string;
  meta?: ReactNode;
  children?: ReactNode;
}

/** The one card markup for every card on the site. */
export function Card({ title, icon, href, headingLevel = 3, className, meta, children }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  const classes = ['card', href && 'card--link', className].filter(Boolean).join(' ');
  // A linked card is one link: a glossary mark inside could not be tapped.
  return (
    <li className={classes} {...(href && { [GLOSSARY_OFF_ATTR]: '' })}>
      {meta}
      {icon && <Icon name={icon} className="card__icon" />}
      <Heading className="card__title">{href ? <SmartLink href={href} className="card__link">{title}</SmartLink> : title}</Heading>
      {children}
    </li>
  );
}
