// The site's contact details on the landing page, all from SITE_CONTACT.
import { Link } from 'react-router-dom';
import { SITE_CONTACT } from '../../../../shared/constants';
import './landing.css';

export function LandingContact() {
  const { address } = SITE_CONTACT;
  return (
    <section className="section container" aria-labelledby="contact-heading">
      <div className="landing-contact card">
        <div>
          <h2 id="contact-heading">Questions? Talk to a person</h2>
          <p>
            Our support line is open 24/7. Browse the <Link to="/faq">FAQ</Link> or visit{' '}
            <Link to="/support">Support</Link> for chat and tickets.
          </p>
        </div>
        <dl className="landing-contact__list">
          <div>
            <dt>Call</dt>
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
      </div>
    </section>
  );
}
