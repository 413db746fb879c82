import { describe, expect, it } from 'vitest';
import { RENTAL_EVENT_TYPES } from '../platform/events/rental-events';
import type { Rental } from '../../shared/schemas/rental';
import { orderMessages, orderNotificationPayload, toE164 } from './order-notification';

const rental: Rental = {
  rentalId: 'abcdef12-3456-7890-abcd-ef1234567890',
  customerId: 'c-1',
  customerName: 'Riley <Renter>',
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
  addOns: { drivewaySafe: true, preferredTimeWindow: 'morning', cleanDisposal: false },
  paymentStatus: 'unpaid',
  status: 'pending',
  createdAt: '2026-11-23T00:00:00.000Z',
  updatedAt: '2026-11-23T00:00:00.000Z',
};
const provider = { providerId: 'p-1', name: 'Buckeye Bin Rentals', email: 'dispatch@example.com', phone: '614-555-0101' };

describe('order notification', () => {
  it('turns US phone numbers into E.164 and refuses anything else', () => {
    expect(toE164('(614) 555-0142')).toBe('+16145550142');
    expect(toE164('1-614-555-0142')).toBe('+16145550142');
    expect(toE164('555-0142')).toBeUndefined();
    expect(toE164('')).toBeUndefined();
  });

  it('carries the payload fields of the spec, the provider from its profile', () => {
    expect(orderNotificationPayload(rental, provider)).toMatchObject({
      rentalId: rental.rentalId,
      customerName: 'Riley <Renter>',
      providerName: 'Buckeye Bin Rentals',
      providerEmail: 'dispatch@example.com',
      providerPhone: '614-555-0101',
      totalPriceCents: 44_500,
      addOns: rental.addOns,
    });
  });

  it('writes an e-mail (text and escaped HTML) and a text per party for every event type', () => {
    for (const type of RENTAL_EVENT_TYPES) {
      const messages = orderMessages(type, orderNotificationPayload(rental, provider), { eta: 'Friday, December 4, 2026, 9:00 AM-12:00 PM' });
      expect(messages.customerEmail?.to).toBe('riley@example.com');
      expect(messages.providerEmail?.to).toBe('dispatch@example.com');
      expect(messages.customerEmail?.subject).toContain('ABCDEF12');
      expect(messages.customerEmail?.text).toContain('9:00 AM-12:00 PM');
      expect(messages.customerEmail?.text).toContain('$445.00');
      expect(messages.customerEmail?.text).toContain('drivewaySafe');
      expect(messages.customerEmail?.text).not.toContain('cleanDisposal');
      expect(messages.providerEmail?.html).toContain('Riley &lt;Renter&gt;');
      expect(messages.customerSms).toContain('ABCDEF12');
    }
    const subjects = RENTAL_EVENT_TYPES.map((type) => orderMessages(type, orderNotificationPayload(rental, provider), {}).customerEmail?.subject);
    expect(new Set(subjects).size).toBe(RENTAL_EVENT_TYPES.length);
  });

  it('has no e-mail for a party without an address', () => {
    const messages = orderMessages('rental.created', orderNotificationPayload({ ...rental, customerEmail: '' }, undefined), {});
    expect(messages.customerEmail).toBeUndefined();
    expect(messages.providerEmail).toBeUndefined();
  });
});
