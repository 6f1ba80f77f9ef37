/** The MDX parser's errors in plain Portuguese, each with a fix, for the build's report and the editor's save. */
export interface ParserMessage {
  ruleId?: string;
  source?: string;
  reason?: string;
  message?: string;
  line?: number;
  column?: number;
}

function explainParserMessage(error: ParserMessage, excerpt: string): { message: string; fix: string } {
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

/** Where the parser stopped (1-based), what is wrong and its fix, and the parser's own words, quoted. */
export function describeParseError(error: ParserMessage, source: string) {
  // Some messages carry their position only in the text: "(3:1-3:8)".
  const fromText = /\((\d+):(\d+)/.exec(error.reason ?? '');
  const line = error.line ?? (fromText ? Number(fromText[1]) : 1);
  const column = error.line ? error.column : fromText ? Number(fromText[2]) : undefined;
  const text = source.split('\n')[line - 1] ?? '';
  const start = Math.max(0, (column ?? 1) - 20);
  const { message, fix } = explainParserMessage(error, text.slice(start, start + 40).trim());
  return { line, column, message, fix, parserWords: `(mensagem do MDX: "${error.reason ?? error.message}")` };
}
