import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { UI } from '../../shared/strings/ui';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string; children?: ReactNode };

export const isExternal = (href: string) => /^https?:\/\//.test(href);

/**
 * The one link component: internal links are plain anchors (the browser loads the page, sped up by the
 * speculation rules), external addresses open in a new tab without giving it access to this page, and
 * say so to screen readers.
 */
export function SmartLink({ href = '', children, ...rest }: Props) {
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
