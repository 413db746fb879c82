// What the checkout and webhook API tests share: a valid checkout request, starting a payment
// session, paying it in the local payment sandbox, and delivering Stripe-signed events.
import { expect, inject } from 'vitest';
import Stripe from 'stripe';
import { rentalIdForSession } from '../../functions/checkout/create-checkout-session';
import { TEST_CARDS } from '../../scripts/local/payment-sandbox';
import { quote } from '../../shared/pricing';
import { checkoutSessionResponseSchema, checkoutSessionStatusSchema, type CheckoutSessionStatus } from '../../shared/schemas/checkout';
import { api } from '../support/stack-client';
import { daysFromToday, tableStore } from './rentals-support';

export const checkoutBody = (providerId: string, overrides: Record<string, unknown> = {}) => ({
  providerId,
  size: 20,
  startDate: daysFromToday(5),
  addOns: {},
  acceptTerms: true,
  customer: {
    name: 'Casey Checkout',
    email: 'casey@test.example',
    phone: '(614) 555-0142',
    address: { street: '9 Pay St', city: 'Columbus', state: 'OH', zipCode: '43215' },
  },
  ...overrides,
});

/** Where the fresh providers of the tests deliver (provider-portal-support.ts: Missoula, MT). */
export const MISSOULA_ADDRESS = { street: '100 Broadway St', city: 'Missoula', state: 'MT', zipCode: '59801' };

/** Each checkout of a fresh provider a week of its own unless a date is given: they stock only three 20-yard dumpsters. */
let freshWeeks = 0;

/** A valid checkout of a fresh provider: delivered in their service area. */
export function freshProviderCheckoutBody(providerId: string, overrides: Record<string, unknown> = {}) {
  const startDate = daysFromToday(5 + 8 * (freshWeeks++ % 40));
  const body = checkoutBody(providerId, { startDate, ...overrides });
  return { ...body, customer: { ...body.customer, address: MISSOULA_ADDRESS } };
}

export async function startCheckout(body: unknown, token?: string): Promise<{ sessionId: string; url: string }> {
  const response = await api(token ? '/api/customer/checkout/sessions' : '/api/checkout/sessions', {
    method: 'POST',
    token,
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return checkoutSessionResponseSchema.parse(await response.json());
}

/** The amount the server must charge: shared/pricing.ts's quote over the provider's stored prices. */
export async function expectedTotalCents(providerId: string, size: number, addOns: Record<string, boolean>, rentalDays = 7): Promise<number> {
  const { data: provider } = await tableStore().entities.providerProfile.get({ providerId }).go();
  return quote({ pricing: provider!.pricing, sizeYards: size, rentalDays, addOns }).totalCents;
}

/** The payment sandbox's secret key, which its API requires as Stripe's does. */
export const sandboxKey = () => ({ authorization: `Bearer ${inject('paymentSandboxSecretKey')}` });

/** Pays the session in the sandbox without delivering the webhook; returns the event Stripe would send. */
export async function payWithoutWebhook(sessionId: string): Promise<{ event: { id: string; type: string; data: { object: Record<string, unknown> } } }> {
  const response = await api(`/sandbox/api/sessions/${sessionId}/complete`, { method: 'POST', headers: sandboxKey() });
  expect(response.status).toBe(200);
  return (await response.json()) as { event: { id: string; type: string; data: { object: Record<string, unknown> } } };
}

export function sign(payload: string, secret = inject('paymentWebhookSecret')): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}

/** Posts an event to the webhook, signed with the sandbox's secret unless a signature (or null: none) is given. */
export function deliver(payload: string, signature: string | null = sign(payload)): Promise<Response> {
  return api('/api/payments/stripe/webhook', {
    method: 'POST',
    body: payload,
    headers: signature === null ? {} : { 'stripe-signature': signature },
  });
}

/**
 * The return token the payment page hands the payer's browser back with: the success URL's
 * `return_token`, as the sandbox holds the session's success URL. Undefined when it carries none.
 */
async function returnTokenOf(sessionId: string): Promise<string | undefined> {
  const response = await api(`/sandbox/api/sessions/${encodeURIComponent(sessionId)}`, { headers: sandboxKey() });
  expect(response.status).toBe(200);
  const { success_url: successUrl } = (await response.json()) as { success_url: string };
  return new URL(successUrl.replace('{CHECKOUT_SESSION_ID}', sessionId)).searchParams.get('return_token') ?? undefined;
}

/**
 * The session's outcome as the success page asks for it: with the payer's own return token unless
 * `returnToken` names another (null: none at all, as anyone else holding the session id asks).
 */
export async function sessionStatus(sessionId: string, returnToken?: string | null): Promise<CheckoutSessionStatus> {
  const token = returnToken === undefined ? await returnTokenOf(sessionId) : returnToken;
  const query = token ? `?returnToken=${encodeURIComponent(token)}` : '';
  const response = await api(`/api/checkout/sessions/${encodeURIComponent(sessionId)}${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return checkoutSessionStatusSchema.parse(await response.json());
}

/** Every rental recorded for a payment session (there must never be more than one): its id follows from the session's. */
export async function rentalsOfSession(customerToken: string, sessionId: string) {
  const response = await api('/api/customer/rentals', { token: customerToken });
  const { rentals } = (await response.json()) as { rentals: { rentalId: string }[] };
  return rentals.filter((rental) => rental.rentalId === rentalIdForSession(sessionId));
}

/** The refunds the sandbox made of a payment intent. */
export async function refundsOf(paymentIntentId: string): Promise<{ id: string; amount: number }[]> {
  const response = await api(`/sandbox/api/refunds?payment_intent=${encodeURIComponent(paymentIntentId)}`, { headers: sandboxKey() });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { id: string; amount: number }[] }).data;
}

/** The sandbox's hosted payment page's form action, as the browser finds it. */
export async function sandboxPayAction(url: string): Promise<URL> {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  return new URL(/<form method="post" action="([^"]+)"/.exec(await page.text())![1]!, url);
}

/** Submits the hosted payment form (the sandbox delivers the webhook, then redirects to the success page). */
export function submitSandboxPayment(action: URL, cardNumber: string = TEST_CARDS.succeeds): Promise<Response> {
  return fetch(action, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber, expiry: '12/34', cvc: '123', name: 'Casey Checkout' }).toString(),
  });
}
