import * as z from 'zod';
import { US_STATE_CODES } from '../constants';
import { DELIVERY_DATE_MESSAGES } from '../rental-dates';
import { CANCELLED_BY, DELIVERY_TIME_WINDOWS, RENTAL_ACTORS, RENTAL_STATUSES } from '../rental-status';
import { addressSchema } from './zip-code';
import { recordedWeightTicketSchema, rentalSwapSchema } from './dispatch';
import { finalBillingSchema, includedTermsSchema } from './final-billing';
import { calendarDateSchema, requiredCalendarDate } from './calendar-date';

export const RENTAL_PERIODS = ['daily', 'weekly', 'monthly'] as const;
/**
 * unpaid and paid; refunded (in full) and partially_refunded, by the marketplace or at the payment
 * provider; disputed while a chargeback is open, dispute_lost once the bank took the money back (a
 * won dispute returns to paid or partially_refunded). shared/payment-status.ts derives labels and
 * the money a rental keeps.
 */
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'partially_refunded', 'refunded', 'disputed', 'dispute_lost'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
const PAYMENT_METHODS = ['creditCard', 'stripe', 'paypal'] as const;
const NOTIFICATION_STATUSES = ['sent', 'failed'] as const;

/** One step of the rental's job: the status it moved to, when (ISO instant) and who moved it. */
const rentalTimelineEntrySchema = z.object({
  status: z.enum(RENTAL_STATUSES),
  at: z.string(),
  by: z.enum(RENTAL_ACTORS),
  note: z.string().max(500).optional(),
});
export type RentalTimelineEntry = z.infer<typeof rentalTimelineEntrySchema>;

/**
 * A rental as every answer gives it, and as stored (beside it only the payment session a paid
 * checkout came from, which no answer carries: functions/platform/data/entities/rental.ts). Money
 * is in integer cents; dates are ISO calendar dates (YYYY-MM-DD).
 */
export const rentalSchema = z.object({
  rentalId: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  listingId: z.string().optional(),
  dumpsterSize: z.string(),
  dumpsterType: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  // The street is emptied when the customer deletes their account (city, state and ZIP stay for
  // the provider's records), so a stored rental's street may be blank.
  deliveryAddress: addressSchema.extend({ street: z.string() }),
  rentalPeriod: z.enum(RENTAL_PERIODS),
  totalPriceCents: z.number().int().nonnegative(),
  /** The quote's lines as charged (shared/pricing.ts), summing to the total; absent on orders from before. */
  priceLines: z.array(z.object({ label: z.string(), cents: z.number().int() })).optional(),
  addOns: z.record(z.string(), z.union([z.boolean(), z.string()])),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  paymentTransactionId: z.string().optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  status: z.enum(RENTAL_STATUSES),
  eta: z.string().optional(),
  /** Set by a cancellation: when, and the refund owed (cents) and made (the payment provider's id). */
  cancelledAt: z.string().optional(),
  /**
   * Who ended a cancelled rental: 'provider' when they rejected the request, 'customer' when they
   * cancelled it. Absent on a cancellation by a refund at the payment provider, and on customers'
   * cancellations recorded before this field existed.
   */
  cancelledBy: z.enum(CANCELLED_BY).optional(),
  refundCents: z.number().int().nonnegative().optional(),
  refundId: z.string().optional(),
  /** What the payment provider has refunded in all (cents), as its charge.refunded events report it. */
  amountRefundedCents: z.number().int().nonnegative().optional(),
  /** A chargeback (charge.dispute.*): the payment provider's id, status and reason, and the amount disputed. */
  disputeId: z.string().optional(),
  disputeStatus: z.string().optional(),
  disputeReason: z.string().optional(),
  disputeAmountCents: z.number().int().nonnegative().optional(),
  disputeClosedAt: z.string().optional(),
  /** Outcome of the last order notification: every message sent, or some failed after retries. */
  notificationStatus: z.enum(NOTIFICATION_STATUSES).optional(),
  /**
   * The days this rental holds its unit (delivery through pickup plus the provider's turnaround),
   * counted taken on the provider's availability days (shared/availability.ts). Absent while an
   * unpaid request awaits approval, and once a cancellation gave the days back.
   */
  reservedFrom: z.string().optional(),
  reservedThrough: z.string().optional(),
  /**
   * Days added after booking ('Keep it longer', shared/rental-extension.ts): each moved the pickup
   * from one date to another and was paid by a payment of its own (paymentId), which its share of a
   * refund goes back to. Their amounts are part of totalPriceCents.
   */
  extensions: z
    .array(
      z.object({
        extensionId: z.string(),
        fromEndDate: z.string(),
        toEndDate: z.string(),
        extraDays: z.number().int().positive(),
        amountCents: z.number().int().nonnegative(),
        paymentId: z.string().optional(),
        paidAt: z.string(),
      }),
    )
    .optional(),
  /** The delivery window the provider promised when scheduling it (absent: the provider confirms the time). */
  deliveryTimeWindow: z.enum(DELIVERY_TIME_WINDOWS).optional(),
  /** The pickup date the customer asked for with a pickup request (the end date is unchanged by it). */
  requestedPickupDate: z.string().optional(),
  /**
   * Every status change since the lifecycle began, oldest first, appended in the same conditional
   * write as the change. Absent on rentals not changed since; shared/rental-timeline.ts reads
   * their steps from their fields.
   */
  timeline: z.array(rentalTimelineEntrySchema).optional(),
  /** The swaps the customer asked for (shared/schemas/dispatch.ts), oldest first. */
  swaps: z.array(rentalSwapSchema).optional(),
  /** The key of the placement photo the driver took at delivery (documents bucket). */
  placementPhotoKey: z.string().optional(),
  /** The landfill's weight ticket, recorded at pickup: what the final charge's tons are read from. */
  weightTicket: recordedWeightTicketSchema.optional(),
  /** Set when the customer deleted their account: name, e-mail, phone and street were erased. */
  customerDeleted: z.boolean().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What the booked price included (days, tons, extra-day and extra-ton prices): the final charge's terms. Absent on orders from before. */
  includedTerms: includedTermsSchema.optional(),
  /** The final charge after the pickup (shared/schemas/final-billing.ts), recorded once. */
  finalBilling: finalBillingSchema.optional(),
});
export type Rental = z.infer<typeof rentalSchema>;

export const PICKUP_REQUEST_MESSAGES = {
  dateBeforeToday: 'The pickup date cannot be in the past',
  dateAfterEnd: 'The pickup date cannot be after the booked pickup date',
  notDelivered: 'A pickup can be requested once the dumpster has been delivered',
  changedMeanwhile: 'This rental changed while you were asking for its pickup. Please reload it and try again.',
} as const;

/**
 * POST /api/rentals/{rentalId}/pickup-request: the customer asks for the dumpster to be picked up,
 * on its booked pickup date or on an earlier one (not before today at the delivery address). The
 * booked end date stays as it is: the provider plans the truck by the date asked for.
 */
export const pickupRequestSchema = z.object({
  pickupDate: calendarDateSchema.optional(),
});
export type PickupRequest = z.infer<typeof pickupRequestSchema>;

export const rentalParamsSchema = z.object({ rentalId: z.string().trim().min(1).max(64) });

/** GET /api/customer/rentals: the caller's rentals, newest start date first. */
export const customerRentalsResponseSchema = z.object({ rentals: z.array(rentalSchema) });

/** What a rental shows as its customer once that customer deleted their account. */
export const DELETED_CUSTOMER_NAME = 'Deleted customer';

export const RENT_MESSAGES = {
  fieldsRequired: 'Please fill out all required fields',
  loginRequired: 'You must be logged in to submit a rental request',
  unavailable: 'This dumpster is currently unavailable for rental',
  listingNotFound: 'Dumpster listing not found',
  failed: 'Failed to submit rental request',
  deliveryDateTooSoon: DELIVERY_DATE_MESSAGES.tooSoon,
  stateInvalid: 'Choose the state of the delivery address',
  periodUnavailable: 'This rental period is not offered for this dumpster',
} as const;

/** POST /api/rentals: a rent request for a listing. The server prices it and computes the pickup date. */
export const rentRequestSchema = z.object({
  listingId: z.string().trim().min(1, RENT_MESSAGES.listingNotFound).max(64),
  rentalPeriod: z.enum(RENTAL_PERIODS),
  startDate: requiredCalendarDate(RENT_MESSAGES.fieldsRequired),
  deliveryAddress: z.object({
    street: z.string().trim().min(1, RENT_MESSAGES.fieldsRequired).max(200),
    city: z.string().trim().min(1, RENT_MESSAGES.fieldsRequired).max(100),
    state: z.enum(US_STATE_CODES, { message: RENT_MESSAGES.stateInvalid }),
    zipCode: z.string().trim().regex(/^\d{5}$/, RENT_MESSAGES.fieldsRequired),
  }),
});
export type RentRequest = z.infer<typeof rentRequestSchema>;

/**
 * GET /api/rentals/{rentalId}: the rental with a five-minute link to the driver's placement photo
 * once it is delivered (the photo itself is a private document, never served by the site).
 */
export const rentalDetailSchema = rentalSchema.extend({ placementPhotoUrl: z.string().optional() });
export type RentalDetail = z.infer<typeof rentalDetailSchema>;
