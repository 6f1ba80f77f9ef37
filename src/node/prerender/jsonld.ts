/** Structured data (schema.org JSON-LD) written into each prerendered page. */
import type { Office } from '../../shared/content/schema';
import { officeHours } from '../../shared/content/facts';
import type { FaqEntry } from '../content/faq';

type Json = Record<string, unknown>;

export function notaryJsonLd(office: Office): Json {
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
    openingHours: `Mo-Fr ${office.horario.abre}-${office.horario.fecha}`,
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: office.horario.abre, closes: office.horario.fecha,
    },
    description: `Horário: ${officeHours(office)}.`,
    hasMap: office.mapaUrl,
    // No social profiles (the samples have none): leave the property out rather than an empty list.
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

/**
 * The page itself, with the day its content last changed (the "Atualizado em" the page shows and the
 * sitemap's lastmod); a news item also gets its publication day. Published by the office (Notary @id).
 */
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
