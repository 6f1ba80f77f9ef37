/**
 * A service page's documents list is written once: an FAQ answer that copies its items would drift, so
 * the build points to <ServiceDocuments servico="…" />, which shows the page's own list.
 */
import type { Nodes } from 'mdast';
import { fold } from '../../shared/text/fold.ts';
import type { ContentError, FaqCategory, RoutedPage } from '../../shared/content/site-content.ts';
import { servicePages } from '../../kinds/servico/pages.ts';

const SERVICE_PREFIX = '/servicos/';

function textOf(node: Nodes): string {
  if ('value' in node && (node.type === 'text' || node.type === 'inlineCode')) return node.value;
  return 'children' in node ? (node.children as Nodes[]).map(textOf).join('') : '';
}

function lists(node: Nodes, found: { items: string[]; line?: number }[] = []) {
  if (node.type === 'list') found.push({ items: node.children.map(textOf), line: node.position?.start.line });
  if ('children' in node) for (const child of node.children as Nodes[]) lists(child, found);
  return found;
}

/** Two items of one service's list in one FAQ list: a copy, not a coincidence ("Comprovante de endereço"). */
const COPIED = 2;

export function checkCopiedDocumentLists(faq: FaqCategory[], pages: RoutedPage[], errors: ContentError[]): void {
  const services = new Map<string, Set<string>>();
  for (const page of servicePages(pages)) {
    if (!page.route.startsWith(SERVICE_PREFIX)) continue;
    const items = (page.frontmatter.documentos ?? []).flatMap((group) => group.itens.map(fold));
    if (items.length) services.set(page.route.slice(SERVICE_PREFIX.length), new Set(items));
  }
  for (const doc of faq) {
    for (const list of lists(doc.tree as Nodes)) {
      const folded = list.items.map(fold);
      let best = { service: '', copied: [] as string[] };
      for (const [service, items] of services) {
        const copied = list.items.filter((_, i) => items.has(folded[i]));
        if (copied.length > best.copied.length) best = { service, copied };
      }
      if (best.copied.length < COPIED) continue;
      errors.push({
        file: doc.file,
        line: list.line ?? doc.bodyLine, // tree positions are the file's own lines (mdx-tree.ts)
        message: `esta lista copia ${best.copied.length} itens da lista de documentos da página ${SERVICE_PREFIX}${best.service} ("${best.copied[0].trim()}", …): as duas listas vão ficar diferentes quando uma mudar.`,
        fix: `Apague a lista copiada e mostre a lista da própria página: <ServiceDocuments servico="${best.service}" />`,
      });
    }
  }
}
