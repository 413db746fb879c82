// Revenue for the dashboard: completed and active rentals, by the instant they were requested
// (createdAt), in integer cents: each rental's stored totalPriceCents less what was refunded or
// taken back by a lost dispute (shared/payment-status.ts keptCents). Periods are instants
// back from now (week: 7 days; month: one calendar month; year: one calendar year); the series
// splits the same window into UTC calendar buckets (days for a week, Monday-based weeks for a
// month, months for a year), the first one clipped to the window, so the series adds up to the total.
import type { DashboardPeriod, RevenuePoint } from '../../../shared/schemas/provider-portal';
import { keptCents } from '../../../shared/payment-status';
import type { Rental } from '../../../shared/schemas/rental';

type RevenueRental = Pick<Rental, 'status' | 'createdAt' | 'totalPriceCents'> &
  Partial<Pick<Rental, 'paymentStatus' | 'amountRefundedCents' | 'refundCents' | 'refundId' | 'disputeAmountCents'>>;

/** The money a rental brings in; a rental without a payment status (an older test shape) keeps its price. */
const revenueOf = (rental: RevenueRental) => keptCents({ ...rental, paymentStatus: rental.paymentStatus ?? 'unpaid' });

const DAY_MS = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Counts toward revenue: the provider accepted it (active) or delivered it (completed). */
export const earnsRevenue = (rental: Pick<Rental, 'status'>) => rental.status === 'completed' || rental.status === 'active';

/** The same instant `months` calendar months earlier, on the month's last day when it is shorter. */
function monthsBack(now: Date, months: number): Date {
  const target = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  target.setUTCHours(now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds(), now.getUTCMilliseconds());
  return target;
}

export function periodStart(period: DashboardPeriod, now: Date): Date {
  if (period === 'week') return new Date(now.getTime() - 7 * DAY_MS);
  return monthsBack(now, period === 'month' ? 1 : 12);
}

const inWindow = (rental: RevenueRental, from: Date, to: Date) => {
  const at = Date.parse(rental.createdAt);
  return at >= from.getTime() && at <= to.getTime();
};

export function revenueCents(rentals: readonly RevenueRental[], period: DashboardPeriod, now: Date): number {
  const from = periodStart(period, now);
  return rentals.filter((rental) => earnsRevenue(rental) && inWindow(rental, from, now)).reduce((total, rental) => total + revenueOf(rental), 0);
}

const startOfUtcDay = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

interface Bucket {
  start: Date;
  label: string;
}

/** UTC calendar buckets from the one holding `from` to the one holding `to`. */
function buckets(period: DashboardPeriod, from: Date, to: Date): Bucket[] {
  const result: Bucket[] = [];
  const dayLabel = (day: Date) => `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}`;
  if (period === 'year') {
    for (let month = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1)); month <= to; month = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1))) {
      result.push({ start: month, label: `${MONTHS[month.getUTCMonth()]} ${month.getUTCFullYear()}` });
    }
    return result;
  }
  const stepDays = period === 'week' ? 1 : 7;
  let day = startOfUtcDay(from);
  // Weeks start on Monday.
  if (period === 'month') day = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
  for (; day <= to; day = new Date(day.getTime() + stepDays * DAY_MS)) {
    result.push({ start: day, label: period === 'week' ? dayLabel(day) : `Week of ${dayLabel(day)}` });
  }
  return result;
}

export function revenueSeries(rentals: readonly RevenueRental[], period: DashboardPeriod, now: Date): RevenuePoint[] {
  const from = periodStart(period, now);
  const earning = rentals.filter((rental) => earnsRevenue(rental) && inWindow(rental, from, now));
  const list = buckets(period, from, now);
  return list.map((bucket, index) => {
    const end = list[index + 1]?.start.getTime() ?? Number.POSITIVE_INFINITY;
    const revenue = earning
      .filter((rental) => {
        const at = Date.parse(rental.createdAt);
        return at >= bucket.start.getTime() && at < end;
      })
      .reduce((total, rental) => total + revenueOf(rental), 0);
    return { label: bucket.label, start: bucket.start.toISOString(), revenueCents: revenue };
  });
}
