import type { ComponentType } from 'react';
import type { MDXComponents } from 'mdx/types';
import type { NewsFrontmatter } from '../../kinds/noticia/schema';
import type { PageFrontmatter } from '../../kinds/pagina/schema';
import type { ServiceFrontmatter } from '../../kinds/servico/schema';
import type { ManifestPage } from '../../shared/content/manifest';
import { mdxComponents } from '../components/mdx';
import { ServiceLayout } from '../components/service/ServiceLayout';
import { PageLayout } from './PageLayout';
import { NewsLayout } from './NewsLayout';

export interface MdxModule {
  default: ComponentType<{ components?: MDXComponents }>;
  frontmatter: Record<string, unknown>;
}

/** Renders one content file inside the frame its layout names. */
export function ContentPage({ page, mod }: { page: ManifestPage; mod: MdxModule }) {
  const Body = mod.default;
  const body = <Body components={mdxComponents} />;
  switch (page.layout) {
    case 'servico':
      return <ServiceLayout fm={mod.frontmatter as ServiceFrontmatter}>{body}</ServiceLayout>;
    case 'noticia':
      return <NewsLayout fm={mod.frontmatter as NewsFrontmatter}>{body}</NewsLayout>;
    case 'inicio':
      return body;
    default: {
      const fm = mod.frontmatter as PageFrontmatter;
      return <PageLayout title={fm.title} subtitle={fm.subtitulo} showTitle={fm.mostrarTitulo}>{body}</PageLayout>;
    }
  }
}
