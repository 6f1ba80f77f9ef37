/** Structured data (schema.org JSON-LD) written into each prerendered page. */
import type { Holidays, Office } from '../../shared/content/schema';
import { officeHours } from '../../shared/content/facts';
import { NO_HOLIDAYS, officeSchedule } from '../../shared/content/holidays';
import { dayRuns, weekGroups } from '../../shared/content/office-hours';
import { dayOfIso, hoursOn, isoDate, type Interval } from '../../shared/office-status';
import type { FaqEntry } from '../content/faq';

type Json = Record<string, unknown>;

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** "Mo-Fr", "Mo,We,Fr": schema.org's openingHours days. */
function dayCodes(days: number[]): string {
  const code = (d: number) => DAYS[d].slice(0, 2);
  return dayRuns(days).map((r) => (r.length > 1 ? `${code(r[0])}-${code(r.at(-1)!)}` : code(r[0]))).join(',');
}

function weekSpecs(office: Office) {
  const groups = weekGroups(office.horario);
  return {
    text: groups.flatMap((g) => g.intervals.map(([o, c]) => `${dayCodes(g.days)} ${hhmm(o)}-${hhmm(c)}`)),
    specs: groups.flatMap((g) => g.intervals.map(([o, c]) => ({
      '@type': 'OpeningHoursSpecification', dayOfWeek: g.days.map((d) => DAYS[d]), opens: hhmm(o), closes: hhmm(c),
    }))),
  };
}

/**
 * The dated closures as the hours kept on each of their days, consecutive days with the same hours as
 * one period; closed is "00:00"–"00:00", as schema.org writes it.
 */
function specialSpecs(office: Office, holidays: Holidays): Json[] {
  const schedule = officeSchedule(office, holidays);
  const periods: { from: number; to: number; hours: Interval[] }[] = [];
  for (const c of holidays.fechamentos ?? []) {
    const first = dayOfIso(c.inicio);
    const last = Math.min(dayOfIso(c.fim ?? c.inicio), first + 366);
    for (let day = first; day <= last; day++) {
      const hours = hoursOn(day, schedule) ?? [[0, 0]];
      const period = periods.at(-1);
      if (period && period.to === day - 1 && JSON.stringify(period.hours) === JSON.stringify(hours)) period.to = day;
      else periods.push({ from: day, to: day, hours });
    }
  }
  return periods.flatMap((p) => p.hours.map(([o, c]) => ({
    '@type': 'OpeningHoursSpecification', validFrom: isoDate(p.from), validThrough: isoDate(p.to), opens: hhmm(o), closes: hhmm(c),
  })));
}

export function notaryJsonLd(office: Office, holidays: Holidays = NO_HOLIDAYS): Json {
  const week = weekSpecs(office);
  const special = specialSpecs(office, holidays);
  const a = office.endereco;
  return {
    '@context': 'https://schema.org',
    '@type': 'Notary',
    '@id': `${office.siteUrl}/#cartorio`,
    name: office.nome,
    url: `${office.siteUrl}/`,
    telephone: `+${office.telefone}`,
    email: office.email,
    taxID: office.cnpj,
    address: {
      '@type': 'PostalAddress', streetAddress: a.logradouro, addressLocality: a.cidade, addressRegion: a.estado,
      postalCode: a.cep, addressCountry: a.pais,
    },
    openingHours: week.text.length === 1 ? week.text[0] : week.text,
    openingHoursSpecification: week.specs,
    ...(special.length ? { specialOpeningHoursSpecification: special } : {}),
    description: `Horário: ${officeHours(office)}.`,
    hasMap: office.mapaUrl,
    // Left out rather than an empty list.
    ...(office.redesSociais.length ? { sameAs: office.redesSociais.map((r) => r.url) } : {}),
  };
}

export function websiteJsonLd(office: Office): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: office.nome,
    url: `${office.siteUrl}/`,
    inLanguage: 'pt-BR',
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${office.siteUrl}/busca?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** `updated`: the day its content last changed, as the page and sitemap say. */
export function webPageJsonLd(
  office: Office,
  page: { url: string; title: string; description: string; updated: string; published?: string },
): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': `${page.url}#pagina`,
    url: page.url,
    name: page.title,
    description: page.description,
    inLanguage: 'pt-BR',
    ...(page.published ? { datePublished: page.published } : {}),
    dateModified: page.updated,
    publisher: { '@id': `${office.siteUrl}/#cartorio` },
  };
}

export function breadcrumbJsonLd(office: Office, trail: { name: string; path: string }[]): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: `${office.siteUrl}${c.path}` })),
  };
}

export function faqPageJsonLd(entries: FaqEntry[]): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((e) => ({
      '@type': 'Question', name: e.question,
      acceptedAnswer: { '@type': 'Answer', text: e.answer },
    })),
  };
}

/** JSON inside <script> must not be able to close the tag. */
export function jsonLdScript(data: Json): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
