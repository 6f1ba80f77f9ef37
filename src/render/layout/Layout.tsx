import type { ReactNode } from 'react';
import { SkipLinks } from './SkipLinks';
import { Header } from './Header';
import { Footer } from './Footer';
import { UpdatedOn } from './UpdatedOn';
import { SampleNotice } from './SampleNotice';

/** The frame of every page. `updated` closes <main> with "Atualizado em …". */
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
