// /dumpster/:id: one listing, its price and provider, and the way to book or rent it. A listing has
// no price of its own: it shows its provider's price for its size, priced with shared/pricing.ts's
// quote (the function checkout charges with) for the length and add-ons the customer searched with,
// so results, this page and checkout show one total. Beside the price, the next dates a standard
// rental can be delivered on (next-delivery-dates.tsx), each a way into checkout on that date.
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { checkoutPath, readCheckoutAddOns, readRentalDays } from '../../../../shared/checkout-link';
import { DUMPSTER_TYPE_LABELS, LISTING_CATEGORY_LABELS, PROVIDER_ADD_ON_LABELS, PROVIDER_ADD_ONS } from '../../../../shared/constants';
import { MESSAGES } from '../../../../shared/messages';
import { formatUsd } from '../../../../shared/money';
import {
  describeIncluded,
  effectivePricing,
  lengthLabel,
  lengthTotals,
  quote as priceOrder,
  STANDARD_RENTAL_DAYS,
  type SelectedAddOns,
} from '../../../../shared/pricing';
import type { ListingDetail } from '../../../../shared/schemas/listing';
import { SelectField } from '../../components/form-field';
import { LoadingPanel } from '../../components/status-panel';
import { useDocumentTitle } from '../../components/use-document-title';
import { VerifiedBadge } from '../../components/verified-badge';
import { isApiError } from '../../lib/api-error';
import { listingTitle } from '../../lib/listing-title';
import { RESULTS_RETURN_PARAM, safeResultsPath } from '../../lib/results-return';
import { useSession } from '../../lib/session';
import { ListingGallery } from './listing-gallery';
import { DescriptionSection, ProviderSection, ServiceAreasSection } from './listing-sections';
import { ProviderReviews } from './reviews/provider-reviews';
import { useListingDetail } from './listing-api';
import { NextDeliveryDates } from './next-delivery-dates';
import { PriceLineRows } from '../../components/price-line-rows';
import { StatusBadge } from '../../components/status-badge';
import './listings.css';
import { SCREEN_MESSAGES } from '../../lib/screen-messages';

/** Back to the results this page was opened from (with their filters and sort), else to a new search. */
function BackToSearch() {
  const [params] = useSearchParams();
  return (
    <Link to={safeResultsPath(params.get(RESULTS_RETURN_PARAM)) ?? '/search'} className="link-inline back-link">
      ← Back to Search
    </Link>
  );
}

/** The search this page was opened from, as its results link carries it: the length and add-ons priced there. */
function searchedOrder(params: URLSearchParams): { rentalDays?: number; addOns: SelectedAddOns; zipCode?: string } {
  const from = params.get(RESULTS_RETURN_PARAM);
  const query = new URLSearchParams(from && from.includes('?') ? from.slice(from.indexOf('?') + 1) : '');
  const zipCode = query.get('zipCode') ?? undefined;
  return {
    rentalDays: readRentalDays(query.get('rentalDays')),
    addOns: readCheckoutAddOns(query.get('addOns')),
    ...(zipCode && /^\d{5}$/.test(zipCode) ? { zipCode } : {}),
  };
}

/** The price box: the provider's price for the listing's size, for the length and add-ons chosen. */
function ListingPrice({ detail }: { detail: ListingDetail }) {
  const [params] = useSearchParams();
  const [searched] = useState(() => searchedOrder(params));
  const { listing, provider, pricing } = detail;
  const sizeYards = Number(listing.size);
  const offered = PROVIDER_ADD_ONS.filter((addOn) => provider.addOns[addOn]);
  const lengths = lengthTotals({ pricing, sizeYards });
  const [rentalDays, setRentalDays] = useState(() =>
    searched.rentalDays && lengths.some((length) => length.days === searched.rentalDays)
      ? searched.rentalDays
      : (lengths.find((length) => length.days === STANDARD_RENTAL_DAYS) ?? lengths[0]).days,
  );
  const [addOns, setAddOns] = useState<SelectedAddOns>(() =>
    Object.fromEntries(offered.filter((addOn) => searched.addOns[addOn]).map((addOn) => [addOn, true])),
  );
  const quote = priceOrder({ pricing, sizeYards, rentalDays, addOns, offeredAddOns: provider.addOns });
  const addOnPrices = effectivePricing(pricing).addOnPricesCents;
  const bookPath = checkoutPath({ providerId: provider.providerId, size: sizeYards, zipCode: searched.zipCode, rentalDays, addOns });

  return (
    <div className="detail-price">
      <dl className="detail-prices">
        <div className="detail-prices__main">
          <dt>Total, {lengthLabel(quote.rentalDays)}</dt>
          <dd>{formatUsd(quote.totalCents)}</dd>
        </div>
        <PriceLineRows lines={quote.lines} />
      </dl>
      <p className="detail-price__included">{describeIncluded(quote.included)}</p>
      <SelectField label="Rental length" name="rentalDays" value={String(rentalDays)} onChange={(event) => setRentalDays(Number(event.target.value))}>
        {lengths.map((length) => (
          <option key={length.days} value={length.days}>
            {lengthLabel(length.days)}
          </option>
        ))}
      </SelectField>
      {offered.length > 0 && (
        <fieldset className="detail-price__add-ons">
          <legend>Add-ons from {provider.businessName}</legend>
          {offered.map((addOn) => (
            <label key={addOn} className="checkbox">
              <input
                type="checkbox"
                name={addOn}
                checked={addOns[addOn] === true}
                onChange={(event) => setAddOns((current) => ({ ...current, [addOn]: event.target.checked }))}
              />
              <span>
                {PROVIDER_ADD_ON_LABELS[addOn]} +{formatUsd(addOnPrices[addOn])}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {listing.availability && (
        <Link to={bookPath} className="button button--primary button--block">
          Book Now<span className="visually-hidden"> for {formatUsd(quote.totalCents)}</span>
        </Link>
      )}
      {listing.availability && detail.nextAvailable && (
        <NextDeliveryDates providerId={provider.providerId} nextAvailable={detail.nextAvailable} zipCode={searched.zipCode} addOns={addOns} />
      )}
    </div>
  );
}

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
          <h1 className="status-panel__title">{notFound ? MESSAGES.listingNotFound : SCREEN_MESSAGES.listingLoadFailed}</h1>
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

  return (
    <div className="container page">
      <BackToSearch />
      <div className="detail-layout">
        <ListingGallery imageUrls={listing.imageUrls} title={title} />
        <div className="detail-summary card">
          <h1 className="detail-summary__title">{title}</h1>
          <StatusBadge as="p" kind="listing" status={listing.availability ? 'available' : 'unavailable'}>
            {listing.availability ? 'Available' : 'Unavailable'}
          </StatusBadge>
          <ListingPrice detail={data} />
          <dl className="detail-list">
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
          {listing.availability ? (
            <Link to={rentUrl} className="button button--ghost button--block">
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
        <ProviderReviews providerId={provider.providerId} rating={provider.rating} reviewCount={provider.reviewCount} />
        <ServiceAreasSection serviceAreas={listing.serviceAreas} />
      </div>
    </div>
  );
}
