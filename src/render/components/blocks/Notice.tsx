import type { ReactNode } from 'react';
import { Icon } from '../Icon';

/** A highlighted box for notes and warnings inside page text. */
export function Notice({ title, tone = 'info', children }: { title?: string; tone?: 'info' | 'warning'; children: ReactNode }) {
  return (
    <div className={`notice notice--${tone}`}>
      <Icon name={tone === 'warning' ? 'triangle-alert' : 'info'} className="notice__icon" />
      <div>
        {title && <p className="notice__title">{title}</p>}
        {children}
      </div>
    </div>
  );
}
