import { use } from 'react';
import { useLocation } from 'react-router';
import { Layout } from '../layout/Layout';
import { ContentPage } from '../pages/ContentPage';
import type { ManifestPage } from '../content/manifest';
import { loadPage } from './page-modules';
import { resolvePage } from './resolve-page';

function PageFromFile({ page }: { page: ManifestPage }) {
  const mod = use(loadPage(page.file));
  return <ContentPage page={page} mod={mod} />;
}

/** The whole site: the layout around the content file the URL names. */
export function App() {
  const { pathname } = useLocation();
  const page = resolvePage(pathname);
  return (
    <Layout>
      <PageFromFile key={page.file} page={page} />
    </Layout>
  );
}
