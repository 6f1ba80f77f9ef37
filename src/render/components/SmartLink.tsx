import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useContext } from 'react';
import { UI } from '../../shared/strings/ui';
import { PendingPages } from '../pending-pages';
import { isOtherHostPath, isSafeAddress } from '../../shared/content/mdx-subset';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string; children?: ReactNode };

export const isExternal = (href: string) => /^https?:\/\//.test(href) || isOtherHostPath(href);

/** The one link component: external links open in a new tab without access to this page, and say so. */
export function SmartLink({ href: address = '', children, ...rest }: Props) {
  // Content is checked before it gets here; a javascript: or data: address never renders.
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
