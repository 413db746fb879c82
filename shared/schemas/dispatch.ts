// The hauler's day after a booking: the jobs each rental produces (delivery, swaps, pickup), the
// provider's drivers who run them, and what a driver records at a stop (the placement photo at
// delivery, the landfill weight ticket at pickup).
import * as z from 'zod';
import { DELIVERY_TIME_WINDOWS } from '../rental-status';
import { addressSchema } from './zip-code';
import { MESSAGES } from '../messages';
import { passwordSchema } from './account';
import { usPhoneSchema } from './phone';
import { calendarDateSchema } from './calendar-date';

/** What a truck does for a rental: drop the dumpster, exchange a full one for an empty one, take it away. */
const JOB_KINDS = ['delivery', 'swap', 'pickup'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/** Where a job stands on its day: planned, the driver is on the way, done, or no longer needed. */
const JOB_STATUSES = ['scheduled', 'on_the_way', 'done', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

const WEIGHT_TICKET_LIMITS = { maxTons: 60, maxTicketNumberLength: 40 } as const;

const DISPATCH_MESSAGES = {
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

/**
 * A swap the customer asked for (a full dumpster exchanged for an empty one on a day): its fee is
 * the provider's swap fee when asked (cents), billed with the final charge once done.
 */
const SWAP_STATUSES = ['requested', 'done', 'cancelled'] as const;
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

/**
 * A driver on the way out: 'removing' from the provider's removal until the user pool has disabled
 * the sign-in (a retry finishes it), then 'removed'. Either way the API refuses the driver.
 */
const REMOVAL_STATUSES = ['removing', 'removed'] as const;
/** A provider's driver: invited by e-mail, active once they set their password, removed by the provider. */
const DRIVER_STATUSES = ['invited', 'active', ...REMOVAL_STATUSES] as const;
export type DriverStatus = (typeof DRIVER_STATUSES)[number];
/** Removed or being removed: no stops, no edits, no sign-in. */
export const isRemovalStatus = (status: DriverStatus) => (REMOVAL_STATUSES as readonly DriverStatus[]).includes(status);

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

// The dispatch board (shared/contract/dispatch.ts): the provider's jobs of a day or a week, who
// drives each and in what order.

/** The longest span the board reads at once: a week. */
const DISPATCH_MAX_DAYS = 7;

export const DISPATCH_BOARD_MESSAGES = {
  jobNotFound: 'Job not found',
  driverNotFound: 'Choose one of your drivers',
  stopsMismatch: "The stops sent are not that driver's jobs of that day. Reload the board and try again.",
  changedMeanwhile: 'The board changed while you were saving. Reload it and try again.',
  daysRange: `Show from 1 to ${DISPATCH_MAX_DAYS} days`,
} as const;

/**
 * GET /api/provider/dispatch: the days from `date` (default: today at the provider's address). A
 * supported date plus at most a week ends within the calendar, so the days' key range is always valid.
 */
export const dispatchBoardQuerySchema = z.object({
  date: calendarDateSchema.optional(),
  days: z.coerce
    .number({ error: DISPATCH_BOARD_MESSAGES.daysRange })
    .int({ error: DISPATCH_BOARD_MESSAGES.daysRange })
    .min(1, { error: DISPATCH_BOARD_MESSAGES.daysRange })
    .max(DISPATCH_MAX_DAYS, { error: DISPATCH_BOARD_MESSAGES.daysRange })
    .default(1),
});

/** A point on the board's map: a ZIP's internal point (the ZIP directory's; no geocoding of streets). */
const mapPointSchema = z.object({ latitude: z.number(), longitude: z.number() });
export type MapPoint = z.infer<typeof mapPointSchema>;

/** A job as the board shows it: the stored job with the order number its customer knows. */
export const boardJobSchema = jobSchema
  .pick({
    jobId: true,
    rentalId: true,
    kind: true,
    date: true,
    timeWindow: true,
    status: true,
    driverId: true,
    stop: true,
    address: true,
    sizeYards: true,
    customerName: true,
    customerPhone: true,
  })
  .extend({ orderNumber: z.string(), point: mapPointSchema.optional() });
export type BoardJob = z.infer<typeof boardJobSchema>;

/** A driver the board can assign to (invited or active; removed drivers are left out). */
const boardDriverSchema = driverSchema.pick({ driverId: true, name: true, truck: true, status: true });
export type BoardDriver = z.infer<typeof boardDriverSchema>;

export const dispatchBoardResponseSchema = z.object({
  /** The first day shown, the number of days, and today at the provider's address. */
  date: z.string(),
  days: z.number().int(),
  today: z.string(),
  /** The jobs of those days, by day, then by driver and stop. */
  jobs: z.array(boardJobSchema),
  drivers: z.array(boardDriverSchema),
  /** The provider's yard (its business address's ZIP point), where the trucks start. */
  yard: z.object({ label: z.string(), point: mapPointSchema.optional() }).optional(),
});
export type DispatchBoard = z.infer<typeof dispatchBoardResponseSchema>;

export const dispatchJobParamsSchema = z.object({ jobId: z.string().trim().min(1).max(120) });

/** POST /api/provider/dispatch/jobs/{jobId}/assign: a driver of the provider's, or null to unassign. */
export const assignJobRequestSchema = z.object({
  driverId: z.string().trim().min(1, { error: DISPATCH_BOARD_MESSAGES.driverNotFound }).max(128).nullable(),
});
export type AssignJobRequest = z.infer<typeof assignJobRequestSchema>;

/** POST /api/provider/dispatch/stops: the order of one driver's stops of one day, every one of them. */
export const reorderStopsRequestSchema = z.object({
  date: calendarDateSchema,
  driverId: z.string().trim().min(1).max(128),
  jobIds: z
    .array(z.string().trim().min(1).max(120))
    .min(1)
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'A job can be listed once' }),
});
export type ReorderStopsRequest = z.infer<typeof reorderStopsRequestSchema>;

export const reorderStopsResponseSchema = z.object({ jobs: z.array(boardJobSchema) });

/** Each kind and status of a job as the board and the driver's screens name it. */
export const JOB_KIND_LABELS: Record<JobKind, string> = { delivery: 'Delivery', swap: 'Swap', pickup: 'Pickup' };
export const JOB_STATUS_LABELS: Record<JobStatus, string> = { scheduled: 'Scheduled', on_the_way: 'On the way', done: 'Done', cancelled: 'Cancelled' };
/** Swaps waiting for their day at once: more is a second dumpster, not a swap. */
export const MAX_REQUESTED_SWAPS = 3;

export const SWAP_REQUEST_MESSAGES = {
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
  date: calendarDateSchema,
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
// --- Drivers and the driver's day (the provider's trucks-and-drivers list, invitations, the driver view) ---

export const DRIVER_MESSAGES = {
  nameRequired: 'Enter the driver\'s name',
  emailRequired: 'Email is required',
  emailInvalid: 'Valid email is required',
  truckTooLong: 'Truck names can be at most 60 characters',
  driverNotFound: 'Driver not found',
  accountExists: 'This email already has an account here. Invite drivers with an email they do not use to sign in elsewhere on the site.',
  notInvited: 'Only a driver who has not joined yet can be sent the invitation again',
  alreadyRemoved: 'This driver was removed',
  invitationNotFound: 'Invitation not found or expired',
  jobNotFound: 'Job not found',
  jobNotScheduled: 'This stop is no longer waiting to start',
  jobFinished: 'This stop is already done or cancelled',
  wrongKind: 'This action is not for this kind of stop',
  photoNotIssued: 'Upload the photo again: this one was not taken for this stop',
  photoMissing: 'The photo did not arrive. Please upload it again.',
  photoNotImage: 'Photos must be JPEG, PNG, WebP or HEIC images',
  photoTooLarge: 'Photos can be at most 10 MB',
  swapNotRequested: 'This swap is no longer requested',
} as const;

/** Photos taken at a stop: where the dumpster was placed, the landfill's weight ticket. */
const JOB_PHOTO_PURPOSES = ['placement', 'weight_ticket'] as const;
export type JobPhotoPurpose = (typeof JOB_PHOTO_PURPOSES)[number];
export const JOB_PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;
export const JOB_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

const driverName = z.string().trim().min(1, DRIVER_MESSAGES.nameRequired).max(100);
const driverTruck = z.string().trim().max(60, DRIVER_MESSAGES.truckTooLong);
/** A phone typed in the form: blank means none; else the same ten-digit rule as every phone here. */
const optionalDriverPhone = z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), usPhoneSchema.optional());
const optionalDriverTruck = z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), driverTruck.optional());

/** POST /api/provider/drivers: invite a driver by e-mail. */
export const driverInviteRequestSchema = z.object({
  name: driverName,
  email: z.string().trim().toLowerCase().min(1, DRIVER_MESSAGES.emailRequired).email(DRIVER_MESSAGES.emailInvalid).max(254),
  phone: optionalDriverPhone,
  truck: optionalDriverTruck,
});
export type DriverInviteRequest = z.infer<typeof driverInviteRequestSchema>;

/** PATCH /api/provider/drivers/{driverId}: what the provider may change (a blank phone or truck clears it). */
export const driverUpdateRequestSchema = z.object({
  name: driverName.optional(),
  phone: z.union([z.literal(''), usPhoneSchema]).optional(),
  truck: driverTruck.optional(),
});
export type DriverUpdateRequest = z.infer<typeof driverUpdateRequestSchema>;

export const driverParamsSchema = z.object({ driverId: z.string().trim().min(1).max(100) });

/** The provider's trucks and drivers, in the order they were invited. */
export const providerDriversResponseSchema = z.object({ drivers: z.array(driverSchema) });
export type ProviderDriversResponse = z.infer<typeof providerDriversResponseSchema>;

/** The join link's token: anything malformed is simply not found (404), so the path takes any short string. */
export const driverInvitationParamsSchema = z.object({ token: z.string().max(200) });

/** GET /api/driver-invitations/{token}: who invited whom, for the join page. */
export const driverInvitationSchema = z.object({ businessName: z.string(), name: z.string(), email: z.string() });
export type DriverInvitation = z.infer<typeof driverInvitationSchema>;

/** POST /api/driver-invitations/{token}/accept: the driver's password (the sign-up's rule). */
export const driverInvitationAcceptSchema = z.object({ password: passwordSchema });
/** The join form: the password twice. */
export const driverJoinFormSchema = driverInvitationAcceptSchema
  .extend({ confirmPassword: z.string().min(1, MESSAGES.confirmPasswordRequired) })
  .refine((form) => form.password === form.confirmPassword, { message: MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] });
/** The e-mail to sign in with, now that the password is set. */
export const driverInvitationAcceptedSchema = z.object({ email: z.string() });

/** GET /api/driver/jobs?date=: a day of the driver's stops (today at the provider's address by default). */
export const driverJobsQuerySchema = z.object({ date: calendarDateSchema.optional() });
export const driverJobsResponseSchema = z.object({ date: z.string(), jobs: z.array(jobSchema) });
export type DriverJobsResponse = z.infer<typeof driverJobsResponseSchema>;

export const driverJobParamsSchema = z.object({ jobId: z.string().trim().min(1).max(100) });

/** POST /api/driver/jobs/{jobId}/photos: the photo about to be uploaded. */
export const jobPhotoUploadRequestSchema = z.object({
  purpose: z.enum(JOB_PHOTO_PURPOSES),
  contentType: z.string().trim().toLowerCase().min(1).max(100),
});
export const jobPhotoUploadSchema = z.object({
  key: z.string(),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  maxBytes: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type JobPhotoUpload = z.infer<typeof jobPhotoUploadSchema>;

/** POST /api/driver/jobs/{jobId}/delivered: the placement photo's key, when one was taken. */
export const jobDeliveredRequestSchema = z.object({ placementPhotoKey: z.string().max(300).optional() });
/** POST /api/driver/jobs/{jobId}/picked-up: the landfill's weight ticket. */
export const jobPickedUpRequestSchema = z.object({ weightTicket: weightTicketSchema });
