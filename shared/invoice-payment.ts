// Paying a provider's invoice online: /pay/invoice/{invoiceId}/{key}. The link goes out in the
// invoice's e-mails (and the provider can copy it); the key is 160 random bits (hex) kept on the
// invoice, so the link is the credential, like an order's manage link (shared/order-link.ts). The
// customer pays through the same payment path as a booking (Stripe Checkout, the local payment
// sandbox locally), for the amount stored on the invoice, and the payment's webhook marks the
// invoice paid exactly once.
import * as z from 'zod';
import { linkKeySchema } from './link-key';
import { INVOICE_STATUSES } from './schemas/financial-constants';
import { formatCalendarDate } from './calendar-date';
import { formatUsd } from './money';
import { lineItemSchema, refundedInvoicePaymentSchema, type RefundedInvoicePayment } from './schemas/financials';

export const invoicePayParamsSchema = z.object({
  invoiceId: z.string().trim().min(1).max(64),
  key: linkKeySchema,
});
export type InvoicePayParams = z.infer<typeof invoicePayParamsSchema>;

export function invoicePayPath(invoiceId: string, key: string): string {
  return `/pay/invoice/${encodeURIComponent(invoiceId)}/${encodeURIComponent(key)}`;
}

/** The absolute link for e-mails, on the site's own origin. */
export function invoicePayUrl(origin: string, invoiceId: string, key: string): string {
  return `${new URL(origin).origin}${invoicePayPath(invoiceId, key)}`;
}

/** What the payer sees: the bill, never the provider's notes to itself or other invoices. */
export const payableInvoiceSchema = z.object({
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  businessName: z.string(),
  customerName: z.string(),
  dateIssued: z.string(),
  dateDue: z.string(),
  status: z.enum(INVOICE_STATUSES),
  lineItems: z.array(lineItemSchema),
  amountCents: z.number().int(),
  terms: z.string(),
  paymentDate: z.string().optional(),
  /** True while the invoice can be paid here: unpaid (overdue included). */
  payable: z.boolean(),
  /** Card payments it refunded in full rather than being paid by them, oldest first. */
  refundedPayments: z.array(refundedInvoicePaymentSchema),
});
export type PayableInvoice = z.infer<typeof payableInvoiceSchema>;

/** What became of the payment the payer came back from: it paid the invoice, it was refunded, or it is not through yet. */
const INVOICE_PAYMENT_OUTCOMES = ['paid', 'refunded', 'processing'] as const;

/** POST /api/invoices/{invoiceId}/{key}/confirm: the invoice as it stands, and the outcome of the payer's payment. */
export const invoicePaymentConfirmationSchema = payableInvoiceSchema.extend({ payment: z.enum(INVOICE_PAYMENT_OUTCOMES) });
export type InvoicePaymentConfirmation = z.infer<typeof invoicePaymentConfirmationSchema>;

/** POST /api/invoices/{invoiceId}/{key}/checkout: where to send the payer. */
export const invoiceCheckoutSchema = z.object({ url: z.string() });

/** POST /api/invoices/{invoiceId}/{key}/confirm: the session the payer came back from. */
export const invoicePaymentConfirmSchema = z.object({ sessionId: z.string().trim().min(1).max(255) });

export const INVOICE_PAYMENT_MESSAGES = {
  notPayable: 'This invoice is not open for payment.',
  paid: (date: string) => `Paid in full on ${date}. Thank you!`,
  cancelledPayment: 'Your payment was not completed, and nothing was charged. You can try again.',
  notConfirmed: 'We could not confirm your payment yet. If you completed it, it will show here shortly.',
  startFailed: 'The payment page could not be opened. Please try again.',
} as const;

/** Why a refunded card payment did not pay the invoice, in the words the payer and the provider read. */
function refundCause(refund: RefundedInvoicePayment, businessName: string): string {
  switch (refund.reason) {
    case 'amountChanged':
      return `the invoice changed to ${formatUsd(refund.invoiceAmountCents)} while the payment was being made`;
    case 'alreadyPaid':
      return 'the invoice had already been paid';
    case 'cancelled':
      return `${businessName} cancelled the invoice`;
  }
}

/** A card payment the invoice refunded instead of being paid by it, told to the payer (pay page, e-mail) and the provider (invoice page, e-mail). */
export const INVOICE_REFUND_MESSAGES = {
  toPayer: (refund: RefundedInvoicePayment, businessName: string) =>
    `Your payment of ${formatUsd(refund.amountCents)} was refunded in full because ${refundCause(refund, businessName)}.` +
    (refund.reason === 'amountChanged' ? ` Please pay the new amount of ${formatUsd(refund.invoiceAmountCents)}.` : ' Nothing was charged.'),
  toProvider: (refund: RefundedInvoicePayment, businessName: string) =>
    `A card payment of ${formatUsd(refund.amountCents)} was refunded to the payer in full on ${formatCalendarDate(refund.refundedOn)} because ${refundCause(refund, businessName)}. It is not counted as paid.`,
} as const;
