// The provider portal's frame: the section tabs (a toggle menu under the page title on phones), a
// Back button on sub-pages, 'Loading...' while the next page's code and data are on their way, and
// on the pages whose saves change search, a note while search is catching up with them.
import { useEffect, useId, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigation } from 'react-router-dom';
import { PORTAL_NAME, PORTAL_TABS, portalParentOf, portalTabOf, portalTitleOf, showsSearchStatus } from './portal-sections';
import { SearchUpdatingNotice } from './search-updating-notice';
import './portal.css';

export function PortalLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const title = portalTitleOf(pathname);
  const isSubPage = !portalTabOf(pathname);

  // A chosen section closes the phone menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <div className="portal">
      <div className="portal__bar">
        <div className="container portal__bar-inner">
          <div className="portal__mobile-head">
            <p className="portal__mobile-title" aria-hidden="true">
              {title}
            </p>
            <button
              type="button"
              className="button button--ghost button--small portal__toggle"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? 'Close menu' : 'Portal menu'}
            </button>
          </div>
          <nav id={menuId} className={`portal__tabs${menuOpen ? ' portal__tabs--open' : ''}`} aria-label={PORTAL_NAME}>
            <ul>
              {PORTAL_TABS.map((tab) => (
                <li key={tab.to}>
                  <NavLink to={tab.to} className="portal__tab">
                    {tab.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <div className="container portal__body">
        {isSubPage && (
          <Link to={portalParentOf(pathname)} className="button button--ghost button--small portal__back">
            <span aria-hidden="true">← </span>Back
          </Link>
        )}
        {navigation.state === 'loading' && (
          <p className="portal__loading" role="status">
            Loading...
          </p>
        )}
        {showsSearchStatus(pathname) && <SearchUpdatingNotice />}
        <Outlet />
      </div>
    </div>
  );
}
