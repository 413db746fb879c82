// /provider/listings/new and /provider/listings/edit/:id: the listing form, creating a listing or
// saving an edit of one. An edit is saved only over the version it started from (409 otherwise,
// with a way to reload that version).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { Listing } from '../../../../../shared/schemas/listing';
import { LoadingPanel, MessagePanel } from '../../../components/status-panel';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiError } from '../../../lib/api-error';
import { ListingForm } from './listing-form';
import { savedImage } from './listing-image-field';
import {
  createFailureText,
  EMPTY_LISTING_FORM,
  listingFormValuesOf,
  loadFailureText,
  updateFailureText,
} from './listing-form-values';
import { createListing, listingsChanged, updateListing, useProviderListing } from './listings-api';
import './provider-listings.css';
// Registration's styles for the image file input and disabled text inputs, which the form shares.

/** How long 'Listing updated successfully!' stays (the spec's 3 seconds). */
export const UPDATED_NOTICE_MS = 3000;
export const LISTING_UPDATED = 'Listing updated successfully!';

export function CreateListingPage() {
  useDocumentTitle('Create Listing');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <div className="container page listing-editor">
      <h1>Create Listing</h1>
      <ListingForm
        initialValues={EMPTY_LISTING_FORM}
        initialImages={[]}
        submitLabel="Create Listing"
        savingLabel="Creating Listing..."
        failureText={createFailureText}
        onSave={async (body) => {
          const created = await createListing(body);
          await listingsChanged(queryClient, created);
          await navigate('/provider/listings');
        }}
      />
    </div>
  );
}

function EditListingForm({ listing, onSaved, onReload }: { listing: Listing; onSaved: () => void; onReload: () => void }) {
  const queryClient = useQueryClient();
  return (
    <ListingForm
      initialValues={listingFormValuesOf(listing)}
      initialImages={listing.imageUrls.map(savedImage)}
      submitLabel="Save Changes"
      savingLabel="Saving Changes..."
      failureText={updateFailureText}
      recovery={(error) =>
        isApiError(error, 409) ? (
          <button type="button" className="button button--ghost button--small" onClick={onReload}>
            Reload listing
          </button>
        ) : null
      }
      onSave={async (body) => {
        const saved = await updateListing(listing.listingId, {
          ...body,
          expectedUpdatedAt: listing.updatedAt,
        });
        onSaved();
        // The form is drawn again from the saved listing, so the next save starts from its version.
        await listingsChanged(queryClient, saved);
      }}
    />
  );
}

export function EditListingPage() {
  useDocumentTitle('Edit Listing');
  const { id = '' } = useParams();
  const listing = useProviderListing(id);
  const [updated, setUpdated] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function showUpdated() {
    clearTimeout(timer.current);
    setUpdated(true);
    window.scrollTo({ top: 0, behavior: 'smooth' });
    timer.current = setTimeout(() => setUpdated(false), UPDATED_NOTICE_MS);
  }

  function reload() {
    setUpdated(false);
    void listing.refetch();
  }

  let body;
  if (listing.isPending) {
    body = <LoadingPanel label="Loading listing data..." />;
  } else if (listing.isError && !listing.isRefetching) {
    const notRetryable = isApiError(listing.error, 403) || isApiError(listing.error, 404);
    body = (
      <MessagePanel title={loadFailureText(listing.error)} tone="error">
        {!notRetryable && (
          <button type="button" className="button button--ghost button--small" onClick={() => void listing.refetch()}>
            Try again
          </button>
        )}
      </MessagePanel>
    );
  } else if (listing.isRefetching || !listing.data) {
    body = <LoadingPanel label="Loading listing data..." />;
  } else {
    body = (
      <EditListingForm
        key={listing.data.updatedAt}
        listing={listing.data}
        onSaved={showUpdated}
        onReload={reload}
      />
    );
  }

  return (
    <div className="container page listing-editor">
      <h1>Edit Listing</h1>
      {updated && (
        <p className="notice notice--success" role="status">
          {LISTING_UPDATED}
        </p>
      )}
      {body}
    </div>
  );
}
