// The local payment sandbox, mounted by the local gateway under /sandbox: Stripe's part of the
// payment flow on one machine. Its API (/sandbox/api/*) is what the local payment adapter calls,
// as the Stripe adapter calls Stripe, and like Stripe's it requires the secret API key (made per
// install): any web page can reach the gateway, and the API can mark sessions paid and refund.
// Its hosted checkout page (/sandbox/checkout/{id}) takes a test card and, once paid, posts a
// Stripe-format, Stripe-signed checkout.session.completed event to the marketplace's real webhook
// route before sending the browser back to the success page, retried on Stripe's schedule if it
// fails (payment-sandbox-webhooks.ts). Refunds and disputes made here send charge.refunded and
// charge.dispute.* events the same way, as Stripe does when they are made on its dashboard or by
// the customer's bank; a session expires at its expires_at (checkout.session.expired), also one
// that lapsed while the sandbox was stopped. A session that saves the card (setup_future_usage)
// keeps a customer and a payment method, which off-session payment intents then charge, each test
// card behaving as Stripe's does: 4242... pays always, 4000 0000 0000 0341 pays the checkout and
// declines every later charge.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import Stripe from 'stripe';
import { renderCheckoutPage, type CardFormValues } from './payment-sandbox-page';
import { createWebhookDeliveries } from './payment-sandbox-webhooks';
import {
  openSandboxState,
  sandboxId,
  type SandboxCharge,
  type SandboxDispute,
  type SandboxPaymentIntent,
  type SandboxSession,
  type SandboxState,
} from './payment-sandbox-state';

const SANDBOX_PREFIX = '/sandbox';
export const TEST_CARDS = { succeeds: '4242424242424242', declined: '4000000000000002', declinesOffSession: '4000000000000341' } as const;
const DECLINE_MESSAGE = 'Your card was declined.';
/** Stripe's bounds for a session's expires_at, and its default. */
const MIN_EXPIRY_SECONDS = 30 * 60;
const DEFAULT_EXPIRY_SECONDS = 24 * 60 * 60;

export interface PaymentSandbox {
  /** The secret API key its API requires (`Authorization: Bearer <key>`, or the key as Basic user name). */
  secretKey: string;
  webhookSecret: string;
  /** Answers a /sandbox/* request; false when the path is not the sandbox's. */
  handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean>;
}

/** A Stripe event of `type` about `object`, as Stripe would send it. */
function stripeEvent(type: string, object: object, created: number) {
  return {
    id: sandboxId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

/** A Stripe `checkout.session.completed` event for a paid session, as Stripe would send it. */
export function completedEvent(session: SandboxSession, created = Math.floor(Date.now() / 1000)) {
  return stripeEvent('checkout.session.completed', session, created);
}

/** Whether a request carries the secret key as Stripe's API takes it: Bearer, or Basic with the key as user name. */
export function hasSecretKey(authorization: string | undefined, secretKey: string): boolean {
  if (!authorization) return false;
  const [scheme, value = ''] = authorization.trim().split(/\s+/, 2);
  const given = /^bearer$/i.test(scheme) ? value : /^basic$/i.test(scheme) ? Buffer.from(value, 'base64').toString('utf8').split(':')[0] : '';
  const [a, b] = [Buffer.from(given), Buffer.from(secretKey)];
  return a.length === b.length && timingSafeEqual(a, b);
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown): true {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  return true;
}

const stripeError = (response: ServerResponse, status: number, message: string) =>
  send(response, status, { error: { type: 'invalid_request_error', message } });

/** Stripe's answer to a declined card: 402 with a card_error (and the failed payment intent, when one was made). */
const cardError = (response: ServerResponse, code: string, paymentIntent?: object) =>
  send(response, 402, { error: { type: 'card_error', code, decline_code: 'generic_decline', message: DECLINE_MESSAGE, ...(paymentIntent ? { payment_intent: paymentIntent } : {}) } });

function redirect(response: ServerResponse, location: string): true {
  response.writeHead(303, { location }).end();
  return true;
}

function html(response: ServerResponse, status: number, page: string): true {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'x-frame-options': 'DENY' }).end(page);
  return true;
}

/** The cancel URL with payment=declined in place of (or besides) its own payment parameter. */
function declinedUrl(cancelUrl: string): string {
  const url = new URL(cancelUrl);
  url.searchParams.set('payment', 'declined');
  return url.toString();
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The payment page is served on the host name the customer opened the site with (the return
 * pages' origin), when that is this same gateway under another loopback name: the functions may
 * reach the sandbox as localhost while the browser is on 127.0.0.1, and a page on one name whose
 * form redirects to the other is stopped by the site's form-action 'self'.
 */
function paymentPageOrigin(sandboxUrl: URL, successUrl: string): string {
  try {
    const site = new URL(successUrl);
    if (LOOPBACK_HOSTS.has(site.hostname) && LOOPBACK_HOSTS.has(sandboxUrl.hostname) && site.port === sandboxUrl.port && site.protocol === sandboxUrl.protocol) {
      return site.origin;
    }
  } catch {
    // Not a URL: the sandbox's own origin below.
  }
  return sandboxUrl.origin;
}

export interface PaymentSandboxOptions {
  stateFile: string;
  log?: (line: string) => void;
  /** How many times faster than Stripe's the webhook retries run (1: Stripe's own pace; tests compress it). */
  webhookRetrySpeedup?: number;
  /** The sandbox's clock, epoch milliseconds (tests move it past a session's expiry). */
  now?: () => number;
}

export function createPaymentSandbox(options: PaymentSandboxOptions): PaymentSandbox {
  const state: SandboxState = openSandboxState(options.stateFile);
  const log = options.log ?? ((line: string) => console.log(line));
  const now = options.now ?? Date.now;
  const nowSeconds = () => Math.floor(now() / 1000);
  const webhooks = createWebhookDeliveries({ state, speedup: options.webhookRetrySpeedup ?? 1, now, log });
  const deliverWebhook = (origin: string, type: string, object: object) => webhooks.deliver(origin, stripeEvent(type, object, nowSeconds()));

  /** Paid with `card` (its digits): a saving session keeps the card on its customer, for later charges. */
  function markPaid(session: SandboxSession, card: string): SandboxSession {
    const saving = session.setup_future_usage === 'off_session';
    const customer = saving ? (session.customer ?? sandboxId('cus')) : (session.customer ?? null);
    const paid: SandboxSession = { ...session, status: 'complete', payment_status: 'paid', payment_intent: sandboxId('pi'), customer };
    const created = nowSeconds();
    const paymentMethod = saving && customer ? sandboxId('pm') : null;
    if (paymentMethod && customer) {
      state.putPaymentMethod({
        id: paymentMethod,
        object: 'payment_method',
        customer,
        card: { last4: card.slice(-4) },
        offSession: card === TEST_CARDS.declinesOffSession ? 'declines' : 'succeeds',
        created,
      });
    }
    state.putPaymentIntent({
      id: paid.payment_intent!,
      object: 'payment_intent',
      amount: paid.amount_total,
      currency: paid.currency,
      customer,
      payment_method: paymentMethod,
      status: 'succeeded',
      off_session: false,
      description: paid.description,
      metadata: paid.metadata,
      last_payment_error: null,
      created,
    });
    state.putCharge({
      id: sandboxId('ch'),
      object: 'charge',
      payment_intent: paid.payment_intent!,
      amount: paid.amount_total,
      amount_refunded: 0,
      refunded: false,
      currency: paid.currency,
      status: 'succeeded',
      paid: true,
      created,
    });
    state.putSession(paid);
    return paid;
  }

  async function createSession(request: IncomingMessage, response: ServerResponse, url: URL): Promise<true> {
    const replayed = state.replay(request.headers['idempotency-key'] as string | undefined);
    if (replayed && state.session(replayed)) return send(response, 200, state.session(replayed));
    let input: Record<string, unknown>;
    try {
      input = JSON.parse(await readBody(request)) as Record<string, unknown>;
    } catch {
      return stripeError(response, 400, 'Invalid JSON body');
    }
    const amount = input.amount_total;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 50) {
      return stripeError(response, 400, 'amount_total must be an integer of at least 50 cents');
    }
    if (typeof input.success_url !== 'string' || typeof input.cancel_url !== 'string') {
      return stripeError(response, 400, 'success_url and cancel_url are required');
    }
    const id = sandboxId('cs_test');
    const session: SandboxSession = {
      id,
      object: 'checkout.session',
      url: `${paymentPageOrigin(url, input.success_url)}${SANDBOX_PREFIX}/checkout/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount,
      currency: typeof input.currency === 'string' ? input.currency : 'usd',
      description: typeof input.description === 'string' ? input.description : 'Order',
      client_reference_id: typeof input.client_reference_id === 'string' ? input.client_reference_id : null,
      customer_email: typeof input.customer_email === 'string' ? input.customer_email : null,
      payment_intent: null,
      metadata: (input.metadata as Record<string, string> | undefined) ?? {},
      customer: typeof input.customer === 'string' ? input.customer : null,
      setup_future_usage: input.setup_future_usage === 'off_session' ? 'off_session' : null,
      success_url: input.success_url,
      cancel_url: input.cancel_url,
      created: nowSeconds(),
      expires_at: typeof input.expires_at === 'number' && Number.isInteger(input.expires_at) ? input.expires_at : nowSeconds() + DEFAULT_EXPIRY_SECONDS,
      mode: 'payment',
    };
    if (session.expires_at < session.created + MIN_EXPIRY_SECONDS - 60 || session.expires_at > session.created + DEFAULT_EXPIRY_SECONDS) {
      return stripeError(response, 400, 'expires_at must be between 30 minutes and 24 hours from now');
    }
    state.putWebhookOrigin(id, url.origin);
    state.putSession(session);
    state.remember(request.headers['idempotency-key'] as string | undefined, id);
    return send(response, 200, session);
  }

  /** Expires an open session, as Stripe does at its expires_at or when asked, and tells the webhook. */
  function expire(session: SandboxSession, origin: string): SandboxSession {
    if (session.status !== 'open') return session;
    const expired: SandboxSession = { ...session, status: 'expired' };
    state.putSession(expired);
    log(`[payment-sandbox] ${session.id}: expired`);
    setImmediate(() => void deliverWebhook(origin, 'checkout.session.expired', { ...expired }));
    return expired;
  }

  /** The session as it is now: one past its expiry is expired first (Stripe expires sessions on its own). */
  function current(session: SandboxSession, origin: string): SandboxSession {
    return session.status === 'open' && session.expires_at <= nowSeconds() ? expire(session, state.webhookOrigin(session.id) ?? origin) : session;
  }

  // Stripe expires sessions at their expires_at whether or not anyone looks at them: so does the
  // sandbox, at once for those that lapsed while it was stopped and then every minute, announcing
  // each to the site that made it.
  const expireOverdue = () => {
    for (const session of state.overdueSessions(nowSeconds())) {
      const origin = state.webhookOrigin(session.id);
      if (origin) expire(session, origin);
    }
  };
  setImmediate(expireOverdue);
  setInterval(expireOverdue, 60_000).unref();

  /** Stripe tells the webhook after it answered the call: the caller's own work is not held up by it. */
  function announce(origin: string, type: string, object: SandboxCharge | SandboxDispute): void {
    setImmediate(() => void deliverWebhook(origin, type, { ...object }));
  }

  async function createRefund(request: IncomingMessage, response: ServerResponse, url: URL): Promise<true> {
    const replayed = state.replay(request.headers['idempotency-key'] as string | undefined);
    const previous = replayed ? state.refunds().find((refund) => refund.id === replayed) : undefined;
    if (previous) return send(response, 200, previous);
    const input = JSON.parse((await readBody(request)) || '{}') as { payment_intent?: string; amount?: number };
    const paid = input.payment_intent ? state.sessionsPaidBy(input.payment_intent) : [];
    if (!paid.length) return stripeError(response, 404, `No such payment_intent: '${input.payment_intent ?? ''}'`);
    const refunded = state.refunds(input.payment_intent).reduce((sum, refund) => sum + refund.amount, 0);
    const amount = input.amount ?? paid[0].amount_total - refunded;
    if (!Number.isInteger(amount) || amount <= 0 || refunded + amount > paid[0].amount_total) {
      return stripeError(response, 400, 'Refund amount is greater than the unrefunded amount of the charge');
    }
    const refund = {
      id: sandboxId('re'),
      object: 'refund' as const,
      payment_intent: input.payment_intent!,
      amount,
      status: 'succeeded' as const,
      created: nowSeconds(),
    };
    state.addRefund(refund);
    state.remember(request.headers['idempotency-key'] as string | undefined, refund.id);
    const charge = state.charge(refund.payment_intent);
    if (charge) announce(url.origin, 'charge.refunded', { ...charge, refunds: { object: 'list', data: state.refunds(refund.payment_intent) } } as SandboxCharge);
    return send(response, 200, refund);
  }

  /** A customer's bank disputing a payment (Stripe's test cards do this; here it is one call). */
  async function openDispute(request: IncomingMessage, response: ServerResponse, url: URL): Promise<true> {
    const input = JSON.parse((await readBody(request)) || '{}') as { payment_intent?: string; reason?: string };
    const charge = input.payment_intent ? state.charge(input.payment_intent) : undefined;
    if (!charge) return stripeError(response, 404, `No such payment_intent: '${input.payment_intent ?? ''}'`);
    if (state.disputesOf(charge.payment_intent).length) return stripeError(response, 400, `Charge ${charge.id} has already been disputed.`);
    const dispute: SandboxDispute = {
      id: sandboxId('dp'),
      object: 'dispute',
      charge: charge.id,
      payment_intent: charge.payment_intent,
      amount: charge.amount - charge.amount_refunded,
      currency: charge.currency,
      reason: typeof input.reason === 'string' && input.reason ? input.reason : 'fraudulent',
      status: 'needs_response',
      created: nowSeconds(),
    };
    state.putDispute(dispute);
    announce(url.origin, 'charge.dispute.created', dispute);
    return send(response, 200, dispute);
  }

  /** The bank's decision (in Stripe it comes weeks later): won or lost. */
  async function closeDispute(request: IncomingMessage, response: ServerResponse, url: URL, id: string): Promise<true> {
    const dispute = state.dispute(id);
    if (!dispute) return stripeError(response, 404, `No such dispute: '${id}'`);
    const input = JSON.parse((await readBody(request)) || '{}') as { status?: string };
    if (input.status !== 'won' && input.status !== 'lost') return stripeError(response, 400, "status must be 'won' or 'lost'");
    if (dispute.status !== 'needs_response') return stripeError(response, 400, `Dispute ${id} is already closed.`);
    const closed: SandboxDispute = { ...dispute, status: input.status };
    state.putDispute(closed);
    announce(url.origin, 'charge.dispute.closed', closed);
    return send(response, 200, closed);
  }

  /** The session as GET answers it: with its payment intent as an object when asked (Stripe's expand[]=payment_intent). */
  function withExpansions(session: SandboxSession, url: URL): SandboxSession | (Omit<SandboxSession, 'payment_intent'> & { payment_intent: SandboxPaymentIntent }) {
    const expand = [...url.searchParams.getAll('expand[]'), ...url.searchParams.getAll('expand')];
    const intent = session.payment_intent ? state.paymentIntent(session.payment_intent) : undefined;
    return expand.includes('payment_intent') && intent ? { ...session, payment_intent: intent } : session;
  }

  /**
   * A payment intent confirmed off session on a saved card (Stripe's POST /v1/payment_intents with
   * confirm and off_session): it succeeds or is declined as the card's test number says, and the
   * same idempotency key answers the first outcome again, a decline included, as Stripe replays it.
   */
  async function createPaymentIntent(request: IncomingMessage, response: ServerResponse): Promise<true> {
    const key = request.headers['idempotency-key'] as string | undefined;
    const replayed = state.replay(key);
    const previous = replayed ? state.paymentIntent(replayed) : undefined;
    if (previous) return previous.status === 'succeeded' ? send(response, 200, previous) : cardError(response, 'card_declined', previous);
    let input: Record<string, unknown>;
    try {
      input = JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>;
    } catch {
      return stripeError(response, 400, 'Invalid JSON body');
    }
    const amount = input.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 50) return stripeError(response, 400, 'amount must be an integer of at least 50 cents');
    if (input.confirm !== true || input.off_session !== true) return stripeError(response, 400, 'The sandbox charges saved cards only: confirm and off_session must be true');
    const method = typeof input.payment_method === 'string' ? state.paymentMethod(input.payment_method) : undefined;
    if (!method) return stripeError(response, 404, `No such PaymentMethod: '${String(input.payment_method ?? '')}'`);
    if (method.customer !== input.customer) {
      return stripeError(response, 400, `The provided PaymentMethod belongs to customer ${method.customer}, not ${String(input.customer ?? '')}.`);
    }
    const declined = method.offSession === 'declines';
    const intent: SandboxPaymentIntent = {
      id: sandboxId('pi'),
      object: 'payment_intent',
      amount,
      currency: typeof input.currency === 'string' ? input.currency : 'usd',
      customer: method.customer,
      payment_method: method.id,
      status: declined ? 'requires_payment_method' : 'succeeded',
      off_session: true,
      description: typeof input.description === 'string' ? input.description : null,
      metadata: (input.metadata as Record<string, string> | undefined) ?? {},
      last_payment_error: declined ? { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: DECLINE_MESSAGE } : null,
      created: nowSeconds(),
    };
    state.putPaymentIntent(intent);
    state.remember(key, intent.id);
    log(`[payment-sandbox] ${intent.id}: off-session charge of ${amount} cents ${declined ? 'declined' : 'succeeded'}`);
    return declined ? cardError(response, 'card_declined', intent) : send(response, 200, intent);
  }

  async function pay(request: IncomingMessage, response: ServerResponse, url: URL, session: SandboxSession): Promise<true> {
    if (session.status !== 'open') return html(response, 409, renderCheckoutPage(session));
    const form = new URLSearchParams(await readBody(request));
    const values: CardFormValues = {
      cardNumber: form.get('cardNumber') ?? '',
      expiry: form.get('expiry') ?? '',
      cvc: form.get('cvc') ?? '',
      name: form.get('name') ?? '',
    };
    const digits = values.cardNumber!.replace(/\D/g, '');
    if (!values.expiry!.trim() || !/^\d{3,4}$/.test(values.cvc!.trim()) || !values.name!.trim() || digits.length < 12) {
      return html(response, 400, renderCheckoutPage(session, { values, error: 'Please complete every card field.' }));
    }
    if (digits === TEST_CARDS.declined) {
      log(`[payment-sandbox] ${session.id}: card declined`);
      return redirect(response, declinedUrl(session.cancel_url));
    }
    if (digits !== TEST_CARDS.succeeds && digits !== TEST_CARDS.declinesOffSession) {
      return html(response, 402, renderCheckoutPage(session, { values, error: `${DECLINE_MESSAGE} Use 4242 4242 4242 4242 in the sandbox.` }));
    }
    const paid = markPaid(session, digits);
    log(`[payment-sandbox] ${paid.id}: paid ${paid.amount_total} cents (${paid.payment_intent})`);
    // Like Stripe's, delivered before the buyer is sent on; a failed delivery is retried later.
    await webhooks.deliver(url.origin, completedEvent(paid, nowSeconds()));
    return redirect(response, paid.success_url.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(paid.id)));
  }

  async function handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
    const method = request.method ?? 'GET';
    const parts = url.pathname.slice(SANDBOX_PREFIX.length).split('/').filter(Boolean).map(decodeURIComponent);
    if (parts[0] === 'api') {
      if (!hasSecretKey(request.headers.authorization, state.secretKey)) {
        request.resume();
        return stripeError(response, 401, 'Invalid API Key provided. Send the sandbox\'s secret key as a Bearer token (npm start prints where it is kept).');
      }
      if (parts[1] === 'sessions' && parts.length === 2 && method === 'POST') return createSession(request, response, url);
      if (parts[1] === 'sessions' && parts.length >= 3) {
        const stored = state.session(parts[2]);
        if (!stored) return stripeError(response, 404, `No such checkout.session: '${parts[2]}'`);
        const session = current(stored, url.origin);
        if (parts.length === 3 && method === 'GET') return send(response, 200, withExpansions(session, url));
        if (parts[3] === 'expire' && method === 'POST') {
          if (session.status !== 'open') {
            return stripeError(response, 400, `Only Checkout Sessions with a status in ["open"] can be expired. This session has a status of "${session.status}".`);
          }
          return send(response, 200, expire(session, state.webhookOrigin(session.id) ?? url.origin));
        }
        // For tests and demos: pay the session without a browser and without delivering the
        // webhook; the answer carries the event Stripe would send, for the caller to deliver.
        if (parts[3] === 'complete' && method === 'POST') {
          const { card = TEST_CARDS.succeeds } = JSON.parse((await readBody(request)) || '{}') as { card?: string };
          if (card !== TEST_CARDS.succeeds && card !== TEST_CARDS.declinesOffSession) return cardError(response, 'card_declined');
          const paid = session.status === 'open' ? markPaid(session, card) : session;
          return send(response, 200, { session: paid, event: completedEvent(paid, nowSeconds()) });
        }
      }
      if (parts[1] === 'refunds' && parts.length === 2 && method === 'POST') return createRefund(request, response, url);
      if (parts[1] === 'payment_intents' && parts.length === 2 && method === 'POST') return createPaymentIntent(request, response);
      if (parts[1] === 'payment_intents' && parts.length === 2 && method === 'GET') {
        return send(response, 200, { object: 'list', data: state.paymentIntentsOf(url.searchParams.get('customer') ?? '') });
      }
      if (parts[1] === 'disputes' && parts.length === 2 && method === 'POST') return openDispute(request, response, url);
      if (parts[1] === 'disputes' && parts.length === 4 && parts[3] === 'close' && method === 'POST') return closeDispute(request, response, url, parts[2]);
      if (parts[1] === 'refunds' && parts.length === 2 && method === 'GET') {
        return send(response, 200, { object: 'list', data: state.refunds(url.searchParams.get('payment_intent') ?? undefined) });
      }
      return stripeError(response, 404, 'Unrecognized request URL');
    }
    if (parts[0] === 'checkout' && parts[1]) {
      const stored = state.session(parts[1]);
      const session = stored && current(stored, url.origin);
      if (!session) return html(response, 404, '<!doctype html><html lang="en"><title>Not found</title><main><h1>Checkout session not found</h1></main></html>');
      if (parts.length === 2 && method === 'GET') return html(response, 200, renderCheckoutPage(session));
      if (parts[2] === 'pay' && method === 'POST') return pay(request, response, url, session);
    }
    return false;
  }

  return { secretKey: state.secretKey, webhookSecret: state.webhookSecret, handle };
}
