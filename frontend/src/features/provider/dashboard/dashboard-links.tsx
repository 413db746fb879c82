// Shortcuts to the screens a provider runs the business from.
import { Link } from 'react-router-dom';

const LINKS = [
  { to: '/provider/rentals', label: 'Rental Requests' },
  { to: '/provider/inventory', label: 'Inventory' },
  { to: '/provider/availability', label: 'Availability' },
  { to: '/provider/service-areas', label: 'Service Areas' },
  { to: '/provider/pricing', label: 'Pricing' },
  { to: '/provider/financials', label: 'Financials' },
] as const;

export function DashboardLinks() {
  return (
    <nav className="dashboard-links" aria-label="Manage your business">
      <ul>
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="button button--ghost button--small">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
