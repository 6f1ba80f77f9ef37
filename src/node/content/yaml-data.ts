/**
 * A YAML text as plain data, or its first mistake with a line. Also refused: unknown tags, an alias with
 * no anchor or expanding past the parser's limit (an "alias bomb"), and an oversized file.
 */
import YAML, { YAMLParseError, type ErrorCode } from 'yaml';

export const MAX_YAML_CHARS = 1_000_000;

export type DataErrorCode = ErrorCode | 'FILE_TOO_LARGE' | 'ALIAS_LIMIT';

function mistake(source: string, offset: number, code: DataErrorCode, message: string): YAMLParseError {
  const error = new YAMLParseError([offset, offset + 1], code as ErrorCode, message);
  const before = source.slice(0, offset).split('\n');
  error.linePos = [{ line: before.length, col: before.at(-1)!.length + 1 }];
  return error;
}

function firstAlias(doc: YAML.Document, unresolvedOnly: boolean): number {
  let offset = 0;
  YAML.visit(doc, {
    Alias(_key, node) {
      if (unresolvedOnly && node.resolve(doc) !== undefined) return undefined;
      offset = node.range?.[0] ?? 0;
      return YAML.visit.BREAK;
    },
  });
  return offset;
}

/** Its contents are null after any mistake. */
export function parseYamlDocument(source: string): YAML.Document {
  if (source.length > MAX_YAML_CHARS) {
    const doc = new YAML.Document(null);
    doc.errors.push(mistake(source, 0, 'FILE_TOO_LARGE', `file over ${MAX_YAML_CHARS} characters`));
    return doc;
  }
  const doc = YAML.parseDocument(source, { prettyErrors: true });
  for (const warning of doc.warnings) {
    if (warning.code === 'TAG_RESOLVE_FAILED') doc.errors.push(mistake(source, warning.pos[0], 'TAG_RESOLVE_FAILED', warning.message));
  }
  if (doc.errors.length === 0) {
    try {
      doc.toJS();
    } catch (error) {
      // An alias that cannot be resolved or expands too far: the data cannot be read.
      const unresolved = /Unresolved alias/.test(String((error as Error)?.message));
      doc.errors.push(mistake(source, firstAlias(doc, unresolved), unresolved ? 'BAD_ALIAS' : 'ALIAS_LIMIT', String((error as Error)?.message)));
    }
  }
  if (doc.errors.length) doc.contents = null;
  return doc;
}

/** Throws the first mistake, as gray-matter expects. */
export function parseYamlData(source: string): object {
  const doc = parseYamlDocument(source);
  if (doc.errors.length) throw doc.errors[0];
  return (doc.toJS() ?? {}) as object;
}
