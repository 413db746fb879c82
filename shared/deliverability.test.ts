import { describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES, deliveryRefusal, type DeliveringProvider, type DeliveryOrder } from './deliverability';

const provider: DeliveringProvider = {
  businessName: 'Buckeye Roll-Offs',
  serviceableZipCodes: ['43215', '43085'],
  dumpsterInventory: { yard10: 2, yard20: 0, yard30: 1 },
};
// Tuesday, Nov 24, 2026, 10:00 in Columbus.
const now = new Date('2026-11-24T15:00:00Z');
const order: DeliveryOrder = { sizeYards: 10, zipCode: '43215', startDate: '2026-11-25', timeZone: 'America/New_York' };

describe('deliveryRefusal', () => {
  it('accepts a stocked size to a served ZIP on a bookable date', () => {
    expect(deliveryRefusal(provider, order, now)).toBeUndefined();
    expect(deliveryRefusal(provider, { ...order, sizeYards: 30, startDate: '2027-11-24' }, now)).toBeUndefined();
  });

  it('refuses a size the provider has none of, or does not list at all', () => {
    expect(deliveryRefusal(provider, { ...order, sizeYards: 20 }, now)).toEqual({ field: 'size', message: DELIVERY_MESSAGES.sizeNotStocked('Buckeye Roll-Offs', 20) });
    expect(deliveryRefusal(provider, { ...order, sizeYards: 40 }, now)?.field).toBe('size');
  });

  it('refuses a ZIP outside the service area', () => {
    expect(deliveryRefusal(provider, { ...order, zipCode: '99501', timeZone: 'America/Anchorage' }, now)).toEqual({
      field: 'zipCode',
      message: 'Buckeye Roll-Offs does not deliver to ZIP code 99501. Please choose a provider that serves your address.',
    });
  });

  it('refuses today, dates past the booking horizon and dates that do not exist', () => {
    expect(deliveryRefusal(provider, { ...order, startDate: '2026-11-24' }, now)).toEqual({ field: 'startDate', message: DELIVERY_MESSAGES.dateTooSoon });
    expect(deliveryRefusal(provider, { ...order, startDate: '2027-11-25' }, now)).toEqual({ field: 'startDate', message: DELIVERY_MESSAGES.dateTooFar });
    expect(deliveryRefusal(provider, { ...order, startDate: '2099-12-31' }, now)?.message).toBe(DELIVERY_MESSAGES.dateTooFar);
    expect(deliveryRefusal(provider, { ...order, startDate: '2027-02-30' }, now)?.message).toBe(DELIVERY_MESSAGES.dateInvalid);
  });

  it('refuses a federal holiday only for a provider who closes on them', () => {
    const thanksgiving = { ...order, startDate: '2026-11-26' };
    expect(deliveryRefusal(provider, thanksgiving, now)).toBeUndefined();
    expect(deliveryRefusal({ ...provider, observesFederalHolidays: true }, thanksgiving, now)).toEqual({
      field: 'startDate',
      message: 'Buckeye Roll-Offs does not deliver on Thanksgiving Day (Thursday, November 26, 2026). Please choose another date.',
    });
  });

  describe('same-day delivery', () => {
    const sameDayProvider: DeliveringProvider = { ...provider, addOns: { sameDayDelivery: true } };
    const today = { ...order, startDate: '2026-11-24', sameDayDelivery: true };

    it('books today when the provider offers it and it is ordered before the cutoff on the address\'s clock', () => {
      expect(deliveryRefusal(sameDayProvider, today, now)).toBeUndefined();
      // 11:59 in Columbus is in time; 12:00 is not.
      expect(deliveryRefusal(sameDayProvider, today, new Date('2026-11-24T16:59:00Z'))).toBeUndefined();
      expect(deliveryRefusal(sameDayProvider, today, new Date('2026-11-24T17:00:00Z'))).toEqual({
        field: 'sameDayDelivery',
        message: DELIVERY_MESSAGES.sameDayClosed,
      });
    });

    it('refuses same-day from a provider who does not offer it', () => {
      expect(deliveryRefusal(provider, today, now)).toEqual({ field: 'sameDayDelivery', message: DELIVERY_MESSAGES.sameDayNotOffered('Buckeye Roll-Offs') });
    });

    it('is for today only: another date with same-day ticked is refused', () => {
      expect(deliveryRefusal(sameDayProvider, { ...today, startDate: '2026-11-25' }, now)).toEqual({
        field: 'startDate',
        message: DELIVERY_MESSAGES.sameDayIsToday,
      });
    });

    it('keeps the day closed on a federal holiday for a provider who closes then', () => {
      const thanksgivingMorning = new Date('2026-11-26T14:00:00Z');
      const closed = { ...sameDayProvider, observesFederalHolidays: true };
      expect(deliveryRefusal(closed, { ...today, startDate: '2026-11-26' }, thanksgivingMorning)?.field).toBe('startDate');
    });
  });
});
