// The driver's "on the way": the customer hears it by e-mail and text, with the promised window.
import { describe, expect, it } from 'vitest';
import type { Rental } from '../../shared/schemas/rental';
import { orderMessages, orderNotificationPayload } from './order-notification';

const rental: Rental = {
  rentalId: 'abcdef12-3456-7890-abcd-ef1234567890',
  customerId: 'c-1',
  customerName: 'Riley Renter',
  customerEmail: 'riley@example.com',
  customerPhone: '(614) 555-0142',
  providerId: 'p-1',
  providerName: 'Listing Name',
  dumpsterSize: '20',
  dumpsterType: 'construction',
  startDate: '2026-12-04',
  endDate: '2026-12-11',
  deliveryAddress: { street: '12 Elm St', city: 'Columbus', state: 'OH', zipCode: '43215' },
  rentalPeriod: 'weekly',
  totalPriceCents: 44_500,
  addOns: {},
  paymentStatus: 'paid',
  status: 'scheduled',
  deliveryTimeWindow: '8-10 AM',
  createdAt: '2026-11-23T00:00:00.000Z',
  updatedAt: '2026-11-23T00:00:00.000Z',
};
const provider = { providerId: 'p-1', name: 'Buckeye Bin Rentals', email: 'dispatch@example.com', phone: '614-555-0101' };

describe('rental.on_the_way', () => {
  it('tells the customer their driver is on the way, with the window', () => {
    const messages = orderMessages('rental.on_the_way', orderNotificationPayload(rental, provider), {});
    expect(messages.customerEmail?.subject).toBe('Your driver is on the way (order ABCDEF12)');
    expect(messages.customerEmail?.text).toContain('Delivery window: 8-10 AM');
    expect(messages.customerSms).toBe('Your driver is on the way: order ABCDEF12, 20 yd dumpster. Window 8-10 AM.');
  });

  it('says no window when none was promised', () => {
    const { deliveryTimeWindow: _none, ...without } = rental;
    expect(orderMessages('rental.on_the_way', orderNotificationPayload(without, provider), {}).customerSms).toBe(
      'Your driver is on the way: order ABCDEF12, 20 yd dumpster.',
    );
  });
});
