/**
 * An office claim still to confirm ("… (texto de exemplo, a confirmar)") becomes, in MDX prose, the element
 * SampleMark draws, so it looks and is found like every other sample mark.
 */
import { SAMPLE_CLAIM_MARK, splitSampleClaims } from '../../shared/content/sample-claims.ts';
import { replaceTextNodes, type HastNode } from './text-nodes.ts';

const SKIP_TAGS = new Set(['code', 'pre', 'script', 'style']);

const markElement = (): HastNode => ({
  type: 'element', tagName: 'small', properties: { className: ['sample-mark'], dataSampleMark: '' },
  children: [{ type: 'text', value: SAMPLE_CLAIM_MARK }],
});

export function rehypeSampleMarks() {
  return (tree: HastNode) => replaceTextNodes(tree, (node) => node.type === 'element' && SKIP_TAGS.has(node.tagName ?? ''), (text) => {
    const parts = splitSampleClaims(text);
    if (parts.length === 1 && typeof parts[0] === 'string') return undefined;
    return parts.map((part): HastNode => (typeof part === 'string' ? { type: 'text', value: part } : markElement()));
  });
}
