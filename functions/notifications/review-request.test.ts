import { describe, expect, it } from 'vitest';
import { notifiedProvider, notifiedRental } from './rental.fixture';
import { orderMessages, orderNotificationPayload } from './order-notification';
import { askForReview } from './review-request';

const rental = notifiedRental({ status: 'completed' });
const provider = notifiedProvider('Buckeye & Sons');
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
