/** A page's whole HTML document: the built template (index.html) with the page's head tags, preloads and body. */
export const TEMPLATE_MARKERS = { head: '<!--head-->', body: '<!--app-->' } as const;

export function assertTemplate(template: string): void {
  if (!template.includes(TEMPLATE_MARKERS.head) || !template.includes(TEMPLATE_MARKERS.body)) {
    throw new Error('index.html perdeu os marcadores <!--head--> ou <!--app-->.');
  }
}

export function pageDocument(template: string, { head, preloads = '', body }: { head: string; preloads?: string; body: string }): string {
  return template
    .replace(TEMPLATE_MARKERS.head, () => head)
    .replace('</head>', () => (preloads ? `  ${preloads}\n  </head>` : '</head>'))
    .replace(TEMPLATE_MARKERS.body, () => body);
}
