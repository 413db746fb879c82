// One provider in the results: who they are, the server's quote for the searched size, length and
// add-ons (shared/pricing.ts's lines, what checkout charges), its latest review, expandable details,
// and 'Book Now'.
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { DUMPSTER_TYPE_LABELS, PROVIDER_ADD_ON_LABELS, PROVIDER_ADD_ONS } from '../../../../shared/constants';
import { formatUsd } from '../../../../shared/money';
import { describeIncluded, lengthLabel } from '../../../../shared/pricing';
import type { ProviderResult } from '../../../../shared/schemas/search';
import { ProviderAvatar } from '../../components/provider-avatar';
import { StarRating } from '../../components/star-rating';
import { LatestReviewQuote } from './latest-review-quote';
import { VerifiedBadge } from '../../components/verified-badge';
import { listingTitle } from '../../lib/listing-title';
import { dumpsterPath } from '../../lib/results-return';
import { PriceLineRows } from '../../components/price-line-rows';

interface ProviderCardProps {
  provider: ProviderResult;
  bestPrice: boolean;
  bookUrl: string;
}

export function ProviderCard({ provider, bestPrice, bookUrl }: ProviderCardProps) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const id = useId();
  const { quote } = provider;
  const offered = PROVIDER_ADD_ONS.filter((addOn) => provider.addOns[addOn]);
  const moreZips = provider.serviceZipCount > provider.serviceZipPreview.length;

  return (
    <article className={`provider-card card${bestPrice ? ' provider-card--best' : ''}`} aria-labelledby={`${id}-name`}>
      {bestPrice && <span className="badge badge--best">Best Price</span>}
      <div className="provider-card__head">
        <ProviderAvatar name={provider.businessName} logoUrl={provider.logoUrl} />
        <div className="provider-card__who">
          <h3 id={`${id}-name`} className="provider-card__name">
            {provider.businessName}
          </h3>
          <div className="provider-card__meta">
            {provider.isVerified && <VerifiedBadge />}
            <StarRating rating={provider.rating} reviewCount={provider.reviewCount} />
          </div>
          <p className="provider-card__place">
            {provider.city}, {provider.state}
          </p>
        </div>
        <div className="provider-card__total">
          <span className="provider-card__total-label">Total, {lengthLabel(quote.rentalDays)}</span>
          <strong className="provider-card__total-value">{formatUsd(quote.totalCents)}</strong>
        </div>
      </div>
      <LatestReviewQuote review={provider.latestReview} />

      <dl className="price-lines">
        <PriceLineRows lines={quote.lines} />
      </dl>
      <p className="provider-card__included">{describeIncluded(quote.included)}</p>

      <ul className="period-prices" aria-label="Total by rental length">
        {provider.lengths.map((length) => (
          <li key={length.days}>
            <span>{lengthLabel(length.days)}</span> <strong>{formatUsd(length.totalCents)}</strong>
          </li>
        ))}
      </ul>

      <div className="provider-card__actions">
        <button
          type="button"
          className="button button--ghost"
          aria-expanded={open}
          aria-controls={`${id}-details`}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Hide details' : 'Show details'}
          <span className="visually-hidden"> for {provider.businessName}</span>
        </button>
        <Link to={bookUrl} className="button button--primary">
          Book Now<span className="visually-hidden"> with {provider.businessName}</span>
        </Link>
      </div>

      <div id={`${id}-details`} className="provider-card__details" hidden={!open}>
        <dl className="detail-list">
          <div>
            <dt>Dumpster types</dt>
            <dd>{provider.dumpsterTypes.map((type) => DUMPSTER_TYPE_LABELS[type]).join(', ') || 'Not listed'}</dd>
          </div>
          <div>
            <dt>Sizes</dt>
            <dd>{provider.sizes.length > 0 ? provider.sizes.map((size) => `${size} yd`).join(', ') : 'Not listed'}</dd>
          </div>
          <div>
            <dt>Add-ons</dt>
            <dd>
              {offered.length > 0
                ? offered
                    .map((addOn) => {
                      const cents = provider.addOnPricesCents[addOn];
                      return cents === undefined ? PROVIDER_ADD_ON_LABELS[addOn] : `${PROVIDER_ADD_ON_LABELS[addOn]} ${formatUsd(cents)}`;
                    })
                    .join(', ')
                : 'None'}
            </dd>
          </div>
          <div>
            <dt>Service ZIP codes</dt>
            <dd>
              {provider.serviceZipPreview.join(', ')}
              {moreZips && ' and more...'}
            </dd>
          </div>
        </dl>
        {provider.listings.length > 0 && (
          <>
            <h4 className="provider-card__listings-title">Dumpsters in your area</h4>
            <ul className="listing-links">
              {provider.listings.map((listing) => (
                <li key={listing.listingId}>
                  <Link to={dumpsterPath(listing.listingId, `${location.pathname}${location.search}`)}>{listingTitle(listing)}</Link>{' '}
                  <span className="listing-links__price">
                    {formatUsd(listing.totalCents)} for {lengthLabel(quote.rentalDays)}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </article>
  );
}
