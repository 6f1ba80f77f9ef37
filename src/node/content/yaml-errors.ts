/** The YAML parser's errors, and yaml-data.ts's, as an editor's message in Portuguese: what, which line, the fix. */
export interface YamlSyntaxError {
  code?: string;
  message: string;
  linePos?: [{ line: number; col: number }, ...unknown[]];
}

export interface YamlMistake {
  line?: number;
  message: string;
  fix: string;
}

const CURLY = /[“”‘’]/;
const ALIAS_FIX = 'Escreva cada valor por extenso, sem &nome e *nome: os arquivos de dados do site não usam âncoras nem apelidos.';

/** The line where an unclosed quote was opened: the parser only notices where the text runs out. */
function openingQuoteLine(lines: string[], reported: number, quote: string): number {
  for (let i = Math.min(reported, lines.length) - 1; i >= 0; i--) {
    if ((lines[i].split(quote).length - 1) % 2 === 1) return i + 1;
  }
  return reported;
}

export function yamlMistake(error: YamlSyntaxError, yamlText: string): YamlMistake {
  const lines = yamlText.split('\n');
  let line = error.linePos?.[0]?.line;
  const at = (n?: number) => (n ? lines[n - 1] ?? '' : '');
  switch (error.code) {
    case 'TAB_AS_INDENT':
      return { line, message: 'há uma tabulação (tecla Tab) no recuo desta linha; o YAML só aceita espaços.', fix: 'Apague o Tab e recue com espaços: dois espaços por nível, como em "  - item".' };
    case 'MISSING_CHAR':
      if (/quote/.test(error.message)) {
        const quote = /'quote/.test(error.message) ? "'" : '"';
        line = openingQuoteLine(lines, line ?? lines.length, quote);
        return { line, message: `um texto abre aspas (${quote}) e não fecha.`, fix: `Feche o texto com as mesmas aspas no fim da linha: titulo: ${quote}Texto do título${quote}` };
      }
      return { line, message: 'falta o espaço depois do traço ou os dois-pontos depois do nome do campo.', fix: 'Escreva os itens de lista como "  - item" (traço e espaço) e os campos como "nome: valor".' };
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
      if (CURLY.test(at(line))) {
        return { line, message: 'o texto desta linha usa aspas curvas (“ ” do Word), que o YAML não entende como aspas.', fix: 'Troque “ ” por aspas retas: titulo: "Texto: com dois-pontos"' };
      }
      return { line, message: 'um texto com dois-pontos (:) no meio precisa estar entre aspas.', fix: 'Escreva o texto todo entre aspas retas: resumo: "Escritura: compra e venda"' };
    case 'DUPLICATE_KEY':
      return { line, message: 'um campo aparece duas vezes no mesmo lugar.', fix: 'Deixe uma linha só para o campo: apague a outra ou junte os dois textos.' };
    case 'ALIAS_LIMIT':
      return { line, message: 'o arquivo repete trechos com âncoras e apelidos (&nome e *nome) tantas vezes que o site não consegue lê-lo.', fix: ALIAS_FIX };
    case 'BAD_ALIAS':
      return { line, message: 'o apelido (*nome) desta linha não corresponde a nenhuma âncora (&nome) escrita antes dele.', fix: ALIAS_FIX };
    case 'TAG_RESOLVE_FAILED':
      return { line, message: `o valor desta linha tem uma marca de tipo (${/!\S*/.exec(at(line))?.[0] ?? '!'}) que o site não lê.`, fix: 'Apague a marca que começa com "!" e escreva o valor como texto entre aspas: titulo: "Texto do título".' };
    case 'FILE_TOO_LARGE':
      return { line: 1, message: 'o arquivo é grande demais (mais de 1 MB); um arquivo de dados do site tem poucos KB.', fix: 'Confira se nada foi colado nele por engano (um documento inteiro, uma imagem) e apague o excesso.' };
    case 'MULTIPLE_DOCS':
      return { line, message: 'o arquivo tem uma linha "---" no meio: em YAML ela começa outro documento, e cada arquivo de dados tem um só.', fix: 'Apague a linha "---", ou escreva entre aspas o texto que começa com "---".' };
    case 'BAD_INDENT':
      return { line, message: 'o recuo desta linha não combina com o das linhas vizinhas.', fix: 'Alinhe os campos do mesmo nível na mesma coluna, com espaços (dois por nível); itens de lista começam com "  - ".' };
    default:
      return {
        line,
        message: CURLY.test(at(line)) ? 'o YAML não entendeu esta linha; ela tem aspas curvas (“ ” do Word).' : 'o YAML não entendeu esta linha.',
        fix: 'Confira os dois-pontos depois de cada campo, o recuo dos itens de lista ("  - ") e as aspas retas (") dos textos com ":".',
      };
  }
}
