// The flat-rate dump trailer offer with its text-to-book line: three prices from
// LANDING_TRAILER_PRICES_CENTS (the same ones the SMS conversation quotes) and an sms: link that
// opens the phone's messaging app with BOOK typed in.
import { LANDING_TRAILER_PRICES_CENTS, SITE_CONTACT } from '../../../../shared/constants';
import { formatUsd } from '../../../../shared/money';

const PERIODS = [
  { key: 'threeDay', label: '3 days' },
  { key: 'weekly', label: 'Weekly' },
  { key: 'monthly', label: 'Monthly' },
] as const;

export function TrailerOffer() {
  return (
    <section className="section section--tinted" aria-labelledby="trailer-heading">
      <div className="container trailer">
        <div className="trailer__copy">
          <p className="eyebrow">Flat-rate rental</p>
          <h2 id="trailer-heading">Dump trailer rental, one simple price</h2>
          <p>
            No per-yard math: pick a period, tell us where and when, and a local provider delivers the trailer.
            Book it all by text message.
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
        <ul className="trailer__prices" aria-label="Trailer rental prices">
          {PERIODS.map((period) => (
            <li key={period.key} className="card trailer__price-card">
              <span className="trailer__period">{period.label}</span>
              <strong className="trailer__price">{formatUsd(LANDING_TRAILER_PRICES_CENTS[period.key])}</strong>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
