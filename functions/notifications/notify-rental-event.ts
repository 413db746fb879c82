// The order notification service: for one rental event, e-mail and text the customer and the
// provider, and save the delivery ETA onto a newly created rental. Each delivery is retried a few
// times with backoff; what still fails is logged and reported in the outcome, never thrown, so a
// notification problem cannot undo or block the order. Nothing here writes to the rental except
// the ETA and the notification status. The customer's messages carry the order's manage link
// (rentals/order-links.ts), read beside the rental, when the site's address is known.
import { rentalEta } from '../../shared/rental-eta';
import type { RentalSwap } from '../../shared/schemas/dispatch';
import type { Rental } from '../../shared/schemas/rental';
import type { Store } from '../platform/data/store';
import type { RentalEvent } from '../platform/events/rental-events';
import { logger } from '../platform/logger';
import type { EmailSender, SmsSender } from '../platform/messaging/message';
import { orderManageUrl } from '../../shared/order-link';
import { refundedCents } from '../../shared/payment-status';
import { orderLinkOf } from '../rentals/order-links';
import { askForReview } from './review-request';
import { finalInvoiceMessages, type FinalInvoiceNotice } from './final-invoice-message';
import { invoicePayUrl } from '../../shared/invoice-payment';
import { orderMessages, orderNotificationPayload, toE164, type PaymentNotice, type ProviderContact } from './order-notification';
import { now } from '../platform/clock';

interface RetryPolicy {
  attempts: number;
  baseDelayMs: number;
  sleep?: (ms: number) => Promise<void>;
}

const DEFAULT_RETRY: RetryPolicy = { attempts: 3, baseDelayMs: 200 };

export interface NotifyDeps {
  store: Store;
  email: EmailSender;
  sms: SmsSender;
  clock?: () => Date;
  retry?: RetryPolicy;
  /** The site the manage links point to; without it the messages carry none. */
  siteUrl?: string;
}

export interface NotificationOutcome {
  /** false when the rental no longer exists (nothing to say). */
  found: boolean;
  eta?: string;
  sent: string[];
  failed: string[];
  skipped: string[];
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `action` up to `attempts` times, waiting base, 2x base, 4x base... between tries. */
async function withRetry<T>(policy: RetryPolicy, label: string, action: () => Promise<T>): Promise<T> {
  const sleep = policy.sleep ?? defaultSleep;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await action();
    } catch (error) {
      if (attempt >= policy.attempts) throw error;
      logger.warn('Notification step failed; retrying', { label, attempt, error: error as Error });
      await sleep(policy.baseDelayMs * 2 ** (attempt - 1));
    }
  }
}

async function providerContact(store: Store, rental: Rental): Promise<ProviderContact | undefined> {
  const { data } = await store.entities.providerProfile.get({ providerId: rental.providerId }).go();
  return data ? { providerId: data.providerId, name: data.businessName || data.name, email: data.email, phone: data.phone } : undefined;
}

export async function notifyRentalEvent(deps: NotifyDeps, event: RentalEvent): Promise<NotificationOutcome> {
  const retry = deps.retry ?? DEFAULT_RETRY;
  const clock = deps.clock ?? (now);
  const outcome: NotificationOutcome = { found: false, sent: [], failed: [], skipped: [] };
  const { data } = await withRetry(retry, 'read rental', () => deps.store.entities.rental.get({ rentalId: event.rentalId }).go());
  if (!data) {
    logger.warn('Rental event for a rental that does not exist', { event });
    return outcome;
  }
  outcome.found = true;
  const rental = data;
  const provider = await withRetry(retry, 'read provider', () => providerContact(deps.store, rental)).catch((error: unknown) => {
    logger.error('Provider contact unavailable; notifying the customer only', { event, error: error as Error });
    return undefined;
  });
  // A cancelled rental (a rejection included) is not arriving.
  const eta = rental.status === 'cancelled' ? undefined : rentalEta(rental);
  outcome.eta = eta;
  const payload = orderNotificationPayload(rental, provider);
  const manageUrl = deps.siteUrl ? await manageLinkOf(deps, retry, rental.rentalId) : undefined;
  const swap = event.type === 'rental.swap_requested' ? swapOfEvent(rental, event) : undefined;
  const generic = orderMessages(event.type, payload, { eta, refundCents: rental.refundCents, payment: paymentNotice(rental), manageUrl, ...(swap ? { swap } : {}) });
  const finalInvoice = event.type === 'rental.final_invoice' ? await finalInvoiceNotice(deps, retry, rental) : undefined;
  const messages = askForReview(event.type, rental.rentalId, payload.providerName, deps.siteUrl, finalInvoiceMessages(event.type, payload, finalInvoice, generic));

  const deliveries: [string, (() => Promise<void>) | undefined][] = [
    ['customer email', messages.customerEmail && (() => deps.email.sendEmail(messages.customerEmail!))],
    ['provider email', messages.providerEmail && (() => deps.email.sendEmail(messages.providerEmail!))],
    ['customer sms', smsTo(deps.sms, payload.customerPhone, messages.customerSms)],
    ['provider sms', smsTo(deps.sms, payload.providerPhone, messages.providerSms)],
  ];
  await Promise.all(
    deliveries.map(async ([label, send]) => {
      if (!send) return void outcome.skipped.push(label);
      try {
        await withRetry(retry, label, send);
        outcome.sent.push(label);
      } catch (error) {
        outcome.failed.push(label);
        logger.error('Order notification not delivered', { event, channel: label, error: error as Error });
      }
    }),
  );

  try {
    await withRetry(retry, 'save notification status', () =>
      deps.store.entities.rental
        .patch({ rentalId: rental.rentalId })
        .set({
          ...(event.type === 'rental.created' && eta && !rental.eta ? { eta } : {}),
          notificationStatus: outcome.failed.length ? 'failed' : 'sent',
          updatedAt: clock().toISOString(),
        })
        .go(),
    );
  } catch (error) {
    // A rental deleted meanwhile, or the table unavailable: the order itself is untouched.
    logger.error('ETA and notification status not saved', { event, error: error as Error });
  }
  return outcome;
}

/** The manage link, if the order has one (orders recorded before links existed have none). */
async function manageLinkOf(deps: NotifyDeps, retry: RetryPolicy, rentalId: string): Promise<string | undefined> {
  try {
    const link = await withRetry(retry, 'read manage link', () => orderLinkOf(deps.store, rentalId));
    return link ? orderManageUrl(deps.siteUrl!, link.rentalId, link.key) : undefined;
  } catch (error) {
    logger.error('Manage link unavailable; the messages go without it', { rentalId, error: error as Error });
    return undefined;
  }
}

/** The rental's final billing, with the invoice's pay link while it is due (read beside the rental). */
async function finalInvoiceNotice(deps: NotifyDeps, retry: RetryPolicy, rental: Rental): Promise<FinalInvoiceNotice | undefined> {
  const { finalBilling } = rental;
  if (!finalBilling) return undefined;
  if (finalBilling.status !== 'invoiced' || !finalBilling.invoiceId || !deps.siteUrl) return { finalBilling };
  const { data: invoice } = await withRetry(retry, 'read final invoice', () => deps.store.entities.invoice.get({ invoiceId: finalBilling.invoiceId! }).go());
  return invoice?.payKey ? { finalBilling, payUrl: invoicePayUrl(deps.siteUrl, invoice.invoiceId, invoice.payKey) } : { finalBilling };
}

function smsTo(sender: SmsSender, phone: string, body: string | undefined): (() => Promise<void>) | undefined {
  const to = toE164(phone);
  return to && body ? () => sender.sendSms({ to, body }) : undefined;
}

/** A refund or dispute as the rental records it now (the notification reads the rental when it runs). */
function paymentNotice(rental: Rental): PaymentNotice {
  return {
    refundedCents: refundedCents(rental),
    fullRefund: rental.paymentStatus === 'refunded',
    cancelled: rental.status === 'cancelled',
    ...(rental.disputeId ? { disputeAmountCents: rental.disputeAmountCents, disputeReason: rental.disputeReason } : {}),
    disputeLost: rental.paymentStatus === 'dispute_lost',
  };
}

/** The swap a swap request event announces: the one asked for at the event's time (else the newest asked for). */
function swapOfEvent(rental: Rental, event: RentalEvent): RentalSwap | undefined {
  const swaps = rental.swaps ?? [];
  return swaps.find((swap) => swap.requestedAt === event.occurredAt) ?? swaps.filter((swap) => swap.status === 'requested').at(-1);
}
