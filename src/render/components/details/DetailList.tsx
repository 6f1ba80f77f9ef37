import type { ReactNode } from 'react';
import type { IconName } from '../../../shared/content/icon-names';
import { Icon } from '../Icon';

export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="detail-list">{children}</dl>;
}

export function Detail({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <div className="detail-list__item">
      <dt>
        <Icon name={icon} size={20} className="detail-list__icon" />
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
