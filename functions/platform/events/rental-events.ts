// Rental events: published when a rental is created, approved (its delivery scheduled), rejected,
// cancelled, delivered, asked to be picked up, picked up, completed or extended (a later pickup), and when the payment provider reports a refund or a dispute
// (chargeback) of its payment.
// In AWS they go to the order-events SNS topic, whose subscriber (the notifications function)
// e-mails and texts the customer and the provider; locally the same subscriber runs in process.
export const RENTAL_EVENT_TYPES = [
  'rental.created',
  'rental.approved',
  'rental.rejected',
  'rental.cancelled',
  'rental.completed',
  /** The job's steps after approval (shared/rental-status.ts): the provider delivered, the customer asked for pickup, the provider picked up. */
  'rental.delivered',
  'rental.pickup_requested',
  'rental.picked_up',
  /** The customer kept the dumpster longer: a later pickup, paid (functions/rentals/extensions). */
  'rental.extended',
  'rental.refunded',
  'rental.disputed',
  'rental.dispute_closed',
  /** The final charge after pickup was invoiced: charged to the saved card, or due by the invoice's pay link (functions/billing). */
  'rental.final_invoice',
  /** The customer asked for a swap (functions/rentals/swap-request.ts): the provider plans it, the customer is told its fee. */
  'rental.swap_requested',
  /** A driver set off to a stop of the rental (functions/drivers): the customer is told, with the window. */
  'rental.on_the_way',
] as const;
export type RentalEventType = (typeof RENTAL_EVENT_TYPES)[number];

export interface RentalEvent {
  type: RentalEventType;
  rentalId: string;
  occurredAt: string;
}

export interface RentalEventPublisher {
  /** Never throws for a delivery problem: a failed notification must not fail the order. */
  publish(event: RentalEvent): Promise<void>;
}
