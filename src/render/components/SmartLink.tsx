import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useContext } from 'react';
import { UI } from '../../shared/strings/ui';
import { PendingPages } from '../pending-pages';
import { isOtherHostPath, isSafeAddress } from '../../shared/content/mdx-subset';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string; children?: ReactNode };

/** Another site's address: http(s), or one with no scheme that a browser reads as another host ("//host"). */
export const isExternal = (href: string) => /^https?:\/\//.test(href) || isOtherHostPath(href);

/**
 * The one link component: internal links are plain anchors (the browser loads the page, sped up by the
 * speculation rules) that say when the page is still under construction; external addresses open in a
 * new tab without giving it access to this page, and say so to screen readers. Addresses are the site's
 * own, http(s), mailto or tel.
 */
export function SmartLink({ href: address = '', children, ...rest }: Props) {
  // Content is checked before it gets here (mdx-subset.ts); a javascript: or data: address never renders.
  const href = isSafeAddress(address) ? address : '';
  const pending = useContext(PendingPages).has(href.split('#')[0]);
  if (isExternal(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="sr-only"> {UI.opensInNewTab}</span>
      </a>
    );
  }
  return <a href={href} {...rest}>{children}{pending && ` ${UI.underConstructionLink}`}</a>;
}
