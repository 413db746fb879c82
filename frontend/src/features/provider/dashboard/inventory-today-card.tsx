// The dashboard's inventory: per stocked size the dumpsters in use and available today, and the
// week's pickups. The figures are the inventory page's own (the dashboard answer carries what the
// inventory page's answer carries, computed by the same server function), so the two never differ.
// Until they arrive, or if they cannot be loaded, the card shows the stored totals.
import { Link } from 'react-router-dom';
import { DUMPSTER_TYPE_LABELS } from '../../../../../shared/constants';
import { INVENTORY_KEYS, UPCOMING_RETURN_DAYS, type InventoryFigures, type InventoryKey } from '../../../../../shared/schemas/provider-portal';
import type { ProviderProfile } from '../../../../../shared/schemas/provider';
import { formatCalendarDate } from '../../../lib/calendar-date';
import { sizeOfKey } from '../inventory/inventory-levels';

const sum = (counts: Record<InventoryKey, number>, keys: readonly InventoryKey[]) => keys.reduce((total, key) => total + counts[key], 0);

export function InventoryTodayCard({ profile, figures, failed }: { profile: ProviderProfile; figures?: InventoryFigures; failed?: boolean }) {
  const totals = figures?.totals ?? profile.dumpsterInventory;
  const stocked = INVENTORY_KEYS.filter((key) => totals[key] > 0);
  return (
    <section className="dashboard-card card" aria-labelledby="inventory-title">
      <h2 id="inventory-title" className="dashboard-card__title">
        Inventory Today
      </h2>
      {figures ? (
        <p className="inventory-today__headline">
          <span className="dashboard-card__count">{sum(figures.available, stocked)}</span> of {sum(totals, stocked)} dumpsters available on{' '}
          <time dateTime={figures.today}>{formatCalendarDate(figures.today)}</time>
        </p>
      ) : (
        <p className="inventory-today__headline">
          <span className="dashboard-card__count">{sum(totals, stocked)}</span> dumpsters
        </p>
      )}
      {stocked.length === 0 ? (
        <p>No dumpsters yet.</p>
      ) : (
        <table className="inventory-today__table">
          <caption className="visually-hidden">Dumpsters by size today</caption>
          <thead>
            <tr>
              <th scope="col">Size</th>
              <th scope="col">In Use</th>
              <th scope="col">Available</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {stocked.map((key) => (
              <tr key={key}>
                <th scope="row">{sizeOfKey(key)} yd</th>
                <td>{figures ? figures.inUse[key] : '–'}</td>
                <td>{figures ? figures.available[key] : '–'}</td>
                <td>{totals[key]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {figures ? (
        <UpcomingReturnsList figures={figures} />
      ) : (
        <p className="dashboard-card__note">{failed ? "Today's figures could not be loaded." : "Loading today's figures..."}</p>
      )}
      <p className="dashboard-card__note">{profile.dumpsterTypes.map((type) => DUMPSTER_TYPE_LABELS[type]).join(', ')}</p>
      <Link to="/provider/inventory" className="button button--ghost button--small">
        Manage inventory
      </Link>
    </section>
  );
}

function UpcomingReturnsList({ figures }: { figures: InventoryFigures }) {
  const returns = figures.upcomingReturns;
  return (
    <div className="inventory-today__returns">
      <h3 id="dashboard-returns-title" className="inventory-today__subtitle">
        Upcoming returns, next {UPCOMING_RETURN_DAYS} days
      </h3>
      {returns.length === 0 ? (
        <p className="dashboard-card__note">No pickups in the next {UPCOMING_RETURN_DAYS} days.</p>
      ) : (
        <ul className="inventory-today__return-list" aria-labelledby="dashboard-returns-title">
          {returns.map((item) => (
            <li key={item.rentalId}>
              <time dateTime={item.endDate}>{formatCalendarDate(item.endDate)}</time> · {item.dumpsterSize} yd · {item.customerName},{' '}
              {item.deliveryAddress.city}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
