/** The site's service pages, for the lists, checks and tools that only service pages feed. */
import type { RoutedPage } from '../../shared/content/site-content.ts';
import type { ServiceFrontmatter } from './schema.ts';

export type ServicePage = RoutedPage & { frontmatter: ServiceFrontmatter };

export const isServicePage = (page: RoutedPage): page is ServicePage => page.frontmatter.layout === 'servico';

export const servicePages = (pages: readonly RoutedPage[]): ServicePage[] => pages.filter(isServicePage);
