/** One content file to checked data; each editor's mistake becomes a ContentError with file, line and fix. */
import type { z } from 'zod';
import { interpolateDeep, unknownFactProblem, type FactMap } from '../../shared/content/facts.ts';
import type { ContentError, MdxFile } from '../../shared/content/site-content.ts';
import { FrontmatterLanguageError, type ContentFiles, type MdxParts } from './files.ts';
import { readMdx } from './mdx-syntax.ts';
import { fillFacts } from './mdx-tree.ts';
import { lastParses } from './last-parse.ts';
import { describePath, lineOf, lineOfField } from './positions.ts';
import { zodErrors } from './zod-errors.ts';
import { yamlMistake, type YamlSyntaxError } from './yaml-errors.ts';

function parseMdx(files: ContentFiles, file: string, errors: ContentError[]): MdxParts | undefined {
  const source = files.text(file) ?? '';
  if (!source.startsWith('---')) {
    errors.push({ file, line: 1, message: 'o arquivo não começa com o cabeçalho (frontmatter) entre linhas "---".', fix: '---\ntitle: "Título da página"\ndescription: "..."\nkeywords:\n  - palavra\n---' });
    return undefined;
  }
  try {
    return files.mdx(file);
  } catch (e) {
    if (e instanceof FrontmatterLanguageError) {
      errors.push({
        file, line: 1,
        message: `a primeira linha do arquivo é "${e.firstLine}": o cabeçalho (frontmatter) é sempre YAML, e a linha que o abre tem só "---".`,
        fix: 'Deixe a primeira linha só com "---", sem nada depois dos três traços.',
      });
      return undefined;
    }
    // The parser numbers frontmatter lines as the file does: its text up to the closing "---" gives each line.
    const frontmatter = /^---\n[\s\S]*?\n---/.exec(source)?.[0] ?? source;
    const mistake = yamlMistake(e as YamlSyntaxError, frontmatter);
    errors.push({ file, line: mistake.line ?? 2, message: `no cabeçalho (frontmatter), ${mistake.message}`, fix: mistake.fix });
    return undefined;
  }
}

const bodyParses = lastParses<ReturnType<typeof readMdx>>();

/** `{fatos.x}` with single braces: MDX would run it as code ("fatos is not defined"). */
const SINGLE_BRACE_FACT = /(?<!\{)\{\s*((?:fatos|cartorio|feriados)\.[A-Za-z][A-Za-z0-9]*)\s*\}(?!\})/g;

export function singleBraceFacts(file: string, text: string, startLine: number): ContentError[] {
  return [...text.matchAll(SINGLE_BRACE_FACT)].map((m) => ({
    file, line: startLine + lineOf(text, m.index) - 1,
    message: `o fato "${m[0]}" está escrito com uma chave de cada lado; fatos usam duas.`,
    fix: `Escreva {{${m[1]}}}, com duas chaves de cada lado.`,
  }));
}

export function loadMdx<S extends z.ZodType>(
  files: ContentFiles, file: string, schema: S, facts: FactMap, errors: ContentError[], extraComponents: readonly string[] = [],
): MdxFile<z.infer<S>> | undefined {
  const parsed = parseMdx(files, file, errors);
  if (!parsed) return undefined;
  const braces = [...singleBraceFacts(file, parsed.yamlText, 2), ...singleBraceFacts(file, parsed.body, parsed.bodyLine)];
  if (braces.length) {
    errors.push(...braces);
    return undefined;
  }
  // Facts first, so the one parse reads the text the page shows; unknown facts are reported once the file is otherwise valid.
  const missing: ContentError[] = [];
  const body = fillFacts(parsed.body, parsed.bodyLine, facts, (name, index) =>
    missing.push(unknownFact(file, name, parsed.bodyLine + lineOf(parsed.body, index) - 1, undefined, facts)));
  // Syntax first: a page whose MDX cannot be read would only add confusing errors after this one.
  const { tree, errors: syntax } = bodyParses(
    file, [parsed.bodyLine, parsed.body, body.parseText, extraComponents.join()].join('\0'), () => readMdx({ file, body, extraComponents }),
  );
  if (!tree) {
    errors.push(...syntax);
    return undefined;
  }
  const data = interpolateDeep(parsed.data, facts, (name, fieldPath) =>
    errors.push(unknownFact(file, name, lineOfField(parsed.yamlText, fieldPath, 2), describePath(fieldPath), facts)));
  const result = schema.safeParse(data);
  if (!result.success) {
    errors.push(...zodErrors(file, schema, result.error, data, parsed.yamlText, 2));
    return undefined;
  }
  errors.push(...missing);
  return { file, frontmatter: result.data, body: body.text, bodyLine: parsed.bodyLine, tree };
}

export function unknownFact(file: string, name: string, line: number, field: string | undefined, facts: FactMap): ContentError {
  return { file, line, field, ...unknownFactProblem(name, facts) };
}

/** `facts` are filled into the file's strings before validating (an address kept in office.yml). */
export function loadYaml<S extends z.ZodType>(
  files: ContentFiles, file: string, schema: S, errors: ContentError[], facts?: FactMap,
  missing = { message: 'o arquivo de dados não existe.', fix: 'Restaure o arquivo a partir do histórico (git) ou do guia de conteúdo.' },
): z.infer<S> | undefined {
  const text = files.text(file);
  const doc = files.yaml(file);
  if (text === undefined || !doc) {
    errors.push({ file, ...missing });
    return undefined;
  }
  if (doc.errors.length) {
    const mistake = yamlMistake(doc.errors[0] as YamlSyntaxError, text);
    errors.push({ file, line: mistake.line, message: mistake.message, fix: mistake.fix });
    return undefined;
  }
  const data: unknown = facts
    ? interpolateDeep(doc.toJS(), facts, (name, fieldPath) => errors.push(unknownFact(file, name, lineOfField(text, fieldPath, 1), describePath(fieldPath), facts)))
    : doc.toJS();
  const result = schema.safeParse(data);
  if (!result.success) {
    errors.push(...zodErrors(file, schema, result.error, data, text, 1));
    return undefined;
  }
  return result.data;
}
