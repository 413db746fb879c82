// Keeping the dumpster longer ('Keep it longer' on the order page): what the page sends and what the
// server answers. The amount is never sent: the server prices the added days from the provider's
// stored prices (shared/pricing.ts extensionQuote) and the rules are shared/rental-extension.ts.
import * as z from 'zod';
import { orderLinkParamsSchema } from '../order-link';
import { apiErrorSchema } from './api-error';
import { rentalParamsSchema, rentalSchema } from './rental';
import { calendarDateSchema } from './calendar-date';

/** POST /api/rentals/{rentalId}/extensions (and by the manage link): the new pickup date. */
export const extensionRequestSchema = z.object({ endDate: calendarDateSchema });
export type ExtensionRequest = z.infer<typeof extensionRequestSchema>;

/** GET .../extensions/quote?endDate=: the price and whether the days are free. */
export const extensionQuoteQuerySchema = z.object({ endDate: calendarDateSchema });

const extensionId = z.string().trim().uuid();
export const extensionParamsSchema = rentalParamsSchema.extend({ extensionId });
export const orderExtensionParamsSchema = orderLinkParamsSchema.extend({ extensionId });

export const extensionQuoteSchema = z.object({
  endDate: z.string(),
  extraDays: z.number().int().positive(),
  extraDayCents: z.number().int().nonnegative(),
  amountCents: z.number().int().nonnegative(),
  /** Every added day has a unit free now (the payment still has to win it). */
  available: z.boolean(),
  /** The latest pickup date the free days and the rules allow; absent when not one more day is free. */
  latestEndDate: z.string().optional(),
  /** Why it is not available, naming the latest pickup date. */
  message: z.string().optional(),
});
export type ExtensionQuote = z.infer<typeof extensionQuoteSchema>;

/** The answer to asking for the extension: pay on the payment page, or (costing nothing) extended at once. */
export const extensionStartSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('payment'), extensionId: z.string(), url: z.string() }),
  z.object({ status: z.literal('extended'), extensionId: z.string(), rental: rentalSchema }),
]);
export type ExtensionStart = z.infer<typeof extensionStartSchema>;

/** 409 when a day asked for is taken: the message names the latest pickup date, also given as a date. */
export const extensionRefusalSchema = apiErrorSchema.extend({ latestEndDate: z.string().optional() });

/** GET .../extensions/{extensionId}: back from the payment page, what became of the extension. */
export const extensionStatusSchema = z.object({
  extensionId: z.string(),
  /** refunded: paid, but its days went meanwhile or the rental changed; refunded in full (message says so). */
  status: z.enum(['extended', 'processing', 'notPaid', 'refunded']),
  message: z.string(),
  rental: rentalSchema,
});
export type ExtensionStatus = z.infer<typeof extensionStatusSchema>;
