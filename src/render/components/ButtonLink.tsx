import type { ReactNode } from 'react';
import { SmartLink } from './SmartLink';

/** A link styled as a button (navigation, never an action). */
export function ButtonLink({ to, variant = 'primary', children }: { to: string; variant?: 'primary' | 'secondary' | 'light'; children: ReactNode }) {
  return <SmartLink href={to} className={`button button--${variant}`}>{children}</SmartLink>;
}
