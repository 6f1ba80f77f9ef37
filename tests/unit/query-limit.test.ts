import { describe, expect, it } from 'vitest';
import { limitQuery, MAX_QUERY_LENGTH, searchHref } from '../../src/shared/search/query-limit';
import { fragmentId } from '../../src/islands/page/fragment';
import { routeOf } from '../../src/node/prerender/dev-pages';

describe('search queries become safe, short addresses', () => {
  it('cuts a long query to the limit', () => {
    const q = limitQuery('certidão '.repeat(1000));
    expect(q.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(searchHref('a'.repeat(5000)).length).toBeLessThan(MAX_QUERY_LENGTH + 20);
  });

  it('never cuts a character in half, and turns lone surrogates into a replacement character', () => {
    const emoji = '😀';
    const q = limitQuery('a'.repeat(MAX_QUERY_LENGTH - 1) + emoji);
    expect(q.endsWith('\uD83D')).toBe(false);
    expect(() => encodeURIComponent(q)).not.toThrow();
    expect(limitQuery('certid\uD83Dao')).toBe('certid\uFFFDao');
    expect(() => searchHref('x\uDC00y')).not.toThrow();
  });

  it('an empty or blank query is the search page itself', () => {
    expect(searchHref('   ')).toBe('/busca');
    expect(searchHref(' firma ')).toBe('/busca?q=firma');
  });
});

describe('fragments', () => {
  it('decodes what it can and never throws on malformed escapes', () => {
    expect(fragmentId('#prazo-certidao')).toBe('prazo-certidao');
    expect(fragmentId('#d%C3%BAvida')).toBe('dúvida');
    expect(fragmentId('#%')).toBe('%');
    expect(fragmentId('#%E0%A4%A')).toBe('%E0%A4%A');
    expect(fragmentId('')).toBe('');
  });
});

describe('dev server routes', () => {
  it('reads every address a static host answers for a page as that page', () => {
    for (const address of ['/contato', '/contato/', '/contato/index.html', '//contato', '/contato//']) {
      expect(routeOf(address), address).toBe('/contato');
    }
    expect(routeOf('/')).toBe('/');
    expect(routeOf('/index.html')).toBe('/');
  });
});
