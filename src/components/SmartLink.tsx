import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { UI } from '../strings/ui';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string; children?: ReactNode };

export const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//') && !/\.(xml|pdf|txt|json)$/.test(href.split('#')[0]);
export const isExternal = (href: string) => /^https?:\/\//.test(href);

/**
 * The one link component: internal routes navigate client-side (no full reload), external
 * addresses open in a new tab without giving it access to this page, and say so to screen readers.
 */
export function SmartLink({ href = '', children, ...rest }: Props) {
  if (isInternal(href)) {
    return <Link to={href} {...rest}>{children}</Link>;
  }
  if (isExternal(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="sr-only"> {UI.opensInNewTab}</span>
      </a>
    );
  }
  return <a href={href} {...rest}>{children}</a>;
}
