// Checkout: what the information form sends, what the server answers. The amount is never sent:
// the server computes it from the provider's stored prices with shared/pricing.ts.
import * as z from 'zod';
import { DUMPSTER_SIZES, PROVIDER_ADD_ON_LABELS, PROVIDER_ADD_ONS, US_STATE_CODES, type ProviderAddOn } from '../constants';
import { STANDARD_RENTAL_DAYS, lengthLabel } from '../pricing';
import { linkKeySchema } from '../link-key';
import { PHONE_MESSAGES, usPhoneSchema } from './phone';
import { nextAvailableDatesSchema } from './next-available';
import { lengthTotalSchema, quoteSchema, rentalDaysSchema } from './quote';
import { rentalSchema } from './rental';
import { calendarDateSchema } from './calendar-date';

export const DELIVERY_WINDOWS = ['morning', 'afternoon'] as const;
export type DeliveryWindow = (typeof DELIVERY_WINDOWS)[number];
export const DELIVERY_WINDOW_LABELS: Record<DeliveryWindow, string> = {
  morning: 'Morning (9:00 AM-12:00 PM)',
  afternoon: 'Afternoon (1:00 PM-5:00 PM)',
};

export const CHECKOUT_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Valid email is required',
  phoneRequired: PHONE_MESSAGES.required,
  phoneInvalid: PHONE_MESSAGES.invalid,
  streetRequired: 'Street address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  zipInvalid: 'Valid 5-digit ZIP code is required',
  timeWindowRequired: 'Please select a preferred delivery time window',
  termsRequired: 'You must accept the Terms and Conditions to continue',
  providerLoadFailed: 'Unable to load provider data. Please try again.',
  providerNotFound: 'Provider not found',
  providerIdRequired: 'Provider ID is required',
  sizeRequired: 'Dumpster size is required',
  redirectFailedPrefix: 'Could not redirect to checkout: ',
  sessionCreateFailed: 'Failed to create checkout session',
  sessionVerifyFailed: 'Failed to verify checkout session',
  sessionIdMissing: 'Session ID is missing',
  cardDeclined: 'Your card was declined. No payment was taken. Please try another card.',
  paymentCancelled: 'Payment was cancelled. Nothing was charged.',
  addOnNotOffered: (provider: string, addOn: ProviderAddOn) => `${provider} does not offer ${PROVIDER_ADD_ON_LABELS[addOn]}. Untick it to book.`,
  lengthNotOffered: (provider: string, days: number, offered: number[]) =>
    `${provider} does not rent this size for ${lengthLabel(days)}. Choose ${offered.map(lengthLabel).join(', ')}.`,
  addOnUnknown: 'Only the add-ons the provider offers can be booked',
} as const;

/**
 * The add-ons a customer can book: the provider's own (its Pricing page), at its prices. Any other
 * name (the marketplace's former fixed add-ons among them) is refused, never silently dropped.
 */
const checkoutAddOnsSchema = z.strictObject(
  Object.fromEntries(PROVIDER_ADD_ONS.map((addOn) => [addOn, z.boolean().optional()])) as Record<ProviderAddOn, z.ZodOptional<z.ZodBoolean>>,
  { error: (issue) => (issue.code === 'unrecognized_keys' ? CHECKOUT_MESSAGES.addOnUnknown : undefined) },
);

/** Ten digits, whatever the punctuation typed around them: the one US phone rule (./phone.ts). */
const phoneSchema = usPhoneSchema;

const checkoutCustomerSchema = z.object({
  name: z.string().trim().min(1, CHECKOUT_MESSAGES.nameRequired).max(200),
  email: z.string().trim().min(1, CHECKOUT_MESSAGES.emailRequired).email(CHECKOUT_MESSAGES.emailInvalid).max(254),
  phone: phoneSchema,
  address: z.object({
    street: z.string().trim().min(1, CHECKOUT_MESSAGES.streetRequired).max(200),
    city: z.string().trim().min(1, CHECKOUT_MESSAGES.cityRequired).max(100),
    state: z.enum(US_STATE_CODES, { message: CHECKOUT_MESSAGES.stateRequired }),
    zipCode: z.string().trim().regex(/^\d{5}$/, CHECKOUT_MESSAGES.zipInvalid),
  }),
});

/**
 * POST /api/checkout/sessions (guest) and /api/customer/checkout/sessions (signed in).
 * No amount: the server prices the order. Terms must be accepted; with same-day delivery a
 * delivery window is required.
 */
export const checkoutSessionRequestSchema = z
  .object({
    providerId: z.string().trim().min(1, CHECKOUT_MESSAGES.providerIdRequired).max(64),
    size: z.coerce
      .number()
      .int()
      .refine((value) => (DUMPSTER_SIZES as readonly number[]).includes(value), CHECKOUT_MESSAGES.sizeRequired),
    startDate: calendarDateSchema,
    /** Days from delivery to pick-up: one of the lengths the provider offers for the size; a week when absent. */
    rentalDays: rentalDaysSchema.default(STANDARD_RENTAL_DAYS),
    addOns: checkoutAddOnsSchema.default({}),
    preferredTimeWindow: z.enum(DELIVERY_WINDOWS).optional(),
    acceptTerms: z.literal(true, { message: CHECKOUT_MESSAGES.termsRequired }),
    customer: checkoutCustomerSchema,
  })
  .refine((request) => !request.addOns.sameDayDelivery || request.preferredTimeWindow !== undefined, {
    message: CHECKOUT_MESSAGES.timeWindowRequired,
    path: ['preferredTimeWindow'],
  });
export type CheckoutSessionRequest = z.input<typeof checkoutSessionRequestSchema>;

export const checkoutSessionResponseSchema = z.object({ sessionId: z.string(), url: z.string() });

export const checkoutProviderQuerySchema = z.object({
  size: z.coerce.number().int().optional(),
  /** The delivery ZIP and date typed so far: the answer says whether the provider can deliver them. */
  zipCode: z.string().trim().regex(/^\d{5}$/).optional(),
  startDate: calendarDateSchema.optional(),
  rentalDays: rentalDaysSchema.optional(),
  addOns: z
    .string()
    .max(500)
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === '') return {};
      try {
        return checkoutAddOnsSchema.parse(JSON.parse(text));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'addOns must be JSON of true/false flags' });
        return z.NEVER;
      }
    }),
});

/** GET /api/checkout/providers/{providerId}: who is booked and the server's price (display only). */
export const checkoutProviderResponseSchema = z.object({
  provider: z.object({
    providerId: z.string(),
    businessName: z.string(),
    phone: z.string(),
    rating: z.number(),
    reviewCount: z.number().int(),
    isVerified: z.boolean(),
    logoUrl: z.string().optional(),
  }),
  /**
   * For the ZIP (and date) asked about: the dates a delivery there can be booked for (read on its own
   * clock), and why the provider cannot take the order as it stands, if they cannot.
   */
  delivery: z
    .object({
      timeZone: z.string().optional(),
      earliest: z.string().optional(),
      latest: z.string().optional(),
      refusal: z.object({ field: z.enum(['size', 'zipCode', 'startDate', 'sameDayDelivery']), message: z.string() }).optional(),
      /** Whether same-day delivery can be ordered now for this ZIP, and if not, why (shown beside the add-on). */
      sameDay: z.object({ available: z.boolean(), reason: z.string().optional() }).optional(),
    })
    .optional(),
  /** shared/pricing.ts's quote for the size, length and add-ons asked about: the amount checkout charges. */
  quote: quoteSchema,
  /**
   * The next delivery dates with a unit of the quote's size free for its whole length, and the full
   * ones of the window (on the delivery ZIP's clock once one is typed, else the provider's). Only
   * when a size was asked for: the dates are per size, and a rental page's phone lookup asks none.
   */
  nextAvailable: nextAvailableDatesSchema.optional(),
  /** What the provider offers for the size: its add-ons at its prices, and each length with its total. */
  offer: z.object({
    addOnPricesCents: z.record(z.string(), z.number().int()),
    lengths: z.array(lengthTotalSchema),
  }),
});
export type CheckoutProviderResponse = z.infer<typeof checkoutProviderResponseSchema>;

/** POST /api/checkout/holds/{holdId}/release: whether a held dumpster was given back (false: paid, or gone already). */
export const holdReleaseResponseSchema = z.object({ released: z.boolean() });

/** The provider whose prices the checkout page shows. */
export const checkoutProviderParamsSchema = z.object({ providerId: z.string().trim().min(1).max(64) });

/** A payment session's held dumpster, given back when the payer returns unpaid. */
export const holdParamsSchema = z.object({ holdId: z.string().trim().uuid() });

/** What the payment provider's webhook is answered: the event was taken (recorded, or not ours to record). */
export const webhookReceiptSchema = z.object({ received: z.literal(true) });

export const checkoutSessionParamsSchema = z.object({ sessionId: z.string().trim().min(1).max(255) });

/** The success URL's query parameter with the checkout's return token (functions/checkout/return-urls.ts). */
export const CHECKOUT_RETURN_TOKEN_PARAM = 'return_token';

/**
 * The session status's query: the return token the success page came back with. Anyone may hold
 * a session's id (it is in the payment provider's pages and the success URL); only the browser that
 * paid holds the token.
 */
export const checkoutSessionStatusQuerySchema = z.object({ returnToken: linkKeySchema.optional() });

/**
 * GET /api/checkout/sessions/{sessionId}: the payment's outcome. `complete` carries the rental
 * (created now if the webhook has not arrived yet) and its manage link only for the payer's return
 * token; without it, only the outcome and the amount. `processing` means not paid yet.
 */
export const checkoutSessionStatusSchema = z.object({
  sessionId: z.string(),
  /** refunded: paid after the unit hold lapsed and the unit was booked meanwhile; refunded in full (message says so). */
  status: z.enum(['complete', 'processing', 'failed', 'refunded', 'notFound']),
  amountTotalCents: z.number().int().optional(),
  /** What the customer is told about a refunded payment. */
  message: z.string().optional(),
  rental: rentalSchema.optional(),
  /** The order's manage link (a site path), for the payer, who may have no account to find it in. */
  manageUrl: z.string().optional(),
});
export type CheckoutSessionStatus = z.infer<typeof checkoutSessionStatusSchema>;
