// The one schema of a date the marketplace takes: a real calendar day, written YYYY-MM-DD, in the
// years it supports (CALENDAR_YEARS). Every request field, query and path parameter that is a date
// uses it, and so gets the same refusal with the same message. Shaped like a date is not enough:
// 2026-02-30 is no day, 2026-13-01 throws in date arithmetic (shared/rental-dates.ts), and a day in
// year 9999 plus a week is a five-digit year, which sorts before every key of the table.
// A check only, never a change: response schemas use it too (shared/contract/contract.test.ts).
import * as z from 'zod';
import { CALENDAR_YEARS } from '../constants';
import { MESSAGES } from '../messages';
import { isCalendarDate } from '../rental-dates';

/**
 * A real day of the supported years, YYYY-MM-DD (isCalendarDate holds the calendar's rules): what
 * the schema accepts, for pages that check a typed or linked date before they send it.
 */
export function isSupportedCalendarDate(value: string): boolean {
  if (!isCalendarDate(value)) return false;
  const year = Number(value.slice(0, 4));
  return year >= CALENDAR_YEARS.first && year <= CALENDAR_YEARS.last;
}

/** What the refinement checks, for the OpenAPI document (docs/openapi.json), which cannot carry code. */
const CALENDAR_DATE_META = { format: 'date', description: `A calendar day from ${CALENDAR_YEARS.first} to ${CALENDAR_YEARS.last}, YYYY-MM-DD` };

export const calendarDateSchema = z.string({ error: MESSAGES.dateInvalid }).refine(isSupportedCalendarDate, { error: MESSAGES.dateInvalid }).meta(CALENDAR_DATE_META);

/**
 * A date a form requires: `required` when it is left blank, else the one date refusal. Blank is a
 * missing answer, not a malformed date, and forms say so in their own words.
 */
export const requiredCalendarDate = (required: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : MESSAGES.dateInvalid) })
    .trim()
    .min(1, { error: required })
    .pipe(calendarDateSchema)
    .meta(CALENDAR_DATE_META);

/** A month of the supported years, YYYY-MM: exactly the values whose first day is such a date. */
export const calendarMonthSchema = z
  .string({ error: MESSAGES.monthInvalid })
  .refine((value) => calendarDateSchema.safeParse(`${value}-01`).success, { error: MESSAGES.monthInvalid })
  .meta({ description: `A month from ${CALENDAR_YEARS.first} to ${CALENDAR_YEARS.last}, YYYY-MM` });
