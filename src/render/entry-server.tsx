/** Build time: renders one page to static HTML. Nothing here ships; islands start on their own. */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Layout } from './layout/Layout';
import { ContentPage, type MdxModule } from './templates/ContentPage';
import type { ManifestPage } from '../shared/content/manifest';
import { manifest } from './site';
import { PendingPages } from './pending-pages';

const pendingPages: ReadonlySet<string> = new Set(manifest.pages.filter((p) => p.emConstrucao).map((p) => p.route));

// Loaded one by one, so the dev server compiles only the page asked for.
const modules = import.meta.glob<MdxModule>(['/content/paginas/**/*.mdx', '/content/noticias/*.mdx']);

/** The page's HTML (inside <body>); `location` marks the current menu item, `updated` shows as "Atualizado em". */
export async function renderPage(
  page: Pick<ManifestPage, 'file' | 'layout' | 'route' | 'title'> & { updated?: string },
  location = page.route,
): Promise<string> {
  const load = modules[`/${page.file}`];
  if (!load) throw new Error(`Conteúdo não encontrado: ${page.file}`);
  const mod = await load();
  return renderToString(
    <StaticRouter location={location}>
      <PendingPages value={pendingPages}>
        <Layout updated={page.updated}>
          <ContentPage page={page} mod={mod} />
        </Layout>
      </PendingPages>
    </StaticRouter>,
  );
}
