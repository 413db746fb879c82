// The dashboard's wording and chart rows: period names, activity times, rentals per status and size.
import { RENTAL_STATUSES, type RentalStatus } from '../../../../../shared/rental-status';
import type { ActivityType, DashboardPeriod } from '../../../../../shared/schemas/provider-portal';
import { formatCalendarDate } from '../../../lib/calendar-date';
import { rentalStatusLabel } from '../../../lib/rental-display';

export const PERIOD_LABELS: Record<DashboardPeriod, string> = { week: 'Week', month: 'Month', year: 'Year' };

export const ACTIVITY_LABELS: Record<ActivityType, string> = {
  request: 'Request',
  payment: 'Payment',
  approval: 'Approved',
  rejection: 'Declined',
  delivery: 'Delivered',
  pickup_request: 'Pickup requested',
  pickup: 'Picked up',
  completion: 'Completed',
  cancellation: 'Cancelled',
};

const RELATIVE = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'just now', '5 minutes ago', 'yesterday', '3 days ago'; from a week back the date itself. */
export function activityTime(at: string, now: Date): string {
  const time = Date.parse(at);
  if (Number.isNaN(time)) return at;
  const ago = Math.max(0, now.getTime() - time);
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return RELATIVE.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return RELATIVE.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return RELATIVE.format(-Math.floor(ago / DAY), 'day');
  return formatCalendarDate(at);
}

export interface CountRow {
  label: string;
  count: number;
}

/** Every status in the state machine's order, so the chart keeps its shape between providers. */
export function statusRows(byStatus: Partial<Record<RentalStatus, number>>): (CountRow & { status: RentalStatus })[] {
  return RENTAL_STATUSES.map((status) => ({ status, label: rentalStatusLabel(status), count: byStatus[status] ?? 0 }));
}

/** Sizes smallest first ('10 yd'); sizes that are not numbers keep their spelling, last. */
export function sizeRows(bySize: Record<string, number>): CountRow[] {
  return Object.entries(bySize)
    .sort(([a], [b]) => (Number(a) || Infinity) - (Number(b) || Infinity) || a.localeCompare(b))
    .map(([size, count]) => ({ label: Number(size) ? `${size} yd` : size, count }));
}

/** Whole dollars for chart axes ('$1,250'); exact amounts stay with formatUsd. */
export function axisDollars(cents: number): string {
  return `$${Math.round(cents / 100).toLocaleString('en-US')}`;
}
