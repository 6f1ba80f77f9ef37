/** Text normalisation for search: the same on page text and on a query, so "Certidão" and "CERTIDÕES" meet. */
import { foldCase } from '../text/fold.ts';
import { matchesOf } from '../text/matches.ts';
import { phoneticKey } from './phonetic.ts';

/** A word: a run of letters and digits of any script. */
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Plural endings only (RSLP's first step, simplified): certidões → certidao. The same on index and query,
 * so an imperfect stem still matches itself.
 */
export function stem(word: string): string {
  const n = word.length;
  if (n < 4 || !word.endsWith('s') || /^\d/.test(word) || KEEP.has(word)) return word;
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  if (/(oes|aes|aos)$/.test(word)) return `${word.slice(0, -3)}ao`;
  if (word.endsWith('ns')) return `${word.slice(0, -2)}m`;
  if (n >= 5 && word.endsWith('ais')) return `${word.slice(0, -3)}al`;
  if (n >= 5 && word.endsWith('eis')) return `${word.slice(0, -3)}el`;
  if (n >= 5 && word.endsWith('ois')) return `${word.slice(0, -3)}ol`;
  if (n >= 5 && word.endsWith('is')) return `${word.slice(0, -2)}il`;
  if (n >= 5 && /[rz]es$/.test(word)) return word.slice(0, -2);
  if (/[aeo]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Words that end in "s" in the singular, or whose plural rule would mislead. */
const KEEP = new Set(['mais', 'pais', 'cais', 'gratis', 'lapis', 'simples', 'tres', 'pires', 'atras', 'apos', 'depois', 'antes', 'menos']);
const IRREGULAR: Record<string, string> = { uteis: 'util', faceis: 'facil', dificeis: 'dificil', meses: 'mes' };

export interface WordSpan {
  /** Folded and stemmed: "certidao". */
  term: string;
  /** "certidoes" */
  folded: string;
  start: number;
  end: number;
}

/** A site's texts repeat the same few thousand words. */
const wordParts = new Map<string, { term: string; folded: string }[]>();

export function words(text: string): WordSpan[] {
  const out: WordSpan[] = [];
  for (const m of matchesOf(text, WORD)) {
    let parts = wordParts.get(m[0]);
    if (!parts && wordParts.size >= 20_000) wordParts.clear();
    // NFKD can split a character (ª → a): fold word by word to keep offsets.
    if (!parts) wordParts.set(m[0], (parts = (foldCase(m[0]).match(WORD) ?? []).map((folded) => ({ term: stem(folded), folded }))));
    for (const { term, folded } of parts) out.push({ term, folded, start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** Not stemmed: "2ª via da Certidão" → ["2a", "via", "da", "certidao"]. */
export function tokenize(text: string): string[] {
  return foldCase(text).match(WORD) ?? [];
}

/** A greeting that opens a question ("bom dia, moço…") says nothing about what is asked. */
const GREETING = { first: new Set(['bom', 'boa']), second: new Set(['dia', 'tarde', 'noite']) };

/** Written short on a phone ("qto custa", "qnd fica pronto", "hj abre"): the word itself, so phrases read it. */
const SHORT_FORMS = new Map([
  ...['qnd', 'qdo', 'qndo'].map((w) => [w, 'quando'] as const), ...['qto', 'qnto', 'qnt'].map((w) => [w, 'quanto'] as const),
  ...['qtos', 'qntos', 'qnts', 'qts'].map((w) => [w, 'quantos'] as const),
  ['q', 'que'], ['oq', 'o que'], ['oque', 'o que'], ['vc', 'voce'], ['vcs', 'voces'], ['qr', 'quer'], ['hj', 'hoje'], ['agr', 'agora'],
  ['dps', 'depois'], ['hr', 'hora'], ['hrs', 'horas'], ['msm', 'mesmo'], ['vdd', 'verdade'], ['bb', 'bebe'],
  ['doc', 'documento'], ['docs', 'documentos'], ['msg', 'mensagem'], ['cel', 'celular'], ['p', 'para'],
]);

export function queryTokens(query: string): string[] {
  const typed = tokenize(query);
  // A lone letter at the end may be a word still being typed ("q" of "quanto"): only a finished one is "que".
  const shortForm = (t: string, i: number) => (t.length > 1 || i < typed.length - 1 || /\s$/.test(query) ? SHORT_FORMS.get(t) : undefined);
  const tokens = typed.flatMap((t, i) => shortForm(t, i)?.split(' ')
    ?? (t.length <= 2 && !STOPWORDS.has(t) && !RELATIVES.has(t) ? SMALL_WORD_SOUNDS.get(phoneticKey(t)) ?? t : t));
  const greets = tokens.length > 2 && GREETING.first.has(tokens[0]) && GREETING.second.has(tokens[1]);
  return greets ? tokens.slice(2) : tokens;
}

export function terms(text: string): string[] {
  return tokenize(text).map(stem);
}

/** Meaningless alone in a question ("como faço para tirar a…"): kept for phrase synonyms ("quanto custa"). */
export const STOPWORDS: ReadonlySet<string> = new Set([
  'a', 'o', 'as', 'os', 'um', 'uma', 'uns', 'umas', 'de', 'da', 'do', 'das', 'dos', 'd', 'em', 'na', 'no',
  'nas', 'nos', 'num', 'numa', 'para', 'pra', 'pro', 'pras', 'pros', 'prum', 'pruma', 'por', 'pelo', 'pela', 'pelos', 'pelas', 'com', 'sem',
  'e', 'ou', 'que', 'qual', 'quais', 'quem', 'como', 'onde', 'aonde', 'quando', 'quanto', 'quanta', 'quantos',
  'quantas', 'ao', 'aos', 'eu', 'meu', 'minha', 'meus', 'minhas', 'seu', 'sua', 'seus', 'suas', 'dele', 'dela', 'deles', 'delas', 'voce',
  'voces', 'gente', 'pq', 'tb', 'tbm', 'td', 'tudo', 'quer', 'to', 'ne', 'preciso', 'precisa', 'precisam', 'precisar', 'quero', 'queria', 'gostaria', 'posso',
  'pode', 'podem', 'fazer', 'faco', 'faz', 'fazem', 'fazemos', 'fez', 'fiz', 'fizeram', 'feito', 'ter', 'tem', 'ser', 'sao', 'esta', 'estao', 'isso',
  'este', 'esse', 'essa', 'mais', 'muito', 'sobre', 'ja', 'nao', 'me', 'se', 'lhe', 'tirar', 'pegar',
  'obter', 'conseguir', 'solicitar', 'pedir', 'saber', 'sei', 'sabe', 'sabia', 'ai', 'ate', 'la', 'aqui', 'oi', 'ola', 'favor',
  // The joints of a story told in full.
  'mas', 'tambem', 'porque', 'pois', 'entao', 'querem', 'queremos', 'estava', 'era', 'vao', 'usar',
  'ele', 'ela', 'eles', 'elas',
  'existe', 'existem', 'tipo', 'tipos', 'emite', 'emitem', 'ha', 'tenho', 'temos', 'vou', 'vai', 'devo', 'deve', 'ta', 'agora', 'mim', 'sai', 'fica', 'ficar', 'ficam',
  // The getting verbs above, conjugated ("onde tiro").
  'tiro', 'tira', 'tiram', 'tire', 'tirei', 'tirou', 'pego', 'pega', 'pegam', 'peguei', 'pegou', 'peco', 'pede', 'pedem', 'pedi', 'pediu',
  'consigo', 'consegue', 'solicito', 'obtenho',
  // Forms of address and interjections, northern ones too ("égua").
  'mana', 'mano', 'maninha', 'maninho', 'moco', 'moca', 'egua', 'amigo', 'amiga', 'senhor', 'senhora', 'sr', 'sra', 'obrigado', 'obrigada', 'prezado', 'prezada', 'prezados', 'prezadas',
]);

/** Whose the act is ("a certidão da minha mãe"): it tells equal answers apart, and answers no part of the query. */
const RELATIVES: ReadonlySet<string> = new Set([
  'mae', 'maes', 'pai', 'pais', 'filho', 'filha', 'filhos', 'filhas', 'avo', 'avos', 'vo', 'vos', 'neto', 'neta', 'netos', 'netas',
  'marido', 'esposa', 'esposo', 'irmao', 'irma', 'irmaos', 'irmas', 'tio', 'tia', 'tios', 'sogro', 'sogra', 'sobrinho', 'sobrinha',
  'genro', 'nora', 'primo', 'prima', 'parente', 'parentes',
]);

const RELATIVE_SOUNDS: ReadonlySet<string> = new Set([...RELATIVES].filter((w) => w.length >= 3).map(phoneticKey));

/** As written or as it sounds ("netu"). */
export function isRelative(foldedWord: string): boolean {
  return RELATIVES.has(foldedWord) || (foldedWord.length >= 3 && RELATIVE_SOUNDS.has(phoneticKey(foldedWord)));
}

/** A small word written as it sounds ("di", "du", "nu") is that small word. */
const SMALL_WORD_SOUNDS = new Map([...STOPWORDS].filter((w) => w.length <= 3).map((w) => [phoneticKey(w), w] as const).reverse());

export function isStopword(foldedWord: string): boolean {
  return STOPWORDS.has(foldedWord);
}
