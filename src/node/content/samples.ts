/**
 * Sample data, marked `amostra`: while any remains every page shows the demonstration notice and the
 * publishing build stops. Read from the parsed data, so every spelling of the key is found.
 */
import type { SampleFile } from '../../shared/content/site-content.ts';
import type { ContentFiles } from './files.ts';
import { lineOfKey } from './positions.ts';

export type { SampleFile };

function markedFields(data: Record<string, unknown>): string[] | undefined {
  const mark = data.amostra;
  if (mark === true) return Object.keys(data).filter((k) => k !== 'amostra');
  if (Array.isArray(mark) && mark.length) return mark.map(String);
  return undefined;
}

function samplesOf(file: string, data: Record<string, unknown>, yamlText: string, firstLine: number, page: boolean): SampleFile | undefined {
  const fields = markedFields(data);
  if (fields) {
    const lines = Array.isArray(data.amostra) ? fields.map((f) => lineOfKey(yamlText, [], f, firstLine)) : undefined;
    // A news item or page marked `amostra: true` is invented as a whole: no field list to confirm.
    return { file, line: lineOfKey(yamlText, [], 'amostra', firstLine), fields: page && data.amostra === true ? [] : fields, ...(lines && { lines }) };
  }
  // Certificate validities still to confirm: each item, at the line of its mark.
  const validities = Array.isArray(data.validades) ? data.validades.map((v, i) => [v, i] as const).filter(([v]) => isRecord(v) && v.amostra === true) : [];
  if (!page && validities.length) {
    const lines = validities.map(([, i]) => lineOfKey(yamlText, ['validades', i], 'amostra', firstLine));
    return { file, line: lines[0], fields: validities.map(([v]) => `validades: ${String((v as { certidao?: unknown }).certidao)}`), lines };
  }
  // How a service is done, when the spec does not say it: an office statement to confirm.
  const how = data.comoFazer;
  if (page && how && typeof how === 'object' && (how as { amostra?: unknown }).amostra === true) {
    return { file, line: lineOfKey(yamlText, ['comoFazer'], 'amostra', firstLine), fields: ['comoFazer'], lines: [lineOfKey(yamlText, [], 'comoFazer', firstLine)] };
  }
  return undefined;
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

export function findSamples(files: ContentFiles): SampleFile[] {
  const found: SampleFile[] = [];
  for (const rel of files.list('content', '.yml')) {
    const file = `content/${rel}`;
    const doc = files.yaml(file);
    if (!doc || doc.errors.length) continue; // the loader reports the YAML mistake itself
    const data: unknown = doc.toJS();
    const sample = isRecord(data) ? samplesOf(file, data, files.text(file) ?? '', 1, false) : undefined;
    if (sample) found.push(sample);
  }
  for (const rel of files.list('content', '.mdx')) {
    const file = `content/${rel}`;
    let parts;
    try {
      parts = files.mdx(file);
    } catch {
      continue; // the loader reports the frontmatter's mistake itself
    }
    const sample = parts && isRecord(parts.data) ? samplesOf(file, parts.data, parts.yamlText, 2, true) : undefined;
    if (sample) found.push(sample);
  }
  return found;
}

const describe = (s: SampleFile) => [
  `  • ${s.file}, linha ${s.line}: ${s.fields.length ? `campos ${s.fields.join(', ')}` : 'o texto inteiro é de exemplo'}`,
  ...(s.lines ? s.fields.map((f, i) => `      ${s.file}, linha ${s.lines?.[i]}: ${f}`) : []),
].join('\n');

const HOW_TO_FIX =
  'Troque cada dado pelo oficial e tire o nome do campo da lista "amostra" (ou escreva "amostra: false");\n' +
  'apague as notícias de exemplo ou escreva as reais. Veja "Dados de exemplo" em content/README.md.';

export function formatSampleWarning(samples: SampleFile[]): string {
  if (!samples.length) return '';
  return [
    `Aviso: ${samples.length} arquivo(s) ainda têm dados de exemplo. Todas as páginas mostram "Site de demonstração: dados de exemplo",`,
    'e a publicação (npm run build -- --publicar) só é feita depois que todos forem trocados pelos dados oficiais:',
    ...samples.map(describe),
    HOW_TO_FIX,
  ].join('\n');
}

export function formatSampleErrors(samples: SampleFile[]): string {
  return [
    `O conteúdo tem ${samples.length} arquivo(s) com dados de exemplo, que impedem a publicação:`,
    '',
    ...samples.map(describe),
    '',
    HOW_TO_FIX,
  ].join('\n');
}
