/**
 * A sound key for Brazilian Portuguese: folded words that a visitor may spell the way they sound
 * ("nacimento", "asinatura", "procuracao"/"prokurasao") share one key with the site's spelling.
 * Pure and the same on page words and typed words; used by vocabulary.ts as a match weighted below
 * an exact one, among the words of the typed word's bucket.
 */
export function phoneticKey(word: string): string {
  let w = word.toLowerCase().replace(/ç/g, 'c').replace(/y/g, 'i').replace(/w/g, 'v');
  w = w
    .replace(/ph/g, 'f')
    .replace(/[cs]h/g, 'x')
    .replace(/lh/g, 'l')
    .replace(/nh/g, 'n')
    .replace(/h/g, '')
    // One sibilant (S) for s, z, ss, sc/xc, c before e/i and ç (folded: c before "ao"); q/c otherwise are k; g before e/i is j.
    .replace(/(?:ss|[sx]c(?=[ei])|c(?=[ei]|ao))/g, 'S')
    .replace(/qu(?=[ei])/g, 'k')
    .replace(/gu(?=[ei])/g, 'g')
    .replace(/g(?=[ei])/g, 'j')
    .replace(/[cq]/g, 'k')
    .replace(/[sz]/g, 'S')
    .replace(/x(?=S)/g, '')
    // l at a syllable's end sounds u; m before a consonant is n.
    .replace(/l(?![aeiou])/g, 'u')
    .replace(/m(?![aeiou])/g, 'n')
    // Unstressed e/i and o/u blur: one key each.
    .replace(/e/g, 'i')
    .replace(/o/g, 'u')
    .replace(/(.)\1+/g, '$1');
  return w.replace(/S/g, 's');
}
