// Revenue on the portal dashboard: the one revenue rule (shared/revenue.ts: invoices paid and
// bookings paid on the marketplace, nothing counted twice) over the same calendar periods as the
// financial dashboard (shared/financial-periods.ts: week = the 7 days ending today, month = the
// calendar month so far, year = the 12 months ending today, today on the financials' clock), so the
// two screens show the same figure for the same period. The series splits the range into the same
// buckets as the financial dashboard's chart (days, then weeks, then months), adding up to the total.
import { periodRange, rangeBuckets } from '../../../shared/financial-periods';
import { entriesIn, sumCents } from '../../../shared/revenue';
import type { DateRange } from '../../../shared/schemas/financials';
import type { DashboardPeriod, RevenuePoint } from '../../../shared/schemas/provider-portal';

export interface DashboardRevenue {
  range: DateRange;
  revenueCents: number;
  revenueSeries: RevenuePoint[];
}

/** `revenue`: the books' revenue entries (functions/financials/ledger.ts Books), at least over the period. */
export function dashboardRevenue(revenue: readonly { date: string; amountCents: number }[], period: DashboardPeriod, today: string): DashboardRevenue {
  const range = periodRange(period, today);
  const entries = entriesIn(revenue, range);
  return {
    range,
    revenueCents: sumCents(entries),
    revenueSeries: rangeBuckets(range).map((bucket) => ({
      label: bucket.label,
      start: bucket.start,
      revenueCents: sumCents(entriesIn(entries, { from: bucket.start, to: bucket.end })),
    })),
  };
}
