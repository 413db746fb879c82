// One status pill for the whole site: rentals, payments, invoices, provider requests, support
// tickets, providers' verification, listings' availability and the dashboard's activity. The word
// carries the meaning; the tone (colour) only repeats it, from one table, so a status reads the same
// on every screen: waiting is amber, settled green, finished indigo, ended or refused red, at rest grey.
import type { DriverStatus, JobStatus, SwapStatus } from '../../../shared/schemas/dispatch';
import type { ReactNode } from 'react';
import type { RentalStatus } from '../../../shared/rental-status';
import type { InvoiceStatus } from '../../../shared/schemas/financials';
import type { PaymentStatus } from '../../../shared/schemas/rental';
import type { PROVIDER_REQUEST_STATUSES } from '../../../shared/schemas/onboarding';
import type { SupportTicketStatus } from '../../../shared/schemas/support';
import './status-badge.css';

export type BadgeTone = 'neutral' | 'warning' | 'success' | 'danger' | 'info' | 'done';

type ProviderRequestStatus = (typeof PROVIDER_REQUEST_STATUSES)[number];
type ActivityType = 'request' | 'payment' | 'approval' | 'rejection' | 'delivery' | 'pickup_request' | 'pickup' | 'completion' | 'cancellation';

/** The tone of each status, by what it describes. */
export const STATUS_TONES = {
  rental: {
    pending: 'warning',
    confirmed: 'neutral',
    approved: 'neutral',
    active: 'success',
    scheduled: 'success',
    delivered: 'success',
    pickup_requested: 'warning',
    picked_up: 'success',
    completed: 'done',
    cancelled: 'danger',
  },
  payment: { unpaid: 'warning', paid: 'success', partially_refunded: 'neutral', refunded: 'neutral', disputed: 'danger', dispute_lost: 'danger' },
  invoice: { draft: 'neutral', unpaid: 'warning', paid: 'success', overdue: 'danger', cancelled: 'neutral' },
  request: { pending: 'warning', approved: 'success', declined: 'danger' },
  ticket: { new: 'warning', in_progress: 'info', resolved: 'success' },
  verification: { verified: 'info', unverified: 'neutral' },
  listing: { available: 'success', unavailable: 'neutral' },
  activity: {
    request: 'warning',
    payment: 'success',
    approval: 'success',
    rejection: 'danger',
    delivery: 'success',
    pickup_request: 'warning',
    pickup: 'success',
    completion: 'done',
    cancellation: 'danger',
  },
  job: { scheduled: 'neutral', on_the_way: 'info', done: 'done', cancelled: 'danger' },
  swap: { requested: 'warning', done: 'done', cancelled: 'neutral' },
  driver: { invited: 'warning', active: 'success', removing: 'danger', removed: 'neutral' },
} as const satisfies {
  rental: Record<RentalStatus, BadgeTone>;
  payment: Record<PaymentStatus, BadgeTone>;
  invoice: Record<InvoiceStatus, BadgeTone>;
  request: Record<ProviderRequestStatus, BadgeTone>;
  ticket: Record<SupportTicketStatus, BadgeTone>;
  verification: Record<'verified' | 'unverified', BadgeTone>;
  listing: Record<'available' | 'unavailable', BadgeTone>;
  activity: Record<ActivityType, BadgeTone>;
  job: Record<JobStatus, BadgeTone>;
  swap: Record<SwapStatus, BadgeTone>;
  driver: Record<DriverStatus, BadgeTone>;
};

export type StatusKind = keyof typeof STATUS_TONES;
export type StatusOf<K extends StatusKind> = keyof (typeof STATUS_TONES)[K] & string;

interface StatusBadgeProps<K extends StatusKind> {
  kind: K;
  status: StatusOf<K>;
  /** Overrides the table, where a screen words a status its own way (checkout's 'Confirmed'). */
  tone?: BadgeTone;
  children: ReactNode;
  /** Extra classes for the place it sits in (layout only: the look is the badge's). */
  className?: string;
  /** 'p' where the badge is a line of its own (the listing page's availability). */
  as?: 'span' | 'p';
}

export function statusTone<K extends StatusKind>(kind: K, status: StatusOf<K>): BadgeTone {
  return (STATUS_TONES[kind] as Record<string, BadgeTone>)[status] ?? 'neutral';
}

export function StatusBadge<K extends StatusKind>({ kind, status, tone: toneOverride, children, className, as: Element = 'span' }: StatusBadgeProps<K>) {
  const tone = toneOverride ?? statusTone(kind, status);
  // A cancelled invoice is struck through as well: it no longer counts.
  const struck = kind === 'invoice' && status === 'cancelled';
  const classes = ['status-badge', `status-badge--${tone}`, struck && 'status-badge--struck', className].filter(Boolean).join(' ');
  return (
    <Element className={classes} data-status={status}>
      {children}
    </Element>
  );
}
