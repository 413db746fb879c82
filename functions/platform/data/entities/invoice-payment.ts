import * as z from 'zod';
import { INVOICE_REFUND_REASONS } from '../../../../shared/schemas/financials';
import { SERVICE_NAME } from '../table';
import { entityModel } from '../schema';

/**
 * One payment session opened for an invoice by its pay link, and what became of it
 * (functions/checkout/invoice-payment-attempts.ts): open until paid, expired (the invoice changed,
 * was paid otherwise or cancelled, and the session could still be expired), paid (it paid the
 * invoice; written with the invoice's own change), or refunded in full because the invoice could no
 * longer be paid by it. `refunded` is set by one write conditioned on it not being set yet, so a
 * payment is refunded, recorded and told exactly once however often the webhook and the payer ask.
 * Keyed by invoice, so an invoice's payments are one Query.
 */
const storedInvoicePaymentSchema = z.object({
  invoiceId: z.string(),
  sessionId: z.string(),
  /** What the session charges: the invoice's amount when it opened. */
  amountCents: z.number().int(),
  status: z.enum(['open', 'expired', 'paid', 'refunded']),
  /** The payment (intent) once paid. */
  paymentIntentId: z.string().optional(),
  refund: z
    .object({
      refundId: z.string(),
      reason: z.enum(INVOICE_REFUND_REASONS),
      /** What the invoice asked for when the payment arrived. */
      invoiceAmountCents: z.number().int(),
      /** The provider's calendar date of the refund. */
      refundedOn: z.string(),
    })
    .optional(),
  /** When the session opened; absent for sessions opened before payments were kept per invoice. */
  openedAt: z.string().optional(),
  updatedAt: z.string(),
});

export const invoicePaymentModel = entityModel({
  model: { entity: 'invoicePayment', version: '1', service: SERVICE_NAME },
  schema: storedInvoicePaymentSchema,
  indexes: {
    byInvoice: { pk: { field: 'pk', composite: ['invoiceId'] }, sk: { field: 'sk', composite: ['sessionId'] } },
  },
});
