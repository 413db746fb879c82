// 'Cancel Rental' on the order page. The shared policy (the same function the server enforces)
// decides: cancellable rentals open a confirmation dialog with the policy and the refund; a
// confirmed rental past its cutoff shows the button as unavailable with the reason next to it.
import { useState } from 'react';
import { cancellationPolicy } from '../../../../shared/cancellation';
import { formatUsd } from '../../../../shared/money';
import type { Rental } from '../../../../shared/schemas/rental';
import { ModalDialog } from '../../components/modal-dialog';
import { useCancelRental } from './rental-api';

/** Statuses a customer could ever cancel; others show no cancel control at all. */
const CANCELLABLE_STATUSES: readonly Rental['status'][] = ['pending', 'confirmed'];

function CancelDialog({ rental, onClose, onCancelled }: { rental: Rental; onClose: () => void; onCancelled: () => void }) {
  const cancel = useCancelRental(rental.rentalId);
  const policy = cancellationPolicy(rental, new Date());
  return (
    <ModalDialog title="Cancel Rental" onClose={onClose} busy={cancel.isPending}>
      <p>{policy.policyText}</p>
      <p className="order-cancel__refund">
        {policy.refundCents > 0 ? `Refund: ${formatUsd(policy.refundCents)}` : 'No payment to refund.'}
      </p>
      {cancel.isError && (
        <p className="inline-error" role="alert">
          {cancel.error.message}
        </p>
      )}
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={onClose} disabled={cancel.isPending}>
          Keep Rental
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(undefined, { onSuccess: onCancelled })}
        >
          {cancel.isPending ? 'Cancelling...' : 'Confirm Cancellation'}
        </button>
      </div>
    </ModalDialog>
  );
}

export function RentalCancellation({ rental, now }: { rental: Rental; now: Date }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  if (done) {
    return (
      <p className="notice notice--success order-cancel" role="status">
        Your rental has been cancelled.
      </p>
    );
  }
  if (!CANCELLABLE_STATUSES.includes(rental.status)) return null;
  const policy = cancellationPolicy(rental, now);
  if (!policy.cancellable) {
    // Not a silent disabled button: it stays focusable and says why it cannot be used.
    return (
      <div className="order-cancel">
        <button type="button" className="button button--danger" aria-disabled="true" aria-describedby="cancel-reason">
          Cancel Rental
        </button>
        <p id="cancel-reason" className="order-cancel__reason">
          {policy.reason}
        </p>
      </div>
    );
  }
  return (
    <div className="order-cancel">
      <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
        Cancel Rental
      </button>
      <p className="order-cancel__reason">{policy.policyText}</p>
      {open && (
        <CancelDialog
          rental={rental}
          onClose={() => setOpen(false)}
          onCancelled={() => {
            setOpen(false);
            setDone(true);
          }}
        />
      )}
    </div>
  );
}
