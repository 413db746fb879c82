// Deleting a listing, confirmed in a dialog: it leaves search at once and its images are removed.
import { useQueryClient } from '@tanstack/react-query';
import type { Listing } from '../../../../../shared/schemas/listing';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
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
  return (
    <ConfirmDeleteDialog
      noun="Listing"
      remove={() => deleteListing(listing.listingId)}
      failureText={deleteFailureText}
      onClose={onClose}
      onDeleted={async () => {
        onDeleted();
        await listingsChanged(queryClient);
      }}
    >
      Delete the <strong>{listingTitle(listing)}</strong>? It disappears from search at once and its images are removed.
      This cannot be undone.
    </ConfirmDeleteDialog>
  );
}
