import type { ReactNode } from 'react';

export function ContactLayout({ children }: { children?: ReactNode }) {
  return <div className="contact-layout">{children}</div>;
}
