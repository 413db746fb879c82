// About: what the marketplace is (and is not), how it works for customers and for providers, and
// how to reach us. Static; contact details come from SITE_CONTACT.
import { Link } from 'react-router-dom';
import { SITE_CONTACT } from '../../../../shared/constants';
import { useDocumentTitle } from '../../components/use-document-title';
import './pages.css';

const CUSTOMER_STEPS = [
  'Enter the ZIP code where the dumpster goes and pick the type of job.',
  'Compare local providers by daily, weekly and monthly totals, delivery fee included.',
  'Book and pay online through Stripe; your confirmation arrives by e-mail and text.',
  'The provider delivers, typically within 24 to 48 hours, and hauls it away when you are done.',
];

const PROVIDER_STEPS = [
  'Request access and register your business with the access code we send you.',
  'List your dumpsters, set your prices and add-ons, and choose the ZIP codes you serve.',
  'Receive rental requests from customers in your area and accept the ones you can fulfil.',
  'Run bookings, invoices and reports in the provider portal, and earn the Verified badge once we check your insurance and license.',
];

export function AboutPage() {
  useDocumentTitle('About Us');
  const { address } = SITE_CONTACT;
  return (
    <div className="container page static-page">
      <header className="static-page__header">
        <h1>About {SITE_CONTACT.name}</h1>
        <p className="page__lead">
          {SITE_CONTACT.tagline}, and book the right one online.
        </p>
      </header>

      <section className="about-intro" aria-labelledby="about-what-heading">
        <h2 id="about-what-heading">A marketplace, not a hauler</h2>
        <p>
          {SITE_CONTACT.name} is an online marketplace that connects homeowners, contractors and businesses with
          independent dumpster rental providers across the United States. Providers list their dumpsters, prices and
          service areas; customers compare them side by side and book and pay in one place.
        </p>
        <p>
          We do not own trucks or dumpsters ourselves. Every delivery, pickup and disposal is handled by the local
          provider you choose, and we stay on hand with support around the clock if anything needs sorting out.
        </p>
      </section>

      <div className="about-columns">
        <section className="card about-card" aria-labelledby="about-customers-heading">
          <h2 id="about-customers-heading">For customers</h2>
          <ol className="about-steps">
            {CUSTOMER_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <Link to="/search" className="button button--primary">
            Find a Dumpster
          </Link>
        </section>
        <section className="card about-card" aria-labelledby="about-providers-heading">
          <h2 id="about-providers-heading">For providers</h2>
          <ol className="about-steps">
            {PROVIDER_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <Link to="/register/provider" className="button button--ghost">
            Become a Provider
          </Link>
        </section>
      </div>

      <section className="static-page__aside card" aria-labelledby="about-contact-heading">
        <h2 id="about-contact-heading">Contact us</h2>
        <dl className="contact-list">
          <div>
            <dt>Phone (24/7)</dt>
            <dd>
              <a href={SITE_CONTACT.phoneHref}>{SITE_CONTACT.phone}</a>
            </dd>
          </div>
          <div>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${SITE_CONTACT.email}`}>{SITE_CONTACT.email}</a>
            </dd>
          </div>
          <div>
            <dt>Office</dt>
            <dd>
              <address>
                {address.street}, {address.city}, {address.state} {address.zipCode}
              </address>
            </dd>
          </div>
        </dl>
        <p>
          Questions first? Browse the <Link to="/faq">FAQ</Link> or visit <Link to="/support">Support</Link>.
        </p>
      </section>
    </div>
  );
}
