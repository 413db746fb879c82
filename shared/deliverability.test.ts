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

  describe("the provider's booking rules", () => {
    // Tuesday Nov 24, 2026 in Columbus; Sunday Dec 6, Monday Dec 7.
    const acme: DeliveringProvider = { ...provider, businessName: 'Acme Hauling', bookingRules: { leadTimeDays: 1, turnaroundDays: 0, deliveryWeekdays: [1, 2, 3, 4, 5, 6], blackoutDates: [] } };

    it('refuses a weekday the provider does not deliver on, naming the next delivery day', () => {
      expect(deliveryRefusal(acme, { ...order, startDate: '2026-12-06' }, now)).toEqual({
        field: 'startDate',
        message: 'Acme Hauling does not deliver on Sundays. The next delivery day is Monday, December 7, 2026.',
      });
      expect(deliveryRefusal(acme, { ...order, startDate: '2026-12-07' }, now)).toBeUndefined();
    });

    it('refuses a blackout date, naming the next day that is neither blacked out nor closed', () => {
      const christmasWeek = { ...acme, bookingRules: { ...acme.bookingRules, blackoutDates: ['2026-12-24', '2026-12-26'] } };
      expect(deliveryRefusal(christmasWeek, { ...order, startDate: '2026-12-24' }, now)?.message).toBe(
        'Acme Hauling does not deliver on Thursday, December 24, 2026. The next delivery day is Friday, December 25, 2026.',
      );
      // Christmas closed too, then the 26th blacked out and the 27th a Sunday.
      expect(deliveryRefusal({ ...christmasWeek, observesFederalHolidays: true }, { ...order, startDate: '2026-12-24' }, now)?.message).toBe(
        'Acme Hauling does not deliver on Thursday, December 24, 2026. The next delivery day is Monday, December 28, 2026.',
      );
    });

    it("refuses a date inside the provider's lead time with the earliest day they can deliver", () => {
      const threeDays = { ...acme, bookingRules: { ...acme.bookingRules, leadTimeDays: 3 } };
      // Today + 3 is Friday Nov 27.
      expect(deliveryRefusal(threeDays, { ...order, startDate: '2026-11-26' }, now)).toEqual({
        field: 'startDate',
        message: "Acme Hauling needs 3 days' notice before a delivery. The earliest delivery day is Friday, November 27, 2026.",
      });
      expect(deliveryRefusal(threeDays, { ...order, startDate: '2026-11-27' }, now)).toBeUndefined();
      // Today + 5 is Sunday Nov 29: the earliest delivery day is the Monday after.
      const fiveDays = { ...acme, bookingRules: { ...acme.bookingRules, leadTimeDays: 5 } };
      expect(deliveryRefusal(fiveDays, { ...order, startDate: '2026-11-25' }, now)?.message).toBe(
        "Acme Hauling needs 5 days' notice before a delivery. The earliest delivery day is Monday, November 30, 2026.",
      );
    });

    it('reads lead time on the address clock: late evening in Honolulu is still the day before', () => {
      const twoDays = { ...acme, serviceableZipCodes: ['96813'], bookingRules: { ...acme.bookingRules, leadTimeDays: 2 } };
      const honolulu = { ...order, zipCode: '96813', timeZone: 'Pacific/Honolulu' };
      const lateTuesdayInHonolulu = new Date('2026-11-25T08:00:00Z');
      expect(deliveryRefusal(twoDays, { ...honolulu, startDate: '2026-11-26' }, lateTuesdayInHonolulu)).toBeUndefined();
      expect(deliveryRefusal(twoDays, { ...honolulu, startDate: '2026-11-25' }, lateTuesdayInHonolulu)?.field).toBe('startDate');
    });

    it('keeps the default rules exactly as before: any day from tomorrow, with the marketplace message', () => {
      const defaults = { ...provider, bookingRules: undefined };
      expect(deliveryRefusal(defaults, { ...order, startDate: '2026-12-06' }, now)).toBeUndefined();
      expect(deliveryRefusal(defaults, { ...order, startDate: '2026-11-24' }, now)?.message).toBe(DELIVERY_MESSAGES.dateTooSoon);
    });

    it('refuses same-day delivery on a non-delivery weekday or a blackout date, but not for lead time', () => {
      const sameDayAcme = { ...acme, addOns: { sameDayDelivery: true }, bookingRules: { ...acme.bookingRules, leadTimeDays: 3 } };
      const sundayMorning = new Date('2026-12-06T14:00:00Z');
      expect(deliveryRefusal(sameDayAcme, { ...order, startDate: '2026-12-06', sameDayDelivery: true }, sundayMorning)).toEqual({
        field: 'startDate',
        message: 'Acme Hauling does not deliver on Sundays. The next delivery day is Wednesday, December 9, 2026.',
      });
      const blackedOut = { ...sameDayAcme, bookingRules: { ...sameDayAcme.bookingRules, blackoutDates: ['2026-11-24'] } };
      expect(deliveryRefusal(blackedOut, { ...order, startDate: '2026-11-24', sameDayDelivery: true }, now)?.message).toMatch(
        /^Acme Hauling does not deliver on Tuesday, November 24, 2026\. The next delivery day is Friday, November 27, 2026\.$/,
      );
      expect(deliveryRefusal(sameDayAcme, { ...order, startDate: '2026-11-24', sameDayDelivery: true }, now)).toBeUndefined();
    });
  });
});
