// Labels and dates of the operator console. Timestamps are shown in the operator's own locale and
// time zone: staff read them as "when did this arrive", not as calendar dates.
import { type PROVIDER_REQUEST_STATUSES } from '../../../../shared/schemas/onboarding';

export type ProviderRequestStatus = (typeof PROVIDER_REQUEST_STATUSES)[number];

export const PROVIDER_REQUEST_STATUS_LABELS: Record<ProviderRequestStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
};

const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const DATE_ONLY = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function parsed(value: string): Date | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function formatDateTime(value: string): string {
  const date = parsed(value);
  return date ? DATE_TIME.format(date) : value;
}

export function formatDate(value: string): string {
  const date = parsed(value);
  return date ? DATE_ONLY.format(date) : value;
}

/** 'in 5 minutes' style wording for link lifetimes, rounded up so it never overstates the time left. */
export function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
