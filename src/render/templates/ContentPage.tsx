import type { ComponentType } from 'react';
import type { MDXComponents } from 'mdx/types';
import type { ManifestPage } from '../../shared/content/manifest';
import { layoutOf } from './kind-layouts';
import { mdxComponents } from '../components/mdx';

export interface MdxModule {
  default: ComponentType<{ components?: MDXComponents }>;
  frontmatter: Record<string, unknown>;
}

/** Renders one content file inside the frame of its kind. */
export function ContentPage({ page, mod }: { page: ManifestPage; mod: MdxModule }) {
  const Body = mod.default;
  const Layout = layoutOf(page.layout);
  return <Layout fm={mod.frontmatter}><Body components={mdxComponents} /></Layout>;
}
