// The rental's timeline: what it went through, with who and when. Status changes since the lifecycle
// began are stored on the rental (`timeline`, appended with each change); a rental not changed since
// has its steps read from its fields: its request (createdAt), its cancellation (cancelledAt,
// cancelledBy) or completion (updatedAt, the last change a completed rental had).
import type { RentalActor, RentalStatus } from './rental-status';
import type { Rental, RentalTimelineEntry } from './schemas/rental';

type TimelineRental = Pick<Rental, 'status' | 'paymentStatus' | 'createdAt' | 'updatedAt'> &
  Partial<Pick<Rental, 'timeline' | 'cancelledAt' | 'cancelledBy'>>;

/** The rental's steps, oldest first. */
export function rentalTimeline(rental: TimelineRental): RentalTimelineEntry[] {
  if (rental.timeline?.length) return rental.timeline;
  // A request unpaid awaits the provider as pending; a paid checkout was confirmed when booked.
  const requested: RentalStatus = rental.paymentStatus === 'unpaid' ? 'pending' : 'confirmed';
  const steps: RentalTimelineEntry[] = [{ status: requested, at: rental.createdAt, by: 'customer' }];
  if (rental.status === 'cancelled') {
    steps.push({ status: 'cancelled', at: rental.cancelledAt ?? rental.updatedAt, by: rental.cancelledBy ?? 'system' });
  } else if (rental.status === 'completed') {
    steps.push({ status: 'completed', at: rental.updatedAt, by: 'provider' });
  }
  return steps;
}

/** The rental's timeline with one more step: what a status change writes. */
export function timelineWith(rental: TimelineRental, status: RentalStatus, at: string, by: RentalActor, note?: string): RentalTimelineEntry[] {
  return [...rentalTimeline(rental), { status, at, by, ...(note ? { note } : {}) }];
}
