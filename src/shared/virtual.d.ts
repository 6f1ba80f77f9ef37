declare module 'virtual:site' {
  import type { Office } from '~/shared/content/schema';
  import type { Manifest } from '~/shared/content/manifest';
  export const office: Office;
  export const menu: import('~/shared/content/schema').Menu['itens'];
  export const manifest: Manifest;
  export const schedule: import('~/shared/office-status').OfficeSchedule;
  /** The same, each closure with its name: the visit plan says why a day is closed. */
  export const visitSchedule: import('~/shared/office-status').OfficeSchedule;
  export const payment: { formas: string; seguro: string; protesto: string; parcelamento: string };
  export const businessDayRule: string;
  export const hasSamples: boolean;
  export const holidaysAreSamples: boolean;
}

declare module 'virtual:documents' {
  /** Each service page's `documentos`: one list, shown by the page and the FAQ. */
  const documents: Record<string, NonNullable<import('~/kinds/servico/schema').ServiceFrontmatter['documentos']>>;
  export default documents;
}

declare module 'virtual:cards' {
  import type { NewsCard, ServiceCard } from '~/shared/content/cards';
  export const services: ServiceCard[];
  export const latestNews: NewsCard[];
}

declare module 'virtual:news' {
  import type { NewsCard } from '~/shared/content/cards';
  export const news: NewsCard[];
}

declare module 'virtual:fees' {
  import type { Fees } from '~/shared/content/schema';
  const fees: Fees;
  export default fees;
}

declare module 'virtual:fee-table' {
  import type { FeeTable } from '~/shared/content/fee-table';
  const table: FeeTable;
  export default table;
}

declare module 'virtual:platforms' {
  import type { Platforms } from '~/shared/content/schema';
  const platforms: Platforms;
  export default platforms;
}

declare module 'virtual:faq' {
  import type { ComponentType } from 'react';
  import type { MDXComponents } from 'mdx/types';
  import type { FaqFrontmatter } from '~/shared/content/schema';
  const categories: { slug: string; frontmatter: FaqFrontmatter; default: ComponentType<{ components?: MDXComponents }> }[];
  export default categories;
}

declare module '*.mdx' {
  import type { ComponentType } from 'react';
  import type { MDXComponents } from 'mdx/types';
  export const frontmatter: Record<string, unknown>;
  const MDXContent: ComponentType<{ components?: MDXComponents }>;
  export default MDXContent;
}

declare module 'virtual:static-assets' {
  export const spriteUrl: string;
}

declare module 'virtual:deadlines' {
  const services: import('~/shared/deadlines/services').ReadyService[];
  export default services;
  export const validities: NonNullable<import('~/shared/content/schema/deadlines').Deadlines['validades']>;
}

declare module 'virtual:page-lists' {
  import type { PageCard } from '~/shared/content/cards';
  const lists: Record<string, PageCard[]>;
  export default lists;
}

declare module 'virtual:glossary' {
  const terms: import('~/shared/content/schema/glossary').GlossaryTerm[];
  export default terms;
}
