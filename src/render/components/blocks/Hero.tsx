import type { ReactNode } from 'react';

export function Hero({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <header className="hero">
      <div className="container">
        <h1 tabIndex={-1}>{title}</h1>
        {lead && <p className="hero__lead">{lead}</p>}
        {children && <div className="button-row">{children}</div>}
      </div>
    </header>
  );
}
