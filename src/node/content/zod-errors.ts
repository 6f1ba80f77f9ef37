/** Turns zod's issues into messages an editor can act on, in Portuguese, with the field's example as the fix. */
import type { z } from 'zod';
import type { ContentError } from '../../shared/content/site-content.ts';
import { acceptedKeys, fieldFix } from './schema-walk.ts';
import { describePath, lineOfField, lineOfKey } from './positions.ts';
import { didYouMean } from '../../shared/text/edit-distance.ts';

/** "Você quis dizer `documentos`?" when an unknown name is a typo of a known one. */

function valueAt(data: unknown, fieldPath: PropertyKey[]): unknown {
  return fieldPath.reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined), data);
}

export function zodErrors(file: string, schema: z.ZodType, error: z.ZodError, data: unknown, yamlText: string, yamlStartLine: number): ContentError[] {
  return error.issues.map((issue) => {
    const fieldPath = issue.path;
    const field = describePath(fieldPath);
    const fix = fieldFix(schema, fieldPath, data);
    const line = lineOfField(yamlText, fieldPath, yamlStartLine);
    let message: string;
    switch (issue.code) {
      case 'invalid_type': {
        const value = valueAt(data, fieldPath);
        const pairs = value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [];
        if (issue.expected === 'string' && pairs.length === 1 && typeof pairs[0][1] !== 'object') {
          // "- Escritura: compra e venda" in a list of texts: the colon made it a field.
          const [key, rest] = pairs[0];
          return {
            file, line, field,
            message: `o texto "${key}: ${String(rest)}" tem dois-pontos (:) no meio, e sem aspas o YAML o lê como um campo.`,
            fix: `Escreva o texto entre aspas retas: "${key}: ${String(rest)}"`,
          };
        }
        message = value === undefined
          ? `falta o campo obrigatório "${field}".`
          : `o campo "${field}" deveria ser ${typeName(issue.expected)}, mas está escrito como ${describeValue(value)}.`;
        break;
      }
      case 'unrecognized_keys': {
        const accepted = acceptedKeys(schema, fieldPath, data);
        return {
          file, field: issue.keys.join(', '),
          line: lineOfKey(yamlText, fieldPath, String(issue.keys[0]), yamlStartLine),
          message: `campo desconhecido ${issue.keys.map((k) => `"${k}"`).join(', ')}${field ? ` dentro de "${field}"` : ''}.${didYouMean(String(issue.keys[0]), accepted)} Verifique a grafia ou remova a linha.`,
          fix: `Campos aceitos aqui: ${accepted.map((k) => `"${k}"`).join(', ') || 'veja os campos de cada arquivo em docs/conteudo-a-mao.md'}.`,
        };
      }
      case 'too_small':
        message = issue.origin === 'array'
          ? `a lista "${field}" precisa de pelo menos ${String(issue.minimum)} item(ns).`
          : issue.origin === 'string'
            ? (Number(issue.minimum) <= 1 ? `o campo "${field}" está vazio.` : `o campo "${field}" é curto demais: escreva pelo menos ${String(issue.minimum)} caracteres.`)
            : `o valor de "${field}" é pequeno demais (mínimo ${String(issue.minimum)}).`;
        break;
      case 'too_big':
        message = issue.origin === 'string'
          ? `o campo "${field}" é longo demais: use no máximo ${String(issue.maximum)} caracteres.`
          : `"${field}" passou do limite de ${String(issue.maximum)}.`;
        break;
      case 'invalid_value':
        message = `o valor de "${field}" não é aceito. Use um destes: ${issue.values.map(String).join(', ')}.`;
        break;
      case 'invalid_union':
        message = `o campo "${field || 'layout'}" não corresponde a nenhum tipo de página conhecido.`;
        break;
      case 'invalid_format':
        message = `o campo "${field}" não está no formato esperado.`;
        break;
      case 'custom':
        // Our own rules (schema.ts) already say what is wrong, in Portuguese; the report adds the field.
        message = `${issue.message}.`;
        break;
      default:
        message = `o campo "${field}" tem um valor inválido (${issue.message}).`;
    }
    return { file, line, field, message, fix };
  });
}

function typeName(expected: string): string {
  return ({ string: 'um texto', number: 'um número', boolean: 'true ou false', array: 'uma lista (linhas começando com "- ")', object: 'um grupo de campos' } as Record<string, string>)[expected] ?? expected;
}

function describeValue(v: unknown): string {
  if (Array.isArray(v)) return 'uma lista';
  if (v === null) return 'vazio';
  return typeName(typeof v);
}
