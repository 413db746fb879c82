// /dumpster/:id: one listing, its prices and provider, and the way to rent it.
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { DUMPSTER_TYPE_LABELS, LISTING_CATEGORY_LABELS } from '../../../../shared/constants';
import { MESSAGES } from '../../../../shared/messages';
import { formatUsd } from '../../../../shared/money';
import type { Listing } from '../../../../shared/schemas/listing';
import { LoadingPanel } from '../../components/status-panel';
import { useDocumentTitle } from '../../components/use-document-title';
import { VerifiedBadge } from '../../components/verified-badge';
import { isApiError } from '../../lib/api-error';
import { listingTitle } from '../../lib/listing-title';
import { RESULTS_RETURN_PARAM, safeResultsPath } from '../../lib/results-return';
import { useSession } from '../../lib/session';
import { ListingGallery } from './listing-gallery';
import { DescriptionSection, ProviderSection, ServiceAreasSection } from './listing-sections';
import { useListingDetail } from './listing-api';

/** Back to the results this page was opened from (with their filters and sort), else to a new search. */
function BackToSearch() {
  const [params] = useSearchParams();
  return (
    <Link to={safeResultsPath(params.get(RESULTS_RETURN_PARAM)) ?? '/search'} className="link-inline back-link">
      ← Back to Search
    </Link>
  );
}

const FEATURES: { key: keyof Listing; label: string }[] = [
  { key: 'sameDayDelivery', label: 'Same-day delivery' },
  { key: 'drivewaySafe', label: 'Driveway safe' },
  { key: 'moneyBackGuarantee', label: 'Money-back guarantee' },
  { key: 'cleanDisposal', label: 'Clean disposal' },
  { key: 'verified', label: 'Verified listing' },
];

export function ListingDetailPage() {
  const { id = '' } = useParams();
  const detail = useListingDetail(id);
  const { user } = useSession();
  const data = detail.data;
  useDocumentTitle(data ? listingTitle(data.listing) : detail.isError ? 'Dumpster not found' : 'Dumpster details');

  if (detail.isPending) {
    return (
      <div className="container page">
        <h1 className="visually-hidden">Dumpster details</h1>
        <LoadingPanel label="Loading dumpster details..." />
      </div>
    );
  }

  if (detail.isError || !data) {
    const notFound = isApiError(detail.error, 404) || isApiError(detail.error, 400);
    return (
      <div className="container page">
        <BackToSearch />
        <div className="status-panel status-panel--error" role="alert">
          <h1 className="status-panel__title">{notFound ? MESSAGES.listingNotFound : MESSAGES.listingLoadFailed}</h1>
          <p>
            {notFound
              ? 'It may have been removed by its provider. Compare other dumpsters near you instead.'
              : 'Please check your connection and try again.'}
          </p>
          <div className="button-row">
            {!notFound && (
              <button type="button" className="button button--ghost" onClick={() => void detail.refetch()}>
                Try Again
              </button>
            )}
            <Link to="/search" className="button button--primary">
              Find another dumpster
            </Link>
          </div>
        </div>
      </div>
    );
  }

  const { listing, provider } = data;
  const title = listingTitle(listing);
  const rentPath = `/rent/${encodeURIComponent(listing.listingId)}`;
  // The redirect value stays a readable path (/login?redirect=/rent/{id}), as the spec writes it.
  const rentUrl = user ? rentPath : `/login?redirect=${rentPath}`;
  const features = FEATURES.filter((feature) => listing[feature.key] === true);

  return (
    <div className="container page">
      <BackToSearch />
      <div className="detail-layout">
        <ListingGallery imageUrls={listing.imageUrls} title={title} />
        <div className="detail-summary card">
          <h1 className="detail-summary__title">{title}</h1>
          <p className={`status-badge status-badge--${listing.availability ? 'available' : 'unavailable'}`}>
            {listing.availability ? 'Available' : 'Unavailable'}
          </p>
          <dl className="detail-prices">
            <div className="detail-prices__main">
              <dt>Per week</dt>
              <dd>{formatUsd(listing.pricing.weeklyCents)}</dd>
            </div>
            {listing.pricing.dailyCents > 0 && (
              <div>
                <dt>Per day</dt>
                <dd>{formatUsd(listing.pricing.dailyCents)}</dd>
              </div>
            )}
            {listing.pricing.monthlyCents > 0 && (
              <div>
                <dt>Per month</dt>
                <dd>{formatUsd(listing.pricing.monthlyCents)}</dd>
              </div>
            )}
          </dl>
          <dl className="detail-list">
            <div>
              <dt>Delivery</dt>
              <dd>{listing.deliveryFeeCents > 0 ? formatUsd(listing.deliveryFeeCents) : 'Free'}</dd>
            </div>
            <div>
              <dt>Type</dt>
              <dd>{DUMPSTER_TYPE_LABELS[listing.type]}</dd>
            </div>
            <div>
              <dt>Size</dt>
              <dd>{listing.size} Yard</dd>
            </div>
            <div>
              <dt>Category</dt>
              <dd>{LISTING_CATEGORY_LABELS[listing.category]}</dd>
            </div>
            <div>
              <dt>Provider</dt>
              <dd>
                {provider.businessName} {provider.isVerified && <VerifiedBadge />}
              </dd>
            </div>
          </dl>
          {features.length > 0 && (
            <ul className="feature-list" aria-label="Features">
              {features.map((feature) => (
                <li key={feature.key}>{feature.label}</li>
              ))}
            </ul>
          )}
          {listing.availability ? (
            <Link to={rentUrl} className="button button--primary button--block">
              Rent This Dumpster
            </Link>
          ) : (
            <p className="detail-summary__note">This dumpster is currently unavailable for rental.</p>
          )}
        </div>
      </div>
      <div className="detail-sections">
        <DescriptionSection description={listing.description} />
        <ProviderSection provider={provider} />
        <ServiceAreasSection serviceAreas={listing.serviceAreas} />
      </div>
    </div>
  );
}
