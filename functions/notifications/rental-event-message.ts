// The order-events topic's message: one rental event as JSON, as the rental event publisher writes
// it (functions/platform/events). Extra fields are ignored; an event without its time reads ''.
import * as z from 'zod';
import { RENTAL_EVENT_TYPES, type RentalEvent } from '../platform/events/rental-events';

export const rentalEventMessageSchema = z.object({
  type: z.enum(RENTAL_EVENT_TYPES),
  rentalId: z.string().trim().min(1),
  occurredAt: z.string().default(''),
}) satisfies z.ZodType<RentalEvent>;
