// The hauler's day after a booking: the jobs each rental produces (delivery, swaps, pickup), the
// provider's drivers who run them, and what a driver records at a stop (the placement photo at
// delivery, the landfill weight ticket at pickup).
import * as z from 'zod';
import { DELIVERY_TIME_WINDOWS } from '../rental-status';
import { addressSchema } from './zip-code';

/** What a truck does for a rental: drop the dumpster, exchange a full one for an empty one, take it away. */
export const JOB_KINDS = ['delivery', 'swap', 'pickup'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/** Where a job stands on its day: planned, the driver is on the way, done, or no longer needed. */
export const JOB_STATUSES = ['scheduled', 'on_the_way', 'done', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const WEIGHT_TICKET_LIMITS = { maxTons: 60, maxTicketNumberLength: 40 } as const;

export const DISPATCH_MESSAGES = {
  tonsRequired: 'Enter the weight in tons',
  tonsRange: `Enter a weight from 0.01 to ${WEIGHT_TICKET_LIMITS.maxTons} tons`,
  ticketNumberRequired: 'Enter the ticket number',
  ticketNumberTooLong: `Ticket numbers can be at most ${WEIGHT_TICKET_LIMITS.maxTicketNumberLength} characters`,
} as const;

/**
 * The landfill's weight ticket for a dumpster's load: its weight (tons, to the hundredth), the
 * ticket's number and, when the driver took one, the key of its photo in the documents bucket.
 */
export const weightTicketSchema = z.object({
  tons: z
    .number({ error: DISPATCH_MESSAGES.tonsRequired })
    .min(0.01, { error: DISPATCH_MESSAGES.tonsRange })
    .max(WEIGHT_TICKET_LIMITS.maxTons, { error: DISPATCH_MESSAGES.tonsRange })
    .refine((tons) => Math.abs(Math.round(tons * 100) - tons * 100) < 1e-6, { error: DISPATCH_MESSAGES.tonsRange }),
  ticketNumber: z
    .string({ error: DISPATCH_MESSAGES.ticketNumberRequired })
    .trim()
    .min(1, { error: DISPATCH_MESSAGES.ticketNumberRequired })
    .max(WEIGHT_TICKET_LIMITS.maxTicketNumberLength, { error: DISPATCH_MESSAGES.ticketNumberTooLong }),
  photoKey: z.string().max(300).optional(),
});
export type WeightTicket = z.infer<typeof weightTicketSchema>;

/** A weight ticket as stored on the rental: who recorded it and when. */
export const recordedWeightTicketSchema = weightTicketSchema.extend({ recordedAt: z.string() });
export type RecordedWeightTicket = z.infer<typeof recordedWeightTicketSchema>;

/**
 * A swap the customer asked for (a full dumpster exchanged for an empty one on a day): its fee is
 * the provider's swap fee when asked (cents), billed with the final charge once done.
 */
export const SWAP_STATUSES = ['requested', 'done', 'cancelled'] as const;
export type SwapStatus = (typeof SWAP_STATUSES)[number];
export const rentalSwapSchema = z.object({
  swapId: z.string(),
  date: z.string(),
  requestedAt: z.string(),
  feeCents: z.number().int().nonnegative(),
  status: z.enum(SWAP_STATUSES),
  doneAt: z.string().optional(),
});
export type RentalSwap = z.infer<typeof rentalSwapSchema>;

/**
 * One truck stop, as stored: a rental's delivery, swap or pickup on its day, with what the board
 * and the driver need at hand (address, size, window, the customer's phone), the driver it is
 * assigned to and its place in that driver's stops.
 */
export const jobSchema = z.object({
  jobId: z.string(),
  providerId: z.string(),
  rentalId: z.string(),
  kind: z.enum(JOB_KINDS),
  /** The job's day (YYYY-MM-DD at the delivery address). */
  date: z.string(),
  timeWindow: z.enum(DELIVERY_TIME_WINDOWS).optional(),
  status: z.enum(JOB_STATUSES),
  /** The driver it is assigned to; absent while unassigned. */
  driverId: z.string().optional(),
  /** Its place in the assigned driver's stops that day, from 1. */
  stop: z.number().int().positive().optional(),
  address: addressSchema.extend({ street: z.string() }),
  sizeYards: z.number().int().positive(),
  customerName: z.string(),
  customerPhone: z.string(),
  onTheWayAt: z.string().optional(),
  doneAt: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

/** A provider's driver: invited by e-mail, active once they set their password, removed by the provider. */
export const DRIVER_STATUSES = ['invited', 'active', 'removed'] as const;
export type DriverStatus = (typeof DRIVER_STATUSES)[number];

export const driverSchema = z.object({
  driverId: z.string(),
  providerId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  /** The truck the driver runs ("Truck 2", a plate): the provider's own label. */
  truck: z.string().optional(),
  status: z.enum(DRIVER_STATUSES),
  /** The driver's Cognito user (sub), once they joined. */
  userSub: z.string().optional(),
  invitedAt: z.string(),
  joinedAt: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Driver = z.infer<typeof driverSchema>;

/** Swaps waiting for their day at once: more is a second dumpster, not a swap. */
export const MAX_REQUESTED_SWAPS = 3;

export const SWAP_REQUEST_MESSAGES = {
  dateInvalid: 'Choose a swap date as YYYY-MM-DD',
  dateNotAfterToday: 'A swap can be scheduled from tomorrow on',
  dateNotBeforeEnd: 'A swap must be before the booked pickup date',
  alreadyOnDate: 'A swap is already scheduled for that day',
  tooMany: `At most ${MAX_REQUESTED_SWAPS} swaps can be scheduled at once`,
  notDelivered: 'A swap can be requested while the dumpster is with you, before its pickup is requested',
  changedMeanwhile: 'This rental changed while you were asking for a swap. Please reload it and try again.',
  swapNotFound: 'That swap was not found on this rental',
  notCancellable: 'Only a scheduled swap can be cancelled',
  tooLateToCancel: 'A swap can be cancelled until the day before it',
} as const;

/** POST /api/rentals/{rentalId}/swaps: the day of the swap (from tomorrow through the day before the booked pickup). */
export const swapRequestSchema = z.object({
  date: z.string({ error: SWAP_REQUEST_MESSAGES.dateInvalid }).regex(/^\d{4}-\d{2}-\d{2}$/, SWAP_REQUEST_MESSAGES.dateInvalid),
});
export type SwapRequest = z.infer<typeof swapRequestSchema>;

export const swapParamsSchema = z.object({ rentalId: z.string().trim().min(1).max(64), swapId: z.string().trim().min(1).max(64) });

/**
 * GET /api/rentals/{rentalId}/swap-quote: what a swap costs on this rental (the provider's swap
 * fee), today at its address and the days one can be asked for; absent days: none are left (or it
 * is not delivered).
 */
export const swapQuoteSchema = z.object({
  feeCents: z.number().int().nonnegative(),
  /** Today at the delivery address: a swap can be cancelled while its day is after it. */
  today: z.string(),
  firstDate: z.string().optional(),
  lastDate: z.string().optional(),
});
export type SwapQuote = z.infer<typeof swapQuoteSchema>;

/** How a swap's status reads to the customer and the provider. */
export const SWAP_STATUS_LABELS: Record<SwapStatus, string> = { requested: 'Scheduled', done: 'Done', cancelled: 'Cancelled' };
