// The dumpsters coming back to the yard this week: approved and active rentals picked up today or in
// the next six days, soonest first (UPCOMING_RETURN_DAYS; the dashboard lists the same ones).
import { UPCOMING_RETURN_DAYS, type UpcomingReturn } from '../../../../../shared/schemas/provider-portal';
import { formatCalendarDate } from '../../../lib/calendar-date';
import { addressLines, dumpsterTypeLabel } from '../../../lib/rental-display';

export function UpcomingReturns({ returns }: { returns: readonly UpcomingReturn[] }) {
  return (
    <section className="card inventory-section" aria-labelledby="upcoming-returns-title">
      <h2 id="upcoming-returns-title" className="inventory-section__title">
        Upcoming Returns
      </h2>
      <p className="field-hint">Pickups in the next {UPCOMING_RETURN_DAYS} days.</p>
      {returns.length === 0 ? (
        <p className="inventory-section__empty">No pickups in the next {UPCOMING_RETURN_DAYS} days.</p>
      ) : (
        <table className="returns-table">
          <thead>
            <tr>
              <th scope="col">Customer</th>
              <th scope="col">Size</th>
              <th scope="col">Pickup</th>
              <th scope="col">Address</th>
            </tr>
          </thead>
          <tbody>
            {returns.map((item) => {
              const [street, place] = addressLines(item.deliveryAddress);
              return (
                <tr key={item.rentalId}>
                  <th scope="row">{item.customerName}</th>
                  <td data-label="Size">
                    {item.dumpsterSize} Yard {dumpsterTypeLabel(item.dumpsterType)}
                  </td>
                  <td data-label="Pickup">
                    <time dateTime={item.endDate}>{formatCalendarDate(item.endDate)}</time>
                  </td>
                  <td data-label="Address">
                    {street}, {place}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
