/** The message printed when the build stops: one block per problem, grouped by file. */
import type { ContentError } from '../../shared/content/site-content.ts';

export function formatContentErrors(errors: ContentError[]): string {
  const lines = [`O conteúdo tem ${errors.length} problema(s) que impedem a publicação:`, ''];
  for (const e of errors) {
    lines.push(`✗ ${e.file}${e.line ? `, linha ${e.line}` : ''}${e.line && e.column ? `, coluna ${e.column}` : ''}${e.field ? ` (campo: ${e.field})` : ''}`);
    lines.push(`  Problema: ${e.message}`);
    if (e.fix) lines.push(`  Como corrigir: ${e.fix.replace(/\n/g, '\n    ')}`);
    lines.push('');
  }
  return lines.join('\n');
}
