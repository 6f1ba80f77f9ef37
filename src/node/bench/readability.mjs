// Readability of a built page's main text, for `npm run bench`: the Flesch reading ease adapted to
// Portuguese by Martins et al. (1996): 248.835 − 1.015 × words per sentence − 84.6 × syllables per word.
// 75–100 muito fácil, 50–75 fácil, 25–50 difícil, 0–25 muito difícil. No I/O here, so tests call it directly.
import { parse } from 'parse5';

// Not the page's text as read: code, the glossary's explanations (shown on request), paper-only parts,
// screen-reader-only labels, and what is hidden from everyone.
const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'svg', 'code', 'pre']);
const SKIPPED_CLASSES = ['termo__explicacao', 'print-only', 'sr-only'];
// Elements that flow inside a sentence; every other element ends a block, which ends a sentence.
const INLINE = new Set(['a', 'abbr', 'b', 'cite', 'em', 'i', 'kbd', 'mark', 'q', 's', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'wbr', 'dfn', 'label']);

const attr = (node, name) => node.attrs?.find((a) => a.name === name)?.value;
const skipped = (node) => SKIPPED.has(node.tagName) || attr(node, 'hidden') !== undefined || attr(node, 'aria-hidden') === 'true'
  || (attr(node, 'class') ?? '').split(/\s+/).some((c) => SKIPPED_CLASSES.includes(c));

/** The blocks of text (paragraphs, list items, headings, cells) inside the page's <main>. */
export function mainBlocks(html) {
  const find = (node) => (node.tagName === 'main' ? node : (node.childNodes ?? []).map(find).find(Boolean));
  const main = find(parse(html));
  const blocks = [];
  let text = '';
  const flush = () => {
    const block = text.replace(/\s+/g, ' ').trim();
    if (block) blocks.push(block);
    text = '';
  };
  const walk = (node) => {
    for (const child of node.childNodes ?? []) {
      if (child.nodeName === '#text') text += child.value;
      else if (child.tagName && !skipped(child)) {
        const block = !INLINE.has(child.tagName);
        if (block) flush();
        else text += ' ';
        walk(child);
        if (block) flush();
      }
    }
  };
  if (main) walk(main);
  flush();
  return blocks;
}

const VOWELS = 'aeiouáéíóúâêôãõàüy';
// A vowel with an acute accent beside another vowel is a syllable of its own (sa-ú-de, pa-ís, his-tó-ria).
const HIATUS = 'áéíóú';

/**
 * Syllables of a Portuguese word by vowel groups: each run of vowels is one syllable (diphthongs and
 * triphthongs, "ão", "qu", "gu" come out right), split where an acute-accented vowel meets another
 * (hiatus: "saúde" 3). Unaccented hiatus ("poesia", "lua") counts one short: an approximation.
 */
export function syllables(word) {
  let count = 0;
  let previous = '';
  for (const c of word.toLowerCase()) {
    const vowel = VOWELS.includes(c);
    if (vowel && (!VOWELS.includes(previous) || HIATUS.includes(c) || HIATUS.includes(previous))) count++;
    previous = vowel ? c : '';
  }
  return Math.max(1, count);
}

const WORD = /\p{L}+(?:[-'’]\p{L}+)*/gu;
/** A sentence ends at . ! ? … followed by a space, or at the end of a block. */
const SENTENCE_END = /[.!?…]+(?=\s)/;

/** Word, sentence and syllable counts of blocks of text. */
export function textCounts(blocks) {
  let words = 0;
  let sentences = 0;
  let syllableCount = 0;
  for (const block of blocks) {
    for (const sentence of block.split(SENTENCE_END)) {
      const found = sentence.match(WORD) ?? [];
      if (!found.length) continue;
      sentences++;
      words += found.length;
      for (const w of found) syllableCount += syllables(w);
    }
  }
  return { words, sentences, syllables: syllableCount };
}

/** Martins et al. (1996): the Flesch reading ease for Portuguese, with its two averages. */
export function flesch({ words, sentences, syllables: syl }) {
  const wordsPerSentence = sentences ? words / sentences : 0;
  const syllablesPerWord = words ? syl / words : 0;
  return { score: 248.835 - 1.015 * wordsPerSentence - 84.6 * syllablesPerWord, wordsPerSentence, syllablesPerWord };
}

/** The band a score falls in, as the content guide names it. */
export function level(score) {
  if (score >= 75) return 'muito fácil';
  if (score >= 50) return 'fácil';
  if (score >= 25) return 'difícil';
  return 'muito difícil';
}
