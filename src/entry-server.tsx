/**
 * Build time: renders one page (the layout around a content file) to static HTML. Nothing here ships
 * to the browser: pages are not hydrated as a whole; their islands start on their own (src/islands/).
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Layout } from './layout/Layout';
import { ContentPage, type MdxModule } from './pages/ContentPage';
import type { ManifestPage } from './content/manifest';

const modules = import.meta.glob<MdxModule>(['/content/paginas/**/*.mdx', '/content/noticias/*.mdx'], { eager: true });

/** The page's HTML (inside <body>); `location` marks the current menu item (aria-current). */
export function renderPage(page: ManifestPage, location = page.route): string {
  const mod = modules[`/${page.file}`];
  if (!mod) throw new Error(`Conteúdo não encontrado: ${page.file}`);
  return renderToString(
    <StaticRouter location={location}>
      <Layout>
        <ContentPage page={page} mod={mod} />
      </Layout>
    </StaticRouter>,
  );
}
