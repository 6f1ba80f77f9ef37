import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Manifest } from '../../src/content/manifest';

// /noticias shows the spec's placeholder only while there is no published news item.
const site = vi.hoisted(() => ({ manifest: { pages: [], news: [] } as Manifest, office: {} }));
vi.mock('virtual:site', () => site);

const { NewsList } = await import('../../src/components/institutional/NewsList');
const render = () => renderToStaticMarkup(<MemoryRouter><NewsList /></MemoryRouter>);

const item = (route: string, data: string, oculta = false) => ({
  route, file: `content${route}.mdx`, layout: 'noticia' as const, title: `Notícia ${data}`, oculta, data, resumo: 'Resumo.',
});

describe('NewsList', () => {
  beforeEach(() => {
    site.manifest.news = [];
  });

  it('shows "Página em desenvolvimento..." when there is no news', () => {
    const html = render();
    expect(html).toContain('Página em desenvolvimento...');
    expect(html).toContain('href="/contato"');
  });

  it('shows the placeholder when every item is hidden', () => {
    site.manifest.news = [item('/noticias/a', '2025-01-01', true)];
    expect(render()).toContain('Página em desenvolvimento...');
  });

  it('lists the news, in manifest order (newest first), without the placeholder', () => {
    site.manifest.news = [item('/noticias/b', '2025-02-01'), item('/noticias/a', '2025-01-01')];
    const html = render();
    expect(html).not.toContain('Página em desenvolvimento');
    expect(html.indexOf('/noticias/b')).toBeGreaterThan(-1);
    expect(html.indexOf('/noticias/b')).toBeLessThan(html.indexOf('/noticias/a'));
    expect(html).toContain('<h2');
  });
});
