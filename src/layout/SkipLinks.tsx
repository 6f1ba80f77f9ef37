import type { MouseEvent } from 'react';
import { UI } from '../strings/ui';

/**
 * On phones the menu is a closed panel: "Ir para o menu" then lands on the button that opens it
 * (the link alone would point at a hidden element and do nothing).
 */
function toMenu(event: MouseEvent<HTMLAnchorElement>) {
  const menu = document.getElementById('menu-principal');
  const toggle = document.getElementById('menu-toggle');
  if (!menu || !toggle || menu.getClientRects().length > 0) return;
  event.preventDefault();
  toggle.focus();
}

/**
 * eMAG skip links, the first links on every page, with the access keys Brazilian public sites
 * use (Alt+1 content, Alt+2 menu, Alt+3 search, Alt+4 footer). Plain anchors: they work without JavaScript.
 */
export function SkipLinks() {
  return (
    <nav className="skip-links" aria-label={UI.skipLinksLabel}>
      <ul>
        <li><a href="#conteudo" accessKey="1">{UI.skipToContent} <span aria-hidden="true">[1]</span></a></li>
        <li><a href="#menu-principal" accessKey="2" onClick={toMenu}>{UI.skipToMenu} <span aria-hidden="true">[2]</span></a></li>
        <li><a href="#busca" accessKey="3">{UI.skipToSearch} <span aria-hidden="true">[3]</span></a></li>
        <li><a href="#rodape" accessKey="4">{UI.skipToFooter} <span aria-hidden="true">[4]</span></a></li>
      </ul>
    </nav>
  );
}
