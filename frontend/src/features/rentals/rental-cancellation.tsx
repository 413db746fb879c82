// 'Cancel Rental' on the order page. The shared policy (the same function the server enforces)
// decides: cancellable rentals open a confirmation dialog with the policy and the refund; a
// confirmed rental past its cutoff shows the button as unavailable with the reason next to it.
// With a manage link the cancellation goes by the link (guests and texters have no sign-in).
// Once cancelled, the confirmation takes the focus and scrolls into view: on a phone the button
// sits far below the top of the page.
import { useEffect, useRef, useState } from 'react';
import type { OrderLinkParams } from '../../../../shared/order-link';
import { cancellationPolicy } from '../../../../shared/cancellation';
import { formatUsd } from '../../../../shared/money';
import { refundedCents } from '../../../../shared/payment-status';
import type { Rental } from '../../../../shared/schemas/rental';
import { ModalDialog } from '../../components/modal-dialog';
import { useCancelRental } from './rental-api';

/** Statuses a customer could ever cancel; others show no cancel control at all. */
const CANCELLABLE_STATUSES: readonly Rental['status'][] = ['pending', 'confirmed'];

interface CancellationProps {
  rental: Rental;
  now: Date;
  /** Cancel by the order's manage link instead of the signed-in account. */
  link?: OrderLinkParams;
}

function CancelDialog({ rental, link, onClose, onCancelled }: { rental: Rental; link?: OrderLinkParams; onClose: () => void; onCancelled: () => void }) {
  const cancel = useCancelRental(rental.rentalId, link);
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

function CancelledNotice({ rental }: { rental: Rental }) {
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    notice.current?.focus();
    notice.current?.scrollIntoView?.({ block: 'center' });
  }, []);
  const refund = refundedCents(rental);
  const money =
    refund > 0
      ? `A refund of ${formatUsd(refund)} goes back to your card.`
      : rental.paymentStatus === 'unpaid'
        ? 'Nothing was charged.'
        : 'No refund is due under the cancellation policy.';
  return (
    <p ref={notice} tabIndex={-1} className="notice notice--success order-cancel" role="status">
      Your rental has been cancelled. {money}
    </p>
  );
}

export function RentalCancellation({ rental, now, link }: CancellationProps) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  if (done) return <CancelledNotice rental={rental} />;
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
          link={link}
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
