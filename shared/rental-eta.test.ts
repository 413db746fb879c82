import { describe, expect, it } from 'vitest';
import { rentalEta } from './rental-eta';

describe('rentalEta', () => {
  it('gives the delivery date with the morning or afternoon window', () => {
    expect(rentalEta({ startDate: '2026-12-04', addOns: { preferredTimeWindow: 'morning' } })).toBe('Friday, December 4, 2026, 9:00 AM-12:00 PM');
    expect(rentalEta({ startDate: '2026-12-04', addOns: { preferredTimeWindow: 'afternoon' } })).toBe('Friday, December 4, 2026, 1:00 PM-5:00 PM');
  });

  it('gives the booked date without a window, never a 24-48 hour promise the date already answers', () => {
    expect(rentalEta({ startDate: '2026-12-04', addOns: {} })).toBe('Friday, December 4, 2026 (the provider confirms the time)');
    expect(rentalEta({ startDate: '2026-12-04', addOns: { preferredTimeWindow: 'evening' } })).not.toContain('24-48');
  });
});
