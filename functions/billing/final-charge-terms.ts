// What a picked-up rental owes beyond its booking (pure): the booking's own terms (kept from its
// quote at checkout; a rental booked before that reads its provider's current prices for its size),
// the pickup day at the delivery address, the ticket's tons and the swaps done, priced by
// shared/pricing.ts finalCharge.
import { formatCalendarDate } from '../../shared/calendar-date';
import { finalCharge, sizePrices, type FinalCharge, type FinalChargeTerms, type ProviderPricingCents } from '../../shared/pricing';
import { rentalTimeline } from '../../shared/rental-timeline';
import type { Rental } from '../../shared/schemas/rental';
import { calendarDateIn } from '../../shared/zoned-time';

type BilledRental = Pick<Rental, 'status' | 'paymentStatus' | 'createdAt' | 'updatedAt' | 'endDate' | 'dumpsterSize'> &
  Partial<Pick<Rental, 'timeline' | 'includedTerms' | 'weightTicket' | 'swaps'>>;

/** The terms the customer booked at; without them (booked before they were kept), the size's prices now. */
export function termsOf(rental: BilledRental, pricing: Partial<ProviderPricingCents> | undefined): FinalChargeTerms {
  if (rental.includedTerms) return rental.includedTerms;
  const size = sizePrices(pricing, Number(rental.dumpsterSize));
  return { tons: size.includedTons, extraDayCents: size.extraDayCents, extraTonCents: size.extraTonCents };
}

/** The day the dumpster was picked up, on the delivery address's clock; undefined if it never was. */
export function pickedUpOn(rental: BilledRental, timeZone: string): string | undefined {
  const step = [...rentalTimeline(rental)].reverse().find((entry) => entry.status === 'picked_up');
  return step ? calendarDateIn(new Date(step.at), timeZone) : undefined;
}

export function finalChargeOf(rental: BilledRental, terms: FinalChargeTerms, pickupDay: string): FinalCharge {
  return finalCharge({
    included: terms,
    bookedEndDate: rental.endDate,
    pickedUpOn: pickupDay,
    ...(rental.weightTicket ? { tons: rental.weightTicket.tons } : {}),
    swapFees: (rental.swaps ?? [])
      .filter((swap) => swap.status === 'done')
      .map((swap) => ({ label: `Swap on ${formatCalendarDate(swap.date)}`, cents: swap.feeCents })),
  });
}
