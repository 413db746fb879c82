// Active rentals by pickup date, soonest first: what comes back to the yard next.
import type { UpcomingReturn } from '../../../../../shared/schemas/provider-portal';
import { formatCalendarDate } from '../../../lib/calendar-date';
import { addressLines, dumpsterTypeLabel } from '../../../lib/rental-display';

export function UpcomingReturns({ returns }: { returns: readonly UpcomingReturn[] }) {
  return (
    <section className="card inventory-section" aria-labelledby="upcoming-returns-title">
      <h2 id="upcoming-returns-title" className="inventory-section__title">
        Upcoming Returns
      </h2>
      {returns.length === 0 ? (
        <p className="inventory-section__empty">No dumpsters are out on rental right now.</p>
      ) : (
        <table className="returns-table">
          <thead>
            <tr>
              <th scope="col">Customer</th>
              <th scope="col">Size</th>
              <th scope="col">End date</th>
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
                  <td data-label="End date">
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
