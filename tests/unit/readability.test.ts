/** `npm run bench`'s readability: Portuguese syllables by vowel groups, the Martins et al. Flesch, a page's main text. */
import { describe, expect, it } from 'vitest';
import { flesch, level, mainBlocks, syllables, textCounts } from '../../src/node/bench/readability.mjs';

describe('readability', () => {
  it('counts Portuguese syllables: diphthongs and nasal endings as one, an accented hiatus as two', () => {
    const words: Record<string, number> = {
      casa: 2, cartório: 3, certidão: 3, averbação: 4, emolumentos: 5, quando: 2, que: 1, saúde: 3, país: 2, também: 2, pão: 1, CPF: 1,
    };
    for (const [word, count] of Object.entries(words)) expect(syllables(word), word).toBe(count);
  });

  it('applies Martins et al. (1996): 248.835 − 1.015 × words/sentence − 84.6 × syllables/word', () => {
    const f = flesch({ words: 20, sentences: 2, syllables: 40 });
    expect(f.wordsPerSentence).toBe(10);
    expect(f.syllablesPerWord).toBe(2);
    expect(f.score).toBeCloseTo(248.835 - 10.15 - 169.2, 6);
    expect([80, 60, 30, 10].map(level)).toEqual(['muito fácil', 'fácil', 'difícil', 'muito difícil']);
  });

  it('reads only <main>, a block or a full stop ending a sentence, without the glossary\'s explanations', () => {
    const html = '<html><body><header>Menu do site</header><main><h1>Título</h1><p>A <span class="termo"><span class="termo__palavra">averbação</span>'
      + '<span class="termo__explicacao">Uma anotação num registro.</span></span> muda. Fica pronta em 5 dias.</p><ul><li>Um item</li></ul>'
      + '<script>var x = "não conta";</script></main></body></html>';
    const blocks = mainBlocks(html);
    expect(blocks).toEqual(['Título', 'A averbação muda. Fica pronta em 5 dias.', 'Um item']);
    // Numbers are not words: "Título" / "A averbação muda" / "Fica pronta em dias" / "Um item"; "dias",
    // an unaccented hiatus, counts one syllable short (the counter's approximation).
    expect(textCounts(blocks)).toEqual({ words: 10, sentences: 4, syllables: 3 + (1 + 4 + 2) + (2 + 2 + 1 + 1) + (1 + 2) });
  });
});
