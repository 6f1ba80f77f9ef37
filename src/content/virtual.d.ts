declare module 'virtual:site' {
  import type { Office } from '~/content/schema';
  import type { Manifest } from '~/content/manifest';
  export const office: Office;
  export const manifest: Manifest;
  /** What the office status computes with: hours, zone and the closures of content/feriados.yml. */
  export const schedule: import('~/lib/office-status').OfficeSchedule;
  /** Whether any content file is still marked `amostra` (src/content/samples.ts). */
  export const hasSamples: boolean;
}

declare module 'virtual:cards' {
  import type { NewsCard, ServiceCard } from '~/content/cards';
  export const services: ServiceCard[];
  export const latestNews: NewsCard[];
}

declare module 'virtual:news' {
  import type { NewsCard } from '~/content/cards';
  export const news: NewsCard[];
}

declare module 'virtual:fees' {
  import type { Fees } from '~/content/schema';
  const fees: Fees;
  export default fees;
}

declare module 'virtual:fee-table' {
  import type { FeeTable } from '~/content/fee-table';
  const table: FeeTable;
  export default table;
}

declare module 'virtual:platforms' {
  import type { Platforms } from '~/content/schema';
  const platforms: Platforms;
  export default platforms;
}

declare module 'virtual:faq' {
  import type { ComponentType } from 'react';
  import type { MDXComponents } from 'mdx/types';
  import type { FaqFrontmatter } from '~/content/schema';
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
  /** Address of the icon sprite (hashed in the build, /icons.svg in dev). */
  export const spriteUrl: string;
}
