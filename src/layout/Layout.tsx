import type { ReactNode } from 'react';
import { SkipLinks } from './SkipLinks';
import { Header } from './Header';
import { Footer } from './Footer';

/** The frame of every page, rendered at build time: skip links, header, the page in <main>, footer. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLinks />
      <Header />
      <main id="conteudo" tabIndex={-1}>{children}</main>
      <Footer />
    </>
  );
}
