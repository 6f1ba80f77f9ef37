/** Builds /icons.svg: one <symbol> per allowed icon, from Lucide's published icon data. */
import { createRequire } from 'node:module';
import { ICON_NAMES } from '../../shared/content/icon-names.ts';

type IconNode = [tag: string, attrs: Record<string, string>][];

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function buildIconSprite(): string {
  const nodes = createRequire(import.meta.url)('lucide-static/icon-nodes.json') as Record<string, IconNode>;
  const symbols = ICON_NAMES.map((name) => {
    const node = nodes[name];
    if (!node) throw new Error(`Ícone "${name}" não existe no Lucide (lucide.dev/icons).`);
    const children = node
      .map(([tag, attrs]) => `<${tag} ${Object.entries(attrs).map(([k, v]) => `${k}="${escapeAttr(v)}"`).join(' ')}/>`)
      .join('');
    return `<symbol id="${name}" viewBox="0 0 24 24">${children}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}
