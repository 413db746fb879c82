// The local payment sandbox's records: checkout sessions, charges, refunds and disputes in
// Stripe's shapes, kept in one JSON file in the stack's data folder so `npm start` restarts keep
// them, with the secret API key and the webhook signing secret generated once per data folder.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';

export interface SandboxSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: string;
  description: string;
  client_reference_id: string | null;
  customer_email: string | null;
  payment_intent: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  created: number;
  /** Unix seconds after which it cannot be paid (Stripe: 24 hours unless the creator sets it). */
  expires_at: number;
  mode: 'payment';
  /** The customer the session pays as: given by its creator, or made when a saving session is paid. */
  customer?: string | null;
  /** 'off_session' when the card paid with is saved for later charges (payment_intent_data.setup_future_usage). */
  setup_future_usage?: 'off_session' | null;
}

/** A card saved by a paid session, with what the test card it was does when charged later. */
export interface SandboxPaymentMethod {
  id: string;
  object: 'payment_method';
  customer: string;
  card: { last4: string };
  /** 4242...: later charges succeed; 4000 0000 0000 0341: every later charge is declined. */
  offSession: 'succeeds' | 'declines';
  created: number;
}

/** A payment intent: a paid session's (no payment method kept) or an off-session charge of a saved card. */
export interface SandboxPaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  customer: string | null;
  payment_method: string | null;
  status: 'succeeded' | 'requires_payment_method';
  off_session: boolean;
  description: string | null;
  metadata: Record<string, string>;
  last_payment_error: { type: 'card_error'; code: string; decline_code: string; message: string } | null;
  created: number;
}

export interface SandboxRefund {
  id: string;
  object: 'refund';
  payment_intent: string;
  amount: number;
  status: 'succeeded';
  created: number;
}

/** The charge of a paid session's payment intent (what charge.refunded describes). */
export interface SandboxCharge {
  id: string;
  object: 'charge';
  payment_intent: string;
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  currency: string;
  status: 'succeeded';
  paid: true;
  created: number;
}

export interface SandboxDispute {
  id: string;
  object: 'dispute';
  charge: string;
  payment_intent: string;
  amount: number;
  currency: string;
  reason: string;
  status: 'needs_response' | 'won' | 'lost';
  created: number;
}

/** An event whose delivery to the webhook failed, waiting for its next attempt (payment-sandbox-webhooks.ts). */
export interface PendingWebhook {
  /** The site whose webhook it goes to. */
  origin: string;
  event: { id: string; type: string };
  /** Attempts made so far. */
  attempts: number;
  /** Epoch milliseconds of the next attempt. */
  nextAttemptAt: number;
}

interface SandboxFile {
  /** The secret API key the sandbox's API requires (Stripe's sk_test_... for this sandbox). */
  secretKey: string;
  webhookSecret: string;
  sessions: Record<string, SandboxSession>;
  /** By payment intent id. */
  charges: Record<string, SandboxCharge>;
  refunds: SandboxRefund[];
  disputes: Record<string, SandboxDispute>;
  /** Saved cards, by id. */
  paymentMethods: Record<string, SandboxPaymentMethod>;
  /** Payment intents by id: each paid session's (its card, if saved) and each off-session charge. */
  paymentIntents: Record<string, SandboxPaymentIntent>;
  /** Idempotency keys of create calls, to the object they created (as Stripe replays them). */
  idempotency: Record<string, string>;
  /** Where each session's events go (the origin its creator called the API on), by session id. */
  webhookOrigins: Record<string, string>;
  /** Deliveries to be retried, by event id. */
  pendingWebhooks: Record<string, PendingWebhook>;
}

export const sandboxId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

export function openSandboxState(file: string) {
  const saved: Partial<SandboxFile> = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<SandboxFile>) : {};
  // Files from before the key, charges and disputes existed get them now.
  const data: SandboxFile = {
    secretKey: saved.secretKey ?? `sk_test_local_${randomBytes(24).toString('hex')}`,
    webhookSecret: saved.webhookSecret ?? `whsec_local_${randomBytes(24).toString('hex')}`,
    sessions: saved.sessions ?? {},
    charges: saved.charges ?? {},
    refunds: saved.refunds ?? [],
    disputes: saved.disputes ?? {},
    paymentMethods: saved.paymentMethods ?? {},
    paymentIntents: saved.paymentIntents ?? {},
    idempotency: saved.idempotency ?? {},
    webhookOrigins: saved.webhookOrigins ?? {},
    pendingWebhooks: saved.pendingWebhooks ?? {},
  };
  // Writes are synchronous and the gateway is one process, so no update is ever lost.
  const save = () => writeFileSync(file, JSON.stringify(data, null, 2), { mode: 0o600 });
  save();
  // Owner-only, also for a file written before it held the secret key.
  chmodSync(file, 0o600);
  return {
    secretKey: data.secretKey,
    webhookSecret: data.webhookSecret,
    session: (id: string): SandboxSession | undefined => data.sessions[id],
    putSession(session: SandboxSession) {
      data.sessions[session.id] = session;
      save();
    },
    /** Open sessions past their expiry (few on a local stack: a linear look-up is fine here). */
    overdueSessions: (nowSeconds: number) =>
      Object.values(data.sessions).filter((session) => session.status === 'open' && (session.expires_at ?? Infinity) <= nowSeconds),
    sessionsPaidBy: (paymentIntent: string) => Object.values(data.sessions).filter((session) => session.payment_intent === paymentIntent),
    refunds: (paymentIntent?: string) => data.refunds.filter((refund) => !paymentIntent || refund.payment_intent === paymentIntent),
    addRefund(refund: SandboxRefund) {
      data.refunds.push(refund);
      const charge = data.charges[refund.payment_intent];
      if (charge) {
        charge.amount_refunded += refund.amount;
        charge.refunded = charge.amount_refunded >= charge.amount;
      }
      save();
    },
    charge: (paymentIntent: string): SandboxCharge | undefined => data.charges[paymentIntent],
    putCharge(charge: SandboxCharge) {
      data.charges[charge.payment_intent] = charge;
      save();
    },
    dispute: (id: string): SandboxDispute | undefined => data.disputes[id],
    disputesOf: (paymentIntent: string) => Object.values(data.disputes).filter((dispute) => dispute.payment_intent === paymentIntent),
    putDispute(dispute: SandboxDispute) {
      data.disputes[dispute.id] = dispute;
      save();
    },
    paymentMethod: (id: string): SandboxPaymentMethod | undefined => data.paymentMethods[id],
    putPaymentMethod(method: SandboxPaymentMethod) {
      data.paymentMethods[method.id] = method;
      save();
    },
    paymentIntent: (id: string): SandboxPaymentIntent | undefined => data.paymentIntents[id],
    /** A customer's payment intents, newest last (few on a local stack: a linear look-up is fine here). */
    paymentIntentsOf: (customer: string) => Object.values(data.paymentIntents).filter((intent) => intent.customer === customer),
    putPaymentIntent(intent: SandboxPaymentIntent) {
      data.paymentIntents[intent.id] = intent;
      save();
    },
    webhookOrigin: (sessionId: string): string | undefined => data.webhookOrigins[sessionId],
    putWebhookOrigin(sessionId: string, origin: string) {
      data.webhookOrigins[sessionId] = origin;
      save();
    },
    pendingWebhooks: (): PendingWebhook[] => Object.values(data.pendingWebhooks),
    putPendingWebhook(pending: PendingWebhook) {
      data.pendingWebhooks[pending.event.id] = pending;
      save();
    },
    dropPendingWebhook(eventId: string) {
      if (!(eventId in data.pendingWebhooks)) return;
      delete data.pendingWebhooks[eventId];
      save();
    },
    replay: (key: string | undefined) => (key ? data.idempotency[key] : undefined),
    remember(key: string | undefined, id: string) {
      if (!key) return;
      data.idempotency[key] = id;
      save();
    },
  };
}
export type SandboxState = ReturnType<typeof openSandboxState>;
