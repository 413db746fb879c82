// What customers see of the business, from the stored profile: verification, service area and
// prices (the inventory card is inventory-today-card.tsx).
import { Link } from 'react-router-dom';
import { PROVIDER_ADD_ON_LABELS, PROVIDER_ADD_ONS } from '../../../../../shared/constants';
import { formatUsd } from '../../../../../shared/money';
import type { ProviderProfile } from '../../../../../shared/schemas/provider';
import { VerifiedBadge } from '../../../components/verified-badge';

const ZIP_PREVIEW_COUNT = 8;

export function VerificationCard({ profile }: { profile: ProviderProfile }) {
  return (
    <section className="dashboard-card card" aria-labelledby="verification-title">
      <h2 id="verification-title" className="dashboard-card__title">
        Verification
      </h2>
      {profile.isVerified ? (
        <>
          <p>
            <VerifiedBadge />
          </p>
          <p>Customers see the Verified badge next to your business in search results.</p>
        </>
      ) : (
        <>
          <p className="dashboard-card__status">Documents under review</p>
          <p>
            Our team is checking your business insurance and driver's license. You are already listed in search;
            the Verified badge appears once the review is done.
          </p>
        </>
      )}
    </section>
  );
}

export function ServiceAreaCard({ profile }: { profile: ProviderProfile }) {
  const zips = profile.primaryZipCodes;
  const shown = zips.slice(0, ZIP_PREVIEW_COUNT);
  const firstZip = zips[0];
  return (
    <section className="dashboard-card card" aria-labelledby="service-area-title">
      <h2 id="service-area-title" className="dashboard-card__title">
        Service Area
      </h2>
      <span className="dashboard-card__count">{profile.serviceableZipCodes.length}</span>
      <p>
        {profile.serviceableZipCodes.length === 1 ? 'ZIP code' : 'ZIP codes'} served within {profile.serviceRadius} miles of
        your primary {zips.length === 1 ? 'ZIP' : 'ZIPs'}:
      </p>
      <ul className="provider-zips" aria-label="Primary service ZIP codes">
        {shown.map((zip) => (
          <li key={zip} className="provider-zip">
            {zip}
          </li>
        ))}
        {zips.length > shown.length && <li className="provider-zip provider-zip--more">+{zips.length - shown.length} more</li>}
      </ul>
      {firstZip && (
        <Link to={`/results?${new URLSearchParams({ zipCode: firstZip })}`} className="button button--ghost button--small">
          See your listing in search
        </Link>
      )}
    </section>
  );
}

export function PricingCard({ profile }: { profile: ProviderProfile }) {
  const { pricing } = profile;
  const offered = PROVIDER_ADD_ONS.filter((key) => profile.addOns[key]);
  return (
    <section className="dashboard-card card" aria-labelledby="pricing-title">
      <h2 id="pricing-title" className="dashboard-card__title">
        Pricing
      </h2>
      <dl className="dashboard-facts">
        <div>
          <dt>Base rate</dt>
          <dd>{formatUsd(pricing.baseRatePerYardCents)} per yard per day</dd>
        </div>
        <div>
          <dt>Delivery fee</dt>
          <dd>{formatUsd(pricing.deliveryFeeCents)}</dd>
        </div>
        <div>
          <dt>Add-ons</dt>
          <dd>
            {offered.length === 0
              ? 'None offered'
              : offered.map((key) => `${PROVIDER_ADD_ON_LABELS[key]} ${formatUsd(pricing.addOnPricesCents[key])}`).join(', ')}
          </dd>
        </div>
      </dl>
    </section>
  );
}
