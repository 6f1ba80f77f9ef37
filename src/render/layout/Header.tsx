import { NavLink } from 'react-router';
import { menu } from '../site';
import { useOffice } from '../office';
import { Icon } from '../components/Icon';
import { formatPhone, telHref } from '../../shared/text/format';
import { UI } from '../../shared/strings/ui';
import { MENU_ID, MENU_TOGGLE_ID } from '../../islands/page/header';
import { HeaderSearch } from '../components/search/HeaderSearch';
import { ContrastToggle } from './ContrastToggle';
import { isSampleField } from '../../shared/content/office-samples';

/** Sticky header: on phones the menu is a native popover that opens with no script. */
export function Header() {
  const office = useOffice();
  return (
    <header className="site-header" data-scrolled="false">
      <div className="site-header__bar container">
        {/* The name a voice user says is the one they see (WCAG 2.5.3, Label in Name): the short name, then where
            it leads. The round mark's letter is drawn by the stylesheet, so it is not part of the link's text. */}
        <a href="/" className="brand" aria-label={`${office.nomeCurto} — ${UI.homeLinkLabel}`}>
          <span className="brand__mark" aria-hidden="true" />
          <span className="brand__name">{office.nomeCurto}</span>
        </a>
        <div className="site-header__tools">
          <HeaderSearch />
          <a className="header-phone" href={telHref(office.telefone)}>
            <Icon name="phone" size={18} />
            <span className="header-phone__label">{UI.callUs} </span>{formatPhone(office.telefone)}
            {isSampleField(office, 'telefone') && <span className="sr-only"> ({UI.sampleMark.number})</span>}
          </a>
          <ContrastToggle />
          <button id={MENU_TOGGLE_ID} type="button" className="menu-toggle" popoverTarget={MENU_ID} aria-controls={MENU_ID}>
            <Icon name="menu" size={22} className="menu-toggle__open" />
            <Icon name="x" size={22} className="menu-toggle__close" />
            <span className="menu-toggle__label">{UI.menu}</span>
          </button>
        </div>
      </div>
      <nav id={MENU_ID} className="main-nav" popover="auto" aria-label={UI.mainNavLabel} tabIndex={-1}>
        <ul className="main-nav__list container">
          {menu.map((item) => (
            <li key={item.endereco}>
              <NavLink to={item.endereco} end={item.endereco === '/'} className="main-nav__link">{item.nome}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
