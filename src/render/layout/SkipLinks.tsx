import { UI } from '../../shared/strings/ui';

/**
 * eMAG skip links with the access keys Brazilian public sites use (Alt+1 content … Alt+4 footer). Plain
 * anchors: they work without JavaScript.
 */
export function SkipLinks() {
  return (
    <nav className="skip-links" aria-label={UI.skipLinksLabel}>
      <ul>
        <li><a href="#conteudo" accessKey="1">{UI.skipToContent} <span aria-hidden="true">[1]</span></a></li>
        <li><a href="#menu-principal" accessKey="2">{UI.skipToMenu} <span aria-hidden="true">[2]</span></a></li>
        <li><a href="#busca" accessKey="3">{UI.skipToSearch} <span aria-hidden="true">[3]</span></a></li>
        <li><a href="#rodape" accessKey="4">{UI.skipToFooter} <span aria-hidden="true">[4]</span></a></li>
      </ul>
    </nav>
  );
}
