// The job's progress on the customer's order page: the stage the rental is at, its timeline, and
// "Request Pickup" once the dumpster is delivered (the move shared/rental-status.ts allows the
// customer), with an optional earlier pickup date (today through the booked pickup date). The
// booked pickup date itself does not change: the provider plans the truck by the date asked for.
import { useState } from 'react';
import { formatLongCalendarDate } from '../../../../shared/calendar-date';
import { allowedMoves, APPROVED_OPEN_STATUSES, RENTAL_STATUS_LABELS } from '../../../../shared/rental-status';
import type { Rental, RentalDetail } from '../../../../shared/schemas/rental';
import { TextField } from '../../components/form-field';
import { ModalDialog } from '../../components/modal-dialog';
import { isApiError } from '../../lib/api-error';
import { localIsoDate } from '../../lib/calendar-date';
import { useRequestPickup } from './rental-api';
import { RentalTimeline } from '../../components/rental-timeline';

/** What the customer reads about each stage of the job. */
const STAGE_TEXT: Partial<Record<Rental['status'], (rental: Rental) => string>> = {
  scheduled: (rental) =>
    `Delivery is scheduled for ${formatLongCalendarDate(rental.startDate)}${rental.deliveryTimeWindow ? `, ${rental.deliveryTimeWindow}` : ''}.`,
  delivered: (rental) => `Your dumpster is delivered. Pickup is booked for ${formatLongCalendarDate(rental.endDate)}; done sooner? Request a pickup.`,
  pickup_requested: (rental) => `You asked for a pickup on ${formatLongCalendarDate(rental.requestedPickupDate ?? rental.endDate)}.`,
  picked_up: () => 'Your dumpster has been picked up.',
};

function PickupDialog({ rental, today, onClose }: { rental: Rental; today: string; onClose: () => void }) {
  const request = useRequestPickup(rental.rentalId);
  const [pickupDate, setPickupDate] = useState(rental.endDate < today ? today : rental.endDate);
  const error = request.isError ? (isApiError(request.error) ? (request.error.fieldErrors?.pickupDate ?? request.error.message) : 'The pickup request could not be sent. Please try again.') : undefined;
  return (
    <ModalDialog title="Request Pickup" onClose={onClose} busy={request.isPending}>
      <form
        className="order-pickup__form"
        onSubmit={(event) => {
          event.preventDefault();
          request.mutate({ pickupDate }, { onSuccess: onClose });
        }}
      >
        <p>We will ask {rental.providerName} to pick up your dumpster. Your booked pickup date stays as it is.</p>
        <TextField
          label="Pickup date"
          name="pickupDate"
          type="date"
          min={today}
          max={rental.endDate}
          value={pickupDate}
          required
          onChange={(event) => setPickupDate(event.target.value)}
          error={error}
          hint={`From today through ${formatLongCalendarDate(rental.endDate)}.`}
        />
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={onClose} disabled={request.isPending}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={request.isPending} aria-busy={request.isPending || undefined}>
            {request.isPending ? 'Sending...' : 'Request Pickup'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

/** Shown once the provider approved it (the job has begun), and for any rental whose steps were recorded. */
const hasProgress = (rental: Rental) => APPROVED_OPEN_STATUSES.includes(rental.status) || (rental.timeline?.length ?? 0) > 1;

/** What the driver recorded: where the dumpster was placed (a short-lived link) and the landfill's weight. */
function StopRecords({ rental }: { rental: RentalDetail }) {
  const tons = rental.status === 'picked_up' || rental.status === 'completed' ? rental.weightTicket?.tons : undefined;
  if (!rental.placementPhotoUrl && tons === undefined) return null;
  return (
    <div className="order-progress__records">
      {rental.placementPhotoUrl && (
        <figure className="order-progress__photo">
          <img src={rental.placementPhotoUrl} alt="Where your dumpster was placed" loading="lazy" />
          <figcaption>Where your dumpster was placed</figcaption>
        </figure>
      )}
      {tons !== undefined && <p className="order-progress__weight">Landfill weight: {tons} tons</p>}
    </div>
  );
}

export function RentalProgress({ rental, now }: { rental: RentalDetail; now: Date }) {
  const [open, setOpen] = useState(false);
  if (!hasProgress(rental)) return null;
  // The browser's date: the server reads the delivery address's and has the last word.
  const today = localIsoDate(0, now);
  const canRequest = allowedMoves(rental, 'customer', today).includes('pickup_requested');
  const stage = STAGE_TEXT[rental.status]?.(rental);
  return (
    <section className="card order-progress" aria-labelledby="order-progress-title">
      <h2 id="order-progress-title">Progress</h2>
      <p className="order-progress__stage">
        <span className="order-progress__label">Stage: {RENTAL_STATUS_LABELS[rental.status]}</span>
        {stage && <span> {stage}</span>}
      </p>
      <StopRecords rental={rental} />
      <RentalTimeline rental={rental} reader="customer" label="Rental timeline" />
      {canRequest && (
        <button type="button" className="button button--primary order-progress__action" onClick={() => setOpen(true)}>
          Request Pickup
        </button>
      )}
      {open && <PickupDialog rental={rental} today={today} onClose={() => setOpen(false)} />}
    </section>
  );
}
