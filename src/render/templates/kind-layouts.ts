/** Each page kind's layout, found by its folder's Layout.tsx, so a new kind's folder brings its own. */
import type { ComponentType, ReactNode } from 'react';
import type { KindName } from '../../kinds/kind';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind's layout takes its own frontmatter
export type KindLayout = ComponentType<{ fm: any; children: ReactNode }>;

const layouts = import.meta.glob<KindLayout>('../../kinds/*/Layout.tsx', { eager: true, import: 'Layout' });

export function layoutOf(name: KindName): KindLayout {
  const layout = layouts[`../../kinds/${name}/Layout.tsx`];
  if (!layout) throw new Error(`src/kinds/${name}/Layout.tsx não existe ou não exporta "Layout": cada tipo de página desenha as suas páginas ali.`);
  return layout;
}
