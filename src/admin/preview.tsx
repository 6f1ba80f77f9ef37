/**
 * The editor's preview of a service page, drawn by the site's own component (ServiceLayout) and
 * stylesheets, with the shared facts filled in, as a citizen would see it. Rendered to HTML with this
 * bundle's React and handed to Decap (which runs its own React copy) as markup: the two never share
 * hooks. The MDX body shows as plain paragraphs; `npm run editor`'s live preview shows it in full.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ServiceLayout } from '../render/components/service/ServiceLayout';
import { interpolateDeep, type FactMap } from '../shared/content/facts';
import { serviceFrontmatter } from '../shared/content/schema';
import siteCss from '../styles/index.css?inline';

/** The site's stylesheets as the pages get them (src/islands/page/styles.ts), as text for the preview frame. */
const componentCss = import.meta.glob<string>(['../render/components/**/*.css', '../render/layout/*.css'], { query: '?inline', import: 'default', eager: true });
export const PREVIEW_STYLES = [siteCss, ...Object.values(componentCss)];

/** Decap's entry, as the preview gets it (Immutable.js). */
interface PreviewEntry { getIn(path: ['data']): { toJS(): Record<string, unknown> } | undefined; get(key: 'slug'): string }

const NOT_READY = 'A prévia aparece quando os campos obrigatórios estiverem preenchidos.';

/** The page's HTML for the entry's current form values, or a notice while they are not a valid page yet. */
export function servicePreviewHtml(entry: PreviewEntry, facts: FactMap): string {
  const { body = '', ...data } = entry.getIn(['data'])?.toJS() ?? {};
  const filled = interpolateDeep(data, facts, () => {});
  const parsed = serviceFrontmatter.safeParse(filled);
  if (!parsed.success) return renderToStaticMarkup(<p className="container">{NOT_READY}</p>);
  const paragraphs = String(body).split(/\n{2,}/).map((p) => p.trim()).filter(Boolean);
  return renderToStaticMarkup(
    <StaticRouter location={`/servicos/${entry.get('slug') ?? ''}`}>
      <main id="conteudo">
        <ServiceLayout fm={parsed.data}>
          {paragraphs.map((p, i) => <p key={i}>{interpolateDeep(p, facts, () => {})}</p>)}
        </ServiceLayout>
      </main>
    </StaticRouter>,
  );
}
