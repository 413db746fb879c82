// Landing page: the search wizard up front, then the sections the spec lists (how it works,
// flat-rate trailer rental with text-to-book, sizes, why book here, provider sign-up).
import { Link } from 'react-router-dom';
import { CUSTOMER_SIZES, LANDING_TRAILER_PRICES_CENTS, SITE_CONTACT } from '../../../../shared/constants';
import { formatUsd } from '../../../../shared/money';
import { useDocumentTitle } from '../../components/use-document-title';
import { SearchWizard } from './search-wizard';

const HOW_IT_WORKS = [
  { title: 'Enter your ZIP', text: 'Tell us where the dumpster goes and we check which haulers serve you.' },
  { title: 'Compare prices', text: 'See daily, weekly and monthly totals side by side, delivery included.' },
  { title: 'Book online', text: 'Pick a provider and pay securely. Delivery typically within 24-48 hours.' },
];

const SIZE_USES: Record<number, string> = {
  10: 'Garage clean-outs, small remodels, yard waste',
  15: 'Basement clean-outs, flooring, moving day',
  20: 'Kitchen remodels, roofing, whole-room projects',
  30: 'New construction, large renovations',
  40: 'Demolition and major commercial jobs',
};

const REASONS = [
  { title: 'Verified providers', text: 'Look for the Verified badge: insurance and licence checked.' },
  { title: 'Transparent pricing', text: 'Per-yard rate, delivery fee and add-ons shown before you book.' },
  { title: 'Same-day options', text: 'Many haulers offer same-day delivery and driveway protection.' },
  { title: 'Support 24/7', text: `Call ${SITE_CONTACT.phone} any time, day or night.` },
];

export function HomePage() {
  useDocumentTitle('Compare Dumpster Rental Prices');
  const trailer = LANDING_TRAILER_PRICES_CENTS;
  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <div className="hero__copy">
            <h1>Compare dumpster rental prices near you</h1>
            <p className="hero__lead">
              {SITE_CONTACT.tagline}. Enter your ZIP code, pick a dumpster and book the best-priced local hauler
              online.
            </p>
            <ul className="hero__points">
              <li>Local haulers, one search</li>
              <li>All-in weekly totals</li>
              <li>Book and pay online</li>
            </ul>
          </div>
          <div className="hero__wizard card">
            <SearchWizard />
          </div>
        </div>
      </section>

      <section className="section container" aria-labelledby="how-heading">
        <h2 id="how-heading">How it works</h2>
        <ol className="steps-list">
          {HOW_IT_WORKS.map((item, index) => (
            <li key={item.title} className="card steps-list__item">
              <span className="steps-list__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="section section--tinted" aria-labelledby="trailer-heading">
        <div className="container trailer">
          <div>
            <h2 id="trailer-heading">Flat-rate dump trailer rental</h2>
            <p>
              One simple price for a dump trailer. Book by text message: text{' '}
              <a href={`sms:${SITE_CONTACT.phoneHref.replace('tel:', '')}`}>{SITE_CONTACT.phone}</a> and we reply with
              a quote and a payment link.
            </p>
          </div>
          <ul className="trailer__prices">
            <li className="card">
              <span className="trailer__period">3 days</span>
              <strong className="trailer__price">{formatUsd(trailer.threeDay)}</strong>
            </li>
            <li className="card">
              <span className="trailer__period">Weekly</span>
              <strong className="trailer__price">{formatUsd(trailer.weekly)}</strong>
            </li>
            <li className="card">
              <span className="trailer__period">Monthly</span>
              <strong className="trailer__price">{formatUsd(trailer.monthly)}</strong>
            </li>
          </ul>
        </div>
      </section>

      <section className="section container" aria-labelledby="sizes-heading">
        <h2 id="sizes-heading">Popular dumpster sizes</h2>
        <ul className="size-list">
          {CUSTOMER_SIZES.map((size) => (
            <li key={size} className="card size-list__item">
              <strong>{size} Yard</strong>
              <span>{SIZE_USES[size]}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="section container" aria-labelledby="why-heading">
        <h2 id="why-heading">Why book with {SITE_CONTACT.name}</h2>
        <ul className="reason-list">
          {REASONS.map((reason) => (
            <li key={reason.title}>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section section--cta" aria-labelledby="provider-heading">
        <div className="container cta">
          <h2 id="provider-heading">Own a dumpster business?</h2>
          <p>List your dumpsters, set your prices and receive rental requests from customers in your area.</p>
          <Link to="/register/provider" className="button button--accent">
            Become a Provider
          </Link>
        </div>
      </section>
    </>
  );
}
