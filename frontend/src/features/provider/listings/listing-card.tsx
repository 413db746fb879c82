// One listing in the provider's list: thumbnail, title, facts, weekly price, description preview,
// the Available switch (saved at once, put back if the save fails), and Edit / Delete.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { DUMPSTER_TYPE_LABELS, LISTING_CATEGORY_LABELS } from '../../../../../shared/constants';
import type { Listing } from '../../../../../shared/schemas/listing';
import { listingTitle } from '../../../lib/listing-title';
import { availabilityFailureText, descriptionPreview } from './listing-form-values';
import { ListingSizePrice } from './listing-size-price';
import { listingsChanged, PROVIDER_LISTINGS_KEY, setListingAvailability } from './listings-api';
import { StatusBadge } from '../../../components/status-badge';

function withAvailability(listingId: string, availability: boolean, saved?: Listing) {
  return (listings: Listing[] | undefined) =>
    listings?.map((listing) => (listing.listingId === listingId ? (saved ?? { ...listing, availability }) : listing));
}

/**
 * The switch shows the new state at once; the cached list is changed only for this listing, so
 * rolling back a failure never undoes another listing's change made meanwhile.
 */
function useAvailability(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (availability: boolean) => setListingAvailability(listingId, availability),
    onMutate: async (availability) => {
      await queryClient.cancelQueries({ queryKey: PROVIDER_LISTINGS_KEY });
      queryClient.setQueryData<Listing[]>(PROVIDER_LISTINGS_KEY, withAvailability(listingId, availability));
    },
    onSuccess: (saved) => queryClient.setQueryData<Listing[]>(PROVIDER_LISTINGS_KEY, withAvailability(listingId, saved.availability, saved)),
    onError: (_error, availability) =>
      queryClient.setQueryData<Listing[]>(PROVIDER_LISTINGS_KEY, withAvailability(listingId, !availability)),
    onSettled: () => listingsChanged(queryClient),
  });
}

function Thumbnail({ url }: { url: string | undefined }) {
  if (!url) {
    return (
      <div className="listing-card__thumb listing-card__thumb--empty" aria-hidden="true">
        No image
      </div>
    );
  }
  // Decorative: the title next to it says what it shows.
  return <img className="listing-card__thumb" src={url} alt="" loading="lazy" />;
}

interface ListingCardProps {
  listing: Listing;
  /** The id of the text explaining what Unavailable means, shared by every switch. */
  availabilityHintId: string;
  onDelete: () => void;
}

export function ListingCard({ listing, availabilityHintId, onDelete }: ListingCardProps) {
  const availability = useAvailability(listing.listingId);
  const title = listingTitle(listing);
  const titleId = `listing-${listing.listingId}-title`;
  const preview = descriptionPreview(listing.description);

  return (
    <li className="card listing-card">
      <Thumbnail url={listing.imageUrls[0]} />
      <div className="listing-card__body">
        <div className="listing-card__head">
          <h2 id={titleId} className="listing-card__title">
            {title}
          </h2>
          <StatusBadge kind="listing" status={listing.availability ? 'available' : 'unavailable'}>
            {listing.availability ? 'Available' : 'Unavailable'}
          </StatusBadge>
        </div>
        <p className="listing-card__facts">
          {listing.size} yards · {DUMPSTER_TYPE_LABELS[listing.type]} · {LISTING_CATEGORY_LABELS[listing.category]}
        </p>
        <ListingSizePrice sizeYards={Number(listing.size)} compact />
        {preview && <p className="listing-card__description">{preview}</p>}
        <div className="listing-card__actions">
          <label className="switch">
            <input
              type="checkbox"
              role="switch"
              className="switch__input"
              checked={listing.availability}
              aria-label={`Available for rent: ${title}`}
              aria-describedby={availabilityHintId}
              onChange={(event) => availability.mutate(event.target.checked)}
            />
            <span className="switch__track" aria-hidden="true" />
            {/* The visible words follow the switch; its name (above) stays the question it answers. */}
            <span className="switch__text" aria-hidden="true">
              {listing.availability ? 'Available for rent' : 'Not available for rent'}
            </span>
          </label>
          <div className="listing-card__links">
            <Link
              to={`/provider/listings/edit/${encodeURIComponent(listing.listingId)}`}
              className="button button--ghost button--small"
              aria-label={`Edit ${title}`}
            >
              Edit
            </Link>
            <button
              type="button"
              className="button button--ghost button--small listing-card__delete"
              aria-label={`Delete ${title}`}
              onClick={onDelete}
            >
              Delete
            </button>
          </div>
        </div>
        {availability.isError && (
          <p className="field-error" role="alert">
            {availabilityFailureText(availability.error)}
          </p>
        )}
      </div>
    </li>
  );
}
