// "Swaps" on the customer's order page: while the dumpster is with them (delivered, pickup not yet
// requested) the customer can have a full one exchanged for an empty one on a day before the
// pickup, at the provider's swap fee as the server quotes it (the fee is billed with the final
// charge, after pickup). The swaps asked for are listed with their day, fee and status, and a
// scheduled one can be cancelled until the day before it. The server checks every rule again.
import { useId } from 'react';
import { formatLongCalendarDate } from '../../../../shared/calendar-date';
import { formatUsd } from '../../../../shared/money';
import { MAX_REQUESTED_SWAPS, SWAP_STATUS_LABELS, swapRequestSchema, type RentalSwap, type SwapQuote } from '../../../../shared/schemas/dispatch';
import type { Rental } from '../../../../shared/schemas/rental';
import { TextField } from '../../components/form-field';
import { FormNotice } from '../../components/form-notice';
import { LoadingPanel, MessagePanel } from '../../components/status-panel';
import { StatusBadge } from '../../components/status-badge';
import { isApiError } from '../../lib/api-error';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { useCancelSwap, useRequestSwap, useSwapQuote } from './swap-api';
import './rental-swaps.css';

function SwapForm({ rental, quote, days }: { rental: Rental; quote: SwapQuote; days: { firstDate: string; lastDate: string } }) {
  const id = useId();
  const request = useRequestSwap(rental.rentalId);
  const form = useSchemaForm({
    schema: swapRequestSchema,
    initialValues: { date: '' },
    mutation: request,
    onSuccess: (_rental, { date }) => {
      form.reset();
      form.setNotice({ tone: 'success', text: `Swap scheduled for ${formatLongCalendarDate(date)}: ${formatUsd(quote.feeCents)}, billed with your final charge.` });
    },
  });
  const scheduled = (rental.swaps ?? []).filter((swap) => swap.status === 'requested').length;
  if (scheduled >= MAX_REQUESTED_SWAPS) {
    return <p className="rental-swaps__note">You have {MAX_REQUESTED_SWAPS} swaps scheduled, the most at once. Cancel one to choose another day.</p>;
  }
  return (
    <form className="rental-swaps__form" aria-labelledby={`${id}-title`} {...form.formProps}>
      <h3 id={`${id}-title`} className="rental-swaps__subtitle">
        Request a swap
      </h3>
      <p className="rental-swaps__fee">
        Each swap costs <strong>{formatUsd(quote.feeCents)}</strong>, billed with your final charge after pickup.
      </p>
      <FormNotice id={`${id}-notice`} notice={form.notice} />
      <div className="rental-swaps__fields">
        <TextField
          label="Swap date"
          name="date"
          type="date"
          min={days.firstDate}
          max={days.lastDate}
          value={form.values.date}
          onChange={(event) => form.set('date', event.target.value)}
          error={form.errors.date}
          hint={`From ${formatLongCalendarDate(days.firstDate)} through ${formatLongCalendarDate(days.lastDate)}.`}
        />
        <button type="submit" className="button button--primary rental-swaps__submit" disabled={form.busy} aria-busy={form.busy || undefined}>
          {form.busy ? 'Requesting...' : `Request swap (${formatUsd(quote.feeCents)})`}
        </button>
      </div>
    </form>
  );
}

function SwapList({ rental, swaps, today }: { rental: Rental; swaps: RentalSwap[]; today: string | undefined }) {
  const cancel = useCancelSwap(rental.rentalId);
  const failure = cancel.isError ? (isApiError(cancel.error) ? cancel.error.message : 'The swap could not be cancelled. Please try again.') : undefined;
  return (
    <>
      {failure && (
        <p className="inline-error" role="alert">
          {failure}
        </p>
      )}
      <ul className="rental-swaps__list">
        {swaps.map((swap) => {
          const day = formatLongCalendarDate(swap.date);
          // Cancellable until the day before it (today as the server reads it at the delivery address).
          const cancellable = swap.status === 'requested' && today !== undefined && swap.date > today;
          const cancelling = cancel.isPending && cancel.variables === swap.swapId;
          return (
            <li key={swap.swapId} className="rental-swaps__item">
              <span className="rental-swaps__date">{day}</span>
              <span className="rental-swaps__amount">{formatUsd(swap.feeCents)}</span>
              <StatusBadge kind="swap" status={swap.status}>
                {SWAP_STATUS_LABELS[swap.status]}
              </StatusBadge>
              {cancellable && (
                <button
                  type="button"
                  className="button button--ghost button--small rental-swaps__cancel"
                  aria-label={`Cancel the swap on ${day}`}
                  disabled={cancel.isPending}
                  aria-busy={cancelling || undefined}
                  onClick={() => cancel.mutate(swap.swapId)}
                >
                  {cancelling ? 'Cancelling...' : 'Cancel'}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

export function RentalSwaps({ rental }: { rental: Rental }) {
  const swaps = rental.swaps ?? [];
  const withCustomer = rental.status === 'delivered';
  const quote = useSwapQuote(rental.rentalId, withCustomer || swaps.some((swap) => swap.status === 'requested'));
  if (!withCustomer && swaps.length === 0) return null;

  const days = quote.data?.firstDate && quote.data.lastDate ? { firstDate: quote.data.firstDate, lastDate: quote.data.lastDate } : undefined;
  return (
    <section className="card rental-swaps no-print" aria-labelledby="rental-swaps-title">
      <h2 id="rental-swaps-title">Swaps</h2>
      <p className="rental-swaps__intro">Dumpster full before your pickup? We exchange it for an empty one on the day you choose.</p>
      {swaps.length > 0 ? (
        <SwapList rental={rental} swaps={swaps} today={quote.data?.today} />
      ) : (
        <p className="rental-swaps__empty">No swaps requested yet.</p>
      )}
      {withCustomer && quote.isPending && <LoadingPanel label="Loading the swap price..." />}
      {withCustomer && quote.isError && (
        <MessagePanel title="The swap price could not be loaded" tone="error" headingLevel={3}>
          <button type="button" className="button button--ghost button--small" onClick={() => void quote.refetch()}>
            Try again
          </button>
        </MessagePanel>
      )}
      {withCustomer && quote.data && !days && <p className="rental-swaps__note">No day is left for a swap before your pickup.</p>}
      {withCustomer && quote.data && days && <SwapForm rental={rental} quote={quote.data} days={days} />}
    </section>
  );
}
