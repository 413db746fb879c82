// /provider/listings: the provider's listings, with links to create and edit them, the Available
// switch and delete (after a confirmation).
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Listing } from '../../../../../shared/schemas/listing';
import { LoadingPanel, MessagePanel } from '../../../components/status-panel';
import { useDocumentTitle } from '../../../components/use-document-title';
import { listingTitle } from '../../../lib/listing-title';
import { DeleteListingDialog } from './delete-listing-dialog';
import { ListingCard } from './listing-card';
import { PROVIDER_LISTINGS_KEY, useProviderListings } from './listings-api';
import './provider-listings.css';

const LISTINGS_TITLE_ID = 'provider-listings-title';

function ListingsHeader() {
  return (
    <div className="listings-header">
      <h1 tabIndex={-1} id={LISTINGS_TITLE_ID}>
        My Listings
      </h1>
      <Link to="/provider/listings/new" className="button button--primary">
        + New Listing
      </Link>
    </div>
  );
}

function ListingsBody() {
  const listings = useProviderListings();
  const queryClient = useQueryClient();
  const hintId = useId();
  const [deleting, setDeleting] = useState<Listing>();
  const [deletedTitle, setDeletedTitle] = useState<string>();

  if (listings.isPending) return <LoadingPanel label="Loading your listings..." />;
  if (listings.isError) {
    return (
      <MessagePanel title="We could not load your listings." tone="error">
        <button type="button" className="button button--ghost button--small" onClick={() => void listings.refetch()}>
          Try again
        </button>
      </MessagePanel>
    );
  }

  function deleted(listing: Listing) {
    queryClient.setQueryData<Listing[]>(PROVIDER_LISTINGS_KEY, (current) =>
      current?.filter((item) => item.listingId !== listing.listingId),
    );
    setDeleting(undefined);
    setDeletedTitle(listingTitle(listing));
    // The Delete button that opened the dialog is gone: focus goes back to the top of the list.
    document.getElementById(LISTINGS_TITLE_ID)?.focus();
  }

  return (
    <>
      <p className="listings-status" role="status">
        {deletedTitle ? `The ${deletedTitle} was deleted.` : ''}
      </p>
      {listings.data.length === 0 ? (
        <MessagePanel title="You have no listings yet">
          <p>Create a listing for each dumpster you rent out, so customers can find it in search.</p>
          <Link to="/provider/listings/new" className="button button--primary">
            Create Listing
          </Link>
        </MessagePanel>
      ) : (
        <>
          <p id={hintId} className="page__lead">
            Unavailable listings are hidden from search and cannot be rented. Switch one back on when the dumpster is
            ready again.
          </p>
          <ul className="listing-cards" aria-label="Your listings">
            {listings.data.map((listing) => (
              <ListingCard
                key={listing.listingId}
                listing={listing}
                availabilityHintId={hintId}
                onDelete={() => setDeleting(listing)}
              />
            ))}
          </ul>
        </>
      )}
      {deleting && (
        <DeleteListingDialog listing={deleting} onClose={() => setDeleting(undefined)} onDeleted={() => deleted(deleting)} />
      )}
    </>
  );
}

export function ProviderListingsPage() {
  useDocumentTitle('My Listings');
  return (
    <div className="container page">
      <ListingsHeader />
      <ListingsBody />
    </div>
  );
}
