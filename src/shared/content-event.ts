/** What the dev server tells the site's open pages when content/ changes: reload, or show this report. */
export const CONTENT_EVENT = 'cartorio:conteudo';

export interface ContentEvent {
  /** Absent when the content reads well. */
  report?: string;
}
