import { describe, expect, it } from 'vitest';
import { rentalEta } from './rental-eta';

describe('rentalEta', () => {
  it('gives the delivery date with the morning or afternoon window', () => {
    expect(rentalEta({ startDate: '2026-12-04', addOns: { preferredTimeWindow: 'morning' } })).toBe('Friday, December 4, 2026, 9:00 AM-12:00 PM');
    expect(rentalEta({ startDate: '2026-12-04', addOns: { preferredTimeWindow: 'afternoon' } })).toBe('Friday, December 4, 2026, 1:00 PM-5:00 PM');
  });

  it('promises the typical 24-48 hours without a window', () => {
    expect(rentalEta({ startDate: '2026-12-04', addOns: {} })).toBe('Friday, December 4, 2026 (within 24-48 hours)');
    expect(rentalEta({ startDate: '2026-12-04', addOns: { preferredTimeWindow: 'evening' } })).toContain('within 24-48 hours');
  });
});
