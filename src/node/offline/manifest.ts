/** The web app manifest, from the office facts so the installed site carries the office's own name. */
import type { SiteContent } from '../../shared/content/site-content';

/** As src/styles/tokens.css and index.html's theme-color. */
export const THEME_COLOR = '#0b3d5c';
export const BACKGROUND_COLOR = '#ffffff';

export const MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  // Full-bleed square with the mark inside the safe zone: launchers crop it to their own shape.
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description?: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'minimal-ui';
  theme_color: string;
  background_color: string;
  icons: readonly { src: string; sizes: string; type: string; purpose: string }[];
}

export function webAppManifest(site: Pick<SiteContent, 'office' | 'pages'>): WebAppManifest {
  const home = site.pages.find((p) => p.route === '/');
  return {
    id: '/',
    name: site.office.nome,
    short_name: site.office.nomeCurto,
    ...(home ? { description: home.frontmatter.description } : {}),
    lang: 'pt-BR',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    // A browser window with back and reload: an information site, read page after page.
    display: 'minimal-ui',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: MANIFEST_ICONS,
  };
}
