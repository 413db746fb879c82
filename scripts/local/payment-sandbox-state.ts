// The local payment sandbox's records: checkout sessions and refunds in Stripe's shapes, kept in
// one JSON file in the stack's data folder so `npm start` restarts keep them, with the webhook
// signing secret generated once per data folder.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

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
  mode: 'payment';
}

export interface SandboxRefund {
  id: string;
  object: 'refund';
  payment_intent: string;
  amount: number;
  status: 'succeeded';
  created: number;
}

interface SandboxFile {
  webhookSecret: string;
  sessions: Record<string, SandboxSession>;
  refunds: SandboxRefund[];
  /** Idempotency keys of create calls, to the object they created (as Stripe replays them). */
  idempotency: Record<string, string>;
}

export const sandboxId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

export function openSandboxState(file: string) {
  const data: SandboxFile = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as SandboxFile)
    : { webhookSecret: `whsec_local_${randomBytes(24).toString('hex')}`, sessions: {}, refunds: [], idempotency: {} };
  // Writes are synchronous and the gateway is one process, so no update is ever lost.
  const save = () => writeFileSync(file, JSON.stringify(data, null, 2));
  save();
  return {
    webhookSecret: data.webhookSecret,
    session: (id: string): SandboxSession | undefined => data.sessions[id],
    putSession(session: SandboxSession) {
      data.sessions[session.id] = session;
      save();
    },
    /** Sessions are few on a local stack: a linear look-up is fine here. */
    sessionsPaidBy: (paymentIntent: string) => Object.values(data.sessions).filter((session) => session.payment_intent === paymentIntent),
    refunds: (paymentIntent?: string) => data.refunds.filter((refund) => !paymentIntent || refund.payment_intent === paymentIntent),
    addRefund(refund: SandboxRefund) {
      data.refunds.push(refund);
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
