// The listing page's "Next available delivery dates": the first dates the provider delivers on with
// a dumpster of the size free for a whole standard rental (the server reads the day counters:
// functions/availability/next-available.ts), each a link to checkout on that date, so the customer
// need not guess a date only to be told at payment that it is taken.
import { Link } from 'react-router-dom';
import { NEXT_AVAILABLE_WINDOW_DAYS } from '../../../../shared/availability';
import { formatLongCalendarDate } from '../../../../shared/calendar-date';
import { checkoutPath } from '../../../../shared/checkout-link';
import { lengthLabel, type SelectedAddOns } from '../../../../shared/pricing';
import type { NextAvailableDates } from '../../../../shared/schemas/next-available';

interface NextDeliveryDatesProps {
  providerId: string;
  nextAvailable: NextAvailableDates;
  /** What the customer searched with, carried to checkout as Book Now carries it. */
  zipCode?: string;
  addOns: SelectedAddOns;
}

export function NextDeliveryDates({ providerId, nextAvailable, zipCode, addOns }: NextDeliveryDatesProps) {
  const { dates, rentalDays, sizeYards } = nextAvailable;
  return (
    <section className="next-dates" aria-labelledby="next-dates-title">
      <h2 id="next-dates-title" className="next-dates__title">
        Next available delivery dates
      </h2>
      {dates.length > 0 ? (
        <>
          <p className="next-dates__note">For a rental of {lengthLabel(rentalDays)}, with a dumpster free the whole time.</p>
          <ul className="next-dates__list">
            {dates.map((date) => (
              <li key={date}>
                {/* The length the date is free for goes with it: a longer rental may not fit. */}
                <Link className="next-dates__link" to={checkoutPath({ providerId, size: sizeYards, zipCode, startDate: date, rentalDays, addOns })}>
                  {formatLongCalendarDate(date)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="next-dates__note">
          No free dates in the next {NEXT_AVAILABLE_WINDOW_DAYS} days. Call the provider, or compare other dumpsters near you.
        </p>
      )}
    </section>
  );
}
