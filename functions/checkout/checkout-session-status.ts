// The success page's question, "what became of my payment?", answered from the payment session:
// a paid session is recorded as its rental now if the webhook has not done it yet.
import type { CheckoutSessionStatus } from '../../shared/schemas/checkout';
import { recordPaidCheckout, type RecordPaidCheckoutDeps } from './record-paid-checkout';

export async function confirmCheckoutSession(deps: RecordPaidCheckoutDeps, sessionId: string): Promise<CheckoutSessionStatus> {
  const outcome = await recordPaidCheckout(deps, sessionId);
  switch (outcome.status) {
    case 'recorded':
      return { sessionId, status: 'complete', amountTotalCents: outcome.amountTotalCents, rental: outcome.rental };
    case 'unpaid':
      return { sessionId, status: 'processing', amountTotalCents: outcome.amountTotalCents };
    case 'expired':
    case 'amountMismatch':
      return { sessionId, status: 'failed', amountTotalCents: outcome.amountTotalCents };
    case 'unknownSession':
      return { sessionId, status: 'notFound' };
  }
}
