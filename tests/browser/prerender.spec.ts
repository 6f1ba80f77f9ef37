/**
 * What the build writes for crawlers, static hosts and visitors without JavaScript: one HTML file per
 * route with its own text and head tags, plus 404.html, sitemap.xml and robots.txt.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SITE_DIR, sitemapRoutes } from './helpers';

const SITE_URL = /<loc>(https:\/\/[^/<]+)\//.exec(fs.readFileSync(path.join(SITE_DIR, 'sitemap.xml'), 'utf8'))![1];

function htmlFor(route: string): string {
  return fs.readFileSync(path.join(SITE_DIR, route === '/' ? '' : route, 'index.html'), 'utf8');
}

const attr = (html: string, selector: RegExp) => selector.exec(html)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);

test.describe('prerendered files', () => {
  const routes = sitemapRoutes();

  test('the sitemap lists every public route, and the home page, a service page and the services list are in it', () => {
    expect(routes).toEqual(expect.arrayContaining(['/', '/servicos', '/servicos/escrituras', '/contato', '/duvidas']));
    expect(routes).not.toContain('/404');
  });

  test('404.html, robots.txt and sitemap.xml are in the site root', () => {
    const notFound = fs.readFileSync(path.join(SITE_DIR, '404.html'), 'utf8');
    expect(notFound).toContain('Página não encontrada');
    expect(notFound).toContain('A página que você está procurando não existe.');
    expect(notFound).toContain('Voltar ao Início');
    expect(notFound).toContain('<meta name="robots" content="noindex" />');
    const robots = fs.readFileSync(path.join(SITE_DIR, 'robots.txt'), 'utf8');
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  test('every route has its own title, description, keywords, canonical and social tags', () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const route of routes) {
      const html = htmlFor(route);
      expect(html, route).toContain('<html lang="pt-BR">');
      const title = attr(html, /<title>([^<]+)<\/title>/);
      const description = attr(html, /<meta name="description" content="([^"]+)"/);
      expect(title, `${route} title`).toBeTruthy();
      expect(description, `${route} description`).toBeTruthy();
      expect(titles.has(title!), `${route} repeats the title "${title}"`).toBe(false);
      expect(descriptions.has(description!), `${route} repeats its description`).toBe(false);
      titles.add(title!);
      descriptions.add(description!);
      expect(attr(html, /<meta name="keywords" content="([^"]+)"/), `${route} keywords`).toBeTruthy();
      const canonical = `${SITE_URL}${route}`;
      expect(attr(html, /<link rel="canonical" href="([^"]+)"/), route).toBe(canonical);
      expect(attr(html, /<meta property="og:url" content="([^"]+)"/), route).toBe(canonical);
      expect(attr(html, /<meta property="og:title" content="([^"]+)"/), route).toBeTruthy();
      expect(attr(html, /<meta name="twitter:card" content="([^"]+)"/), route).toBe('summary');
      const notary = jsonLd(html).find((d) => d['@type'] === 'Notary');
      expect(notary, `${route} Notary JSON-LD`).toMatchObject({ openingHours: 'Mo-Fr 08:00-16:00' });
      expect(notary).toHaveProperty('address.streetAddress');
      expect(notary).toHaveProperty('telephone');
      expect(notary).toHaveProperty('email');
    }
  });

  test('every route holds its own text in the HTML (readable without JavaScript)', () => {
    for (const route of routes) {
      const html = htmlFor(route);
      const h1 = /<h1[^>]*>(.*?)<\/h1>/.exec(html);
      expect(h1, `${route} has an h1`).not.toBeNull();
      expect(/<main id="conteudo"[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1], `${route} has its text in <main>`).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    }
    expect(htmlFor('/servicos/escrituras')).toContain('Certidão de matrícula atualizada');
  });

  test('the home page declares the site search for search engines', () => {
    const website = jsonLd(htmlFor('/')).find((d) => d['@type'] === 'WebSite');
    expect(website).toMatchObject({
      potentialAction: { '@type': 'SearchAction', target: { urlTemplate: `${SITE_URL}/busca?q={search_term_string}` } },
    });
  });

  test('service pages carry a breadcrumb trail', () => {
    const crumbs = jsonLd(htmlFor('/servicos/escrituras')).find((d) => d['@type'] === 'BreadcrumbList');
    expect(crumbs).toMatchObject({
      itemListElement: [
        { position: 1, item: `${SITE_URL}/` },
        { position: 2, item: `${SITE_URL}/servicos` },
        { position: 3, item: `${SITE_URL}/servicos/escrituras` },
      ],
    });
  });
});
