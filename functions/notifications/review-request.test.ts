import { describe, expect, it } from 'vitest';
import type { Rental } from '../../shared/schemas/rental';
import { orderMessages, orderNotificationPayload } from './order-notification';
import { askForReview } from './review-request';

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
  status: 'completed',
  createdAt: '2026-11-23T00:00:00.000Z',
  updatedAt: '2026-11-23T00:00:00.000Z',
};
const provider = { providerId: 'p-1', name: 'Buckeye & Sons', email: 'dispatch@example.com', phone: '614-555-0101' };
const payload = orderNotificationPayload(rental, provider);

describe('review request', () => {
  it("asks the customer, by e-mail and text, to rate the provider of a completed rental with a link to the form", () => {
    const plain = orderMessages('rental.completed', payload, {});
    const asked = askForReview('rental.completed', rental.rentalId, payload.providerName, 'https://bins.example/', plain);
    const url = `https://bins.example/rental/${rental.rentalId}#review`;
    expect(asked.customerEmail?.text).toContain(`How did Buckeye & Sons do? Rate your provider: ${url}`);
    expect(asked.customerEmail?.html).toContain(`<a href="${url}">`);
    expect(asked.customerEmail?.html).toContain('Buckeye &amp; Sons');
    expect(asked.customerSms).toBe(`${plain.customerSms} How did Buckeye & Sons do? Rate your provider: ${url}`);
    expect(asked.providerEmail).toEqual(plain.providerEmail);
    expect(asked.providerSms).toBe(plain.providerSms);
  });

  it('leaves every other event, and a site without an address, as they are', () => {
    const approved = orderMessages('rental.approved', payload, {});
    expect(askForReview('rental.approved', rental.rentalId, payload.providerName, 'https://bins.example', approved)).toBe(approved);
    const completed = orderMessages('rental.completed', payload, {});
    expect(askForReview('rental.completed', rental.rentalId, payload.providerName, undefined, completed)).toBe(completed);
  });
});
