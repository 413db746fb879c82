// /provider/listings/new and /provider/listings/edit/:id: the listing form, creating a listing or
// saving an edit of one. An edit is saved only over the version it started from (409 otherwise,
// with a way to reload that version).
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { Listing } from '../../../../../shared/schemas/listing';
import { LISTING_MESSAGES } from '../../../../../shared/schemas/provider-listing';
import { LoadingPanel, MessagePanel } from '../../../components/status-panel';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiError } from '../../../lib/api-error';
import { useSchemaForm, type SchemaForm } from '../../../lib/forms/use-schema-form';
import { ListingForm } from './listing-form';
import {
  createFailureText,
  createListingFormSchema,
  EMPTY_LISTING_FORM,
  listingFormValuesOf,
  listingInputOf,
  loadFailureText,
  updateFailureText,
  updateListingFormSchema,
  type ListingFormValues,
} from './listing-form-values';
import { useCreateListing, useProviderListing, useUpdateListing } from './listings-api';
import './provider-listings.css';
// Registration's styles for the image file input and disabled text inputs, which the form shares.

/** How long 'Listing updated successfully!' stays (the spec's 3 seconds). */
export const UPDATED_NOTICE_MS = 3000;
export const LISTING_UPDATED = 'Listing updated successfully!';

export function CreateListingPage() {
  useDocumentTitle('Create Listing');
  const navigate = useNavigate();
  const save = useCreateListing();
  const form: SchemaForm<ListingFormValues> = useSchemaForm({
    schema: createListingFormSchema,
    initialValues: EMPTY_LISTING_FORM,
    toInput: listingInputOf,
    toVariables: (request, { images }) => ({ request, images, onUploaded: (uploaded) => form.set('images', uploaded) }),
    mutation: save,
    onSuccess: () => void navigate('/provider/listings'),
    failureText: createFailureText,
    invalidNotice: LISTING_MESSAGES.fieldsRequired,
  });
  return (
    <div className="container page listing-editor">
      <h1>Create Listing</h1>
      <ListingForm form={form} progress={save.progress} submitLabel="Create Listing" savingLabel="Creating Listing..." />
    </div>
  );
}

function EditListingForm({ listing, onSaved, onReload }: { listing: Listing; onSaved: () => void; onReload: () => void }) {
  const save = useUpdateListing(listing.listingId);
  const form: SchemaForm<ListingFormValues> = useSchemaForm({
    schema: updateListingFormSchema,
    initialValues: listingFormValuesOf(listing),
    // Saved only over the version it started from: 409 otherwise.
    toInput: (values) => ({ ...listingInputOf(values), expectedUpdatedAt: listing.updatedAt }),
    toVariables: (request, { images }) => ({ request, images, onUploaded: (uploaded) => form.set('images', uploaded) }),
    mutation: save,
    // The form is drawn again from the saved listing, so the next save starts from its version.
    onSuccess: onSaved,
    failureText: updateFailureText,
    invalidNotice: LISTING_MESSAGES.fieldsRequired,
  });
  return (
    <ListingForm
      form={form}
      progress={save.progress}
      submitLabel="Save Changes"
      savingLabel="Saving Changes..."
      recovery={
        isApiError(save.error, 409) && (
          <button type="button" className="button button--ghost button--small" onClick={onReload}>
            Reload listing
          </button>
        )
      }
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
