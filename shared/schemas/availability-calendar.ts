// The portal's availability calendar: a month of one provider's units per size (reserved, held,
// free each day), and the bookings holding a unit on one day. Shared by the providers Lambda and
// the Availability page.
import * as z from 'zod';
import { calendarDateSchema, calendarMonthSchema } from './calendar-date';

/** GET /api/provider/availability?month=YYYY-MM (this month at the provider's address when not given). */
export const availabilityMonthQuerySchema = z.object({ month: calendarMonthSchema.optional() });

const calendarDaySchema = z.object({
  day: z.string(),
  /** Units reserved by rentals (paid, or approved requests). */
  reserved: z.number().int().nonnegative(),
  /** Units held by checkouts being paid right now (released if not paid within 30 minutes). */
  held: z.number().int().nonnegative(),
  /** Units neither reserved nor held; never below 0. */
  free: z.number().int().nonnegative(),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

export const availabilityMonthResponseSchema = z.object({
  month: z.string(),
  /** Today at the provider's address, so the page marks it and greys the past. */
  today: z.string(),
  /** Each size the provider stocks, smallest first. */
  sizes: z.array(z.object({ sizeYards: z.number().int(), inventory: z.number().int().nonnegative(), days: z.array(calendarDaySchema) })),
});
export type AvailabilityMonthResponse = z.infer<typeof availabilityMonthResponseSchema>;

/** GET /api/provider/availability/days/{day}?size=20: who holds a unit that day. */
export const availabilityDayParamsSchema = z.object({ day: calendarDateSchema });
export const availabilityDayQuerySchema = z.object({ size: z.coerce.number().int().positive() });

export const availabilityDayResponseSchema = z.object({
  day: z.string(),
  sizeYards: z.number().int(),
  rentals: z.array(
    z.object({
      rentalId: z.string(),
      customerName: z.string(),
      status: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      reservedThrough: z.string(),
      city: z.string(),
    }),
  ),
  /** Checkouts holding a unit that day, not yet paid. */
  held: z.number().int().nonnegative(),
});
export type AvailabilityDayResponse = z.infer<typeof availabilityDayResponseSchema>;
