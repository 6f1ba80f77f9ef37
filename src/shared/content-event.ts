/**
 * What the dev server (`npm run dev`, `npm run editor`) tells the site's open pages when content/ changes
 * (src/node/vite/content-plugin.ts → src/islands/dev/live-preview.ts): reload, or show this report.
 */
export const CONTENT_EVENT = 'cartorio:conteudo';

export interface ContentEvent {
  /** The editor's report of the content's mistakes; absent when the content reads well. */
  report?: string;
}
