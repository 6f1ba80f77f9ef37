import type { ReactNode } from 'react';

/** /contato's two columns on wide screens: how to reach the office, then the form (contact.css). */
export function ContactLayout({ children }: { children?: ReactNode }) {
  return <div className="contact-layout">{children}</div>;
}
