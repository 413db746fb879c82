// Site header: logo, the spec's nav links, and a menu toggle that takes over at 768px and below.
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { SITE_CONTACT } from '../../../shared/constants';
import { useSession } from '../lib/session';
import { AccountMenu } from './account-menu';

const NAV_LINKS = [
  { to: '/search', label: 'Find a Dumpster' },
  { to: '/dumpsters', label: 'Dumpsters' },
  { to: '/about', label: 'About' },
  { to: '/faq', label: 'FAQ' },
  { to: '/support', label: '24/7 Support' },
] as const;

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const session = useSession();
  const { user } = session;

  // Navigating closes the menu, so the new page is not hidden behind it.
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Link to="/" className="site-logo">
          <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32">
            <rect width="32" height="32" rx="6" fill="currentColor" />
            <path d="M6 12h20l-2.5 13h-15z" fill="#ffc107" />
            <rect x="5" y="9" width="22" height="3" rx="1" fill="#fff" />
          </svg>
          <span>{SITE_CONTACT.name}</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="menu-toggle__icon" aria-hidden="true" />
          Menu
        </button>
        <nav id="site-nav" aria-label="Main" className={`site-nav${menuOpen ? ' site-nav--open' : ''}`}>
          <ul className="site-nav__links">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="site-nav__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <ul className="site-nav__account">
            {user ? (
              <li>
                <AccountMenu user={user} onSignOut={session.signOut} />
              </li>
            ) : (
              <>
                <li>
                  <Link to="/login" className="site-nav__link">
                    Sign In
                  </Link>
                </li>
                <li>
                  <Link to="/register/customer" className="button button--primary button--small">
                    Sign Up
                  </Link>
                </li>
              </>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
