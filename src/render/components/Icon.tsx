import { spriteUrl } from 'virtual:static-assets';
import type { IconName } from '../../shared/content/icon-names';

/** Decorative icon from the build's SVG sprite, hidden from assistive technology: the text beside it says it. */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      className={className ? `icon ${className}` : 'icon'}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
