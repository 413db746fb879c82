// Text-to-book on the landing page: the lengths a texter can pick and an sms: link that opens the
// phone's messaging app with BOOK typed in. No price is printed here: a text is quoted its local
// provider's own price for a 10-yard dumpster (shared/pricing.ts, as search and checkout price it),
// so the page can never promise a price the text then contradicts.
import { SITE_CONTACT, SMS_DUMPSTER_SIZE } from '../../../../shared/constants';
import './landing.css';

const PERIODS = [
  { key: 'threeDay', label: '3 days', reply: 'Reply 1' },
  { key: 'weekly', label: 'A week', reply: 'Reply 2' },
  { key: 'monthly', label: 'A month', reply: 'Reply 3' },
] as const;

export function TrailerOffer() {
  return (
    <section className="section section--tinted" aria-labelledby="trailer-heading">
      <div className="container trailer">
        <div className="trailer__copy">
          <p className="eyebrow">Book by text</p>
          <h2 id="trailer-heading">Dumpster rental by text message</h2>
          <p>
            Tell us where and when, and we text you a local provider&apos;s price for a {SMS_DUMPSTER_SIZE}-yard dumpster,
            delivery included: the same price you would see on this site.
          </p>
          <p className="trailer__sms">
            Text <strong>BOOK</strong> to{' '}
            <a href={SITE_CONTACT.smsBookHref} className="trailer__sms-number">
              {SITE_CONTACT.smsPhone}
            </a>
          </p>
          <p className="trailer__note">
            We reply asking for your ZIP code, rental period, delivery date and address, then text a quote and a
            secure payment link. Reply HELP for help or STOP to opt out; message and data rates may apply.
          </p>
          <a href={SITE_CONTACT.smsBookHref} className="button button--primary">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
              <path
                fill="currentColor"
                d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 3.5V18a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm3 6.5h10v-2H7zm0 3.5h7v-2H7z"
              />
            </svg>
            Text BOOK to {SITE_CONTACT.smsPhone}
          </a>
        </div>
        <ul className="trailer__prices" aria-label="Rental lengths by text">
          {PERIODS.map((period) => (
            <li key={period.key} className="card trailer__price-card">
              <span className="trailer__period">{period.reply}</span>
              <strong className="trailer__price">{period.label}</strong>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
