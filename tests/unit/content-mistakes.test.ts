/**
 * Each kind of mistake an editor makes in an MDX file gives exactly one Portuguese message with the
 * file's path relative to the project, "linha N" (and the column where known), what is wrong in plain
 * words and a fix with an example; the MDX parser's English text may follow, quoted, never alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/node/content/load';
import { formatContentErrors } from '../../src/node/content/report';
import { MDX_COMPONENT_NAMES } from '../../src/shared/content/mdx-component-names';
import { mdxBlocks } from '../../src/render/components/mdx-blocks';
import { FIXTURE, siteWith } from './fixture-site';

const SERVICE = 'content/paginas/servicos/exemplo.mdx';
const HOME = 'content/paginas/index.mdx';
/** The fixture service page's last line: a text appended with withBodyLine starts two lines below it. */
const BODY_LINE = fs.readFileSync(path.join(FIXTURE, SERVICE), 'utf8').trimEnd().split('\n').length;

/** Loads the fixture with `text` appended to the service page's body, on line BODY_LINE + 2. */
function withBodyLine(text: string) {
  const site = loadContent(siteWith(SERVICE, (t) => `${t}\n${text}\n`));
  return { site, report: formatContentErrors(site.errors) };
}

function expectOneMessage(site: ReturnType<typeof loadContent>, file: string, line: number) {
  expect(site.errors, formatContentErrors(site.errors)).toHaveLength(1);
  const [error] = site.errors;
  expect(error.file).toBe(file);
  expect(error.line).toBe(line);
  expect(error.fix).toBeTruthy();
  return error;
}

describe('MDX mistakes: one Portuguese message each, with line and fix', () => {
  it('a component left open', () => {
    const { site, report } = withBodyLine('<Notice>\n\nAtenção ao prazo.');
    const error = expectOneMessage(site, SERVICE, BODY_LINE + 2);
    expect(error.message).toMatch(/^a tag "<Notice>" foi aberta e não foi fechada/);
    expect(error.fix).toContain('</Notice>');
    expect(report).toContain(`✗ ${SERVICE}, linha ${BODY_LINE + 2}, coluna 1`);
    expect(report).toContain('Como corrigir:');
  });

  it('a closing tag that does not match', () => {
    const { site } = withBodyLine('<Notice>\n\nAtenção.\n\n</Notise>');
    const error = expectOneMessage(site, SERVICE, BODY_LINE + 6);
    expect(error.message).toContain('"</Notise>"');
    expect(error.fix).toContain('</Notice>');
  });

  it('a stray "<" in a sentence', () => {
    const { site } = withBodyLine('Crianças menores de <16 anos vêm com os pais.');
    const error = expectOneMessage(site, SERVICE, BODY_LINE + 2);
    expect(error.column).toBe(22);
    expect(error.message).toContain('o sinal "<" aparece no meio do texto');
    expect(error.fix).toContain('&lt;');
    // The parser's own words only after ours, quoted.
    expect(error.message).toMatch(/\(mensagem do MDX: ".+"\)$/);
  });

  it('a stray "{" in a sentence', () => {
    const { site } = withBodyLine('Use a tabela {ver abaixo.');
    const error = expectOneMessage(site, SERVICE, BODY_LINE + 2);
    expect(error.message).toContain('chave "{"');
    expect(error.fix).toContain('\\{');
  });

  it('braces around text that is not code', () => {
    const { site } = withBodyLine('Valor {a partir de} R$ 10.');
    const error = expectOneMessage(site, SERVICE, BODY_LINE + 2);
    expect(error.message).toContain('entre chaves');
  });

  it('an attribute without quotes', () => {
    const { site } = withBodyLine('<Notice title=Atenção>\n\nTexto.\n\n</Notice>');
    const error = expectOneMessage(site, SERVICE, BODY_LINE + 2);
    expect(error.message).toBe(`o valor de um atributo está sem aspas. (mensagem do MDX: "${error.message.split('mensagem do MDX: "')[1].slice(0, -2)}")`);
    expect(error.fix).toContain('title="Escrituras"');
  });

  it('an attribute whose quote is never closed', () => {
    const { site } = withBodyLine('<Notice title="Atenção>\n\nTexto.\n\n</Notice>');
    const error = site.errors[0];
    expect(site.errors).toHaveLength(1);
    expect(error.message).toContain('falta uma aspa');
  });

  it('an HTML comment', () => {
    const { site } = withBodyLine('<!-- rascunho -->');
    expect(expectOneMessage(site, SERVICE, BODY_LINE + 2).fix).toContain('{/* comentário */}');
  });

  it('a component that does not exist is named, with the nearest one and the list', () => {
    const { site } = withBodyLine('<Quadro>\n\nTexto.\n\n</Quadro>\n\n<Notise>Oi</Notise>');
    expect(site.errors).toHaveLength(2);
    const [first, second] = site.errors;
    expect(first).toMatchObject({ file: SERVICE, line: BODY_LINE + 2, message: 'o componente "<Quadro>" não existe.' });
    expect(first.fix).toContain('<Notice>');
    expect(second.fix).toMatch(/^Você quis dizer "<Notice>"\?/);
  });

  it('an import line: content needs none, every component is there already', () => {
    const { site } = withBodyLine("import { ServiceCards } from '~/components/cards/ServiceCards'\n\n<ServiceCards />");
    const error = expectOneMessage(site, SERVICE, BODY_LINE + 2);
    expect(error.message).toBe(
      'linhas "import" e "export" não são usadas no conteúdo ("import { ServiceCards } from \'~/components/cards/ServiceCards\'"): todos os componentes já estão disponíveis em todas as páginas.',
    );
    expect(error.fix).toMatch(/^Apague a linha e use o componente direto no texto, como <ServiceCards \/>\. Componentes disponíveis: .*<PriceTable>/);
  });

  it('every page part can be used without an import', () => {
    const { site } = withBodyLine('<ServiceCards />\n\n<PriceTable />\n\n<FaqList />');
    expect(site.errors).toEqual([]);
  });

  it('a fact that does not exist, in the body', () => {
    const { site } = withBodyLine('Prazo: {{fatos.prazoQueNaoExiste}}.');
    const error = expectOneMessage(site, SERVICE, BODY_LINE + 2);
    expect(error.message).toBe('o fato "{{fatos.prazoQueNaoExiste}}" não existe.');
  });

  it('a fact whose value MDX cannot read: the line and column of the {{fact}}, and which fact', () => {
    const dir = siteWith('content/fatos/gerais.yml', (t) => `${t}idade: "menores de <16 anos"\n`);
    fs.appendFileSync(`${dir}/${SERVICE}`, '\nCrianças {{fatos.idade}} vêm com os pais.\n');
    const error = expectOneMessage(loadContent(dir), SERVICE, BODY_LINE + 2);
    expect(error.column).toBe(10);
    expect(error.message).toContain('o sinal "<" aparece no meio do texto');
    expect(error.message).toContain('O trecho vem do fato "{{fatos.idade}}"');
  });

  it('a fact named with a hyphen: which name, and what a name may be (not zod\'s "Invalid key in record")', () => {
    const site = loadContent(siteWith('content/fatos/gerais.yml', (t) => `${t}prazo-certidao: "5 dias úteis"\n`));
    const error = site.errors.find((e) => e.file === 'content/fatos/gerais.yml')!;
    expect(error.message).toBe('o nome "prazo-certidao" não serve para um fato: use uma palavra só, com letras sem acento e números, começando por letra (ex.: prazoCertidao).');
    expect(error.line).toBeGreaterThan(1);
  });

  it('facts inside a line are not read as code', () => {
    const { site } = withBodyLine('Prazo: {{fatos.prazoExemplo}} — ligue {{cartorio.telefone}}.');
    expect(site.errors).toEqual([]);
  });
});

describe('one mistake, one message', () => {
  it('a page without description: one message, and the links to it are not reported as broken', () => {
    const dir = siteWith(SERVICE, (t) => t.replace(/^description: .*\n/m, ''));
    const site = loadContent(dir);
    const error = expectOneMessage(site, SERVICE, 2);
    expect(error.message).toBe('falta o campo obrigatório "description".');
    // The home page links to /servicos/exemplo#documentos: still a page.
    expect(formatContentErrors(site.errors)).not.toContain(HOME);
  });

  it('a page whose MDX is broken: its links are not checked again, and links to it stay valid', () => {
    const site = loadContent(siteWith(SERVICE, (t) => `${t}\n<Notice>\n\n[quebrado](/nao-existe)\n`));
    expect(site.errors).toHaveLength(1);
    expect(site.errors[0].message).toContain('<Notice>');
  });
});

it('the list of components editors can use is the MDX map', () => {
  // The page parts read the site's data through virtual modules, which exist only in the build: read
  // their names from the map's source instead of importing it.
  const source = fs.readFileSync('src/render/components/mdx.tsx', 'utf8');
  const pageParts = /\.\.\.mdxBlocks,([^}]*)\}/.exec(source)![1].split(',').map((n) => n.trim()).filter(Boolean);
  const blocks = Object.keys(mdxBlocks).filter((k) => /^[A-Z]/.test(k));
  expect([...MDX_COMPONENT_NAMES].sort()).toEqual([...blocks, ...pageParts].sort());
});
