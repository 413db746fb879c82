// The signed-in visitor's menu in the header: their first name (or 'My Account') opens the links
// for their role and Log Out. Closes on Escape (focus back on the button), an outside click, or
// navigation.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { Role } from '../../../shared/schemas/account';
import type { SessionUser } from '../lib/session';
import './account-menu.css';

const ROLE_LINKS: Record<Role, readonly { to: string; label: string }[]> = {
  customer: [
    { to: '/customer/dashboard', label: 'Dashboard' },
    { to: '/customer/history', label: 'Rental History' },
    { to: '/customer/profile', label: 'My Profile' },
  ],
  provider: [
    { to: '/provider/dashboard', label: 'Dashboard' },
    { to: '/provider/listings', label: 'My Listings' },
    { to: '/provider/rentals', label: 'Rental Requests' },
    { to: '/provider/profile', label: 'My Profile' },
  ],
  operator: [{ to: '/operator', label: 'Operator Console' }],
  driver: [{ to: '/driver', label: "Today's Stops" }],
};

interface AccountMenuProps {
  user: SessionUser;
  onSignOut: () => Promise<void>;
}

export function AccountMenu({ user, onSignOut }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const menuId = useId();
  const links = user.role ? ROLE_LINKS[user.role] : [];

  useEffect(() => {
    setOpen(false);
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || !open) return;
    // Handled here, so the mobile menu around this one stays open.
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  }

  return (
    // Escape from the button or any item of the open menu bubbles here; the wrapper is not a control.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="account-menu" ref={wrapperRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button site-nav__link"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((current) => !current)}
      >
        <span className="account-menu__avatar" aria-hidden="true">
          {(user.firstName || 'A').charAt(0).toUpperCase()}
        </span>
        {user.firstName || 'My Account'}
        <span className="account-menu__caret" aria-hidden="true" />
      </button>
      <ul id={menuId} className="account-menu__list" hidden={!open}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="account-menu__item">
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="account-menu__item"
            onClick={() => {
              setOpen(false);
              void navigate('/');
              void onSignOut();
            }}
          >
            Log Out
          </button>
        </li>
      </ul>
    </div>
  );
}
