import { describe, expect, it } from 'vitest';
import { addOnsText, cancellationNote, deliverableFromText, formatRequestedAt, rentalPeriodText } from './rental-request-display';

describe('rental request display', () => {
  it('shows the rental period as calendar dates', () => {
    expect(rentalPeriodText({ startDate: '2026-11-04', endDate: '2026-11-11' })).toBe('Nov 4, 2026 – Nov 11, 2026');
  });

  it('shows the request time with date and time of day', () => {
    expect(formatRequestedAt('2026-11-20T15:05:00.000Z')).toMatch(/^Nov 2\d, 2026, \d{1,2}:05\s?[AP]M$/);
    expect(formatRequestedAt('not a date')).toBe('not a date');
  });

  it('names the add-ons booked by their checkout labels, in the order they are offered', () => {
    expect(addOnsText({ addOns: { permitPulling: true, sameDayDelivery: true, drivewayProtection: false, preferredTimeWindow: 'morning' } })).toBe(
      'Same-day delivery, Permit pulling',
    );
    // Orders booked with the marketplace's former add-ons say whose they were.
    expect(addOnsText({ addOns: { cleanDisposal: true } })).toBe('Clean disposal (marketplace)');
    expect(addOnsText({ addOns: {} })).toBe('None');
  });

  it("says when the provider declined a cancelled rental, and nothing for the customer's cancellation", () => {
    expect(cancellationNote({ status: 'cancelled', cancelledBy: 'provider' })).toBe('Declined by you');
    expect(cancellationNote({ status: 'cancelled', cancelledBy: 'customer' })).toBeUndefined();
    expect(cancellationNote({ status: 'cancelled' })).toBeUndefined();
  });

  it('says from which day a scheduled rental can be marked delivered', () => {
    expect(deliverableFromText({ startDate: '2026-12-04' })).toBe('Can be marked delivered from Fri, Dec 4');
  });
});
