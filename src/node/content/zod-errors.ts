/** Turns zod's issues into messages an editor can act on, in Portuguese, with the field's example as the fix. */
import type { z } from 'zod';
import type { ContentError } from '../../shared/content/site-content.ts';
import { acceptedKeys, fieldFix } from './schema-walk.ts';
import { describePath, lineOfField } from './positions.ts';

function valueAt(data: unknown, fieldPath: PropertyKey[]): unknown {
  return fieldPath.reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined), data);
}

/** Turns zod issues into messages an editor can act on, in Portuguese. */
export function zodErrors(file: string, schema: z.ZodType, error: z.ZodError, data: unknown, yamlText: string, yamlStartLine: number): ContentError[] {
  return error.issues.map((issue) => {
    const fieldPath = issue.path;
    const field = describePath(fieldPath);
    const fix = fieldFix(schema, fieldPath, data);
    const line = lineOfField(yamlText, fieldPath, yamlStartLine);
    let message: string;
    switch (issue.code) {
      case 'invalid_type':
        message = valueAt(data, fieldPath) === undefined
          ? `falta o campo obrigatório "${field}".`
          : `o campo "${field}" deveria ser ${typeName(issue.expected)}, mas está escrito como ${describeValue(valueAt(data, fieldPath))}.`;
        break;
      case 'unrecognized_keys':
        return {
          file, field: issue.keys.join(', '),
          line: lineOfField(yamlText, [...fieldPath, issue.keys[0]], yamlStartLine),
          message: `campo desconhecido ${issue.keys.map((k) => `"${k}"`).join(', ')}${field ? ` dentro de "${field}"` : ''}. Verifique a grafia ou remova a linha.`,
          fix: `Campos aceitos aqui: ${acceptedKeys(schema, fieldPath, data).map((k) => `"${k}"`).join(', ') || 'veja o guia de conteúdo (content/README.md)'}.`,
        };
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
