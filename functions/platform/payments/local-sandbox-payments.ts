// The payment port over the local payment sandbox (scripts/local/payment-sandbox.ts): the same
// calls the Stripe adapter makes, over HTTP to the sandbox's Stripe-shaped API, and the same
// signature check on its webhook events.
import type { PaymentPort } from './payment-port';
import { sessionFromStripe, verifyStripeEvent, type StripeSessionObject, type StripeWebhooks } from './stripe-shapes';

export interface LocalSandboxOptions {
  /** The sandbox's base URL, e.g. http://localhost:3000/sandbox. */
  baseUrl: string;
  /** The sandbox's secret API key: its API refuses calls without it, as Stripe's does. */
  secretKey: string;
  webhookSecret: string;
  /** The Stripe library's webhook helpers: the sandbox's events are verified exactly like Stripe's. */
  webhooks: StripeWebhooks;
}

async function callSandbox<T>(secretKey: string, url: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secretKey}`, ...(init.headers as Record<string, string>) },
  });
  const body = (await response.json().catch(() => ({}))) as T;
  if (response.status >= 500 || (response.status >= 400 && response.status !== 404)) {
    throw new Error(`Payment sandbox ${init.method ?? 'GET'} ${url} answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return { status: response.status, body };
}

export function createLocalSandboxPayments({ baseUrl, secretKey, webhookSecret, webhooks }: LocalSandboxOptions): PaymentPort {
  const api = `${baseUrl.replace(/\/$/, '')}/api`;
  const call = <T>(url: string, init?: RequestInit) => callSandbox<T>(secretKey, url, init);
  return {
    async createCheckoutSession(input) {
      const { body } = await call<StripeSessionObject>(`${api}/sessions`, {
        method: 'POST',
        headers: { 'idempotency-key': input.idempotencyKey },
        body: JSON.stringify({
          amount_total: input.amountCents,
          currency: input.currency,
          description: input.description,
          client_reference_id: input.clientReferenceId,
          customer_email: input.customerEmail ?? null,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata: input.metadata,
          ...(input.saveCard ? { setup_future_usage: 'off_session', ...(input.saveCard.customerId ? { customer: input.saveCard.customerId } : {}) } : {}),
          ...(input.expiresAt ? { expires_at: Math.floor(input.expiresAt.getTime() / 1000) } : {}),
        }),
      });
      if (!body.url) throw new Error(`Payment sandbox returned session ${body.id} without a URL`);
      return { id: body.id, url: body.url };
    },

    async retrieveCheckoutSession(sessionId) {
      // With its payment intent, as the Stripe adapter reads it: it names the card a saving session kept.
      const { status, body } = await call<StripeSessionObject>(`${api}/sessions/${encodeURIComponent(sessionId)}?expand[]=payment_intent`);
      return status === 404 ? null : sessionFromStripe(body);
    },

    async expireCheckoutSession(sessionId) {
      const url = `${api}/sessions/${encodeURIComponent(sessionId)}`;
      const { status, body } = await call<StripeSessionObject>(url);
      if (status === 404) throw new Error(`Payment sandbox has no session ${sessionId}`);
      if (body.status !== 'open') return body.status === 'expired' ? 'expired' : 'notOpen';
      const expired = await call<StripeSessionObject>(`${url}/expire`, { method: 'POST' });
      return expired.body.status === 'expired' ? 'expired' : 'notOpen';
    },

    async refund({ paymentIntentId, amountCents, idempotencyKey }) {
      const { status, body } = await call<{ id: string }>(`${api}/refunds`, {
        method: 'POST',
        headers: { 'idempotency-key': idempotencyKey },
        body: JSON.stringify({ payment_intent: paymentIntentId, amount: amountCents }),
      });
      if (status === 404) throw new Error(`Payment sandbox has no payment ${paymentIntentId} to refund`);
      return { refundId: body.id };
    },

    async chargeSavedCard({ customerId, paymentMethodId, amountCents, idempotencyKey, description, metadata }) {
      const response = await fetch(`${api}/payment_intents`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${secretKey}`, 'idempotency-key': idempotencyKey },
        body: JSON.stringify({ amount: amountCents, currency: 'usd', customer: customerId, payment_method: paymentMethodId, off_session: true, confirm: true, description, metadata }),
      });
      const body = (await response.json().catch(() => ({}))) as { id?: string; status?: string; error?: { type?: string; message?: string } };
      // A card error is Stripe's 402: the outcome, not a failure of the call.
      if (response.status === 402 && body.error?.type === 'card_error') return { outcome: 'declined', message: body.error.message ?? 'Your card was declined.' };
      if (!response.ok || body.status !== 'succeeded' || !body.id) {
        throw new Error(`Payment sandbox POST ${api}/payment_intents answered ${response.status}: ${JSON.stringify(body)}`);
      }
      return { outcome: 'succeeded', paymentIntentId: body.id };
    },

    verifyWebhookEvent(rawBody, signatureHeader) {
      return verifyStripeEvent(webhooks, rawBody, signatureHeader, webhookSecret);
    },
  };
}
