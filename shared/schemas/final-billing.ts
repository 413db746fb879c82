// The final charge after a pickup, as the rental records it (functions/billing): what the booking's
// terms (kept from its quote) say is owed beyond the booking, and how it was settled: nothing owed
// ('none'), charged to the card saved at checkout ('charged'), or invoiced with a pay link
// ('invoiced': the card declined, or no card was saved).
import * as z from 'zod';

/** What the booked price included (shared/pricing.ts Quote.included), kept on the rental at checkout. */
export const includedTermsSchema = z.object({
  days: z.number().int().nonnegative(),
  tons: z.number().nonnegative(),
  extraDayCents: z.number().int().nonnegative(),
  extraTonCents: z.number().int().nonnegative(),
});

const FINAL_BILLING_STATUSES = ['none', 'charged', 'invoiced'] as const;

const finalBillingLineSchema = z.object({
  kind: z.enum(['extraTons', 'extraDays', 'swap']),
  label: z.string(),
  cents: z.number().int().nonnegative(),
});

export const finalBillingSchema = z.object({
  status: z.enum(FINAL_BILLING_STATUSES),
  totalCents: z.number().int().nonnegative(),
  lines: z.array(finalBillingLineSchema),
  /** The provider's final invoice for the lines (none when nothing is owed). */
  invoiceId: z.string().optional(),
  invoiceNumber: z.string().optional(),
  /** The key of the invoice's pay link (shared/invoice-payment.ts): the customer's rental page links to it while it is due. */
  invoicePayKey: z.string().optional(),
  /** The off-session payment that paid the invoice ('charged'). */
  paymentIntentId: z.string().optional(),
  /** When it was worked out (ISO instant). */
  at: z.string(),
  /**
   * When the charge's outcome was recorded and the customer told: absent between the invoice's
   * transaction and the charge, so a redelivered pickup event finishes what a failed run started.
   */
  settledAt: z.string().optional(),
});
export type FinalBilling = z.infer<typeof finalBillingSchema>;
