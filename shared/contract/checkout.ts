// The checkout domain's routes.
import { RATE_LIMITS } from '../abuse-limits';
import {
  invoiceCheckoutSchema,
  invoicePayParamsSchema,
  invoicePaymentConfirmSchema,
  payableInvoiceSchema,
} from '../invoice-payment';
import { domainRoutes } from './route';
import {
  checkoutProviderParamsSchema,
  checkoutProviderQuerySchema,
  checkoutProviderResponseSchema,
  checkoutSessionParamsSchema,
  checkoutSessionRequestSchema,
  checkoutSessionResponseSchema,
  checkoutSessionStatusQuerySchema,
  checkoutSessionStatusSchema,
  holdParamsSchema,
  holdReleaseResponseSchema,
  webhookReceiptSchema,
} from '../schemas/checkout';

export const checkoutRoutes = domainRoutes('checkout', {
  getCheckoutProvider: {
    method: 'GET',
    path: '/api/checkout/providers/{providerId}',
    policy: 'public',
    summary: 'A provider and the checkout price for a size and add-ons, computed from stored prices',
    params: checkoutProviderParamsSchema,
    query: checkoutProviderQuerySchema,
    response: checkoutProviderResponseSchema,
  },
  createCheckoutSession: {
    method: 'POST',
    path: '/api/checkout/sessions',
    policy: 'public',
    summary: 'Start paying as a guest: a payment session for an amount the server computes',
    body: checkoutSessionRequestSchema,
    status: 201,
    response: checkoutSessionResponseSchema,
  },
  createCustomerCheckoutSession: {
    method: 'POST',
    path: '/api/customer/checkout/sessions',
    policy: 'customer',
    summary: 'Start paying as the signed-in customer (the rental joins their history)',
    body: checkoutSessionRequestSchema,
    status: 201,
    response: checkoutSessionResponseSchema,
  },
  confirmCheckoutSession: {
    method: 'GET',
    path: '/api/checkout/sessions/{sessionId}',
    policy: 'public',
    rateLimit: RATE_LIMITS.checkoutSessionStatus,
    summary:
      "A payment session's outcome; creates its rental once if paid and not yet recorded. The order and its manage link only with the payer's return token",
    params: checkoutSessionParamsSchema,
    query: checkoutSessionStatusQuerySchema,
    response: checkoutSessionStatusSchema,
  },
  releaseCheckoutHold: {
    method: 'POST',
    path: '/api/checkout/holds/{holdId}/release',
    policy: 'public',
    summary: 'Back from the payment page unpaid: expires the payment session and gives its held dumpster back',
    params: holdParamsSchema,
    response: holdReleaseResponseSchema,
  },
  getPayableInvoice: {
    method: 'GET',
    path: '/api/invoices/{invoiceId}/{key}',
    policy: 'public',
    rateLimit: RATE_LIMITS.invoiceLinks,
    summary: "A provider's invoice by its pay link (sent in the invoice's e-mails): what is owed and whether it is paid",
    params: invoicePayParamsSchema,
    response: payableInvoiceSchema,
  },
  createInvoiceCheckout: {
    method: 'POST',
    path: '/api/invoices/{invoiceId}/{key}/checkout',
    policy: 'public',
    rateLimit: RATE_LIMITS.invoiceLinks,
    summary: 'Start paying an invoice by card: a payment session for the amount stored on the invoice',
    params: invoicePayParamsSchema,
    status: 201,
    response: invoiceCheckoutSchema,
  },
  confirmInvoicePayment: {
    method: 'POST',
    path: '/api/invoices/{invoiceId}/{key}/confirm',
    policy: 'public',
    rateLimit: RATE_LIMITS.invoiceLinks,
    summary: "The payer's return from the payment page: records a paid session once, then the invoice as it stands",
    params: invoicePayParamsSchema,
    body: invoicePaymentConfirmSchema,
    response: payableInvoiceSchema,
  },
  handleStripeWebhook: {
    method: 'POST',
    path: '/api/payments/stripe/webhook',
    policy: 'public',
    summary: "Stripe's signed events; checkout.session.completed creates the rental (or marks the invoice paid) exactly once",
    // Stripe signs the bytes it sent: the operation verifies the signature over the raw body.
    rawBody: true,
    response: webhookReceiptSchema,
  },
});
