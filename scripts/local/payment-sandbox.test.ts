// The local payment adapter against the sandbox over real HTTP: the same calls the Stripe adapter
// makes, answered in Stripe's shapes, persisted in the sandbox's JSON file.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalSandboxPayments } from '../../functions/platform/payments/local-sandbox-payments';
import { createPaymentSandbox, signedWebhookRequest, completedEvent } from './payment-sandbox';

let dir: string;
let server: Server;
let baseUrl: string;
let stateFile: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'sandbox-'));
  stateFile = path.join(dir, 'payment-sandbox.json');
  const sandbox = createPaymentSandbox({ stateFile, log: () => undefined });
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
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

describe('local payment sandbox', () => {
  it('creates, replays by idempotency key, and reads sessions; unknown ones are null', async () => {
    const port = createLocalSandboxPayments({ baseUrl, webhookSecret: createPaymentSandbox({ stateFile, log: () => undefined }).webhookSecret, webhooks: Stripe.webhooks });
    const first = await port.createCheckoutSession(input);
    expect(first.url).toBe(`${baseUrl}/checkout/${first.id}`);
    expect(await port.createCheckoutSession(input)).toEqual(first);
    expect(await port.retrieveCheckoutSession(first.id)).toMatchObject({ id: first.id, status: 'open', paymentStatus: 'unpaid', amountTotalCents: 44_500 });
    expect(await port.retrieveCheckoutSession('cs_nope')).toBeNull();
  });

  it('keeps its webhook secret per data folder, and its events verify with the Stripe library', () => {
    const one = createPaymentSandbox({ stateFile, log: () => undefined });
    const again = createPaymentSandbox({ stateFile, log: () => undefined });
    expect(one.webhookSecret).toMatch(/^whsec_local_/);
    expect(again.webhookSecret).toBe(one.webhookSecret);
    const port = createLocalSandboxPayments({ baseUrl, webhookSecret: one.webhookSecret, webhooks: Stripe.webhooks });
    const event = completedEvent({ id: 'cs_x', object: 'checkout.session', amount_total: 100, status: 'complete', payment_status: 'paid', payment_intent: 'pi_x' } as never);
    const { payload, signature } = signedWebhookRequest(event, one.webhookSecret);
    expect(port.verifyWebhookEvent(payload, signature)).toMatchObject({ type: 'checkout.session.completed', session: { id: 'cs_x', paymentIntentId: 'pi_x' } });
  });

  it('records refunds of paid sessions, never more than was paid', async () => {
    const sandbox = createPaymentSandbox({ stateFile, log: () => undefined });
    const port = createLocalSandboxPayments({ baseUrl, webhookSecret: sandbox.webhookSecret, webhooks: Stripe.webhooks });
    const { id } = await port.createCheckoutSession({ ...input, idempotencyKey: 'checkout-ref-2' });
    const completed = (await (await fetch(`${baseUrl}/api/sessions/${id}/complete`, { method: 'POST' })).json()) as { session: { payment_intent: string } };
    const intent = completed.session.payment_intent;
    const refund = await port.refund({ paymentIntentId: intent, amountCents: 40_000, idempotencyKey: 'refund-1' });
    expect(await port.refund({ paymentIntentId: intent, amountCents: 40_000, idempotencyKey: 'refund-1' })).toEqual(refund);
    await expect(port.refund({ paymentIntentId: intent, amountCents: 10_000, idempotencyKey: 'refund-2' })).rejects.toThrow(/400/);
    await expect(port.refund({ paymentIntentId: 'pi_unknown', amountCents: 100, idempotencyKey: 'refund-3' })).rejects.toThrow();
    const listed = (await (await fetch(`${baseUrl}/api/refunds?payment_intent=${intent}`)).json()) as { data: { id: string; amount: number }[] };
    expect(listed.data).toEqual([expect.objectContaining({ id: refund.refundId, amount: 40_000 })]);
  });
});
