/**
 * One key for a verb, its nouns, participles and diminutives (agendar / agendamento). A final vowel goes
 * only when four letters stay, so casa stays apart from casar.
 */

/** Longest first within each step. */
const DIMINUTIVES: [string, string][] = [['zinho', ''], ['zinha', ''], ['zao', ''], ['inho', 'o'], ['inha', 'a']];
const SUFFIXES = [
  'amento', 'imento', 'mento', 'acao', 'icao', 'cao', 'atura', 'itura', 'ante', 'ente', 'ador', 'adora', 'edor', 'idor', 'dor', 'avel', 'ivel', 'idade', 'mente',
  'ando', 'endo', 'indo', 'ado', 'ada', 'ido', 'ida', 'aram', 'eram', 'iram', 'amos', 'emos', 'imos', 'asse', 'esse', 'isse',
  'ar', 'er', 'ir', 'ei', 'ou', 'eu', 'iu',
];
const MIN_STEM = 3;
/** The suffixes by their last letter: a word is compared only with those it may end in. */
const BY_LAST = new Map<string, string[]>();
for (const suffix of SUFFIXES) BY_LAST.get(suffix[suffix.length - 1])?.push(suffix) ?? BY_LAST.set(suffix[suffix.length - 1], [suffix]);
// Longest first: "formalmente" loses "mente", not "ente".
for (const list of BY_LAST.values()) list.sort((a, b) => b.length - a.length);

/** The word a diminutive or augmentative is of ("certidaozinha" → "certidao", "casinha" → "casa"), if it is one. */
export function diminutiveBase(term: string): string | undefined {
  for (const [suffix, replace] of DIMINUTIVES) {
    if (term.endsWith(suffix) && term.length - suffix.length >= MIN_STEM) return term.slice(0, -suffix.length) + replace;
  }
  return undefined;
}

export function familyKey(term: string): string {
  const w = diminutiveBase(term) ?? term;
  for (const suffix of BY_LAST.get(w[w.length - 1]) ?? []) {
    if (w.endsWith(suffix) && w.length - suffix.length >= MIN_STEM) return w.slice(0, -suffix.length);
  }
  return /[aeo]$/.test(w) && w.length - 1 >= 4 ? w.slice(0, -1) : w;
}

/** The benchmark turns family matching off to compare. */
let on = true;
export function setFamilies(value: boolean): void {
  on = value;
}
export const familiesOn = (): boolean => on;
