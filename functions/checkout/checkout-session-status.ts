// The success page's question, "what became of my payment?", answered from the payment session:
// a paid session is recorded as its rental now if the webhook has not done it yet. The answer
// carries the order's manage link: whoever holds the payment session's id is the one who paid, and
// a guest has no other way back to the order than the link (also in the order e-mail).
import { AVAILABILITY_MESSAGES } from '../../shared/availability';
import { orderManagePath } from '../../shared/order-link';
import type { CheckoutSessionStatus } from '../../shared/schemas/checkout';
import { orderLinkOf } from '../rentals/order-links';
import { recordPaidCheckout, type RecordPaidCheckoutDeps } from './record-paid-checkout';

export async function confirmCheckoutSession(deps: RecordPaidCheckoutDeps, sessionId: string): Promise<CheckoutSessionStatus> {
  const outcome = await recordPaidCheckout(deps, sessionId);
  switch (outcome.status) {
    case 'recorded': {
      const link = await orderLinkOf(deps.store, outcome.rental.rentalId);
      return {
        sessionId,
        status: 'complete',
        amountTotalCents: outcome.amountTotalCents,
        rental: outcome.rental,
        ...(link ? { manageUrl: orderManagePath(link.rentalId, link.key) } : {}),
      };
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
