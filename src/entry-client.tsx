import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { resolvePage } from './app/resolve-page';
import { loadPage } from './app/page-modules';
import './styles/index.css';

async function start() {
  const container = document.getElementById('root')!;
  const page = resolvePage(window.location.pathname);
  // The page's chunk is already preloaded by a <link rel="modulepreload">: this only waits for it.
  await loadPage(page.file).catch(() => undefined);
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  // Hydrate only HTML prerendered for this very page. A static host answers /servicos/xyz with
  // 404.html, which the app shows as the services list: that one is rendered afresh.
  if (container.dataset.page === page.file) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
