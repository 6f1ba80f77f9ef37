/**
 * A YAML text read as plain data, or the document's first mistake: the parser's syntax errors, and what
 * it only warns about or throws later, made errors with a line, so each becomes the content error the
 * guide describes (yaml-errors.ts) and nothing reading a file can crash on it. Refused: tags the site
 * does not read (`!!js/function`, `!nome`), an alias with no anchor or expanding past the parser's limit
 * (an "alias bomb"), and a file far larger than any data file.
 */
import YAML, { YAMLParseError, type ErrorCode } from 'yaml';

/** Characters a data file may have: the largest today is some 30 KB. */
export const MAX_YAML_CHARS = 1_000_000;

/** Codes of the mistakes this module adds to the parser's own (yaml-errors.ts words them). */
export type DataErrorCode = ErrorCode | 'FILE_TOO_LARGE' | 'ALIAS_LIMIT';

function mistake(source: string, offset: number, code: DataErrorCode, message: string): YAMLParseError {
  const error = new YAMLParseError([offset, offset + 1], code as ErrorCode, message);
  const before = source.slice(0, offset).split('\n');
  error.linePos = [{ line: before.length, col: before.at(-1)!.length + 1 }];
  return error;
}

/** Where the first alias (`*nome`) is written, or the start of the file. */
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

/** The document of a YAML data file; its `errors` hold every mistake above, and its contents are null after one. */
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
      // toJS throws for an alias it cannot resolve or one that expands too far: the data cannot be read.
      const unresolved = /Unresolved alias/.test(String((error as Error)?.message));
      doc.errors.push(mistake(source, firstAlias(doc, unresolved), unresolved ? 'BAD_ALIAS' : 'ALIAS_LIMIT', String((error as Error)?.message)));
    }
  }
  if (doc.errors.length) doc.contents = null;
  return doc;
}

/** The data of a YAML text, for gray-matter's frontmatter: throws the first mistake, as the parser does. */
export function parseYamlData(source: string): object {
  const doc = parseYamlDocument(source);
  if (doc.errors.length) throw doc.errors[0];
  return (doc.toJS() ?? {}) as object;
}
