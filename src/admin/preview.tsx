/**
 * The editor's preview, drawn by the site's own components. Handed to Decap as markup, since Decap runs
 * its own React copy and the two must never share hooks. The body is drawn from its checked syntax tree,
 * never run; while it cannot be drawn, its paragraphs show with the build's note.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { ReactNode } from 'react';
import { PageLayout } from '../kinds/pagina/Layout';
import { kindOfEntry, PAGE_FORM_NAMES } from '../kinds/registry';
import { layoutOf } from '../render/templates/kind-layouts';
import { mdxComponents } from '../render/components/mdx';
import { FaqSection, faqComponents } from '../render/components/faq/FaqSection';
import { Notice } from '../render/components/blocks/Notice';
import { interpolateDeep, type FactMap } from '../shared/content/facts';
import { faqFrontmatter } from '../shared/content/schema';
import siteCss from '../styles/index.css?inline';
import { checkBody, componentsFor, describeProblem } from './body-check.ts';
import { drawBody, type Components } from './body-draw.tsx';
import { deadlinesPreview, factsPreview, feeTablePreview, glossaryPreview, officePreview, type DataInput } from './data-previews.tsx';
import type { SharedData } from './shared-data.ts';

const componentCss = import.meta.glob<string>(['../render/components/**/*.css', '../render/layout/*.css'], { query: '?inline', import: 'default', eager: true });
export const PREVIEW_STYLES = [siteCss, ...Object.values(componentCss)];

interface PreviewEntry { getIn(path: ['data']): { toJS(): Record<string, unknown> } | undefined; get(key: 'slug' | 'collection'): string }

const NOT_READY = 'A prévia aparece quando os campos obrigatórios estiverem preenchidos.';
const BODY_NOT_READY = 'O texto ainda tem um erro de escrita (por exemplo, um componente <…> sem fechar): a prévia mostra só os parágrafos até ele ser corrigido.';
/** The build's own words on what keeps the text from being drawn. */
class BodyProblem extends Error {}
const HOME = 'A página inicial é montada com os destaques do site: veja-a na prévia do site (npm run editor, endereço /).';

function block(text: string, key: number): ReactNode {
  const heading = /^(#{2,4})\s+(.*)$/.exec(text);
  if (!heading) return <p key={key}>{text}</p>;
  const Tag = (['h2', 'h3', 'h4'] as const)[heading[1].length - 2];
  return <Tag key={key}>{heading[2]}</Tag>;
}

function plainBody(body: string, facts: FactMap): ReactNode[] {
  return body.replace(/\{\/\*[\s\S]*?\*\/\}/g, '').split(/\n{2,}/).map((p) => p.trim())
    .filter((p) => p && !/^(<|import |export )/.test(p))
    .map((p, i) => block(interpolateDeep(p, facts, () => {}), i));
}

/** Facts filled in first, as the build does; never run. */
function mdxBody(body: string, facts: FactMap, form: string, components: Components): ReactNode {
  const { tree, problems } = checkBody(interpolateDeep(body, facts, () => {}), componentsFor(form));
  if (!tree) throw new BodyProblem(describeProblem(problems[0]));
  return drawBody(tree, components);
}

const html = (route: string, content: ReactNode) => renderToStaticMarkup(<StaticRouter location={route}>{content}</StaticRouter>);
const notReady = () => renderToStaticMarkup(<p className="container">{NOT_READY}</p>);

/** `frame` around the drawn body, or around its paragraphs and a note while it cannot be drawn. */
function withBody(route: string, frame: (body: ReactNode) => ReactNode, body: string, facts: FactMap, form: string, components: Components = mdxComponents): string {
  const page = (content: ReactNode) => html(route, <main id="conteudo">{frame(content)}</main>);
  try {
    return page(mdxBody(body, facts, form, components));
  } catch (e) {
    // Mid-typing the body may not be readable yet: the paragraphs, and why the rest is missing.
    const why = e instanceof BodyProblem ? `${BODY_NOT_READY} Onde: ${e.message}` : BODY_NOT_READY;
    return page([<Notice key="aviso" tone="warning">{why}</Notice>, ...plainBody(body, facts)]);
  }
}

/** The form of an entry, as form-schemas.ts names it: "servicos", "dados/cartorio", "fatos". */
export const formOf = (collection: string, slug: string) => (collection === 'dados' ? `dados/${slug}` : collection);

function pagePreview(form: string, slug: string, { body = '', ...data }: Record<string, unknown>, facts: FactMap): string {
  const { name, schema, editor } = kindOfEntry(form, data);
  const Layout = layoutOf(name);
  if (editor.preview === false) return renderToStaticMarkup(<p className="container">{HOME}</p>);
  const parsed = schema.safeParse(interpolateDeep(data, facts, () => {}));
  if (!parsed.success) return notReady();
  return withBody(editor.route(slug), (content) => <Layout fm={parsed.data}>{content}</Layout>, String(body), facts, form);
}

function faqPreview(slug: string, { body = '', ...data }: Record<string, unknown>, facts: FactMap): string {
  const parsed = faqFrontmatter.safeParse(interpolateDeep(data, facts, () => {}));
  if (!parsed.success) return notReady();
  const frame = (content: ReactNode) => (
    <PageLayout title={parsed.data.titulo} showTitle={false}>
      <div className="faq"><FaqSection slug={slug} frontmatter={parsed.data}>{content}</FaqSection></div>
    </PageLayout>
  );
  return withBody('/duvidas', frame, String(body), facts, 'duvidas', faqComponents);
}

const DATA_PREVIEWS: Record<string, [string, (input: DataInput) => ReactNode]> = {
  'dados/cartorio': ['/contato', officePreview],
  'dados/tabela-emolumentos': ['/emolumentos', feeTablePreview],
  'dados/prazos': ['/quando-fica-pronto', deadlinesPreview],
  'dados/glossario': ['/glossario', glossaryPreview],
  fatos: ['/', factsPreview],
};

/**
 * Decap's names for the previews. A facts file named like a collection ("duvidas") shares its name:
 * previewHtml tells them apart by the entry's collection.
 */
export const PREVIEW_NAMES = [...PAGE_FORM_NAMES, 'duvidas', 'cartorio', 'tabela-emolumentos', 'prazos', 'glossario'];

export function previewHtml(entry: PreviewEntry, { facts, uses }: SharedData): string {
  const slug = entry.get('slug') ?? '';
  const form = formOf(entry.get('collection'), slug);
  const data = entry.getIn(['data'])?.toJS() ?? {};
  if (PAGE_FORM_NAMES.has(form)) return pagePreview(form, slug, data, facts);
  if (form === 'duvidas') return faqPreview(slug, data, facts);
  const [route, draw] = DATA_PREVIEWS[form] ?? ['/', () => undefined];
  const content = draw({ data, slug, facts, uses });
  return content === undefined ? notReady() : html(route, content);
}
