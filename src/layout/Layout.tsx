import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { SkipLinks } from './SkipLinks';
import { Header } from './Header';
import { Footer } from './Footer';
import { ErrorBoundary } from './ErrorBoundary';
import { useRouteChange } from './useRouteChange';
import { forgetFailedPages } from '../app/page-modules';

export function Layout({ children }: { children: ReactNode }) {
  useRouteChange();
  const { pathname } = useLocation();
  // Marks the page as interactive (tests and scripts wait for it); not rendered, so no hydration mismatch.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <SkipLinks />
      <Header />
      <main id="conteudo" tabIndex={-1}>
        {/* Navigations are transitions: the old page stays until the new chunk arrives. */}
        <ErrorBoundary resetKey={pathname} onReset={forgetFailedPages}>
          <Suspense fallback={null}>{children}</Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
    </>
  );
}
