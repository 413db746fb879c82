// The payment sandbox's events and their delivery to the marketplace's webhook, as Stripe makes them.
// Stripe's live mode retries a delivery that was not answered 2xx for up to three days with
// exponential backoff (its intervals are not published; the dashboard shows the next attempt), so a
// payment made while the marketplace could not record it is recorded once it can, without the buyer
// doing anything. The sandbox does the same: the first attempt at once, then after each pause of
// WEBHOOK_RETRY_DELAYS_SECONDS, every attempt signed anew (the webhook refuses a signature older than
// five minutes, as Stripe's library does). A delivery waiting for its next attempt is kept in the
// sandbox's state file, so a restarted `npm start` goes on with it. `speedup` compresses the schedule
// for tests (60: each minute of Stripe's is a second).
import Stripe from 'stripe';
import type { PendingWebhook, SandboxState } from './payment-sandbox-state';

export const WEBHOOK_PATH = '/api/payments/stripe/webhook';

/** Stripe's retry window in live mode, the first pause, and the longest one (backoff stops doubling there). */
const RETRY_WINDOW_SECONDS = 3 * 24 * 60 * 60;
const FIRST_PAUSE_SECONDS = 60;
const LONGEST_PAUSE_SECONDS = 12 * 60 * 60;

/** The pause before each retry, in seconds: doubling from a minute to twelve hours, all within three days. */
export const WEBHOOK_RETRY_DELAYS_SECONDS: readonly number[] = (() => {
  const delays: number[] = [];
  let total = 0;
  for (let pause = FIRST_PAUSE_SECONDS; total + pause <= RETRY_WINDOW_SECONDS; pause = Math.min(pause * 2, LONGEST_PAUSE_SECONDS)) {
    delays.push(pause);
    total += pause;
  }
  return delays;
})();

/** The pause before retry `retry` (1 for the first retry), in milliseconds at `speedup`; undefined once the schedule is over. */
export function retryPauseMs(retry: number, speedup: number): number | undefined {
  const seconds = WEBHOOK_RETRY_DELAYS_SECONDS[retry - 1];
  return seconds === undefined ? undefined : (seconds * 1000) / speedup;
}

interface SandboxEvent {
  id: string;
  type: string;
}

export function signedWebhookRequest(event: object, secret: string): { payload: string; signature: string } {
  const payload = JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

export interface WebhookDeliveries {
  /** Delivers `event` to the webhook on `origin`: answers after the first attempt (true when acknowledged); a failure is retried on the schedule. */
  deliver(origin: string, event: SandboxEvent): Promise<boolean>;
}

export function createWebhookDeliveries(options: { state: SandboxState; speedup: number; now: () => number; log: (line: string) => void }): WebhookDeliveries {
  const { state, log } = options;

  async function attempt(pending: PendingWebhook): Promise<boolean> {
    const { payload, signature } = signedWebhookRequest(pending.event, state.webhookSecret);
    const attemptNumber = pending.attempts + 1;
    const label = `webhook ${pending.event.type} ${pending.event.id} (attempt ${attemptNumber})`;
    try {
      const answer = await fetch(`${pending.origin}${WEBHOOK_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      if (answer.ok) {
        state.dropPendingWebhook(pending.event.id);
        return true;
      }
      log(`[payment-sandbox] ${label} answered ${answer.status}`);
    } catch (error) {
      log(`[payment-sandbox] ${label} failed: ${String(error)}`);
    }
    const pause = retryPauseMs(attemptNumber, options.speedup);
    if (pause === undefined) {
      log(`[payment-sandbox] ${label}: no retries left, as Stripe gives up after three days`);
      state.dropPendingWebhook(pending.event.id);
      return false;
    }
    const next: PendingWebhook = { ...pending, attempts: attemptNumber, nextAttemptAt: options.now() + pause };
    state.putPendingWebhook(next);
    schedule(next);
    return false;
  }

  function schedule(pending: PendingWebhook): void {
    const timer = setTimeout(() => void attempt(pending), Math.max(0, pending.nextAttemptAt - options.now()));
    // A retry due days from now must not keep a stopping process alive: the state file keeps it.
    timer.unref();
  }

  // Deliveries the sandbox was retrying when it last stopped.
  for (const pending of state.pendingWebhooks()) schedule(pending);

  return {
    deliver(origin, event) {
      // Kept before the first attempt: a sandbox stopped in the middle of it makes it on its next start.
      const pending: PendingWebhook = { origin, event, attempts: 0, nextAttemptAt: options.now() };
      state.putPendingWebhook(pending);
      return attempt(pending);
    },
  };
}
