/** Icon names editors may use (Lucide). The build writes only these into one SVG sprite: icons cost no JavaScript. */
export const ICON_NAMES = [
  'accessibility', 'arrow-right', 'award', 'badge-check', 'baby', 'book-open', 'briefcase',
  'building', 'calendar', 'calendar-check', 'camera', 'circle-check', 'circle-question-mark', 'clipboard-list',
  'clock', 'contrast', 'copy', 'dollar-sign', 'file-badge', 'file-check', 'file-pen', 'file-pen-line', 'file-search',
  'file-text', 'gavel', 'gift', 'globe', 'hand-coins', 'handshake', 'heart',
  'heart-handshake', 'house', 'id-card', 'info', 'key', 'landmark', 'laptop', 'mail', 'map-pin',
  'menu', 'message-circle', 'monitor', 'newspaper', 'pen-tool', 'percent', 'phone', 'printer', 'receipt',
  'scale', 'scroll', 'search', 'shield-check', 'signature', 'hand-helping', 'stamp', 'triangle-alert',
  'users', 'wallet', 'x', 'zap',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

export const ICON_WIDGET = 'icone';
