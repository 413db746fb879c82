import * as z from 'zod';
import { SERVICE_NAME } from '../table';
import { entityModel } from '../schema';

/** Day of the month as the attribute suffix: "01" ... "31". */
export type DayOfMonth = `${0 | 1 | 2 | 3}${0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`;
export const DAYS_OF_MONTH = Array.from({ length: 31 }, (_, index) => String(index + 1).padStart(2, '0') as DayOfMonth);

type DayCounters = { [D in DayOfMonth as `taken${D}` | `held${D}`]: z.ZodOptional<z.ZodNumber> };
const dayCounters = Object.fromEntries(
  DAYS_OF_MONTH.flatMap((day) => [
    [`taken${day}`, z.number().optional()],
    [`held${day}`, z.number().optional()],
  ]),
) as DayCounters;

/**
 * One provider's units of one size over one calendar month: `takenDD` counts the units held by
 * unpaid checkouts or reserved by rentals on day DD, `heldDD` those of them only held. A unit is
 * taken by ONE conditioned update per month touched (takenDD < the provider's inventory of the size,
 * for every day DD of the rental in that month) inside the transaction that creates its hold or
 * reservation, so no day ever has more taken than the provider owns. A month is one item so that a
 * provider's availability for any rental is one or two items: search checks every candidate with
 * one BatchGetItem (docs/ARCHITECTURE.md, "Availability"). The item appears the first time a unit
 * of the month is taken (functions/availability/day-counters.ts).
 */
const storedAvailabilityMonthSchema = z.object({
  providerId: z.string(),
  /** Yards as text, as a rental's dumpsterSize. */
  size: z.string(),
  /** YYYY-MM. */
  month: z.string(),
  ...dayCounters,
});

export const availabilityMonthModel = entityModel({
  model: { entity: 'availabilityMonth', version: '1', service: SERVICE_NAME },
  schema: storedAvailabilityMonthSchema,
  indexes: {
    /** A provider's months of one size in order: a span of months is one Query. */
    byProviderSize: { pk: { field: 'pk', composite: ['providerId', 'size'] }, sk: { field: 'sk', composite: ['month'] } },
  },
});
