// Lambda entry of the checkout domain: the checkout page's provider and price, opening a payment
// session (guest or signed-in customer), the success page's confirmation, paying a provider's
// invoice by its pay link, and Stripe's webhook.
import { checkoutRoutes } from '../../shared/contract/checkout';
import { getConfig, type Config } from '../platform/config';
import { createStore, type Store } from '../platform/data/store';
import { createRentalEventPublisher } from '../platform/events/create-rental-events';
import type { RentalEventPublisher } from '../platform/events/rental-events';
import { createDomainHandler, once } from '../platform/http/domain-handler';
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
}

const deps = once((): Deps => {
  const config = getConfig();
  return {
    config,
    store: createStore({ tableName: config.TABLE_NAME }),
    events: createRentalEventPublisher(config),
    clock: now,
    payments: paymentPortOnce(() => config),
  };
});

const withPayments = async (d: Deps) => ({ store: d.store, events: d.events, clock: d.clock, payments: await d.payments() });

export const handler = createDomainHandler(checkoutRoutes, {
  getCheckoutProvider: ({ params, query }, { store, clock }: Deps) => getCheckoutProvider(store, params.providerId, query, clock()),
  createCheckoutSession: async ({ body, headers }, d: Deps) =>
    createCheckoutSession(await withPayments(d), { origin: siteOrigin(d.config.SITE_URL, headers) }, body),
  createCustomerCheckoutSession: async ({ body, headers, caller }, d: Deps) =>
    await createCheckoutSession(await withPayments(d), { customerId: caller!.userId, origin: siteOrigin(d.config.SITE_URL, headers) }, body),
  confirmCheckoutSession: async ({ params, query }, d: Deps) => confirmCheckoutSession(await withPayments(d), params.sessionId, query.returnToken),
  releaseCheckoutHold: async ({ params }, d: Deps) =>
    releaseCheckoutHold({ store: d.store, payments: await d.payments() }, params.holdId),
  getPayableInvoice: ({ params }, d: Deps) => getPayableInvoice({ store: d.store, clock: d.clock }, params),
  createInvoiceCheckout: async ({ params, headers }, d: Deps) =>
    createInvoiceCheckout(await withPayments(d), siteOrigin(d.config.SITE_URL, headers), params),
  confirmInvoicePayment: async ({ params, body }, d: Deps) =>
    confirmInvoicePayment(await withPayments(d), params, body.sessionId),
  handleStripeWebhook: async ({ rawBody, headers }, d: Deps) =>
    handleStripeWebhook(await withPayments(d), rawBody, headers['stripe-signature']),
}, deps);
