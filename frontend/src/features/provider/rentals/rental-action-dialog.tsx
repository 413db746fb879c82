// The confirmation every rental action goes through: Cancel or Confirm, progress while the request
// runs, and the server's reason when it refuses (no dumpster free, the rental changed meanwhile).
import { useState } from 'react';
import { DELIVERY_TIME_WINDOWS, type DeliveryTimeWindow } from '../../../../../shared/rental-status';
import type { ProviderRentalAction } from '../../../../../shared/schemas/provider-portal';
import { PROVIDER_PORTAL_MESSAGES } from '../../../../../shared/schemas/provider-portal';
import type { Rental } from '../../../../../shared/schemas/rental';
import { SelectField } from '../../../components/form-field';
import { ModalDialog } from '../../../components/modal-dialog';
import { isApiError } from '../../../lib/api-error';
import { useUpdateRentalStatus } from '../provider-api';
import { actionWording } from './rental-request-display';

interface RentalActionDialogProps {
  rental: Rental;
  action: ProviderRentalAction;
  onClose: () => void;
  onDone: (rental: Rental) => void;
}

/** A 4xx carries a message written for the provider; anything else gets the generic retry advice. */
function failureMessage(error: unknown): string {
  return isApiError(error) && error.status >= 400 && error.status < 500
    ? error.message
    : PROVIDER_PORTAL_MESSAGES.statusUpdateFailed;
}

export function RentalActionDialog({ rental, action, onClose, onDone }: RentalActionDialogProps) {
  const update = useUpdateRentalStatus();
  const wording = actionWording(action, rental);
  // An approval schedules the delivery: the window promised to the customer, if the provider gives one.
  const [deliveryTimeWindow, setDeliveryTimeWindow] = useState<DeliveryTimeWindow | ''>('');
  return (
    <ModalDialog title={wording.title} onClose={onClose} busy={update.isPending}>
      <p>{wording.question(rental)}</p>
      {action === 'approve' && (
        <SelectField
          label="Delivery window"
          name="deliveryTimeWindow"
          value={deliveryTimeWindow}
          onChange={(event) => setDeliveryTimeWindow(event.target.value as DeliveryTimeWindow | '')}
          disabled={update.isPending}
        >
          <option value="">Not set (I will confirm the time)</option>
          {DELIVERY_TIME_WINDOWS.map((window) => (
            <option key={window} value={window}>
              {window}
            </option>
          ))}
        </SelectField>
      )}
      {update.isError && (
        <p className="inline-error" role="alert">
          {failureMessage(update.error)}
        </p>
      )}
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={onClose} disabled={update.isPending}>
          Cancel
        </button>
        <button
          type="button"
          className={`button ${action === 'reject' ? 'button--danger' : 'button--primary'}`}
          disabled={update.isPending}
          aria-busy={update.isPending || undefined}
          onClick={() =>
            update.mutate({ rentalId: rental.rentalId, action, ...(deliveryTimeWindow ? { deliveryTimeWindow } : {}) }, { onSuccess: onDone })
          }
        >
          {update.isPending ? wording.progress : 'Confirm'}
        </button>
      </div>
    </ModalDialog>
  );
}
