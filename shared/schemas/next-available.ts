// The next delivery dates a provider can take a rental of one size and length on: delivered that day
// (their booking rules) and a unit free for the whole rental plus turnaround. Answered with the
// listing page (GET /api/listings/{listingId}) and the checkout's provider context
// (GET /api/checkout/providers/{providerId}); built by functions/availability/next-available.ts.
import * as z from 'zod';
import { calendarDateSchema } from './calendar-date';

export const nextAvailableDatesSchema = z.object({
  sizeYards: z.number().int(),
  /** The rental length the dates hold for: a date free for a week may not be for a month. */
  rentalDays: z.number().int(),
  /** The delivery dates looked at: the first bookable one through NEXT_AVAILABLE_WINDOW_DAYS later. */
  from: calendarDateSchema,
  until: calendarDateSchema,
  /** The first NEXT_AVAILABLE_COUNT of them with a unit free for the whole rental, ascending. */
  dates: z.array(calendarDateSchema),
  /**
   * Every delivery date of the window with no unit free for the whole rental, with the rental's first
   * full day and the next free date after it: what checkout refuses the date with before payment
   * (AVAILABILITY_MESSAGES.noUnitFree), as the server would.
   */
  full: z.array(z.object({ date: calendarDateSchema, fullDay: calendarDateSchema, next: calendarDateSchema.optional() })),
});
export type NextAvailableDates = z.infer<typeof nextAvailableDatesSchema>;
