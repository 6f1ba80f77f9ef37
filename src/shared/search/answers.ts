/**
 * Answer cards above the results of /busca, for the questions citizens repeat (phone, prices, deadline,
 * hours), from the data the pages use, for the service ranked first.
 */
import { bracketIndex, feeGroupAnchor, FEES_ROUTE, type FeeAct } from '../content/fee-table.ts';
import { bracketLabel, formatCents, fullSum } from '../content/price-format.ts';
import { hoursOn, officeStatus, statusText, wallClock, type OfficeSchedule } from '../office-status.ts';
import { closedReason, visitDays, type VisitDay } from '../visit-days.ts';
import { SUMMARY } from '../strings/fees.ts';
import { SERVICE_ANCHORS } from '../content/service-sections.ts';
import { foldCase } from '../text/fold.ts';
import { isStopword, queryTokens, stem, tokenize } from './normalize.ts';
import { familyKey } from './family.ts';
import { withinOneEdit } from '../text/edit-distance.ts';

export interface SearchAnswers {
  office: {
    /** Digits with country code. */
    phone: string;
    whatsapp: string;
    hours: string;
    note: string;
    schedule: OfficeSchedule;
    address: string;
    /** Its short name ("Cartório 1º Ofício"). */
    name: string;
    /** News items that announce a closure (they write its dates). */
    notices?: { href: string; title: string }[];
  };
  /** The page with the departments and hours, and its list's anchor. */
  contact: { route: string; departments: string };
  departments: { name: string; phone: string; handles: string }[];
  /** Service pages that show prices. */
  services: { route: string; title: string; slug: string; deadline?: string; acts: FeeAct[] }[];
}

export type Answer =
  | { kind: 'phone'; department?: string; phone: string; whatsapp: string; href: string }
  | { kind: 'price'; service: string; rows: { act: string; price: string }[]; value?: DeedValue; href: string; serviceHref: string }
  | { kind: 'deadline'; service: string; deadline: string; href: string }
  | {
    kind: 'hours'; hours: string; note: string; status: string; open: boolean; href: string;
    /** The closure's announcement, when the search found it first: the card leads with it. */
    notice?: { href: string; title: string };
    days: VisitDay[];
    /** The next days closed for a named reason (a holiday), the one the query names first. */
    closed: VisitDay[];
    address: string; phone: string; whatsapp: string;
  };

export interface DeedValue {
  act: string;
  /** "R$ 150.000,00" */
  value: string;
  /** "acima de R$ 100.000,00 até R$ 200.000,00" */
  bracket: string;
  total: string;
  /** "emolumento R$ … + Fundo … R$ … + selo digital R$ … = R$ …" */
  parts: string;
}

const PHONE = /\b(telefones?|tel|fones?|ligar|liga|whatsapp|whats|(?:wh?|u)at[iy]?[sz][ai]?app?|zap|wpp|contatos?|celular)\b|\bnumero (do|da|de) (cartorio|setor|departamento)\b|^numero$/;
const PRICE = /\b(quanto (custa|custam|fica|sai|paga|pago|e|cobra|cobram)|precos?|valor|valores|taxas?|custos?|emolumentos?)\b/;
/** Worth as legal force, not a price ("cópia com valor de original", "valor contra terceiros"). */
const LEGAL_WORTH = /\b(com|tem|tenha|ter|teria|sem|mesmo|mesma) valor\b|\bvalor (de original|legal|oficial|juridico|probatorio|contra|perante)\b/g;
/** The visitor's own phone as the way to do it ("tirar certidão pelo celular"): online, not a number asked for. */
const ON_MY_PHONE = /\b(pelo|no|do) (meu )?celular\b/g;
const DEADLINE = /\b(quanto tempo|prazos?|demora|demorar|quantos dias|fica pront[oa]|quando fica|leva quanto)\b/;
const OFFICE_TRIGGERS = [
  'horario', 'hora', 'abre', 'abrem', 'aberto', 'fecha', 'fecham', 'fechar', 'fechado', 'funciona', 'funcionamento',
  'expediente', 'plantao', 'almoco', 'endereco', 'localizacao', 'chegar', 'feriado', 'sabado', 'domingo', 'natal', 'carnaval',
  // Booking: the card links to /contato, which says which services are booked and how.
  'marcar', 'agendar', 'agendamento',
  // Optional holidays, and finding the door on a map.
  'facultativo', 'mapa', 'maps', 'waze', 'gps', 'rua',
  // "posso ir hoje?": the card links to /contato, which says which services are booked.
  'ir', 'vir', 'chegada',
  // When: "amanhã tem atendimento?", "segunda atende?".
  'hoje', 'hj', 'amanha', 'segunda', 'terca', 'quarta', 'quinta', 'sexta',
];
/** Other words such a question may have (the triggers count too); any other meaningful word makes it a question about that thing. */
const OFFICE_WORDS = [
  'cartorio', 'atendimento', 'atende', 'atendem', 'feira',
  'fim', 'semana', 'dia', 'meio', 'manha', 'tarde', 'noite', 'ano', 'novo', 'pascoa', 'santa', 'recesso', 'tao', 'funcionando',
  'normal', 'normalmente', 'periodo', 'entre', 'aberta', 'vez', 'ainda', 'ordem', 'cedo', 'ponto', 'google', 'perto',
  // "abrir firma" is a service; "vai abrir que horas?" has its trigger.
  'abrir',
];
/** Words of a message that came: a check of it, not a visit. */
const RECEIVED = new Set(['msg', 'mensagem', 'mensagens', 'sms', 'boleto', 'boletos', 'carta', 'ligaram', 'ligacao', 'mandaram']);
/** By family and without a silent first h ("abriu", "ora"); "ficha" stays apart from "fecha". */
const officeKey = (word: string) => familyKey(stem(word)).replace(/^h/, '');
const TRIGGER_KEYS = new Set(OFFICE_TRIGGERS.map(officeKey));
const OFFICE_KEYS = new Set([...OFFICE_WORDS, ...OFFICE_TRIGGERS].map(officeKey));
/** A word with one slip ("espediente", "sabdo") is still the one meant when the office's word is long enough. */
const MIN_SLIP_WORD = 6;
const slipOf = (words: readonly string[]) => words.filter((w) => w.length >= MIN_SLIP_WORD);
const TRIGGER_SLIPS = slipOf(OFFICE_TRIGGERS);
const OFFICE_SLIPS = slipOf([...OFFICE_WORDS, ...OFFICE_TRIGGERS]);
const among = (keys: ReadonlySet<string>, slips: readonly string[], word: string) =>
  keys.has(officeKey(word)) || (word.length >= MIN_SLIP_WORD - 1 && slips.some((w) => withinOneEdit(word, w)));

/**
 * A word of when or where the office opens, and more of the office's words than others: its own, words the
 * site never uses, and who is coming ("o cartório abre sábado?", "abre no Círio?", "que horas abre pra eu levar
 * minha mãe"); "registro de óbito no feriado" asks about a service and gets its page.
 */
function asksAboutOffice(text: string, office: SearchAnswers['office'], unknown: readonly string[]): boolean {
  const words = text.split(' ').filter((w) => w && !isStopword(w) && !PHONE.test(w));
  // A message that came ("chegou msg no zap dizendo que é do cartório") is a check of it, not a visit;
  // "sem ir ao cartório" asks how to do it from home.
  if (words.some((w) => RECEIVED.has(w)) || /\bsem (ir|sair|precisar ir)\b/.test(text)) return false;
  // "onde fica", "fica aonde" ask where, as "endereço" does; their words are stopwords.
  if (!words.some((w) => among(TRIGGER_KEYS, TRIGGER_SLIPS, w)) && !/\ba?ond[ei] (fica|e)\b|\bfica a?ond[ei]\b/.test(text)) return false;
  const own = ownWords(office);
  const others = words.filter((w) => !(among(OFFICE_KEYS, OFFICE_SLIPS, w) || own.has(officeKey(w)) || unknown.includes(stem(w)))).length;
  return words.length - others > others;
}

/** Its name ("1º Ofício"), its address ("centro", the city) and the names of the days it closes. */
const ownWords = (office: SearchAnswers['office']): Set<string> =>
  new Set([office.name, office.address, ...office.schedule.closures.map((c) => c.name ?? '')].flatMap((t) => tokenize(t)).map(officeKey));

const CLOSED_LOOKAHEAD = 366;
const CLOSED_SHOWN = 3;

const todayIn = (now: Date, schedule: OfficeSchedule) => wallClock(now, schedule.zone).day;

function closedDays(first: number, schedule: OfficeSchedule, queryWords: string[]): VisitDay[] {
  const named: number[] = [];
  const rest: number[] = [];
  let previous: string | undefined;
  for (let day = first; day < first + CLOSED_LOOKAHEAD && (!named.length || rest.length < CLOSED_SHOWN); day++) {
    const reason = hoursOn(day, schedule) ? undefined : closedReason(day, schedule);
    // A closure of many days shows its first.
    if (reason && reason !== previous) {
      const reasonWords = tokenize(reason);
      if (!named.length && queryWords.some((w) => w.length > 3 && reasonWords.includes(w))) named.push(day);
      else if (rest.length < CLOSED_SHOWN) rest.push(day);
    }
    previous = reason;
  }
  return [...named, ...rest].slice(0, CLOSED_SHOWN).map((day) => visitDays(day, 1, schedule)[0]);
}

/** "150 mil", "R$ 150.000,00", "1,5 milhão", "200k"; not "2 via". */
export function declaredValue(query: string): number | undefined {
  const m = /(?:r\$\s*)?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?\s*(mil\b|k\b|milhao\b|milhoes\b|mi\b)?/.exec(foldCase(query));
  if (!m) return undefined;
  const number = Number(`${m[1].replace(/\./g, '')}.${m[2] ?? '0'}`);
  const multiplier = m[3] === 'mil' || m[3] === 'k' ? 1e3 : m[3] ? 1e6 : 1;
  const value = number * multiplier;
  return m[3] || value >= 1000 || m[0].startsWith('r$') ? value : undefined;
}

const CONTACT_WORDS = new Set(['cartorio', 'setor', 'departamento', 'numero', 'qual']);
const DOUBT_WORDS = new Set(['mesmo', 'verdade', 'verdadeiro', 'oficial', 'falso', 'golpe', 'confiavel', 'suspeito']);

const meaningful = (text: string) => queryTokens(text).filter((w) => !isStopword(w)).map(stem);

/** Same first five letters: protesto / protestar (casamento / casar would need a synonym). */
const related = (a: string, b: string) => a === b || (Math.min(a.length, b.length) >= 5 && a.slice(0, 5) === b.slice(0, 5));

/** By its name first, then by what it handles. */
function department(query: string, departments: SearchAnswers['departments']) {
  const words = meaningful(query).filter((w) => !PHONE.test(w) && w !== 'setor' && w !== 'departamento' && w !== 'cartorio');
  let best: SearchAnswers['departments'][number] | undefined;
  let bestScore = 0;
  for (const d of departments) {
    const name = meaningful(d.name);
    const handles = meaningful(d.handles);
    const score = words.reduce((sum, w) => sum + (name.some((n) => related(w, n)) ? 3 : handles.some((h) => related(w, h)) ? 1 : 0), 0);
    if (score > bestScore) {
      best = d;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The phone word comes first ("qual o zap"), or the other words only name the office or a department
 * ("protesto telefone"); elsewhere it is what the question is about ("print do whatsapp").
 */
function asksForPhone(query: string, departments: SearchAnswers['departments']): boolean {
  const words = queryTokens(query).filter((w) => !isStopword(w));
  // Doubting a number ("esse zap é mesmo do cartório?") is a check: the official-channels page answers it.
  if (words.some((w) => DOUBT_WORDS.has(w))) return false;
  if (PHONE.test(words[0] ?? '')) return true;
  const known = departments.flatMap((d) => [...meaningful(d.name), ...meaningful(d.handles)]);
  return words.every((w) => PHONE.test(w) || CONTACT_WORDS.has(w) || known.some((k) => related(stem(w), k)));
}

/** As the service summary writes it. */
function actPrice(act: FeeAct): string {
  const unit = act.unidade ? ` ${act.unidade}` : '';
  if (act.kind === 'gratuito') return SUMMARY.free;
  if (act.kind === 'faixas') return `${SUMMARY.from(formatCents(act.fromCents))}${act.conforme ? `, ${SUMMARY.dependsOn(act.conforme)}` : ''}`;
  return `${formatCents(act.price?.total ?? act.fromCents)}${unit}`;
}

/** By the fee table's own bracket rule. */
function deedValue(acts: FeeAct[], value: number): DeedValue | undefined {
  const act = acts.find((a) => a.kind === 'faixas' && a.brackets?.length);
  if (!act?.brackets) return undefined;
  const bracket = act.brackets[bracketIndex(act.brackets, value)];
  return {
    act: act.ato, value: formatCents(Math.round(value * 100)), bracket: bracketLabel(bracket),
    total: formatCents(bracket.price.total), parts: fullSum(bracket.price),
  };
}

/** A result's service: its page, or its rows on the fee table. */
function serviceOf(href: string | undefined, services: SearchAnswers['services']) {
  if (!href) return undefined;
  const [route, anchor = ''] = href.split('#');
  return services.find((s) => s.route === route || (route === FEES_ROUTE && anchor === feeGroupAnchor(s.slug)));
}

/** `topHref`: the first result, which says which service; `unknown`: the query's words the site never uses (stemmed). */
export function findAnswer(
  query: string, topHref: string | undefined, data: SearchAnswers | undefined, unknown: readonly string[] = [], now = new Date(),
): Answer | undefined {
  if (!data) return undefined;
  const text = queryTokens(query).join(' ');
  if (PHONE.test(text.replace(ON_MY_PHONE, '')) && asksForPhone(query, data.departments)) {
    const d = department(query, data.departments);
    const phone = d?.phone ?? data.office.phone;
    return { kind: 'phone', department: d?.name, phone, whatsapp: d?.phone ?? data.office.whatsapp, href: `${data.contact.route}#${data.contact.departments}` };
  }
  const service = serviceOf(topHref, data.services);
  const value = declaredValue(query);
  if (service && (PRICE.test(text.replace(LEGAL_WORTH, '')) || (value !== undefined && service.acts.some((a) => a.kind === 'faixas')))) {
    if (!service.acts.length) return undefined;
    return {
      kind: 'price', service: service.title, serviceHref: service.route,
      rows: service.acts.map((act) => ({ act: act.ato, price: actPrice(act) })),
      value: value === undefined ? undefined : deedValue(service.acts, value),
      href: `${FEES_ROUTE}#${feeGroupAnchor(service.slug)}`,
    };
  }
  if (service?.deadline && DEADLINE.test(text)) {
    return { kind: 'deadline', service: service.title, deadline: service.deadline, href: `${service.route}#${SERVICE_ANCHORS.prazos}` };
  }
  if (asksAboutOffice(text, data.office, unknown)) {
    const { office } = data;
    const status = officeStatus(now, office.schedule);
    const today = todayIn(now, office.schedule);
    const notice = office.notices?.find((n) => n.href === topHref?.split('#')[0]);
    return {
      kind: 'hours', hours: office.hours, note: office.note, status: statusText(status), open: status.open, href: data.contact.route,
      ...(notice && { notice }),
      days: visitDays(today, 3, office.schedule), closed: closedDays(today, office.schedule, text.split(' ')),
      address: office.address, phone: office.phone, whatsapp: office.whatsapp,
    };
  }
  return undefined;
}

export const probeWords = (query: string) => queryTokens(query).filter((w) => !isStopword(w) && w.length > 2);

/**
 * For a query with no result: the service pages its words find one by one (so a word the site lacks does
 * not hide the others), else the first services.
 */
export function closestServices(
  query: string, search: (word: string) => { route: string; title: string }[], services: SearchAnswers['services'] = [], max = 4,
): { href: string; title: string }[] {
  const found = new Map<string, string>();
  for (const word of probeWords(query)) {
    for (const hit of search(word)) if (hit.route.startsWith('/servicos/') && !found.has(hit.route)) found.set(hit.route, hit.title);
  }
  const list = found.size ? [...found] : services.map((s) => [s.route, s.title] as const);
  return list.slice(0, max).map(([href, title]) => ({ href, title }));
}
