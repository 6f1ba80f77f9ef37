/**
 * Every passage whose words name a law or a right must name its basis where it is read: the <BaseLegal>
 * block or a link to the official text. tests/unit/legal-statements.test.ts lists the exceptions, each
 * with its reason.
 */
import type { Root } from 'mdast';
import type { SiteContent } from '../../shared/content/site-content.ts';
import { plainInline } from '../../shared/text/inline-markup.ts';
import { withoutSampleClaims } from '../../shared/content/sample-claims.ts';

export const LEGAL_WORDS = /\b(leis?|garantid[oa]s?|garant[ei]|obrigat[óo]ri[oa]s?|direitos?)\b/i;

export const OFFICIAL_SOURCES = /^https:\/\/(www\.)?(planalto\.gov\.br|atos\.cnj\.jus\.br|cnj\.jus\.br|www2\.camara\.leg\.br|legislacao\.presidencia\.gov\.br|normas\.leg\.br)\//;

export const CITATION_COMPONENT = 'BaseLegal';

export interface Passage {
  file: string;
  /** As read (marks and links left out). */
  text: string;
  cited: boolean;
}

interface Node { type: string; name?: string | null; url?: string; value?: string; children?: Node[] }

const BLOCKS = new Set(['paragraph', 'listItem', 'tableCell', 'heading']);

function textOf(node: Node): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  return (node.children ?? []).map(textOf).join(node.type === 'listItem' ? ' ' : '');
}

function cites(node: Node): boolean {
  if (node.type === 'link' && OFFICIAL_SOURCES.test(node.url ?? '')) return true;
  if ((node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && node.name === CITATION_COMPONENT) return true;
  return (node.children ?? []).some(cites);
}

/** A list item's nested lists are passages of their own. */
function ownText(node: Node): string {
  return (node.children ?? []).filter((c) => c.type !== 'list').map(textOf).join(' ');
}

function treePassages(file: string, tree: Root, out: Passage[]): void {
  const walk = (node: Node) => {
    if (BLOCKS.has(node.type)) {
      const own: Node = { ...node, children: (node.children ?? []).filter((c) => c.type !== 'list') };
      out.push({ file, text: withoutSampleClaims(ownText(node)).replace(/\s+/g, ' ').trim(), cited: cites(own) });
    }
    for (const child of node.children ?? []) if (child.type !== 'paragraph' || node.type !== 'listItem') walk(child);
  };
  walk(tree as unknown as Node);
}

const MARKDOWN_LINK = /\[[^\]]+\]\(([^)\s]+)\)/g;
const NOT_PROSE = new Set(['keywords', 'sinonimos', 'agendamento', 'icone', 'icon', 'layout', 'grupo', 'href', 'link', 'to', 'data', 'atualizadoEm', 'departamento']);

function frontmatterPassages(file: string, value: unknown, out: Passage[], key = ''): void {
  if (NOT_PROSE.has(key)) return;
  if (typeof value === 'string') {
    const cited = [...value.matchAll(MARKDOWN_LINK)].some((m) => OFFICIAL_SOURCES.test(m[1]));
    out.push({ file, text: withoutSampleClaims(plainInline(value)).trim(), cited });
  } else if (Array.isArray(value)) value.forEach((v) => frontmatterPassages(file, v, out, key));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) frontmatterPassages(file, v, out, k);
}

export function sitePassages(site: Pick<SiteContent, 'pages' | 'news' | 'faq'>): Passage[] {
  const out: Passage[] = [];
  for (const doc of [...site.pages, ...site.news, ...site.faq]) {
    frontmatterPassages(doc.file, doc.frontmatter, out);
    treePassages(doc.file, doc.tree, out);
  }
  return out;
}

export const uncitedLegalStatements = (passages: Passage[]): Passage[] =>
  passages.filter((p) => LEGAL_WORDS.test(p.text) && !p.cited);
