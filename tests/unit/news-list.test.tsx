import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewsCard } from '../../src/shared/content/cards';

// /noticias shows the spec's placeholder only while there is no published news item.
const cards = vi.hoisted(() => ({ news: [] as NewsCard[] }));
vi.mock('virtual:news', () => cards);

const { NewsList } = await import('../../src/render/components/institutional/NewsList');
const render = () => renderToStaticMarkup(<MemoryRouter><NewsList /></MemoryRouter>);

const item = (route: string, data: string): NewsCard => ({ route, title: `Notícia ${data}`, data, resumo: 'Resumo.', amostra: false });

describe('NewsList', () => {
  beforeEach(() => {
    cards.news = [];
  });

  it('shows "Página em desenvolvimento..." when there is no news', () => {
    const html = render();
    expect(html).toContain('Página em desenvolvimento...');
    expect(html).toContain('href="/contato"');
  });

  it('lists the news in the given order (newest first), without the placeholder', () => {
    cards.news = [item('/noticias/b', '2025-02-01'), item('/noticias/a', '2025-01-01')];
    const html = render();
    expect(html).not.toContain('Página em desenvolvimento');
    expect(html.indexOf('/noticias/b')).toBeGreaterThan(-1);
    expect(html.indexOf('/noticias/b')).toBeLessThan(html.indexOf('/noticias/a'));
    expect(html).toContain('<h2');
  });

  it('with news of more than one year: a heading per year, newest year first, and a list of the years linking to them', () => {
    cards.news = [item('/noticias/c', '2026-03-01'), item('/noticias/b', '2025-02-01'), item('/noticias/a', '2024-01-01')];
    const html = render();
    expect([...html.matchAll(/<h2 id="ano-(\d{4})">\1<\/h2>/g)].map((m) => m[1])).toEqual(['2026', '2025', '2024']);
    expect([...html.matchAll(/href="#ano-(\d{4})"/g)].map((m) => m[1])).toEqual(['2026', '2025', '2024']);
    expect(html).toContain('aria-label="Notícias por ano"');
    // Each item under its own year, as a level-3 card.
    expect(html.indexOf('/noticias/b')).toBeGreaterThan(html.indexOf('id="ano-2025"'));
    expect(html.indexOf('/noticias/b')).toBeLessThan(html.indexOf('id="ano-2024"'));
    expect(html).toMatch(/<h3[^>]*>.*?Notícia 2025-02-01/);
  });

  it('with news of one year only: no year headings', () => {
    cards.news = [item('/noticias/b', '2025-02-01'), item('/noticias/a', '2025-01-01')];
    expect(render()).not.toContain('ano-2025');
  });
});

describe('card data (built from content)', () => {
  it('drops hidden news and keeps newest first; services follow the editors\' order', async () => {
    const { toCards } = await import('../../src/shared/content/cards');
    const { loadContent } = await import('../../src/node/content/load');
    const site = loadContent(new URL('../fixtures/site', import.meta.url).pathname);
    const hidden = { ...site.news[0], route: '/noticias/oculta', frontmatter: { ...site.news[0].frontmatter, oculta: true } };
    const { news, services } = toCards({ ...site, news: [...site.news, hidden] });
    expect(news.map((n) => n.route)).toEqual(['/noticias/aviso']);
    expect(services.map((s) => s.route)).toEqual(['/servicos/exemplo']);
  });
});
