/**
 * Statements about the law: every passage of the site (a paragraph, list item, table cell or heading of
 * an MDX body; a string of a page's frontmatter) whose words name a law or a right ("lei", "garantido",
 * "obrigatório", "direito") must name its basis where it is read: the <BaseLegal> block, or a link to the
 * official text (planalto.gov.br, cnj.jus.br…). The test tests/unit/legal-statements.test.ts holds the
 * passages that may stand without one, each with its reason, so new content keeps the rule.
 */
import type { Root } from 'mdast';
import type { SiteContent } from '../../shared/content/site-content.ts';
import { plainInline } from '../../shared/text/inline-markup.ts';
import { withoutSampleClaims } from '../../shared/content/sample-claims.ts';

/** Words that make a passage a statement about the law. */
export const LEGAL_WORDS = /\b(leis?|garantid[oa]s?|garant[ei]|obrigat[óo]ri[oa]s?|direitos?)\b/i;

/** Where the official texts are: a link to one of these hosts names the basis. */
export const OFFICIAL_SOURCES = /^https:\/\/(www\.)?(planalto\.gov\.br|atos\.cnj\.jus\.br|cnj\.jus\.br|www2\.camara\.leg\.br|legislacao\.presidencia\.gov\.br|normas\.leg\.br)\//;

/** The MDX block that names a statement's legal basis (src/render/components/blocks/BaseLegal.tsx). */
export const CITATION_COMPONENT = 'BaseLegal';

export interface Passage {
  /** content/… file the passage is written in. */
  file: string;
  /** The passage's text as read (marks and links left out). */
  text: string;
  /** Whether it names its basis: the citation block or a link to an official text. */
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

/** A passage's own text: a list item's nested lists are passages of their own. */
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
/** Frontmatter keys that are not read as sentences. */
const NOT_PROSE = new Set(['keywords', 'sinonimos', 'agendamento', 'icone', 'icon', 'layout', 'grupo', 'href', 'link', 'to', 'data', 'atualizadoEm', 'departamento']);

function frontmatterPassages(file: string, value: unknown, out: Passage[], key = ''): void {
  if (NOT_PROSE.has(key)) return;
  if (typeof value === 'string') {
    const cited = [...value.matchAll(MARKDOWN_LINK)].some((m) => OFFICIAL_SOURCES.test(m[1]));
    out.push({ file, text: withoutSampleClaims(plainInline(value)).trim(), cited });
  } else if (Array.isArray(value)) value.forEach((v) => frontmatterPassages(file, v, out, key));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) frontmatterPassages(file, v, out, k);
}

/** Every passage of the loaded site's pages, news and FAQ. */
export function sitePassages(site: Pick<SiteContent, 'pages' | 'news' | 'faq'>): Passage[] {
  const out: Passage[] = [];
  for (const doc of [...site.pages, ...site.news, ...site.faq]) {
    frontmatterPassages(doc.file, doc.frontmatter, out);
    treePassages(doc.file, doc.tree, out);
  }
  return out;
}

/** The passages that speak of the law without naming its basis. */
export const uncitedLegalStatements = (passages: Passage[]): Passage[] =>
  passages.filter((p) => LEGAL_WORDS.test(p.text) && !p.cited);
