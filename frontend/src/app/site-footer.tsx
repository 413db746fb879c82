// Footer: the spec's link groups and the contact details from SITE_CONTACT (one source of truth).
import { Link } from 'react-router-dom';
import { SITE_CONTACT } from '../../../shared/constants';

const LINK_GROUPS = [
  {
    title: 'Customers',
    links: [
      { to: '/search', label: 'Find a Dumpster' },
      { to: '/about', label: 'About Us' },
      { to: '/faq', label: 'FAQ' },
    ],
  },
  {
    title: 'Providers',
    links: [{ to: '/register/provider', label: 'Become a Provider' }],
  },
  {
    title: 'Resources',
    links: [
      { to: '/dumpsters', label: 'Dumpster Size Guide' },
      { to: '/faq#permits', label: 'Permits & Prohibited Items' },
      { to: '/faq#pricing', label: 'Pricing & Payment' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
    ],
  },
] as const;

export function SiteFooter() {
  const { address } = SITE_CONTACT;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__brand" aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="site-footer__name">
            {SITE_CONTACT.name}
          </h2>
          <p>{SITE_CONTACT.tagline}.</p>
          <address className="site-footer__contact">
            <span>{address.street}</span>
            <span>
              {address.city}, {address.state} {address.zipCode}
            </span>
            <a href={`mailto:${SITE_CONTACT.email}`}>{SITE_CONTACT.email}</a>
            <a href={SITE_CONTACT.phoneHref}>{SITE_CONTACT.phone}</a>
          </address>
          {/* Only profiles the company has (SITE_CONTACT.socialLinks): no link that leads nowhere. */}
          {SITE_CONTACT.socialLinks.length > 0 && (
            <ul className="site-footer__social" aria-label="Social media">
              {SITE_CONTACT.socialLinks.map((link) => (
                <li key={link.href}>
                  <a href={link.href} rel="noopener noreferrer" target="_blank">
                    {link.label}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        {LINK_GROUPS.map((group) => (
          <nav key={group.title} aria-label={`${group.title} links`} className="site-footer__group">
            <h2 className="site-footer__heading">{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container site-footer__bottom">
        <p>
          © {new Date().getFullYear()} {SITE_CONTACT.name}. {SITE_CONTACT.name} connects customers with independent
          dumpster providers and is not itself a provider.
        </p>
      </div>
    </footer>
  );
}
