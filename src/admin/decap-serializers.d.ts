/** Decap's markdown widget's own serializers (the code its rich-text editor runs), for the save test. */
declare module 'decap-cms-widget-markdown/dist/esm/serializers/index.js' {
  export function markdownToSlate(markdown: string, options?: object): unknown[];
  export function slateToMarkdown(slate: unknown[], options?: object): string;
}
