// The customer dashboard's counts, from the customer's own rentals (one indexed Query).
import type { CustomerDashboard } from '../../shared/schemas/account';
import { NOT_YET_DELIVERED_STATUSES, type RentalStatus } from '../../shared/rental-status';
import type { Store } from '../platform/data/store';
import { rentalsOfCustomer } from '../rentals/customer-rentals';

/** Not delivered yet; once delivered (a legacy active rental alike) until completed, it is active. */
const UPCOMING: readonly RentalStatus[] = NOT_YET_DELIVERED_STATUSES;
const ACTIVE: readonly RentalStatus[] = ['active', 'delivered', 'pickup_requested', 'picked_up'];

export function countRentals(statuses: readonly RentalStatus[]): CustomerDashboard {
  return {
    activeRentals: statuses.filter((status) => ACTIVE.includes(status)).length,
    upcomingRentals: statuses.filter((status) => UPCOMING.includes(status)).length,
    completedRentals: statuses.filter((status) => status === 'completed').length,
    totalRentals: statuses.length,
  };
}

export async function getCustomerDashboard(store: Store, customerId: string): Promise<CustomerDashboard> {
  const rentals = await rentalsOfCustomer(store, customerId);
  return countRentals(rentals.map((rental) => rental.status));
}
