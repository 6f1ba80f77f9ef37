import type { ReactNode } from 'react';
import { SkipLinks } from './SkipLinks';
import { Header } from './Header';
import { Footer } from './Footer';
import { UpdatedOn } from './UpdatedOn';
import { SampleNotice } from './SampleNotice';

/**
 * The frame of every page, rendered at build time: skip links, the sample-data notice (while content is
 * sample), header, the page in <main>, footer.
 * `updated` (a content page's last change, "2026-11-20") closes <main> with "Atualizado em …".
 */
export function Layout({ children, updated }: { children: ReactNode; updated?: string }) {
  return (
    <>
      <SkipLinks />
      <SampleNotice />
      <Header />
      <main id="conteudo" tabIndex={-1}>
        {children}
        {updated && <UpdatedOn date={updated} />}
      </main>
      <Footer />
    </>
  );
}
