// The customer came back from the payment page without paying (they cancelled, or their card was
// declined): the checkout page gives back the unit it held, so the dates are bookable again at once
// rather than after the hold's 30 minutes. The payment session is expired first, so it can no
// longer be paid; a session that was paid meanwhile keeps its hold (its payment becomes the rental).
// The hold's id travels only in the return address the payment page sends the customer to.
import { releaseHold } from '../availability/holds';
import type { Store } from '../platform/data/store';
import type { PaymentPort } from '../platform/payments/payment-port';

export async function releaseCheckoutHold(deps: { store: Store; payments: PaymentPort }, holdId: string): Promise<{ released: boolean }> {
  const { data: hold } = await deps.store.entities.unitHold.get({ holdId }).go({ consistent: true });
  if (!hold) return { released: false };
  if (hold.sessionId && (await deps.payments.expireCheckoutSession(hold.sessionId)) === 'notOpen') return { released: false };
  return { released: (await releaseHold(deps.store, holdId)) === 'released' };
}

/** Stripe's checkout.session.expired: the session can no longer be paid, so its hold goes back. */
export async function releaseExpiredSessionHold(store: Store, sessionId: string): Promise<'released' | 'gone' | 'noHold'> {
  const { data: checkout } = await store.entities.checkoutSession.get({ sessionId }).go({ consistent: true });
  if (!checkout?.holdId) return 'noHold';
  return releaseHold(store, checkout.holdId);
}
