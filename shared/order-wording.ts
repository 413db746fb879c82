// What an order is called, in words customers read on screens, e-mails and texts alike. A rent
// request (the listing's Rent form) is stored pending and unpaid: it is a request the provider
// has not answered, and no money moves through the marketplace for it, so it is never called
// complete, booked or paid. A checkout order is paid when it is recorded.
import type { Rental } from './schemas/rental';

type OrderFacts = Pick<Rental, 'status' | 'paymentStatus'>;

/** A rent request the provider has not accepted or declined yet, and nothing paid. */
export function isAwaitingProvider(rental: OrderFacts): boolean {
  return rental.status === 'pending' && rental.paymentStatus === 'unpaid';
}

export const RENT_REQUEST_WORDING = {
  title: 'Request sent',
  sent: (provider: string) =>
    `${provider} has your request. It is not booked or paid yet: nothing has been charged. ${provider} accepts or declines it, and we e-mail you either way.`,
  howPaid: (provider: string) =>
    `${provider} arranges payment with you once they accept the request (their invoice, or on delivery). Nothing is charged through the marketplace for a request.`,
  notPaid: 'Not paid yet',
} as const;
