// Readability of a page's main text for `npm run bench`: Flesch reading ease for Portuguese (Martins et al.,
// 1996), 248.835 − 1.015 × words per sentence − 84.6 × syllables per word. No I/O, so tests call it directly.
import { parse } from 'parse5';

// Not the text as read: code, glossary explanations (shown on request), paper-only and screen-reader-only parts.
const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'svg', 'code', 'pre']);
const SKIPPED_CLASSES = ['termo__explicacao', 'print-only', 'sr-only'];
// Every element not listed here ends a block, which ends a sentence.
const INLINE = new Set(['a', 'abbr', 'b', 'cite', 'em', 'i', 'kbd', 'mark', 'q', 's', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'wbr', 'dfn', 'label']);

const attr = (node, name) => node.attrs?.find((a) => a.name === name)?.value;
const skipped = (node) => SKIPPED.has(node.tagName) || attr(node, 'hidden') !== undefined || attr(node, 'aria-hidden') === 'true'
  || (attr(node, 'class') ?? '').split(/\s+/).some((c) => SKIPPED_CLASSES.includes(c));

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
// An acute-accented vowel beside another vowel is a syllable of its own (sa-ú-de, pa-ís).
const HIATUS = 'áéíóú';

/** By vowel groups, split where an acute-accented vowel meets another; unaccented hiatus counts one short. */
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
const SENTENCE_END = /[.!?…]+(?=\s)/;

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

export function flesch({ words, sentences, syllables: syl }) {
  const wordsPerSentence = sentences ? words / sentences : 0;
  const syllablesPerWord = words ? syl / words : 0;
  return { score: 248.835 - 1.015 * wordsPerSentence - 84.6 * syllablesPerWord, wordsPerSentence, syllablesPerWord };
}

export function level(score) {
  if (score >= 75) return 'muito fácil';
  if (score >= 50) return 'fácil';
  if (score >= 25) return 'difícil';
  return 'muito difícil';
}
