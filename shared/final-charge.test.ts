import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { finalCharge, type FinalChargeTerms } from './pricing';

const terms: FinalChargeTerms = { days: 7, tons: 4, extraDayCents: 1500, extraTonCents: 6500 };
const base = { included: terms, bookedEndDate: '2026-12-08', pickedUpOn: '2026-12-08', swapFees: [] };

describe('finalCharge', () => {
  it('charges nothing within what the price includes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 0, max: 30 }), (hundredths, early) => {
        const pickedUpOn = new Date(Date.parse('2026-12-08T00:00:00Z') - early * 86_400_000).toISOString().slice(0, 10);
        const charge = finalCharge({ ...base, tons: hundredths / 100, pickedUpOn });
        expect(charge).toEqual({ lines: [], totalCents: 0 });
      }),
    );
  });

  it('charges the tons over the allowance to the cent, rounded once', () => {
    const charge = finalCharge({ ...base, tons: 5.37 });
    expect(charge.lines).toEqual([{ kind: 'extraTons', label: '1.37 extra tons (5.37 t weighed, 4 t included, $65.00/ton)', cents: 8905 }]);
    expect(charge.totalCents).toBe(8905);
    // 0.01 t at $0.33/t is a third of a cent: rounded once, on the whole overage.
    expect(finalCharge({ ...base, included: { ...terms, extraTonCents: 33 }, tons: 4.01 }).totalCents).toBe(0);
    expect(finalCharge({ ...base, included: { ...terms, extraTonCents: 33 }, tons: 4.02 }).totalCents).toBe(1);
  });

  it('is exact for every ticket weight: hundredths over the allowance times the rate, one rounding', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6000 }), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 1, max: 20_000 }), (hundredths, includedTons, rate) => {
        const charge = finalCharge({ ...base, included: { ...terms, tons: includedTons, extraTonCents: rate }, tons: hundredths / 100 });
        const over = Math.max(0, hundredths - includedTons * 100);
        expect(charge.totalCents).toBe(Math.round((over * rate) / 100));
        expect(Number.isInteger(charge.totalCents)).toBe(true);
      }),
    );
  });

  it('does not charge weight when the price includes no tons and states no extra-ton price, nor without a ticket', () => {
    expect(finalCharge({ ...base, included: { tons: 0, extraDayCents: 1500, extraTonCents: 0 }, tons: 9 }).totalCents).toBe(0);
    expect(finalCharge({ ...base, tons: undefined }).totalCents).toBe(0);
  });

  it('charges the days kept past the booked pickup at the extra-day price', () => {
    const charge = finalCharge({ ...base, pickedUpOn: '2026-12-11' });
    expect(charge.lines).toEqual([{ kind: 'extraDays', label: '3 extra days past the booked pickup ($15.00/day)', cents: 4500 }]);
  });

  it("bills each swap's fee, and sums every line", () => {
    const charge = finalCharge({
      ...base,
      tons: 4.5,
      pickedUpOn: '2026-12-09',
      swapFees: [
        { label: 'Swap on Dec 3, 2026', cents: 12_500 },
        { label: 'Swap on Dec 5, 2026', cents: 12_500 },
      ],
    });
    expect(charge.lines.map((line) => line.kind)).toEqual(['extraTons', 'extraDays', 'swap', 'swap']);
    expect(charge.totalCents).toBe(3250 + 1500 + 25_000);
  });
});
