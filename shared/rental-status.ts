// Rental state machine. The provider's actions and the customer's cancellation are transitions here;
// the server refuses any change this table does not allow.
export const RENTAL_STATUSES = ['pending', 'confirmed', 'approved', 'active', 'completed', 'cancelled', 'rejected'] as const;
export type RentalStatus = (typeof RENTAL_STATUSES)[number];

export const RENTAL_TRANSITIONS: Record<RentalStatus, readonly RentalStatus[]> = {
  pending: ['active', 'cancelled', 'rejected'],
  confirmed: ['active', 'cancelled', 'rejected'],
  approved: ['active', 'cancelled'],
  active: ['completed'],
  completed: [],
  cancelled: [],
  rejected: [],
};

export function canTransition(from: RentalStatus, to: RentalStatus): boolean {
  return RENTAL_TRANSITIONS[from].includes(to);
}

/** Badge colour per status: pending yellow, active green, completed indigo, cancelled red, else grey. */
export function rentalStatusTone(status: RentalStatus): 'yellow' | 'green' | 'indigo' | 'red' | 'grey' {
  switch (status) {
    case 'pending':
      return 'yellow';
    case 'active':
      return 'green';
    case 'completed':
      return 'indigo';
    case 'cancelled':
      return 'red';
    default:
      return 'grey';
  }
}
