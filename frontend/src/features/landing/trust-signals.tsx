// Why book here: only what the product really does (Verified badge after the operator checks a
// provider's insurance and license, Stripe checkout, itemized prices before paying, a 24/7 line).
import type { ReactNode } from 'react';
import { SITE_CONTACT } from '../../../../shared/constants';
import './landing.css';

const ICON_PROPS = { viewBox: '0 0 24 24', width: 24, height: 24, 'aria-hidden': true, fill: 'currentColor' } as const;

const SIGNALS: { title: string; text: ReactNode; icon: ReactNode }[] = [
  {
    title: 'Verified providers',
    text: 'Look for the Verified badge: we have checked that provider’s insurance and driver’s license.',
    icon: (
      <svg {...ICON_PROPS}>
        <path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5zm-1.2 14.2L7 12.4l1.4-1.4 2.4 2.4 4.8-4.8L17 10z" />
      </svg>
    ),
  },
  {
    title: 'Secure payment through Stripe',
    text: `Pay online through Stripe’s checkout. Your card details go to Stripe, never to ${SITE_CONTACT.name} or the provider.`,
    icon: (
      <svg {...ICON_PROPS}>
        <path d="M6 10V8a6 6 0 1 1 12 0v2h1a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V11a1 1 0 0 1 1-1zm2 0h8V8a4 4 0 1 0-8 0zm3 4v4h2v-4z" />
      </svg>
    ),
  },
  {
    title: 'Transparent pricing',
    text: 'Rental, delivery fee and every add-on are itemized before you pay. No surprises at checkout.',
    icon: (
      <svg {...ICON_PROPS}>
        <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9zm4.5-5A1.5 1.5 0 1 0 7.5 10 1.5 1.5 0 0 0 7.5 7z" />
      </svg>
    ),
  },
  {
    title: 'Support 24/7',
    text: (
      <>
        Call <a href={SITE_CONTACT.phoneHref}>{SITE_CONTACT.phone}</a> any time, day or night, or write and hear back
        within 24 hours.
      </>
    ),
    icon: (
      <svg {...ICON_PROPS}>
        <path d="M6.6 10.8a15 15 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
      </svg>
    ),
  },
];

export function TrustSignals() {
  return (
    <section className="section container" aria-labelledby="why-heading">
      <h2 id="why-heading">Why book with {SITE_CONTACT.name}</h2>
      <ul className="reason-list">
        {SIGNALS.map((signal) => (
          <li key={signal.title} className="reason-list__item">
            <span className="reason-list__icon">{signal.icon}</span>
            <div>
              <h3>{signal.title}</h3>
              <p>{signal.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
