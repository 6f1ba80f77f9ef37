/** Server side of prerendering: renders one URL of the app to HTML. Used only at build time. */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/App';
import { resolvePage } from './app/resolve-page';
import { loadPage } from './app/page-modules';

export interface RenderResult {
  html: string;
  /** Content file shown (the client hydrates only when it resolves the same one). */
  pageFile: string;
}

export async function render(url: string): Promise<RenderResult> {
  const page = resolvePage(new URL(url, 'http://prerender.local').pathname);
  await loadPage(page.file);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
  // A page that throws or suspends leaves React's client-render marker instead of its text:
  // the HTML would be empty without JavaScript, so the build must stop.
  if (/<!--\$[!?]-->/.test(html)) throw new Error(`A página ${url} falhou ao renderizar no servidor (veja o erro acima).`);
  return { html, pageFile: page.file };
}
