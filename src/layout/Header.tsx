import { Link, NavLink } from 'react-router';
import { office } from '../content/site';
import { Icon } from '../components/Icon';
import { formatPhone, telHref } from '../lib/format';
import { NAV_ITEMS, UI } from '../strings/ui';
import { useScrolled } from './useScrolled';
import { useMobileMenu } from './useMobileMenu';
import { HeaderSearch } from '../search/HeaderSearch';
import { ContrastToggle } from './ContrastToggle';

const TOGGLE_ID = 'menu-toggle';
const NAV_ID = 'menu-principal';

/** Sticky header: brand, phone, search slot and the ten-item navigation (a panel on phones). */
export function Header() {
  const scrolled = useScrolled();
  const { open, toggle } = useMobileMenu(TOGGLE_ID);
  return (
    <header className="site-header" data-scrolled={scrolled ? 'true' : 'false'}>
      <div className="site-header__bar container">
        <Link to="/" className="brand" aria-label={`${office.nome} — ${UI.homeLinkLabel}`}>
          <span className="brand__mark" aria-hidden="true">C</span>
          <span className="brand__name">{office.nomeCurto}</span>
        </Link>
        <div className="site-header__tools">
          <HeaderSearch />
          <a className="header-phone" href={telHref(office.telefone)}>
            <Icon name="phone" size={18} />
            <span className="header-phone__label">{UI.callUs} </span>{formatPhone(office.telefone)}
          </a>
          <ContrastToggle />
          <button
            id={TOGGLE_ID}
            type="button"
            className="menu-toggle"
            aria-expanded={open}
            aria-controls={NAV_ID}
            onClick={toggle}
          >
            <Icon name={open ? 'x' : 'menu'} size={22} />
            <span className="menu-toggle__label">{UI.menu}</span>
          </button>
        </div>
      </div>
      <nav id={NAV_ID} className={`main-nav${open ? ' main-nav--open' : ''}`} aria-label={UI.mainNavLabel} tabIndex={-1}>
        <ul className="main-nav__list container">
          {NAV_ITEMS.map((item) => (
            <li key={item.path}>
              <NavLink to={item.path} end={item.path === '/'} className="main-nav__link">{item.name}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
