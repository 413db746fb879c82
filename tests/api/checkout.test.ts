// Checkout over HTTP: the checkout page's provider and price, opening a payment session priced by
// the server (never by the client), the form's validation messages, and paying in the local
// payment sandbox's hosted page: a good card ends as a confirmed rental, a declined one as nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, checkoutProviderResponseSchema } from '../../shared/schemas/checkout';
import { RENT_MESSAGES } from '../../shared/schemas/rental';
import { api } from '../support/stack-client';
import { checkoutBody, expectedTotalCents, rentalsOfSession, sessionStatus, startCheckout, sandboxKey } from './checkout-support';
import { daysFromToday, demoProvider, newCustomer, tableStore } from './rentals-support';

let providerId: string;
let customer: Awaited<ReturnType<typeof newCustomer>>;

beforeAll(async () => {
  providerId = (await demoProvider()).userId;
  customer = await newCustomer();
});

const post = (body: unknown) => api('/api/checkout/sessions', { method: 'POST', body: JSON.stringify(body) });

async function sandboxSession(sessionId: string) {
  return (await (await api(`/sandbox/api/sessions/${sessionId}`, { headers: sandboxKey() })).json()) as { amount_total: number; cancel_url: string; success_url: string };
}

async function payInBrowser(url: string, cardNumber: string): Promise<Response> {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1];
  return fetch(new URL(action, url), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber, expiry: '12/34', cvc: '123', name: 'Casey Checkout' }).toString(),
  });
}

describe('GET /api/checkout/providers/{providerId}', () => {
  it("answers the provider and the checkout price computed from its stored prices", async () => {
    const addOns = { sameDayDelivery: true, permitPulling: true };
    const response = await api(`/api/checkout/providers/${providerId}?size=30&addOns=${encodeURIComponent(JSON.stringify(addOns))}`);
    expect(response.status).toBe(200);
    const body = checkoutProviderResponseSchema.parse(await response.json());
    expect(body.provider.providerId).toBe(providerId);
    expect(body.quote.sizeYards).toBe(30);
    expect(body.quote.totalCents).toBe(await expectedTotalCents(providerId, 30, addOns));
    expect(body.quote.lines.filter((line) => line.kind === 'addOn').map((line) => line.addOn)).toEqual(['sameDayDelivery', 'permitPulling']);
  });

  it("answers 404 'Provider not found' for an unknown provider", async () => {
    const response = await api('/api/checkout/providers/no-such-provider');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: CHECKOUT_MESSAGES.providerNotFound });
  });
});

describe('POST /api/checkout/sessions', () => {
  it('charges the amount the server computes and ignores any amount the client sends', async () => {
    const body = { ...checkoutBody(providerId, { addOns: { drivewayProtection: true, permitPulling: true } }), amount: 1, totalCents: 1 };
    const { sessionId, url } = await startCheckout(body);
    const expected = await expectedTotalCents(providerId, 20, { drivewayProtection: true, permitPulling: true });
    expect(url).toContain(`/sandbox/checkout/${sessionId}`);
    expect((await sandboxSession(sessionId)).amount_total).toBe(expected);
    const { data: stored } = await tableStore().entities.checkoutSession.get({ sessionId }).go();
    expect(stored).toMatchObject({
      status: 'pending',
      amountCents: expected,
      guest: true,
      customerPhone: '6145550142',
      startDate: body.startDate,
      endDate: daysFromToday(12),
    });
    expect(stored!.customerId).toMatch(/^guest-/);
  });

  it('returns to the success page with the session id, or to the checkout page marked cancelled', async () => {
    const { sessionId } = await startCheckout(checkoutBody(providerId, { addOns: { drivewayProtection: true } }), undefined);
    const session = await sandboxSession(sessionId);
    const origin = new URL(session.success_url).origin;
    expect(session.success_url).toMatch(new RegExp(`^${origin}/checkout-success\\?session_id=\\{CHECKOUT_SESSION_ID\\}&return_token=[0-9a-f]{40}$`));
    const cancel = new URL(session.cancel_url);
    expect(cancel.pathname).toBe(`/checkout/${providerId}`);
    expect(Object.fromEntries(cancel.searchParams)).toMatchObject({ size: '20', zip: '43215', days: '7', addons: 'drivewayProtection', payment: 'cancelled' });
  });

  it("records a signed-in customer's checkout as theirs", async () => {
    const { sessionId } = await startCheckout(checkoutBody(providerId), customer.token);
    const { data: stored } = await tableStore().entities.checkoutSession.get({ sessionId }).go();
    expect(stored).toMatchObject({ customerId: customer.customerId, guest: false });
  });

  it.each([
    ['terms not accepted', { acceptTerms: false }, 'acceptTerms', CHECKOUT_MESSAGES.termsRequired],
    ['same-day delivery without a time window', { addOns: { sameDayDelivery: true } }, 'preferredTimeWindow', CHECKOUT_MESSAGES.timeWindowRequired],
    ['a 9-digit phone', { customer: { ...checkoutBody('x').customer, phone: '614555014' } }, 'customer.phone', CHECKOUT_MESSAGES.phoneInvalid],
    ['no phone', { customer: { ...checkoutBody('x').customer, phone: '' } }, 'customer.phone', CHECKOUT_MESSAGES.phoneRequired],
    ['a bad e-mail', { customer: { ...checkoutBody('x').customer, email: 'nope' } }, 'customer.email', CHECKOUT_MESSAGES.emailInvalid],
  ])('refuses %s with 400 and the form message', async (_name, overrides, field, message) => {
    const response = await post(checkoutBody(providerId, overrides));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; fieldErrors?: Record<string, string> };
    expect(body.fieldErrors?.[field]).toBe(message);
  });

  it('keeps the time window and the add-ons with the order, priced by the server', async () => {
    // Same-day delivery (today only, before its cutoff) is held in tests/api/deliverability.test.ts.
    const body = checkoutBody(providerId, { addOns: { permitPulling: true }, preferredTimeWindow: 'morning' });
    const { sessionId } = await startCheckout(body);
    const { data: stored } = await tableStore().entities.checkoutSession.get({ sessionId }).go();
    expect(stored!.addOns).toEqual({ permitPulling: true, preferredTimeWindow: 'morning' });
    expect(stored!.amountCents).toBe(await expectedTotalCents(providerId, 20, { permitPulling: true }));
  });

  it("refuses the marketplace's former fixed add-ons: only the provider's own can be booked", async () => {
    const refused = await post(checkoutBody(providerId, { addOns: { verifiedProvider: true } }));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain(CHECKOUT_MESSAGES.addOnUnknown);
  });

  it('refuses a delivery date before tomorrow and an unknown provider', async () => {
    const early = await post(checkoutBody(providerId, { startDate: daysFromToday(-1) }));
    expect(early.status).toBe(400);
    expect(await early.json()).toMatchObject({ message: RENT_MESSAGES.deliveryDateTooSoon });
    const unknown = await post(checkoutBody('no-such-provider'));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: CHECKOUT_MESSAGES.providerNotFound });
  });
});

describe('paying in the local payment sandbox', () => {
  it('shows the amount, takes 4242 4242 4242 4242, and ends on the success page with one confirmed rental', async () => {
    const { sessionId, url } = await startCheckout(checkoutBody(providerId), customer.token);
    const expected = await expectedTotalCents(providerId, 20, {});
    const page = await (await fetch(url)).text();
    expect(page).toContain(`$${(expected / 100).toFixed(2)}`);
    expect(page).toContain('<label for="cardNumber">');

    const paid = await payInBrowser(url, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    const location = new URL(paid.headers.get('location')!);
    expect(location.pathname).toBe('/checkout-success');
    expect(location.searchParams.get('session_id')).toBe(sessionId);

    // The success page asks with the return token it came back with, and gets the order.
    const status = await sessionStatus(sessionId, location.searchParams.get('return_token'));
    expect(status).toMatchObject({ status: 'complete', amountTotalCents: expected });
    expect(status.rental).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', totalPriceCents: expected, customerId: customer.customerId });
    expect(await rentalsOfSession(customer.token, sessionId)).toHaveLength(1);
  });

  it('declines 4000 0000 0000 0002: back to checkout with payment=declined, and nothing is created', async () => {
    const { sessionId, url } = await startCheckout(checkoutBody(providerId), customer.token);
    const declined = await payInBrowser(url, '4000000000000002');
    expect(declined.status).toBe(303);
    const location = new URL(declined.headers.get('location')!);
    expect(location.pathname).toBe(`/checkout/${providerId}`);
    expect(location.searchParams.get('payment')).toBe('declined');

    expect(await sessionStatus(sessionId)).toMatchObject({ status: 'processing' });
    expect(await rentalsOfSession(customer.token, sessionId)).toHaveLength(0);
    const { data: stored } = await tableStore().entities.checkoutSession.get({ sessionId }).go();
    expect(stored!.status).toBe('pending');
  });

  it("answers notFound for a session that does not exist", async () => {
    expect(await sessionStatus('cs_test_missing', null)).toMatchObject({ status: 'notFound' });
  });
});
