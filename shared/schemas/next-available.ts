// The next delivery dates a provider can take a rental of one size and length on: delivered that day
// (their booking rules) and a unit free for the whole rental plus turnaround. Answered with the
// listing page (GET /api/listings/{listingId}) and the checkout's provider context
// (GET /api/checkout/providers/{providerId}); built by functions/availability/next-available.ts.
import * as z from 'zod';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const nextAvailableDatesSchema = z.object({
  sizeYards: z.number().int(),
  /** The rental length the dates hold for: a date free for a week may not be for a month. */
  rentalDays: z.number().int(),
  /** The delivery dates looked at: the first bookable one through NEXT_AVAILABLE_WINDOW_DAYS later. */
  from: isoDay,
  until: isoDay,
  /** The first NEXT_AVAILABLE_COUNT of them with a unit free for the whole rental, ascending. */
  dates: z.array(isoDay),
  /**
   * Every delivery date of the window with no unit free for the whole rental, with the rental's first
   * full day and the next free date after it: what checkout refuses the date with before payment
   * (AVAILABILITY_MESSAGES.noUnitFree), as the server would.
   */
  full: z.array(z.object({ date: isoDay, fullDay: isoDay, next: isoDay.optional() })),
});
export type NextAvailableDates = z.infer<typeof nextAvailableDatesSchema>;
