// The rental's timeline, oldest step first, each with its date and time and who made it: on the
// customer's order page and on the provider's rental request card. A rental not moved since the
// lifecycle began shows the steps its fields record (shared/rental-timeline.ts).
import { RENTAL_STATUS_LABELS, type RentalActor } from '../../../shared/rental-status';
import { rentalTimeline } from '../../../shared/rental-timeline';
import type { Rental } from '../../../shared/schemas/rental';
import './rental-timeline.css';

const STEP_TIME = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** 'Dec 4, 2026, 8:15 AM' on the reader's clock. */
function formatStepTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : STEP_TIME.format(date);
}

/** Who made a step, as the reader is addressed: the customer reads "you" for their own steps, the provider for theirs. */
function byLabel(by: RentalActor, reader: 'customer' | 'provider'): string {
  if (by === reader) return 'you';
  if (by === 'customer') return 'the customer';
  if (by === 'provider') return 'the provider';
  return by === 'operator' ? 'support' : 'the payment provider';
}

interface RentalTimelineProps {
  rental: Pick<Rental, 'status' | 'paymentStatus' | 'createdAt' | 'updatedAt'> & Partial<Pick<Rental, 'timeline' | 'cancelledAt' | 'cancelledBy'>>;
  reader: 'customer' | 'provider';
  /** The list's accessible name, unique on the page (the provider's list has a card per rental). */
  label: string;
}

export function RentalTimeline({ rental, reader, label }: RentalTimelineProps) {
  const steps = rentalTimeline(rental);
  return (
    <ol className="rental-timeline" aria-label={label}>
      {steps.map((step, index) => (
        <li key={`${step.status}-${step.at}-${index}`} className="rental-timeline__step">
          <span className="rental-timeline__status">{RENTAL_STATUS_LABELS[step.status]}</span>{' '}
          <time dateTime={step.at} className="rental-timeline__time">
            {formatStepTime(step.at)}
          </time>
          <span className="rental-timeline__by"> by {byLabel(step.by, reader)}</span>
          {step.note && <span className="rental-timeline__note">{step.note}</span>}
        </li>
      ))}
    </ol>
  );
}
