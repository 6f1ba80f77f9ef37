/** The message printed when the build stops: one block per problem, grouped by file. */
import type { ContentError } from '../../shared/content/site-content.ts';

export function formatContentErrors(errors: ContentError[]): string {
  return formatBlocks(`O conteúdo tem ${errors.length} problema(s) que impedem a publicação:`, '✗', errors);
}

/** What the build lists without stopping: a glossary word first met where it cannot be explained (glossary-check.ts). */
export function formatContentWarnings(warnings: ContentError[]): string {
  if (!warnings.length) return '';
  return formatBlocks(`Aviso: ${warnings.length} termo(s) do glossário aparecem primeiro onde não podem ser explicados (o site é gerado assim mesmo):`, '!', warnings);
}

function formatBlocks(title: string, mark: string, errors: ContentError[]): string {
  const lines = [title, ''];
  for (const e of errors) {
    lines.push(`${mark} ${e.file}${e.line ? `, linha ${e.line}` : ''}${e.line && e.column ? `, coluna ${e.column}` : ''}${e.field ? ` (campo: ${e.field})` : ''}`);
    lines.push(`  Problema: ${e.message}`);
    if (e.fix) lines.push(`  Como corrigir: ${e.fix.replace(/\n/g, '\n    ')}`);
    lines.push('');
  }
  return lines.join('\n');
}
