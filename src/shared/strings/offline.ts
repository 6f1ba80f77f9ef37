/** Visitor-facing strings of reading offline (the notice on a page read from this device's copy), in pt-BR. */
export const OFFLINE = {
  /** Shown on a page served from the service worker's copy, or whenever the device goes offline. */
  notice: 'Você está sem conexão: esta página pode estar desatualizada.',
} as const;
