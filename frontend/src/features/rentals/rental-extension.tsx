// 'Keep it longer' on the order page (signed in, or by the manage link): the customer picks a later
// pickup date, sees the server's price for the added days ("3 extra days × $15.00 = $45.00") and
// pays it on the payment page, as at checkout. Days already taken are said before paying, with the
// latest pickup date that is free and a button to choose it; a refusal at payment time (someone
// booked the days meanwhile) says the same. Coming back from the payment page, ExtensionReturn says
// what became of it and the page shows the rental as it is now. Shown only for rentals that can be
// extended (shared/rental-extension.ts, the rules the server enforces).
import { formatLongCalendarDate } from '../../../../shared/calendar-date';
import { formatUsd } from '../../../../shared/money';
import type { OrderLinkParams } from '../../../../shared/order-link';
import { addDays } from '../../../../shared/rental-dates';
import { canExtend, describeExtensionQuote, EXTENSION_MESSAGES, latestAllowedEndDate } from '../../../../shared/rental-extension';
import { extensionRequestSchema } from '../../../../shared/schemas/extension';
import type { Rental } from '../../../../shared/schemas/rental';
import { TextField } from '../../components/form-field';
import { isApiError } from '../../lib/api-error';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { useExtensionQuote, useExtensionStatus, useReleaseExtensionHold, useStartExtension } from './extension-api';

interface ExtensionProps {
  rental: Rental;
  /** Extend by the order's manage link instead of the signed-in account. */
  link?: OrderLinkParams;
}

export function RentalExtension({ rental, link }: ExtensionProps) {
  const start = useStartExtension(rental.rentalId, link);
  const form = useSchemaForm({ schema: extensionRequestSchema, initialValues: { endDate: '' }, mutation: start });
  const { endDate } = form.values;
  const quote = useExtensionQuote(rental, endDate, link);
  if (!canExtend(rental)) return null;

  const earliest = addDays(rental.endDate, 1);
  const limit = latestAllowedEndDate(rental);
  const offer = quote.data?.endDate === endDate ? quote.data : undefined;
  // A refusal when paying (the days were booked meanwhile) wins over the quote read before it.
  const refused = start.error && isApiError(start.error, 409) ? start.error.message : undefined;
  const unavailable = refused ?? (offer && !offer.available ? offer.message : undefined);
  const latest = offer?.latestEndDate && offer.latestEndDate !== endDate ? offer.latestEndDate : undefined;
  // The date's own error (the schema's, or the server's for the date), else the quote's refusal, else
  // the payment's; days taken meanwhile (409) are said in the refusal box instead.
  const fieldError =
    (!refused && form.errors.endDate) ||
    (quote.error && isApiError(quote.error) && (quote.error.fieldErrors?.endDate ?? quote.error.message)) ||
    (!refused && form.notice?.tone === 'error' ? form.notice.text : undefined) ||
    undefined;
  const payable = !!offer?.available && !refused;

  const choose = (date: string) => {
    start.reset();
    form.setNotice(undefined);
    form.set('endDate', date);
  };

  if (limit <= rental.endDate) return null;
  return (
    <section className="card order-extension no-print" aria-labelledby="order-extension-title">
      <h2 id="order-extension-title">Keep it longer</h2>
      <p className="order-extension__intro">
        Your pickup is on <strong>{formatLongCalendarDate(rental.endDate)}</strong>. Need the dumpster longer? Choose a later pickup date and pay
        for the extra days.
      </p>
      <form className="order-extension__form" {...form.formProps}>
        <TextField
          label="New pickup date"
          name="endDate"
          type="date"
          min={earliest}
          max={limit}
          value={endDate}
          onChange={(event) => choose(event.target.value)}
          error={fieldError}
          hint={`Up to ${formatLongCalendarDate(limit)}.`}
        />
        <div className="order-extension__quote" aria-live="polite">
          {quote.isFetching && <p className="order-extension__checking">Checking the dates...</p>}
          {!quote.isFetching && payable && offer && (
            <p className="order-extension__price">
              {describeExtensionQuote(offer)}
              <span className="order-extension__until"> New pickup: {formatLongCalendarDate(offer.endDate)}</span>
            </p>
          )}
        </div>
        {unavailable && !quote.isFetching && (
          <div className="notice notice--warning order-extension__refusal" role="alert">
            <p>{unavailable}</p>
            {latest && (
              <button type="button" className="button button--ghost button--small" onClick={() => choose(latest)}>
                Choose {formatLongCalendarDate(latest)}
              </button>
            )}
          </div>
        )}
        <button type="submit" className="button button--primary" disabled={!payable || form.busy || quote.isFetching}>
          {form.busy ? 'Opening payment...' : payable && offer ? `Pay ${formatUsd(offer.amountCents)}` : 'Pay for the extra days'}
        </button>
      </form>
    </section>
  );
}

/** Coming back from the payment page: `?extension=<id>` (paid) or with `&payment=cancelled` (not paid). */
export function ExtensionReturn({ rentalId, extensionId, cancelled, link }: { rentalId: string; extensionId: string | undefined; cancelled: boolean; link?: OrderLinkParams }) {
  useReleaseExtensionHold(cancelled ? extensionId : undefined);
  const status = useExtensionStatus(rentalId, cancelled ? undefined : extensionId, link);
  if (!extensionId) return null;
  if (cancelled) {
    return (
      <p className="notice order-extension-return" role="status">
        {EXTENSION_MESSAGES.notPaid}
      </p>
    );
  }
  if (status.isPending) {
    return (
      <p className="notice order-extension-return" role="status">
        Confirming your payment for the extra days...
      </p>
    );
  }
  if (status.isError || !status.data) {
    return (
      <p className="notice notice--warning order-extension-return" role="alert">
        We could not confirm the extension yet. Reload this page in a moment; if your card was charged and the pickup date did not change, please contact
        support.
      </p>
    );
  }
  const { data } = status;
  const tone = data.status === 'extended' ? 'notice--success' : data.status === 'processing' ? '' : 'notice--warning';
  return (
    <p className={`notice ${tone} order-extension-return`} role={data.status === 'refunded' ? 'alert' : 'status'}>
      {data.message}
    </p>
  );
}
