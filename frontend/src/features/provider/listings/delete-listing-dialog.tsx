// Deleting a listing, confirmed in a dialog: it leaves search at once and its images are removed.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Listing } from '../../../../../shared/schemas/listing';
import { ModalDialog } from '../../../components/modal-dialog';
import { listingTitle } from '../../../lib/listing-title';
import { deleteFailureText } from './listing-form-values';
import { deleteListing, listingsChanged } from './listings-api';

interface DeleteListingDialogProps {
  listing: Listing;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteListingDialog({ listing, onClose, onDeleted }: DeleteListingDialogProps) {
  const queryClient = useQueryClient();
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string>();

  async function confirm() {
    if (working) return;
    setError(undefined);
    setWorking(true);
    try {
      await deleteListing(listing.listingId);
    } catch (failure) {
      setError(deleteFailureText(failure));
      setWorking(false);
      return;
    }
    onDeleted();
    await listingsChanged(queryClient);
  }

  return (
    <ModalDialog title="Delete Listing" onClose={onClose} busy={working}>
      <p>
        Delete the <strong>{listingTitle(listing)}</strong>? It disappears from search at once and its images are
        removed. This cannot be undone.
      </p>
      {error && (
        <p className="inline-error" role="alert">
          {error}
        </p>
      )}
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={onClose} disabled={working}>
          Cancel
        </button>
        <button type="button" className="button button--danger" onClick={() => void confirm()} disabled={working}>
          {working ? 'Deleting...' : 'Delete Listing'}
        </button>
      </div>
    </ModalDialog>
  );
}
