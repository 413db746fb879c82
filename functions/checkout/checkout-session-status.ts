// The success page's question, "what became of my payment?", answered from the payment session:
// a paid session is recorded as its rental now if the webhook has not done it yet. Anyone may hold
// a session's id (it is in the payment provider's pages and once was on every rental answered), so
// the order itself (the customer's name, address and phone) and its manage link are answered only
// with the checkout's return token, which only the browser back from paying holds
// (return-urls.ts), compared as its SHA-256 in constant time. A guest has no other way back to the
// order than the link (also in the order e-mail).
import { AVAILABILITY_MESSAGES } from '../../shared/availability';
import { orderManagePath } from '../../shared/order-link';
import type { CheckoutSessionStatus } from '../../shared/schemas/checkout';
import type { Store } from '../platform/data/store';
import { matchesSecretHash } from '../platform/link-keys';
import { orderLinkOf } from '../rentals/order-links';
import { recordPaidCheckout, type RecordPaidCheckoutDeps } from './record-paid-checkout';

/** The token is the one the checkout's success URL carried. */
async function paidFromHere(store: Store, sessionId: string, returnToken: string | undefined): Promise<boolean> {
  if (!returnToken) return false;
  const { data } = await store.entities.checkoutSession.get({ sessionId }).go();
  return matchesSecretHash(data?.returnTokenHash, returnToken);
}

export async function confirmCheckoutSession(deps: RecordPaidCheckoutDeps, sessionId: string, returnToken?: string): Promise<CheckoutSessionStatus> {
  const outcome = await recordPaidCheckout(deps, sessionId);
  switch (outcome.status) {
    case 'recorded': {
      const complete = { sessionId, status: 'complete' as const, amountTotalCents: outcome.amountTotalCents };
      if (!(await paidFromHere(deps.store, sessionId, returnToken))) return complete;
      const link = await orderLinkOf(deps.store, outcome.rental.rentalId);
      return { ...complete, rental: outcome.rental, ...(link ? { manageUrl: orderManagePath(link.rentalId, link.key) } : {}) };
    }
    case 'unpaid':
      return { sessionId, status: 'processing', amountTotalCents: outcome.amountTotalCents };
    case 'expired':
    case 'amountMismatch':
      return { sessionId, status: 'failed', amountTotalCents: outcome.amountTotalCents };
    case 'unavailable':
      return { sessionId, status: 'refunded', amountTotalCents: outcome.amountTotalCents, message: AVAILABILITY_MESSAGES.lapsedAndTaken };
    case 'unknownSession':
      return { sessionId, status: 'notFound' };
  }
}
