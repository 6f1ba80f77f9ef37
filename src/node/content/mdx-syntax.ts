/**
 * Reads the MDX of a content file before the bundler compiles it, so an editor's slip (a tag left
 * open, a "<" or "{" in a sentence, an attribute without quotes, a component that does not exist) is
 * reported in Portuguese with the file, line and a fix, instead of the MDX parser's English message.
 * The parser's own words follow, quoted, for whoever needs them. The tree this parse gives is the one
 * every later step reads (mdx-tree.ts).
 */
import { closest } from '../../shared/text/edit-distance.ts';
import { MDX_COMPONENT_NAMES } from '../../shared/content/mdx-component-names.ts';
import type { ContentError } from '../../shared/content/site-content.ts';
import { isComponent, isJsxElement, offsetOf, parseMdx, relocate, walk, type FilledBody, type Root } from './mdx-tree.ts';

interface ParserMessage {
  ruleId?: string;
  source?: string;
  reason?: string;
  message?: string;
  line?: number;
  column?: number;
}

/** What went wrong, in plain words, and how to fix it, by the parser's rule. */
function explain(error: ParserMessage, excerpt: string): { message: string; fix: string } {
  const reason = error.reason ?? error.message ?? '';
  const tag = /`<\/?([^>`]*)>`/.exec(reason)?.[1];
  switch (error.ruleId) {
    case 'end-tag-mismatch':
      if (reason.startsWith('Unexpected closing tag')) {
        const closing = /`<\/([^>`]*)>`/.exec(reason)?.[1];
        const opened = /corresponding closing tag for `<([^>`]*)>`/.exec(reason)?.[1];
        return {
          message: `a tag "</${closing}>" fecha uma tag que não foi aberta aqui (a última aberta foi "<${opened}>").`,
          fix: `Feche "<${opened}>" com "</${opened}>", com o mesmo nome e as mesmas maiúsculas. Exemplo:\n<${opened}>\n\nTexto.\n\n</${opened}>`,
        };
      }
      return {
        message: `a tag "<${tag}>" foi aberta e não foi fechada.`,
        fix: `Feche-a com "</${tag}>" depois do conteúdo, ou escreva "<${tag} />" se ela não tem conteúdo. Exemplo:\n<${tag}>\n\nTexto.\n\n</${tag}>`,
      };
    case 'unexpected-character':
      if (/before attribute value/.test(reason)) {
        return {
          message: 'o valor de um atributo está sem aspas.',
          fix: 'Escreva o valor entre aspas: title="Escrituras" (não title=Escrituras).',
        };
      }
      if (reason.includes('to create a comment in MDX')) {
        return { message: 'comentários no estilo HTML ("<!-- ... -->") não são aceitos.', fix: 'Escreva o comentário assim: {/* comentário */}' };
      }
      return {
        message: `o sinal "<" aparece no meio do texto ("${excerpt}"), e o MDX o lê como o começo de um componente.`,
        fix: 'Escreva por extenso ("menores de 16 anos", "menos de 16") ou use &lt; no lugar do sinal: "menores de &lt;16 anos".',
      };
    case 'unexpected-eof':
      if (error.source === 'micromark-extension-mdx-jsx') {
        return { message: 'um atributo ou uma tag não foi fechado: falta uma aspa (") ou um ">".', fix: 'Confira as aspas de cada atributo: <Card title="Título" icon="file-text">' };
      }
      return {
        message: `há uma chave "{" sem a chave "}" que a fecha ("${excerpt}"); no MDX, chaves servem para código.`,
        fix: 'Para escrever uma chave no texto use \\{ . Fatos são escritos com chaves duplas: {{fatos.prazoEscrituraSimples}}.',
      };
    case 'acorn':
      return {
        message: `o texto entre chaves "{ }" não é código válido ("${excerpt}"); no MDX, chaves servem para código.`,
        fix: 'Para escrever chaves no texto use \\{ e \\}. Fatos são escritos com chaves duplas: {{fatos.prazoEscrituraSimples}}.',
      };
    default:
      return { message: 'o texto tem um erro de escrita MDX.', fix: 'Confira as tags (<Componente> … </Componente>), as aspas dos atributos e os sinais < e { no texto.' };
  }
}

export interface MdxCheckOptions {
  file: string;
  /** The body with its {{facts}} filled in, and the way back to the file's lines (mdx-tree.ts fillFacts). */
  body: FilledBody;
  /** Components this file may use besides the shared map (e.g. Question in FAQ files). */
  extraComponents?: readonly string[];
}

/** The body's syntax tree (positions in the file), or the editor's mistakes that keep it from being read. */
export function readMdx({ file, body, extraComponents = [] }: MdxCheckOptions): { tree?: Root; errors: ContentError[] } {
  const source = body.parseText;
  let tree: Root;
  try {
    tree = parseMdx(source);
  } catch (e) {
    const error = e as ParserMessage;
    // Some messages carry their position only in the text: "(3:1-3:8)".
    const fromText = /\((\d+):(\d+)/.exec(error.reason ?? '');
    const line = error.line ?? (fromText ? Number(fromText[1]) : 1);
    const column = error.line ? error.column : fromText ? Number(fromText[2]) : undefined;
    const text = source.split('\n')[line - 1] ?? '';
    const start = Math.max(0, (column ?? 1) - 20);
    const excerpt = text.slice(start, start + 40).trim();
    const { message, fix } = explain(error, excerpt);
    // Where the editor wrote it: in a fact's value, the {{fact}} the page uses.
    const at = body.toFile(offsetOf(source, line, column ?? 1));
    const fromFact = at.fact ? ` O trecho vem do fato "{{${at.fact}}}": corrija o valor dele.` : '';
    return {
      errors: [{
        file, line: at.line, column: column === undefined ? undefined : at.column,
        message: `${message}${fromFact} (mensagem do MDX: "${error.reason ?? error.message}")`,
        fix,
      }],
    };
  }
  relocate(tree, source, body.toFile);

  const known = new Set([...MDX_COMPONENT_NAMES, ...extraComponents]);
  const available = `Componentes disponíveis: ${[...known].sort().map((n) => `<${n}>`).join(', ')}.`;
  const errors: ContentError[] = [];
  for (const node of walk(tree)) {
    // Every component is provided to every page: an import is a bundling detail that has no place in content.
    if (node.type === 'mdxjsEsm') {
      const firstLine = node.value.split('\n')[0];
      errors.push({
        file, line: node.position?.start.line, column: node.position?.start.column,
        message: `linhas "import" e "export" não são usadas no conteúdo ("${firstLine}"): todos os componentes já estão disponíveis em todas as páginas.`,
        fix: `Apague a linha e use o componente direto no texto, como <ServiceCards />. ${available}`,
      });
      continue;
    }
    if (!isJsxElement(node) || !isComponent(node) || known.has(node.name!)) continue;
    const guess = closest(node.name!, known, 3);
    errors.push({
      file, line: node.position?.start.line, column: node.position?.start.column,
      message: `o componente "<${node.name}>" não existe.`,
      fix: `${guess ? `Você quis dizer "<${guess}>"? ` : ''}${available}`,
    });
  }
  return errors.length ? { errors } : { tree, errors };
}
