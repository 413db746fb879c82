// Calendar arithmetic on ISO dates (YYYY-MM-DD), done in UTC so a date never shifts with the
// viewer's time zone.
import type { RentalPeriod } from './pricing';

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** One calendar month later, clamped to the month's last day (Jan 31 -> Feb 28/29). */
export function addMonth(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const lastDayOfNextMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const next = new Date(Date.UTC(year, month, Math.min(day, lastDayOfNextMonth)));
  return next.toISOString().slice(0, 10);
}

/** Pickup date of a rental: daily +1 day, weekly +7 days, monthly +1 month. */
export function pickupDate(startDate: string, period: RentalPeriod): string {
  if (period === 'daily') return addDays(startDate, 1);
  if (period === 'weekly') return addDays(startDate, 7);
  return addMonth(startDate);
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
