// Landing page (composed here: it puts the search feature's wizard among the landing feature's
// sections): the search wizard up front, then the sections the spec lists (how it works,
// dumpster rental by text, sizes, why book here, contact, provider sign-up).
// Everything here is static and ships with the first route: no new libraries, icons as inline SVG.
import { Link } from 'react-router-dom';
import { CUSTOMER_SIZES, SITE_CONTACT } from '../../../shared/constants';
import { useDocumentTitle } from '../components/use-document-title';
import { HowItWorks } from '../features/landing/how-it-works';
import { LandingContact } from '../features/landing/landing-contact';
import { SIZE_USES } from '../lib/size-uses';
import { TrailerOffer } from '../features/landing/trailer-offer';
import { TrustSignals } from '../features/landing/trust-signals';
import { SearchWizard } from '../features/search/search-wizard';

export function HomePage() {
  useDocumentTitle('Compare Dumpster Rental Prices');
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

      <HowItWorks />

      <TrailerOffer />

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
        <Link to="/faq#sizes" className="link-inline">
          Not sure which size? Read the size guide
        </Link>
      </section>

      <TrustSignals />

      <LandingContact />

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
