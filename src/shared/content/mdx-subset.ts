/**
 * What a page's text may hold: content is data, never code. The MDX tree is checked against this subset
 * before anything compiles or draws it: Markdown with GFM, safe links, the site's components and a few
 * HTML tags with literal attributes only, and comments for the team. Everything else is refused with
 * its place and a fix in Portuguese.
 */
import type { Nodes, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import type { Expression, Program } from 'estree';
import { closest } from '../text/edit-distance.ts';

/** One thing a body may not hold, where, and how to fix it. */
export interface SubsetProblem { line?: number; column?: number; message: string; fix: string }

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
type Attribute = MdxJsxAttribute | MdxJsxExpressionAttribute;

/** HTML tags a sentence may use, and the attributes each takes (any tag also takes `title` and `lang`). */
export const HTML_TAGS: Readonly<Record<string, readonly string[]>> = {
  abbr: [], br: [], kbd: [], small: [], sub: [], sup: [],
  img: ['src', 'alt', 'width', 'height', 'loading'],
};
const ANY_TAG_ATTRIBUTES = ['title', 'lang'];

/** Markdown nodes the site draws; anything else a parser extension might add is refused. */
const MARKDOWN_NODES = new Set([
  'root', 'paragraph', 'heading', 'text', 'emphasis', 'strong', 'delete', 'inlineCode', 'code', 'blockquote',
  'list', 'listItem', 'thematicBreak', 'break', 'link', 'linkReference', 'image', 'imageReference', 'definition',
  'footnoteDefinition', 'footnoteReference', 'table', 'tableRow', 'tableCell',
]);

/** An address with no scheme is one of the site's. */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
/** Attributes that hold an address, checked like Markdown links. */
const ADDRESS_ATTRIBUTE = /^(to|href|src|srcset|action|formaction|poster|cite)$|(url|href|link|src)$/i;

/** The scheme as a browser reads it (control characters and spaces ignored). */
function schemeOf(address: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const plain = address.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  return /^([a-z][a-z0-9+.-]*):/.exec(plain)?.[1];
}

/**
 * An address a browser reads as another host's though it has no scheme ("//host", "/\host": browsers
 * read a backslash as a slash and drop tabs and line breaks).
 */
export function isOtherHostPath(address: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^[\\/][\\/]/.test(address.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, ''));
}

export function isSafeAddress(address: string): boolean {
  const scheme = schemeOf(address);
  return scheme === undefined || SAFE_SCHEMES.has(scheme);
}

/** The value of a literal expression (string, number, boolean, null, or a list of them), or NOT_LITERAL. */
export const NOT_LITERAL: unique symbol = Symbol('not literal');
export function literalValue(expression: Expression | undefined): unknown {
  switch (expression?.type) {
    case 'Literal':
      return 'regex' in expression || 'bigint' in expression ? NOT_LITERAL : expression.value;
    case 'TemplateLiteral':
      return expression.expressions.length ? NOT_LITERAL : expression.quasis[0]?.value.cooked ?? '';
    case 'UnaryExpression':
      return expression.operator === '-' && expression.argument.type === 'Literal' && typeof expression.argument.value === 'number'
        ? -expression.argument.value : NOT_LITERAL;
    case 'ArrayExpression': {
      const items = expression.elements.map((e) => (e && e.type !== 'SpreadElement' && e.type !== 'ArrayExpression' ? literalValue(e) : NOT_LITERAL));
      return items.includes(NOT_LITERAL) ? NOT_LITERAL : items;
    }
    default:
      return NOT_LITERAL;
  }
}

/** The one expression of `{…}`: null when it holds only comments, undefined when it is not one expression. */
export function expressionOf(program: Program | null | undefined): Expression | null | undefined {
  if (!program) return undefined;
  if (program.body.length === 0) return null;
  const [statement] = program.body;
  return program.body.length === 1 && statement.type === 'ExpressionStatement' ? statement.expression : undefined;
}

const excerpt = (text: string) => (text.length > 40 ? `${text.slice(0, 40).trim()}…` : text).replace(/\s+/g, ' ');

const CODE_FIX = 'Para mostrar chaves no texto, escreva \\{ e \\}. Um fato usa chaves duplas: {{fatos.prazoEscrituraSimples}}. Uma nota para a equipe, que não aparece na página: {/* nota */}.';

/** The problems of a body's tree against the subset; positions are the tree's own. */
export function subsetProblems(tree: Root, components: Iterable<string>): SubsetProblem[] {
  const known = new Set(components);
  const available = `Componentes disponíveis: ${[...known].sort().map((n) => `<${n}>`).join(', ')}.`;
  const tags = `Tags HTML aceitas: ${Object.keys(HTML_TAGS).map((t) => `<${t}>`).join(', ')}.`;
  const problems: SubsetProblem[] = [];
  const at = (node: { position?: Nodes['position'] } | undefined, fallback?: Nodes) => {
    const start = node?.position?.start ?? fallback?.position?.start;
    return { line: start?.line, column: start?.column };
  };
  const badAddress = (where: Nodes | Attribute, address: string, what: string) => problems.push({
    ...at(where),
    message: `o endereço "${excerpt(address)}" ${what} não é aceito: só endereços do próprio site (/servicos), https://, mailto: e tel:.`,
    fix: 'Escreva o endereço da página do site (por exemplo /contato) ou o endereço completo com https://. Endereços "javascript:" e "data:" rodam código ou escondem o conteúdo, e nunca são aceitos.',
  });

  const hostAddress = (where: Nodes | Attribute, address: string) => problems.push({
    ...at(where),
    message: `o endereço "${excerpt(address)}" começa com duas barras (/ ou \\): o navegador abre outro site (${excerpt(address.replace(/^[\s\\/]+/, ''))}), não uma página deste.`,
    fix: 'Para uma página do site, comece com uma barra só: /contato. Para outro site, escreva o endereço completo com https://, e o link abre em nova aba.',
  });
  /** Refuses an unsafe address or one naming another host; true when it did. */
  const refusedAddress = (where: Nodes | Attribute, address: string, what: string) => {
    if (!isSafeAddress(address)) badAddress(where, address, what);
    else if (isOtherHostPath(address)) hostAddress(where, address);
    else return false;
    return true;
  };

  const checkAttribute = (element: JsxElement, attribute: Attribute) => {
    const tag = `<${element.name}>`;
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      problems.push({
        ...at(attribute, element),
        message: `a tag "${tag}" recebe atributos por código ("{${excerpt(attribute.value)}}").`,
        fix: 'Escreva cada atributo com o seu valor entre aspas: <Card title="Título" href="/servicos">.',
      });
      return;
    }
    const { name } = attribute;
    if (/^on/i.test(name)) {
      problems.push({
        ...at(attribute, element),
        message: `o atributo "${name}" em "${tag}" roda código no navegador do visitante.`,
        fix: `Apague "${name}". Um link se escreve [texto](/endereco) ou <ButtonLink href="/endereco">texto</ButtonLink>.`,
      });
      return;
    }
    if (name === 'style' || name === 'dangerouslySetInnerHTML' || name === 'ref' || name === 'srcDoc' || name === 'srcdoc') {
      problems.push({
        ...at(attribute, element),
        message: `o atributo "${name}" não é aceito no texto das páginas${name === 'style' ? ': a aparência vem da folha de estilos do site' : ''}.`,
        fix: `Apague "${name}". Para destacar um trecho use um componente, como <Notice>…</Notice>; o texto em si se escreve em Markdown.`,
      });
      return;
    }
    const isTag = !/^[A-Z]/.test(element.name!);
    const tagAttributes = isTag ? [...(Object.hasOwn(HTML_TAGS, element.name!) ? HTML_TAGS[element.name!] : []), ...ANY_TAG_ATTRIBUTES] : undefined;
    if (tagAttributes && !tagAttributes.includes(name)) {
      problems.push({
        ...at(attribute, element),
        message: `o atributo "${name}" não é aceito na tag "${tag}".`,
        fix: `Atributos aceitos em ${tag}: ${tagAttributes.join(', ')}. Para outra aparência, use um componente do site.`,
      });
      return;
    }
    let value: unknown = attribute.value ?? true;
    if (attribute.value && typeof attribute.value === 'object') {
      value = literalValue(expressionOf(attribute.value.data?.estree) ?? undefined);
      if (value === NOT_LITERAL) {
        problems.push({
          ...at(attribute, element),
          message: `o valor do atributo "${name}" em "${tag}" é código ("{${excerpt(attribute.value.value)}}").`,
          fix: `Escreva o valor entre aspas: ${name}="texto". Também valem números, true ou false, e listas de textos: ${name}={['a', 'b']}.`,
        });
        return;
      }
    }
    const texts = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
    for (const text of texts) {
      const scheme = schemeOf(text);
      // "javascript:" is refused in any attribute, in case a component links it.
      const unsafeAnywhere = scheme === 'javascript' || scheme === 'vbscript';
      if (unsafeAnywhere) {
        badAddress(attribute, text, `no atributo "${name}" de "${tag}"`);
        return;
      }
      if (ADDRESS_ATTRIBUTE.test(name) && refusedAddress(attribute, text, `no atributo "${name}" de "${tag}"`)) return;
    }
  };

  const checkElement = (element: JsxElement) => {
    const { name } = element;
    if (!name) {
      problems.push({ ...at(element), message: 'a tag vazia "<>" não é usada no texto das páginas.', fix: 'Apague "<>" e "</>" e deixe o texto entre elas.' });
      return;
    }
    // Own names only: "__proto__" is no tag of the list, whatever an object inherits.
    if (/^[A-Z]/.test(name) ? !known.has(name) : !Object.hasOwn(HTML_TAGS, name)) {
      if (/^[A-Z]/.test(name)) {
        const guess = closest(name, known, 3);
        problems.push({ ...at(element), message: `o componente "<${name}>" não existe.`, fix: `${guess ? `Você quis dizer "<${guess}>"? ` : ''}${available}` });
      } else {
        problems.push({
          ...at(element),
          message: `a tag HTML "<${name}>" não é aceita no texto das páginas.`,
          fix: `Escreva em Markdown (**negrito**, [link](/contato), listas com "-") ou use um componente do site. ${tags} ${available}`,
        });
      }
      return;
    }
    for (const attribute of element.attributes) checkAttribute(element, attribute);
  };

  const visit = (node: Nodes) => {
    switch (node.type) {
      case 'mdxjsEsm':
        problems.push({
          ...at(node),
          message: `linhas "import" e "export" não são usadas no conteúdo ("${node.value.split('\n')[0]}"): todos os componentes já estão disponíveis em todas as páginas.`,
          fix: `Apague a linha e use o componente direto no texto, como <ServiceCards />. ${available}`,
        });
        return;
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        if (expressionOf(node.data?.estree) !== null) {
          problems.push({ ...at(node), message: `o trecho entre chaves "{${excerpt(node.value)}}" é código, e o texto das páginas não roda código.`, fix: CODE_FIX });
        }
        return;
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        checkElement(node);
        break;
      case 'link':
      case 'image':
      case 'definition':
        refusedAddress(node, node.url, node.type === 'image' ? 'da imagem' : 'do link');
        break;
      default:
        if (!MARKDOWN_NODES.has(node.type)) {
          problems.push({ ...at(node), message: `o texto tem um trecho que o site não mostra (${node.type}).`, fix: 'Escreva o trecho em Markdown ou com um dos componentes do site.' });
          return;
        }
    }
    if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };
  visit(tree);
  return problems;
}
