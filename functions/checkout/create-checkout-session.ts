// Starts paying for an order: checks that the provider can deliver it (delivery-checks.ts: the
// address's ZIP and state, the size in stock, the ZIP served, the date bookable on the address's
// clock), prices it from the provider's stored prices (never from the client), holds a unit of the
// size for every day of the rental (functions/availability/holds.ts: refused with the next free
// date when a day is full), within the client's unpaid checkouts (availability/hold-limits.ts),
// opens a payment session for that amount that expires with the hold, and stores the order under
// the session's id so the paid session can become a rental later (recordPaidCheckout). A refused
// order opens no payment and writes nothing.
import { createHash, randomUUID } from 'node:crypto';
import { reservedSpan } from '../../shared/availability';
import { bookingRulesOf } from '../../shared/booking-rules';
import { deliveryRefusal } from '../../shared/deliverability';
import { addDays, deliveryWindow } from '../../shared/rental-dates';
import { addOnsNotOffered, offeredLengths, quote as priceOrder, rentalPeriodOfDays } from '../../shared/pricing';
import { CHECKOUT_MESSAGES, type checkoutSessionRequestSchema } from '../../shared/schemas/checkout';
import type { z } from 'zod';
import type { Store } from '../platform/data/store';
import { invalid, notFound } from '../platform/errors';
import type { PaymentPort } from '../platform/payments/payment-port';
import { ceilingOf } from '../availability/day-counters';
import { attachSession, placeHold, releaseHold } from '../availability/holds';
import { placeLimitedHold } from '../availability/hold-limits';
import { checkoutHoldOwners } from '../availability/hold-owners';
import { assertDeliverable, deliveryTimeZone, type DeliveryFieldPaths } from './delivery-checks';
import { newReturnToken, returnUrls } from './return-urls';

/** The checkout form's fields a refusal is shown on. */
const CHECKOUT_DELIVERY_FIELDS: DeliveryFieldPaths = {
  size: 'size',
  zipCode: 'customer.address.zipCode',
  state: 'customer.address.state',
  startDate: 'startDate',
  sameDayDelivery: 'addOns.sameDayDelivery',
};

const DEFAULT_DUMPSTER_TYPE = 'construction';

export type ParsedCheckoutRequest = z.output<typeof checkoutSessionRequestSchema>;

export interface CreateCheckoutSessionDeps {
  store: Store;
  payments: PaymentPort;
  clock: () => Date;
  newId?: () => string;
}

export interface CheckoutBuyer {
  /** The signed-in customer's id; absent for a guest. */
  customerId?: string;
  origin: string;
  /** The client as the per-client limits count it (null: exempt); its unpaid checkouts are limited. */
  client: string | null;
}

/** The rental's id follows from the payment session's id, so every path that records it agrees. */
export function rentalIdForSession(sessionId: string): string {
  const hex = createHash('sha256').update(`checkout-session:${sessionId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export async function createCheckoutSession(
  deps: CreateCheckoutSessionDeps,
  buyer: CheckoutBuyer,
  request: ParsedCheckoutRequest,
): Promise<{ sessionId: string; url: string }> {
  const now = deps.clock();
  const { customer } = request;
  const timeZone = await deliveryTimeZone(customer.address, CHECKOUT_DELIVERY_FIELDS);
  const { data: provider } = await deps.store.entities.providerProfile.get({ providerId: request.providerId }).go();
  if (!provider) throw notFound(CHECKOUT_MESSAGES.providerNotFound);
  assertDeliverable(
    provider,
    { sizeYards: request.size, zipCode: customer.address.zipCode, startDate: request.startDate, timeZone, sameDayDelivery: request.addOns.sameDayDelivery === true },
    now,
    CHECKOUT_DELIVERY_FIELDS,
  );

  // Only the provider's own add-ons, and a length it rents the size for, can be bought: the price
  // charged is shared/pricing.ts's quote, the one results, listing pages and this page showed.
  const [notOffered] = addOnsNotOffered(request.addOns, provider.addOns);
  if (notOffered) {
    const message = CHECKOUT_MESSAGES.addOnNotOffered(provider.businessName, notOffered);
    throw invalid(message, { [`addOns.${notOffered}`]: message });
  }
  const lengths = offeredLengths(provider.pricing, request.size);
  if (!lengths.includes(request.rentalDays)) {
    const message = CHECKOUT_MESSAGES.lengthNotOffered(provider.businessName, request.rentalDays, lengths);
    throw invalid(message, { rentalDays: message });
  }
  const quote = priceOrder({ pricing: provider.pricing, sizeYards: request.size, rentalDays: request.rentalDays, addOns: request.addOns });
  const endDate = addDays(request.startDate, quote.rentalDays);
  const customerId = buyer.customerId ?? `guest-${(deps.newId ?? randomUUID)()}`;
  const reference = (deps.newId ?? randomUUID)();
  const addOns: Record<string, boolean | string> = Object.fromEntries(
    Object.entries(request.addOns).filter(([, selected]) => selected === true),
  );
  if (request.preferredTimeWindow) addOns.preferredTimeWindow = request.preferredTimeWindow;

  const returnToken = newReturnToken();
  const { successUrl, cancelUrl } = returnUrls(buyer.origin, {
    providerId: provider.providerId,
    size: quote.sizeYards,
    startDate: request.startDate,
    endDate,
    zipCode: customer.address.zipCode,
    rentalDays: quote.rentalDays,
    addOns: request.addOns,
    hold: reference,
  }, returnToken.token);

  const { turnaroundDays } = bookingRulesOf(provider);
  const span = reservedSpan(request.startDate, endDate, turnaroundDays);
  // Within the client's and the e-mail's unpaid checkouts (429 when full; the client's earlier one of this size replaced).
  const unit = { providerId: provider.providerId, size: String(quote.sizeYards) };
  const hold = await placeLimitedHold(deps, checkoutHoldOwners(buyer.client, customer.email), unit, (slots) =>
    placeHold(deps, {
      holdId: reference,
      ...unit,
      span,
      slots,
      businessName: provider.businessName,
      rentalDays: quote.rentalDays,
      turnaroundDays,
      latestStart: deliveryWindow(now, timeZone).latest,
      ceiling: ceilingOf(provider, String(quote.sizeYards)),
      canDeliverOn: (day) =>
        !deliveryRefusal(provider, { sizeYards: quote.sizeYards, zipCode: customer.address.zipCode, startDate: day, timeZone }, now),
    }),
  );
  const session = await openPaymentSession(deps, hold.holdId, {
    clientReferenceId: reference,
    amountCents: quote.totalCents,
    currency: 'usd',
    description: `${quote.sizeYards} Yard dumpster rental - ${provider.businessName}`,
    customerEmail: customer.email,
    successUrl,
    cancelUrl,
    // Stripe metadata: strings only, and enough to recognise the order on the payment dashboard.
    metadata: {
      checkout_reference: reference,
      provider_id: provider.providerId,
      dumpster_size: String(quote.sizeYards),
      start_date: request.startDate,
      end_date: endDate,
      customer_id: customerId,
    },
    idempotencyKey: `checkout-${reference}`,
    expiresAt: new Date(hold.expiresAt),
    // The card is kept for the final charge after pickup (tons over the allowance, late days, swaps).
    saveCard: {},
  });

  const timestamp = now.toISOString();
  await deps.store.entities.checkoutSession
    .create({
      sessionId: session.id,
      status: 'pending',
      customerId,
      guest: buyer.customerId === undefined,
      customerName: customer.name,
      customerEmail: customer.email,
      customerPhone: customer.phone,
      deliveryAddress: customer.address,
      providerId: provider.providerId,
      providerName: provider.businessName,
      dumpsterSize: String(quote.sizeYards),
      dumpsterType: provider.dumpsterTypes[0] ?? DEFAULT_DUMPSTER_TYPE,
      startDate: request.startDate,
      endDate,
      addOns,
      amountCents: quote.totalCents,
      priceLines: quote.lines.map(({ label, cents }) => ({ label, cents })),
      includedTerms: quote.included,
      rentalPeriod: rentalPeriodOfDays(quote.rentalDays),
      rentalId: rentalIdForSession(session.id),
      holdId: hold.holdId,
      returnTokenHash: returnToken.hash,
      reservedFrom: span.firstDay,
      reservedThrough: span.lastDay,
      createdAt: timestamp,
      updatedAt: timestamp,
    })
    .go();
  return { sessionId: session.id, url: session.url };
}

/**
 * Opens the payment session for a hold; the hold is given back at once if the payment provider
 * fails. Text-to-book opens its payment links through it too (functions/sms/sms-checkout.ts).
 */
export async function openPaymentSession(
  deps: Pick<CreateCheckoutSessionDeps, 'store' | 'payments'>,
  holdId: string,
  input: Parameters<PaymentPort['createCheckoutSession']>[0],
): Promise<{ id: string; url: string }> {
  let session: { id: string; url: string };
  try {
    session = await deps.payments.createCheckoutSession(input);
  } catch (error) {
    await releaseHold(deps.store, holdId);
    throw error;
  }
  await attachSession(deps.store, holdId, session.id);
  return session;
}
