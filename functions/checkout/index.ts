// Lambda entry of the checkout domain: the checkout page's provider and price, opening a payment
// session (guest or signed-in customer), the success page's confirmation, paying a provider's
// invoice by its pay link (a payment refunded because the invoice changed is told by e-mail), and
// Stripe's webhook.
import { checkoutRoutes } from '../../shared/contract/checkout';
import { getConfig, type Config } from '../platform/config';
import { createStore, type Store } from '../platform/data/store';
import { createRentalEventPublisher } from '../platform/events/create-rental-events';
import type { RentalEventPublisher } from '../platform/events/rental-events';
import type { Caller } from '../platform/http/caller';
import { createDomainHandler, once } from '../platform/http/domain-handler';
import type { EmailSender } from '../platform/messaging/message';
import { createMessaging } from '../platform/messaging/messaging';
import { paymentPortOnce } from '../platform/payments/create-payment-port';
import type { PaymentPort } from '../platform/payments/payment-port';
import { getCheckoutProvider } from './checkout-provider';
import { confirmInvoicePayment, createInvoiceCheckout, getPayableInvoice } from './invoice-payments';
import { confirmCheckoutSession } from './checkout-session-status';
import { createCheckoutSession } from './create-checkout-session';
import { siteOrigin } from '../platform/http/site-origin';
import { handleStripeWebhook } from './stripe-webhook';
import { releaseCheckoutHold } from './release-checkout-hold';
import { now } from '../platform/clock';

interface Deps {
  config: Config;
  store: Store;
  events: RentalEventPublisher;
  clock: () => Date;
  /** Built on first use: in AWS it reads the Stripe keys from Secrets Manager (once per cold start). */
  payments: () => Promise<PaymentPort>;
  /** Built on first use: only an invoice payment refunded sends e-mail. */
  email: () => EmailSender;
}

const deps = once((): Deps => {
  const config = getConfig();
  return {
    config,
    store: createStore({ tableName: config.TABLE_NAME }),
    events: createRentalEventPublisher(config),
    clock: now,
    payments: paymentPortOnce(() => config),
    email: once(() => createMessaging(config).email),
  };
});

/** The customer routes' policy lets only a signed-in customer through. */
function signedInCustomer(caller: Caller | null): string {
  if (!caller) throw new Error('A customer route ran without its caller');
  return caller.userId;
}

const withPayments = async (d: Deps) => ({ store: d.store, events: d.events, clock: d.clock, payments: await d.payments() });

/** What recording an invoice's payment needs beside the payment port: e-mail, and the site for the pay link (none if the request names no valid one). */
async function withInvoiceRefunds(d: Deps, headers: Record<string, string>) {
  let origin: string | undefined;
  try {
    origin = siteOrigin(d.config.SITE_URL, headers);
  } catch {
    origin = undefined;
  }
  return { ...(await withPayments(d)), email: d.email(), ...(origin ? { origin } : {}) };
}

export const handler = createDomainHandler(checkoutRoutes, {
  getCheckoutProvider: ({ params, query }, { store, clock }: Deps) => getCheckoutProvider(store, params.providerId, query, clock()),
  createCheckoutSession: async ({ body, headers, client }, d: Deps) =>
    createCheckoutSession(await withPayments(d), { origin: siteOrigin(d.config.SITE_URL, headers), client }, body),
  createCustomerCheckoutSession: async ({ body, headers, caller, client }, d: Deps) =>
    await createCheckoutSession(await withPayments(d), { customerId: signedInCustomer(caller), origin: siteOrigin(d.config.SITE_URL, headers), client }, body),
  confirmCheckoutSession: async ({ params, query }, d: Deps) => confirmCheckoutSession(await withPayments(d), params.sessionId, query.returnToken),
  releaseCheckoutHold: async ({ params }, d: Deps) =>
    releaseCheckoutHold({ store: d.store, payments: await d.payments() }, params.holdId),
  getPayableInvoice: ({ params }, d: Deps) => getPayableInvoice({ store: d.store, clock: d.clock }, params),
  createInvoiceCheckout: async ({ params, headers }, d: Deps) =>
    createInvoiceCheckout(await withPayments(d), siteOrigin(d.config.SITE_URL, headers), params),
  confirmInvoicePayment: async ({ params, body, headers }, d: Deps) =>
    confirmInvoicePayment(await withInvoiceRefunds(d, headers), params, body.sessionId),
  handleStripeWebhook: async ({ rawBody, headers }, d: Deps) =>
    handleStripeWebhook(await withInvoiceRefunds(d, headers), rawBody, headers['stripe-signature']),
}, deps);
