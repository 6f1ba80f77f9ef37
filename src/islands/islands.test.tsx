import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { useId } from 'react';
import { Island } from '../render/Island';
import { ISLANDS } from './registry';
import { ISLAND_ATTR, islandSource } from '../shared/islands';
import { loadTimeIslands } from '../node/prerender/preload';

function Greeting({ name }: { name: string }) {
  const id = useId();
  return <label htmlFor={id}>Olá, {name}</label>;
}

describe('islands', () => {
  it('every registered island has its module at the path the build preloads', () => {
    for (const name of Object.keys(ISLANDS) as (keyof typeof ISLANDS)[]) {
      expect(fs.existsSync(islandSource(name)), islandSource(name)).toBe(true);
    }
  });

  it('renders the island as its own root, with its props as data (no script) and its id prefix', () => {
    const html = renderToString(
      <main>
        <Island name="contact-form" component={Greeting} props={{ name: '</script><b>' }} />
      </main>,
    );
    expect(islandAttr(html, ISLAND_ATTR.name)).toBe('contact-form');
    expect(JSON.parse(islandAttr(html, ISLAND_ATTR.props)!)).toEqual({ name: '</script><b>' });
    expect(html).not.toContain('<script');
    // The same markup the browser's own root renders with that prefix: hydration matches.
    const alone = renderToString(<Greeting name="</script><b>" />, { identifierPrefix: islandAttr(html, ISLAND_ATTR.prefix)! });
    expect(html).toContain(alone);
  });

  it('an island started on use is empty in the HTML and not preloaded', () => {
    const html = renderToString(
      <>
        <Island name="header-search" component={Greeting} props={{ name: 'x' }} when="use" />
        <Island name="contact-form" component={Greeting} props={{ name: 'y' }} />
      </>,
    );
    expect(html).toMatch(/data-island="header-search"[^>]*><\/div>/);
    expect(loadTimeIslands(html)).toEqual(['contact-form']);
  });
});

/** An attribute of the first island root in the HTML, unescaped. */
function islandAttr(html: string, name: string): string | undefined {
  const tag = /<div[^>]*data-island=[^>]*>/.exec(html)?.[0] ?? '';
  const raw = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return raw?.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
}
