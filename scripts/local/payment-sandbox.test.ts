// The local payment adapter against the sandbox over real HTTP: the same calls the Stripe adapter
// makes, answered in Stripe's shapes, persisted in the sandbox's JSON file; its API refuses calls
// without its secret key, and refunds and disputes reach the webhook as Stripe-signed events.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalSandboxPayments } from '../../functions/platform/payments/local-sandbox-payments';
import { createPaymentSandbox, completedEvent, hasSecretKey, TEST_CARDS } from './payment-sandbox';
import { signedWebhookRequest, WEBHOOK_PATH } from './payment-sandbox-webhooks';

let dir: string;
let server: Server;
let baseUrl: string;
let stateFile: string;
/** What reached the webhook route, as Stripe-verified events. */
const delivered: Stripe.Event[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'sandbox-'));
  stateFile = path.join(dir, 'payment-sandbox.json');
  const sandbox = createPaymentSandbox({ stateFile, log: () => undefined });
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    if (url.pathname === WEBHOOK_PATH) {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        delivered.push(Stripe.webhooks.constructEvent(Buffer.concat(chunks).toString('utf8'), String(request.headers['stripe-signature']), sandbox.webhookSecret));
        response.writeHead(200).end('{}');
      });
      return;
    }
    void sandbox.handle(request, response, url).then((handled) => {
      if (!handled) response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sandbox`;
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

const input = {
  clientReferenceId: 'ref-1',
  amountCents: 44_500,
  currency: 'usd' as const,
  description: '20 Yard dumpster rental',
  customerEmail: 'a@b.example',
  successUrl: 'http://site/checkout-success?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'http://site/checkout/p1?payment=cancelled',
  metadata: { provider_id: 'p1' },
  idempotencyKey: 'checkout-ref-1',
};

function adapter() {
  const sandbox = createPaymentSandbox({ stateFile, log: () => undefined });
  return { sandbox, port: createLocalSandboxPayments({ baseUrl, secretKey: sandbox.secretKey, webhookSecret: sandbox.webhookSecret, webhooks: Stripe.webhooks }) };
}

const withKey = (key: string) => ({ authorization: `Bearer ${key}`, 'content-type': 'application/json' });

async function eventOf(type: string, paymentIntent: string): Promise<Stripe.Event> {
  await expect.poll(() => delivered.some((event) => event.type === type && (event.data.object as { payment_intent?: string }).payment_intent === paymentIntent)).toBe(true);
  return delivered.find((event) => event.type === type && (event.data.object as { payment_intent?: string }).payment_intent === paymentIntent)!;
}

async function paidIntent(key: string, idempotencyKey: string): Promise<string> {
  const { port } = adapter();
  const { id } = await port.createCheckoutSession({ ...input, idempotencyKey });
  const completed = (await (await fetch(`${baseUrl}/api/sessions/${id}/complete`, { method: 'POST', headers: withKey(key) })).json()) as { session: { payment_intent: string } };
  return completed.session.payment_intent;
}

describe('local payment sandbox', () => {
  it('creates, replays by idempotency key, and reads sessions; unknown ones are null', async () => {
    const { port } = adapter();
    const first = await port.createCheckoutSession(input);
    expect(first.url).toBe(`${baseUrl}/checkout/${first.id}`);
    expect(await port.createCheckoutSession(input)).toEqual(first);
    expect(await port.retrieveCheckoutSession(first.id)).toMatchObject({ id: first.id, status: 'open', paymentStatus: 'unpaid', amountTotalCents: 44_500 });
    expect(await port.retrieveCheckoutSession('cs_nope')).toBeNull();
  });

  it('opens the payment page on the host name the customer used, so its form posts and returns on one origin', async () => {
    // The site opened as localhost while the functions reach the sandbox as 127.0.0.1 (or the other
    // way round): the page must be on the return pages' origin, or the site's form-action 'self'
    // blocks the redirect after Pay.
    const { port } = adapter();
    const sitePort = new URL(baseUrl).port;
    const atLocalhost = await port.createCheckoutSession({
      ...input,
      idempotencyKey: 'host-name-localhost',
      successUrl: `http://localhost:${sitePort}/checkout-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `http://localhost:${sitePort}/checkout/p1`,
    });
    expect(new URL(atLocalhost.url).origin).toBe(`http://localhost:${sitePort}`);
    // Another site's return page is never a reason to serve the payment page elsewhere.
    const elsewhere = await port.createCheckoutSession({ ...input, idempotencyKey: 'host-name-elsewhere', successUrl: 'http://example.com/x', cancelUrl: 'http://example.com/y' });
    expect(new URL(elsewhere.url).origin).toBe(new URL(baseUrl).origin);
  });

  it('keeps its secret key and webhook secret per data folder, and its events verify with the Stripe library', () => {
    const one = createPaymentSandbox({ stateFile, log: () => undefined });
    const again = createPaymentSandbox({ stateFile, log: () => undefined });
    expect(one.webhookSecret).toMatch(/^whsec_local_/);
    expect(one.secretKey).toMatch(/^sk_test_local_[0-9a-f]{48}$/);
    expect([again.webhookSecret, again.secretKey]).toEqual([one.webhookSecret, one.secretKey]);
    const { port } = adapter();
    const event = completedEvent({ id: 'cs_x', object: 'checkout.session', amount_total: 100, status: 'complete', payment_status: 'paid', payment_intent: 'pi_x' } as never);
    const { payload, signature } = signedWebhookRequest(event, one.webhookSecret);
    expect(port.verifyWebhookEvent(payload, signature)).toMatchObject({ type: 'checkout.session.completed', session: { id: 'cs_x', paymentIntentId: 'pi_x' } });
  });

  it('refuses every API call without its secret key, or with another key', async () => {
    const { sandbox, port } = adapter();
    const { id } = await port.createCheckoutSession({ ...input, idempotencyKey: 'checkout-ref-keys' });
    const calls: [string, string][] = [
      ['POST', '/api/sessions'],
      ['GET', `/api/sessions/${id}`],
      ['POST', `/api/sessions/${id}/complete`],
      ['POST', '/api/refunds'],
      ['GET', '/api/refunds'],
      ['POST', '/api/disputes'],
      ['POST', '/api/disputes/dp_x/close'],
      ['POST', '/api/payment_intents'],
      ['GET', '/api/payment_intents'],
    ];
    for (const [method, route] of calls) {
      for (const headers of [{} as Record<string, string>, withKey('sk_test_local_not-this-one'), { authorization: `Basic ${Buffer.from('sk_test_wrong:').toString('base64')}` }]) {
        const answer = await fetch(`${baseUrl}${route}`, { method, headers, body: method === 'POST' ? '{}' : undefined });
        expect(answer.status, `${method} ${route}`).toBe(401);
        expect(((await answer.json()) as { error: { type: string } }).error.type).toBe('invalid_request_error');
      }
    }
    // Nothing was paid by those calls.
    expect(await port.retrieveCheckoutSession(id)).toMatchObject({ status: 'open', paymentStatus: 'unpaid' });
    // Stripe's two ways of sending the key both work.
    expect(hasSecretKey(`Bearer ${sandbox.secretKey}`, sandbox.secretKey)).toBe(true);
    expect(hasSecretKey(`Basic ${Buffer.from(`${sandbox.secretKey}:`).toString('base64')}`, sandbox.secretKey)).toBe(true);
  });

  it('records refunds of paid sessions, never more than was paid, and tells the webhook with charge.refunded', async () => {
    const { sandbox, port } = adapter();
    const intent = await paidIntent(sandbox.secretKey, 'checkout-ref-2');
    const refund = await port.refund({ paymentIntentId: intent, amountCents: 40_000, idempotencyKey: 'refund-1' });
    expect(await port.refund({ paymentIntentId: intent, amountCents: 40_000, idempotencyKey: 'refund-1' })).toEqual(refund);
    await expect(port.refund({ paymentIntentId: intent, amountCents: 10_000, idempotencyKey: 'refund-2' })).rejects.toThrow(/400/);
    await expect(port.refund({ paymentIntentId: 'pi_unknown', amountCents: 100, idempotencyKey: 'refund-3' })).rejects.toThrow();
    const listed = (await (await fetch(`${baseUrl}/api/refunds?payment_intent=${intent}`, { headers: withKey(sandbox.secretKey) })).json()) as { data: { id: string; amount: number }[] };
    expect(listed.data).toEqual([expect.objectContaining({ id: refund.refundId, amount: 40_000 })]);
    const event = await eventOf('charge.refunded', intent);
    expect(event.data.object).toMatchObject({ object: 'charge', payment_intent: intent, amount: 44_500, amount_refunded: 40_000, refunded: false });
    expect((event.data.object as { id: string }).id).toMatch(/^ch_/);
  });

  it('opens and closes a dispute on a payment, each announced as charge.dispute.* with the dispute', async () => {
    const { sandbox } = adapter();
    const intent = await paidIntent(sandbox.secretKey, 'checkout-ref-3');
    const opened = await fetch(`${baseUrl}/api/disputes`, { method: 'POST', headers: withKey(sandbox.secretKey), body: JSON.stringify({ payment_intent: intent, reason: 'product_not_received' }) });
    expect(opened.status).toBe(200);
    const dispute = (await opened.json()) as { id: string };
    expect((await eventOf('charge.dispute.created', intent)).data.object).toMatchObject({ object: 'dispute', id: dispute.id, payment_intent: intent, amount: 44_500, reason: 'product_not_received', status: 'needs_response' });
    const again = await fetch(`${baseUrl}/api/disputes`, { method: 'POST', headers: withKey(sandbox.secretKey), body: JSON.stringify({ payment_intent: intent }) });
    expect(again.status).toBe(400);
    const closed = await fetch(`${baseUrl}/api/disputes/${dispute.id}/close`, { method: 'POST', headers: withKey(sandbox.secretKey), body: JSON.stringify({ status: 'lost' }) });
    expect(closed.status).toBe(200);
    expect((await eventOf('charge.dispute.closed', intent)).data.object).toMatchObject({ id: dispute.id, status: 'lost' });
  });

  describe('saved cards and off-session charges', () => {
    /** A saving session paid with `card`; the session as the adapter reads it then. */
    async function savedCard(key: string, idempotencyKey: string, card: string) {
      const { port } = adapter();
      const { id } = await port.createCheckoutSession({ ...input, idempotencyKey, saveCard: {} });
      const answer = await fetch(`${baseUrl}/api/sessions/${id}/complete`, { method: 'POST', headers: withKey(key), body: JSON.stringify({ card }) });
      expect(answer.status).toBe(200);
      return (await port.retrieveCheckoutSession(id))!;
    }

    it('keeps a customer and the card paid with on a session that saves it, and none on one that does not', async () => {
      const { sandbox, port } = adapter();
      const saved = await savedCard(sandbox.secretKey, 'save-1', TEST_CARDS.succeeds);
      expect(saved.customerId).toMatch(/^cus_/);
      expect(saved.paymentMethodId).toMatch(/^pm_/);
      const intent = await paidIntent(sandbox.secretKey, 'save-2');
      const plain = (await port.retrieveCheckoutSession((await port.createCheckoutSession({ ...input, idempotencyKey: 'save-2' })).id))!;
      expect(plain.paymentIntentId).toBe(intent);
      expect(plain.paymentMethodId).toBeUndefined();
      expect(plain.customerId).toBeUndefined();
    });

    it('charges a 4242 card off session, once per idempotency key', async () => {
      const { sandbox, port } = adapter();
      const saved = await savedCard(sandbox.secretKey, 'save-3', TEST_CARDS.succeeds);
      const charge = { customerId: saved.customerId!, paymentMethodId: saved.paymentMethodId!, amountCents: 8905, idempotencyKey: 'final-r1', description: 'Final invoice', metadata: { rental_id: 'r1' } };
      const first = await port.chargeSavedCard(charge);
      expect(first).toMatchObject({ outcome: 'succeeded', paymentIntentId: expect.stringMatching(/^pi_/) });
      expect(await port.chargeSavedCard(charge)).toEqual(first);
      const listed = (await (await fetch(`${baseUrl}/api/payment_intents?customer=${saved.customerId}`, { headers: withKey(sandbox.secretKey) })).json()) as {
        data: { id: string; amount: number; status: string; off_session: boolean }[];
      };
      expect(listed.data.filter((intent) => intent.off_session)).toEqual([expect.objectContaining({ amount: 8905, status: 'succeeded' })]);
    });

    it('declines every later charge of a 4000 0000 0000 0341 card, which paid the checkout itself', async () => {
      const { sandbox, port } = adapter();
      const saved = await savedCard(sandbox.secretKey, 'save-4', TEST_CARDS.declinesOffSession);
      expect(saved.paymentStatus).toBe('paid');
      const charge = { customerId: saved.customerId!, paymentMethodId: saved.paymentMethodId!, amountCents: 5000, idempotencyKey: 'final-r2', description: 'Final invoice', metadata: {} };
      expect(await port.chargeSavedCard(charge)).toEqual({ outcome: 'declined', message: 'Your card was declined.' });
      expect(await port.chargeSavedCard(charge)).toEqual({ outcome: 'declined', message: 'Your card was declined.' });
    });

    it("refuses a card that is not the customer's, and a declining card at checkout", async () => {
      const { sandbox, port } = adapter();
      const saved = await savedCard(sandbox.secretKey, 'save-5', TEST_CARDS.succeeds);
      await expect(
        port.chargeSavedCard({ customerId: 'cus_other', paymentMethodId: saved.paymentMethodId!, amountCents: 5000, idempotencyKey: 'k5', description: 'd', metadata: {} }),
      ).rejects.toThrow(/400/);
      const { id } = await port.createCheckoutSession({ ...input, idempotencyKey: 'save-6', saveCard: {} });
      const declined = await fetch(`${baseUrl}/api/sessions/${id}/complete`, { method: 'POST', headers: withKey(sandbox.secretKey), body: JSON.stringify({ card: TEST_CARDS.declined }) });
      expect(declined.status).toBe(402);
    });
  });
});

describe("webhook deliveries, retried on Stripe's schedule", () => {
  /** A sandbox behind its own server whose webhook route answers as `webhook` says; restartable over one state file. */
  async function sandboxSite(options: { speedup: number; now?: () => number }) {
    const folder = mkdtempSync(path.join(tmpdir(), 'sandbox-retries-'));
    const file = path.join(folder, 'payment-sandbox.json');
    const attempts: { id: string; type: string; at: number }[] = [];
    const site = {
      file,
      attempts,
      /** How the webhook answers the next delivery: ok, or fail (500). */
      webhook: (() => 'fail') as () => 'ok' | 'fail',
      sandbox: createPaymentSandbox({ stateFile: file, log: () => undefined, webhookRetrySpeedup: options.speedup, ...(options.now ? { now: options.now } : {}) }),
      baseUrl: '',
      close: () => undefined as void,
    };
    const siteServer = createServer((request, response) => {
      const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
      if (url.pathname === WEBHOOK_PATH) {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          const event = Stripe.webhooks.constructEvent(Buffer.concat(chunks).toString('utf8'), String(request.headers['stripe-signature']), site.sandbox.webhookSecret);
          attempts.push({ id: event.id, type: event.type, at: Date.now() });
          response.writeHead(site.webhook() === 'ok' ? 200 : 500).end('{}');
        });
        return;
      }
      void site.sandbox.handle(request, response, url).then((handled) => {
        if (!handled) response.writeHead(404).end();
      });
    });
    await new Promise<void>((resolve) => siteServer.listen(0, '127.0.0.1', resolve));
    site.baseUrl = `http://127.0.0.1:${(siteServer.address() as AddressInfo).port}/sandbox`;
    site.close = () => {
      siteServer.close();
      rmSync(folder, { recursive: true, force: true });
    };
    return site;
  }

  const portOf = (site: { baseUrl: string; sandbox: { secretKey: string; webhookSecret: string } }) =>
    createLocalSandboxPayments({ baseUrl: site.baseUrl, secretKey: site.sandbox.secretKey, webhookSecret: site.sandbox.webhookSecret, webhooks: Stripe.webhooks });

  /** Pays a new session on the hosted page, as a buyer does (the page delivers the event before sending them on). */
  async function payOnPage(site: Awaited<ReturnType<typeof sandboxSite>>, idempotencyKey: string) {
    const { id } = await portOf(site).createCheckoutSession({ ...input, idempotencyKey });
    const paid = await fetch(`${site.baseUrl}/checkout/${id}/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ cardNumber: TEST_CARDS.succeeds, expiry: '12/34', cvc: '123', name: 'Casey Checkout' }).toString(),
    });
    expect(paid.status).toBe(303);
    return id;
  }

  it('retries a failing delivery of the same event until it is acknowledged, then stops', async () => {
    // 60 000 times faster: Stripe's pauses of a minute up to twelve hours are 1 ms up to 0.7 s here.
    const site = await sandboxSite({ speedup: 60_000 });
    try {
      let failures = 4;
      site.webhook = () => (failures-- > 0 ? 'fail' : 'ok');
      await payOnPage(site, 'retried-1');
      await expect.poll(() => site.attempts.length, { timeout: 10_000 }).toBe(5);
      expect(new Set(site.attempts.map((attempt) => attempt.id)).size).toBe(1);
      expect(site.attempts[0]!.type).toBe('checkout.session.completed');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(site.attempts).toHaveLength(5);
    } finally {
      site.close();
    }
  }, 30_000);

  it('keeps a delivery still to be retried across a restart of the sandbox, and makes it then', async () => {
    // At Stripe's own pace the first retry is a minute away: the sandbox stops before it.
    const site = await sandboxSite({ speedup: 1 });
    try {
      await payOnPage(site, 'restarted-1');
      expect(site.attempts).toHaveLength(1);
      site.webhook = () => 'ok';
      // Started again after the retry fell due (its clock a minute and a second on).
      site.sandbox = createPaymentSandbox({ stateFile: site.file, log: () => undefined, now: () => Date.now() + 61_000 });
      await expect.poll(() => site.attempts.length, { timeout: 10_000 }).toBe(2);
      expect(site.attempts[1]!.id).toBe(site.attempts[0]!.id);
    } finally {
      site.close();
    }
  }, 30_000);

  it('expires a session at its expiry even across a restart, and announces checkout.session.expired', async () => {
    let clock = Date.now();
    const site = await sandboxSite({ speedup: 60_000, now: () => clock });
    try {
      site.webhook = () => 'ok';
      const { id } = await portOf(site).createCheckoutSession({ ...input, idempotencyKey: 'expires-1', expiresAt: new Date(clock + 31 * 60_000) });
      clock += 32 * 60_000;
      site.sandbox = createPaymentSandbox({ stateFile: site.file, log: () => undefined, webhookRetrySpeedup: 60_000, now: () => clock });
      await expect.poll(() => site.attempts.map((attempt) => attempt.type), { timeout: 10_000 }).toContain('checkout.session.expired');
      expect(await portOf(site).retrieveCheckoutSession(id)).toMatchObject({ status: 'expired' });
    } finally {
      site.close();
    }
  }, 30_000);
});
