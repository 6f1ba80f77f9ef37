/**
 * The editor's preview of each entry as the site shows it, drawn by the site's own components and
 * stylesheets with the shared facts filled in: a service page, a news item or another page (each kind's
 * Layout.tsx), an FAQ category as /duvidas shows it (FaqSection), and the data forms
 * (data-previews.tsx: office data, fee table, shared facts). Rendered to HTML with this
 * bundle's React and handed to Decap (which runs its own React copy) as markup: the two never share
 * hooks. The MDX body is read as the build reads it (Markdown, tables, the site's MDX components, facts
 * filled in), checked against the content subset and drawn from its syntax tree: nothing in it is run
 * (body-check.ts, body-draw.tsx). While it cannot be drawn (a component half typed, or something the
 * site refuses), its plain paragraphs show, with the build's note on what is wrong.
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

/** The site's stylesheets as the pages get them (src/islands/page/styles.ts), as text for the preview frame. */
const componentCss = import.meta.glob<string>(['../render/components/**/*.css', '../render/layout/*.css'], { query: '?inline', import: 'default', eager: true });
export const PREVIEW_STYLES = [siteCss, ...Object.values(componentCss)];

/** Decap's entry, as the preview gets it (Immutable.js). */
interface PreviewEntry { getIn(path: ['data']): { toJS(): Record<string, unknown> } | undefined; get(key: 'slug' | 'collection'): string }

const NOT_READY = 'A prévia aparece quando os campos obrigatórios estiverem preenchidos.';
const BODY_NOT_READY = 'O texto ainda tem um erro de escrita (por exemplo, um componente <…> sem fechar): a prévia mostra só os parágrafos até ele ser corrigido.';
/** The build's own words on what keeps the text from being drawn. */
class BodyProblem extends Error {}
const HOME = 'A página inicial é montada com os destaques do site: veja-a na prévia do site (npm run editor, endereço /).';

/** A paragraph of the body, or a Markdown heading ("## Título") as the site's heading. */
function block(text: string, key: number): ReactNode {
  const heading = /^(#{2,4})\s+(.*)$/.exec(text);
  if (!heading) return <p key={key}>{text}</p>;
  const Tag = (['h2', 'h3', 'h4'] as const)[heading[1].length - 2];
  return <Tag key={key}>{heading[2]}</Tag>;
}

/** The body's plain paragraphs and headings: comments, imports and components (<Notice>…) left out. */
function plainBody(body: string, facts: FactMap): ReactNode[] {
  return body.replace(/\{\/\*[\s\S]*?\*\/\}/g, '').split(/\n{2,}/).map((p) => p.trim())
    .filter((p) => p && !/^(<|import |export )/.test(p))
    .map((p, i) => block(interpolateDeep(p, facts, () => {}), i));
}

/** The body as the site draws it: facts filled in first (as the build does), then read and drawn, never run. */
function mdxBody(body: string, facts: FactMap, form: string, components: Components): ReactNode {
  const { tree, problems } = checkBody(interpolateDeep(body, facts, () => {}), componentsFor(form));
  if (!tree) throw new BodyProblem(describeProblem(problems[0]));
  return drawBody(tree, components);
}

const html = (route: string, content: ReactNode) => renderToStaticMarkup(<StaticRouter location={route}>{content}</StaticRouter>);
const notReady = () => renderToStaticMarkup(<p className="container">{NOT_READY}</p>);

/** A page whose text is MDX: `frame` around the drawn body, or around its paragraphs and a note while it cannot be drawn. */
function withBody(route: string, frame: (body: ReactNode) => ReactNode, body: string, facts: FactMap, form: string, components: Components = mdxComponents): string {
  const page = (content: ReactNode) => html(route, <main id="conteudo">{frame(content)}</main>);
  try {
    return page(mdxBody(body, facts, form, components));
  } catch (e) {
    // Mid-typing the body may not be read or drawn yet: the paragraphs, and why the rest is missing.
    const why = e instanceof BodyProblem ? `${BODY_NOT_READY} Onde: ${e.message}` : BODY_NOT_READY;
    return page([<Notice key="aviso" tone="warning">{why}</Notice>, ...plainBody(body, facts)]);
  }
}

/** The form of an entry, as form-schemas.ts names it: "servicos", "dados/cartorio", "fatos". */
export const formOf = (collection: string, slug: string) => (collection === 'dados' ? `dados/${slug}` : collection);

/** A service page, a news item or another page, for the entry's current form values. */
function pagePreview(form: string, slug: string, { body = '', ...data }: Record<string, unknown>, facts: FactMap): string {
  const { name, schema, editor } = kindOfEntry(form, data);
  const Layout = layoutOf(name);
  if (editor.preview === false) return renderToStaticMarkup(<p className="container">{HOME}</p>);
  const parsed = schema.safeParse(interpolateDeep(data, facts, () => {}));
  if (!parsed.success) return notReady();
  return withBody(editor.route(slug), (content) => <Layout fm={parsed.data}>{content}</Layout>, String(body), facts, form);
}

/** An FAQ category as /duvidas shows it: its title, then its questions, drawn with the FAQ's components. */
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

/** The data forms' previews (data-previews.tsx) and the address each stands for. */
const DATA_PREVIEWS: Record<string, [string, (input: DataInput) => ReactNode]> = {
  'dados/cartorio': ['/contato', officePreview],
  'dados/tabela-emolumentos': ['/emolumentos', feeTablePreview],
  'dados/prazos': ['/quando-fica-pronto', deadlinesPreview],
  'dados/glossario': ['/glossario', glossaryPreview],
  fatos: ['/', factsPreview],
};

/**
 * Decap's names for the previews (a folder collection's name, a file's name): the pages, the FAQ, the
 * office data, the fee table, the deadlines and the glossary; each facts file's name comes with fatos-uso.json. A facts file named
 * like a collection ("duvidas") shares its name: previewHtml tells them apart by the entry's collection.
 */
export const PREVIEW_NAMES = [...PAGE_FORM_NAMES, 'duvidas', 'cartorio', 'tabela-emolumentos', 'prazos', 'glossario'];

/** The entry's preview for its current form values, or a notice while they are not valid yet. */
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
