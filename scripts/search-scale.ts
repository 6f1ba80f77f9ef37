/**
 * A bigger site for the search benchmark only (issue #21 point 5): the real index repeated `factor`
 * times, each copy a news item of its own address whose sections keep the original text and add words
 * no other copy uses (names, places, dates: what years of news bring), so the vocabulary grows as a real
 * site's would. Deterministic (a seeded generator): every run measures the same site.
 */
import { PAGE_KIND, type SearchIndexData } from '../src/shared/search/index-format';

const SYLLABLES = ['ba', 'ca', 'da', 'fe', 'gi', 'lo', 'ma', 'ne', 'pi', 'ro', 'sa', 'tu', 'va', 'xi', 'ze', 'lu', 'mo', 'ri', 'te', 'no'];

/** Mulberry32: a small seeded generator. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function scaledIndex(data: SearchIndexData, factor: number): SearchIndexData {
  if (factor <= 1) return data;
  const next = random(factor);
  const word = () => Array.from({ length: 2 + Math.floor(next() * 3) }, () => SYLLABLES[Math.floor(next() * SYLLABLES.length)]).join('');
  const sentence = (n: number) => Array.from({ length: n }, word).join(' ');
  const p = [...data.p];
  const r = [...data.r];
  for (let k = 1; k < factor; k++) {
    data.p.forEach(([route, title, , description], page) => {
      const id = p.length;
      p.push([`/noticias/arquivo-${k}${route === '/' ? '' : route.replace(/\//g, '-')}`, `${title} ${word()}`, '', `${description} ${sentence(4)}`, PAGE_KIND.news]);
      for (const [owner, heading, anchor, text] of data.r) {
        if (owner === page) r.push([id, heading, anchor, `${text}\n${sentence(6)}.`]);
      }
    });
  }
  return { ...data, p, r };
}
