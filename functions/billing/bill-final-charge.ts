// The final billing of a rental, run once off its rental.picked_up event (functions/billing/index.ts).
// What is owed beyond the booking (final-charge-terms.ts: tons over the allowance, days past the
// booked pickup, swaps done) becomes the provider's final invoice, then is charged to the card the
// checkout saved, off session:
//   - nothing owed: the rental records finalBilling 'none'; no invoice, no charge, no message;
//   - charged: the invoice is marked paid by card through the same exactly-once write as a payment
//     by its pay link (checkout/invoice-payments.ts), finalBilling 'charged';
//   - declined, or no card saved (an order paid before cards were saved, a text order, a rent
//     request): the invoice stays open and is e-mailed with its pay link, finalBilling 'invoiced'.
// Either way rental.final_invoice tells the customer (notifications). Exactly once: finalBilling is
// written, only if absent, in the transaction that creates the invoice, so a redelivered event finds
// it and stops; the charge's idempotency key is final-{rentalId}, so a run that failed between the
// invoice and the charge can be finished by a redelivery (finalBilling without settledAt) without a
// second charge, and only the write that records the outcome (settledAt absent) sends the messages.
// The invoice bills the overage, not the rental (finalChargeOf, never rentalId), so the booking's own
// payment stays revenue in its period and the overage counts when the invoice is paid.
import { randomUUID } from 'node:crypto';
import { financialDate } from '../../shared/financial-periods';
import { orderNumber } from '../../shared/order-wording';
import { DEFAULT_INVOICE_TERMS } from '../../shared/schemas/financials';
import type { FinalBilling } from '../../shared/schemas/final-billing';
import type { Rental } from '../../shared/schemas/rental';
import { recordPaidInvoice } from '../checkout/invoice-payments';
import { defaultDueDate } from '../financials/invoices/invoice-record';
import { sendInvoiceEmail } from '../financials/invoices/invoice-email';
import { takeInvoiceNumber } from '../financials/invoices/invoices';
import type { StoredInvoice } from '../financials/ledger';
import { changeInvoiceCounted } from '../financials/tallies/tally-writes';
import { isConditionalCheckFailure } from '../platform/data/conditional-write';
import type { Store } from '../platform/data/store';
import type { RentalEventPublisher } from '../platform/events/rental-events';
import { newLinkKey } from '../platform/link-keys';
import { logger } from '../platform/logger';
import type { EmailSender } from '../platform/messaging/message';
import type { PaymentPort, SavedCardChargeOutcome } from '../platform/payments/payment-port';
import { clockOfZip } from '../platform/zip-directory';
import { finalChargeOf, pickedUpOn, termsOf } from './final-charge-terms';

export interface FinalBillingDeps {
  store: Store;
  payments: () => Promise<PaymentPort>;
  events: RentalEventPublisher;
  email: () => EmailSender;
  clock: () => Date;
  /** The site the invoice's pay link points to. */
  siteUrl: string;
  newId?: () => string;
}

export type FinalBillingOutcome =
  | { status: 'notBillable'; reason: 'unknownRental' | 'notPickedUp' }
  /** A delivery that found the final billing already settled (or being settled by another). */
  | { status: 'alreadyBilled'; finalBilling: FinalBilling }
  | { status: 'none' | 'charged' | 'invoiced'; finalBilling: FinalBilling };

async function readRental(store: Store, rentalId: string): Promise<Rental | null> {
  const { data } = await store.entities.rental.get({ rentalId }).go({ consistent: true });
  return data;
}

export async function billFinalCharge(deps: FinalBillingDeps, rentalId: string): Promise<FinalBillingOutcome> {
  const rental = await readRental(deps.store, rentalId);
  if (!rental) return { status: 'notBillable', reason: 'unknownRental' };
  if (rental.finalBilling) {
    // Settled, or a run that stopped after its invoice: finish that one (same key, no second charge).
    return rental.finalBilling.settledAt ? { status: 'alreadyBilled', finalBilling: rental.finalBilling } : settle(deps, rental, rental.finalBilling);
  }
  const pickupDay = pickedUpOn(rental, await clockOfZip(rental.deliveryAddress.zipCode));
  if (!pickupDay) return { status: 'notBillable', reason: 'notPickedUp' };
  const { data: provider } = await deps.store.entities.providerProfile.get({ providerId: rental.providerId }).go();
  const charge = finalChargeOf(rental, termsOf(rental, provider?.pricing), pickupDay);
  const at = deps.clock().toISOString();

  if (charge.totalCents === 0) {
    const finalBilling: FinalBilling = { status: 'none', totalCents: 0, lines: [], at, settledAt: at };
    try {
      await deps.store.entities.rental
        .patch({ rentalId })
        .set({ finalBilling })
        .where((attributes, { notExists }) => notExists(attributes.finalBilling))
        .go();
    } catch (error) {
      if (!isConditionalCheckFailure(error)) throw error;
      return alreadyBilled(deps.store, rentalId);
    }
    return { status: 'none', finalBilling };
  }

  const invoice = await finalInvoice(deps, rental, charge.lines, at);
  const finalBilling: FinalBilling = {
    status: 'invoiced',
    totalCents: charge.totalCents,
    lines: charge.lines,
    invoiceId: invoice.invoiceId,
    invoiceNumber: invoice.invoiceNumber,
    invoicePayKey: invoice.payKey!,
    at,
  };
  // The invoice and the rental's record of it, together or not at all; a concurrent delivery that
  // lost leaves the invoice number it took unused (a gap, as any failed invoice write does).
  const { refused } = await changeInvoiceCounted(deps.store, rental.providerId, undefined, invoice, (entities) => [
    entities.rental
      .patch({ rentalId })
      .set({ finalBilling })
      .where((attributes, { notExists }) => notExists(attributes.finalBilling))
      .commit(),
    entities.invoice.create(invoice).commit(),
  ]);
  if (refused) return alreadyBilled(deps.store, rentalId);
  return settle(deps, rental, finalBilling);
}

async function alreadyBilled(store: Store, rentalId: string): Promise<FinalBillingOutcome> {
  const rental = await readRental(store, rentalId);
  return { status: 'alreadyBilled', finalBilling: rental!.finalBilling! };
}

/** The provider's invoice for the overage lines, to the rental's customer, numbered from the provider's counter. */
async function finalInvoice(deps: FinalBillingDeps, rental: Rental, lines: FinalBilling['lines'], at: string): Promise<StoredInvoice> {
  const invoiceNumber = await takeInvoiceNumber(deps.store, rental.providerId);
  const today = financialDate(deps.clock());
  const address = rental.deliveryAddress;
  const ticket = rental.weightTicket ? ` Landfill ticket ${rental.weightTicket.ticketNumber}: ${rental.weightTicket.tons} t.` : '';
  return {
    invoiceId: (deps.newId ?? randomUUID)(),
    invoiceNumber,
    providerId: rental.providerId,
    providerName: rental.providerName,
    customer: {
      name: rental.customerName,
      ...(rental.customerEmail ? { email: rental.customerEmail } : {}),
      phone: rental.customerPhone,
      address: [address.street, address.city, `${address.state} ${address.zipCode}`].filter(Boolean).join(', '),
    },
    dateIssued: today,
    dateDue: defaultDueDate(today),
    status: 'unpaid',
    lineItems: lines.map((line) => ({ description: line.label, quantity: 1, unitPriceCents: line.cents })),
    amountCents: lines.reduce((total, line) => total + line.cents, 0),
    notes: `Final charge for order #${orderNumber(rental.rentalId)}.${ticket}`,
    terms: DEFAULT_INVOICE_TERMS,
    finalChargeOf: rental.rentalId,
    reminderCount: 0,
    payKey: newLinkKey(),
    createdAt: at,
    updatedAt: at,
  };
}

/** The card the booking's checkout saved, found through its payment; none for orders without one. */
async function savedCardOf(store: Store, rental: Rental) {
  if (!rental.paymentTransactionId) return undefined;
  const { data } = await store.entities.rentalPayment.get({ paymentId: rental.paymentTransactionId }).go();
  return data?.customerId && data.paymentMethodId ? { customerId: data.customerId, paymentMethodId: data.paymentMethodId } : undefined;
}

/** Charges the invoice's amount to the saved card, records the outcome once, and tells the customer. */
async function settle(deps: FinalBillingDeps, rental: Rental, billing: FinalBilling): Promise<FinalBillingOutcome> {
  const { data: invoice } = await deps.store.entities.invoice.get({ invoiceId: billing.invoiceId! }).go({ consistent: true });
  if (!invoice) throw new Error(`Final invoice ${billing.invoiceId} of rental ${rental.rentalId} is missing`);
  const card = invoice.status === 'unpaid' ? await savedCardOf(deps.store, rental) : undefined;
  const outcome: SavedCardChargeOutcome = card
    ? await (
        await deps.payments()
      ).chargeSavedCard({
        ...card,
        amountCents: invoice.amountCents,
        idempotencyKey: `final-${rental.rentalId}`,
        description: `Invoice ${invoice.invoiceNumber} - ${invoice.providerName}: final charge for order #${orderNumber(rental.rentalId)}`,
        metadata: { invoice_id: invoice.invoiceId, invoice_number: invoice.invoiceNumber, rental_id: rental.rentalId, provider_id: rental.providerId },
      })
    : { outcome: 'declined', message: invoice.status === 'unpaid' ? 'No card saved' : `The invoice is ${invoice.status}` };

  if (outcome.outcome === 'succeeded') {
    // The same exactly-once write as a payment through the pay link: paid by card, today, with this payment.
    await recordPaidInvoice(
      { store: deps.store, clock: deps.clock, payments: await deps.payments(), email: deps.email(), origin: new URL(deps.siteUrl).origin },
      {
        id: outcome.paymentIntentId,
        status: 'complete',
        paymentStatus: 'paid',
        amountTotalCents: invoice.amountCents,
        paymentIntentId: outcome.paymentIntentId,
        metadata: { invoice_id: invoice.invoiceId },
      },
    );
  } else {
    logger.info('Final charge not made by card; the invoice stays open with its pay link', { rentalId: rental.rentalId, reason: outcome.message });
  }
  const settledAt = deps.clock().toISOString();
  const settled: FinalBilling =
    outcome.outcome === 'succeeded'
      ? { ...billing, status: 'charged', paymentIntentId: outcome.paymentIntentId, settledAt }
      : { ...billing, status: 'invoiced', settledAt };
  try {
    await deps.store.entities.rental
      .patch({ rentalId: rental.rentalId })
      .set({ finalBilling: settled })
      .where((attributes, { exists, notExists }) => `${exists(attributes.finalBilling)} AND ${notExists(attributes.finalBilling.settledAt)}`)
      .go();
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    // Another delivery recorded it (and told the customer) first.
    return alreadyBilled(deps.store, rental.rentalId);
  }
  if (settled.status === 'invoiced' && invoice.customer.email) {
    try {
      await sendInvoiceEmail({ store: deps.store, email: deps.email, clock: deps.clock }, invoice.providerId, invoice.invoiceId, 'invoice', deps.siteUrl);
    } catch (error) {
      // The invoice stands, and the final-invoice message carries the pay link too.
      logger.error('Final invoice e-mail not sent', { rentalId: rental.rentalId, invoiceId: invoice.invoiceId, error: error as Error });
    }
  }
  await deps.events.publish({ type: 'rental.final_invoice', rentalId: rental.rentalId, occurredAt: settledAt });
  return { status: settled.status, finalBilling: settled };
}
