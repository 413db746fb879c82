// The provider portal's rental requests, inventory and dashboard: request bodies, answers and the
// spec's wording, shared by the providers Lambda and the SPA.
import * as z from 'zod';
import { weightTicketSchema } from './dispatch';
import { DUMPSTER_TYPES } from '../constants';
import { MESSAGES } from '../messages';
import { DELIVERY_TIME_WINDOWS, RENTAL_STATUSES, type RentalStatus } from '../rental-status';
import { dumpsterInventorySchema } from './provider';
import { rentalSchema } from './rental';
import { dateRangeSchema } from './financials';
import { INVENTORY_KEYS, type InventoryKey } from '../inventory-keys';
import { formatWeekdayDate } from '../calendar-date';
import {
  dateRangeQueryFields,
  fromNotAfterTo,
  LIST_PAGE_MESSAGES,
  matchesSearchWords,
  nextCursorSchema,
  pageQueryFields,
  searchQueryField,
  searchWords,
} from './list-page';

export const PROVIDER_PORTAL_MESSAGES = {
  statusUpdateFailed: 'Failed to update rental status. Please try again.',
  invalidAction: 'Invalid action',
  invalidDeliveryWindow: 'Choose one of the delivery windows offered',
  statusChangedMeanwhile: 'This rental changed while you were updating it. Please reload your rental requests and try again.',
  inventoryUpdated: 'Inventory updated successfully',
  saveFailedPrefix: 'Failed to save changes: ',
  inventoryCountInvalid: 'Inventory counts must be whole numbers of 0 or more',
  unknownSize: "This rental's dumpster size is not one of the sizes in your inventory.",
} as const;

/** 'No 20-yard dumpsters are free. ...' — the answer when a day of the rental has every unit taken. */
/** An approval refused: every unit of the size is booked on `day`, the rental's first full day. */
export const noFreeDumpsterMessage = (size: number, day: string) =>
  `No ${size}-yard dumpsters are free on ${formatWeekdayDate(day, true)}: every one is booked that day. Complete a rental or add inventory first.`;

const SIZE_WORDS: Record<number, string> = { 5: 'five', 10: 'ten', 15: 'fifteen', 20: 'twenty', 30: 'thirty', 40: 'forty' };

/**
 * '3 twenty-yard dumpsters are booked on Dec 3; you can't go below 3' — the answer to a total below
 * what a day from today on has taken (booked, or held by a checkout being paid). `day` as shown ("Dec 3").
 */
export const totalBelowBookedMessage = (size: number, booked: number, day: string) =>
  `${booked} ${SIZE_WORDS[size] ?? size}-yard dumpster${booked === 1 ? ' is' : 's are'} booked on ${day}; you can't go below ${booked}.`;

export { INVENTORY_KEYS, inventoryKeyOf, type InventoryKey } from '../inventory-keys';

// ---- Rental requests -------------------------------------------------------------------------

/**
 * The rental requests screen's filters. Pending holds everything awaiting the provider (an unpaid
 * request and a paid checkout alike); Cancelled holds every cancelled rental, the customer's
 * cancellations and the provider's rejections alike (a rejection is a cancellation by the provider).
 */
export const RENTAL_REQUEST_FILTERS = ['all', 'pending', 'active', 'completed', 'cancelled'] as const;
export type RentalRequestFilter = (typeof RENTAL_REQUEST_FILTERS)[number];

export const RENTAL_REQUEST_FILTER_OF: Record<RentalStatus, Exclude<RentalRequestFilter, 'all'>> = {
  pending: 'pending',
  confirmed: 'pending',
  approved: 'active',
  active: 'active',
  scheduled: 'active',
  delivered: 'active',
  pickup_requested: 'active',
  picked_up: 'active',
  completed: 'completed',
  cancelled: 'cancelled',
};

const PROVIDER_RENTAL_ACTIONS = ['approve', 'reject', 'deliver', 'pick_up', 'complete'] as const;
export type ProviderRentalAction = (typeof PROVIDER_RENTAL_ACTIONS)[number];

/**
 * The status each provider action moves a rental to (RENTAL_TRANSITIONS decides from where). A
 * rejection is a cancellation that records `cancelledBy: 'provider'`.
 */
export const ACTION_TARGET_STATUS: Record<ProviderRentalAction, RentalStatus> = {
  approve: 'scheduled',
  reject: 'cancelled',
  deliver: 'delivered',
  pick_up: 'picked_up',
  complete: 'completed',
};

/** The action whose move the rental requests card offers for each status the provider may move a rental to. */
export const ACTION_OF_TARGET: Partial<Record<RentalStatus, ProviderRentalAction>> = Object.fromEntries(
  Object.entries(ACTION_TARGET_STATUS).map(([action, status]) => [status, action]),
);

/**
 * An approval may carry the delivery window promised to the customer (one of DELIVERY_TIME_WINDOWS),
 * a pickup the landfill's weight ticket (its photo comes with the driver's pickup, not here).
 */
export const providerRentalStatusBodySchema = z.object({
  action: z.enum(PROVIDER_RENTAL_ACTIONS, { error: PROVIDER_PORTAL_MESSAGES.invalidAction }),
  deliveryTimeWindow: z.enum(DELIVERY_TIME_WINDOWS, { error: PROVIDER_PORTAL_MESSAGES.invalidDeliveryWindow }).optional(),
  weightTicket: weightTicketSchema.omit({ photoKey: true }).optional(),
});
export type ProviderRentalStatusBody = z.infer<typeof providerRentalStatusBodySchema>;

const filterCounts = z.object(
  Object.fromEntries(RENTAL_REQUEST_FILTERS.map((filter) => [filter, z.number().int().nonnegative()])) as Record<
    RentalRequestFilter,
    z.ZodNumber
  >,
);

/**
 * GET /api/provider/rentals: one screen filter (every status by default), requests made from `from`
 * to `to` (calendar dates, UTC), a search of customer name and delivery address, a page at a time.
 */
export const providerRentalsQuerySchema = z
  .object({
    filter: z.enum(RENTAL_REQUEST_FILTERS).default('all'),
    search: searchQueryField,
    ...dateRangeQueryFields,
    ...pageQueryFields,
  })
  .refine(fromNotAfterTo, { message: LIST_PAGE_MESSAGES.invalidRange, path: ['from'] });
export type ProviderRentalsQuery = z.output<typeof providerRentalsQuerySchema>;

/** The rental requests search: every word typed appears in the customer's name or the delivery address, whatever the case. */
export function rentalMatchesSearch(rental: Pick<z.infer<typeof rentalSchema>, 'customerName' | 'deliveryAddress'>, search: string | undefined): boolean {
  const { street, city, state, zipCode } = rental.deliveryAddress;
  return matchesSearchWords(searchWords(search), [rental.customerName, street, city, state, zipCode]);
}

/** GET /api/provider/rentals: a page of the caller's rentals, newest request first. */
export const providerRentalsResponseSchema = z.object({
  rentals: z.array(rentalSchema),
  /** Per screen filter (All, Pending, Active, Completed, Cancelled), of every rental, whatever the page's filters. */
  counts: filterCounts,
  /** Per stored status, for anyone who needs the finer split. */
  statusCounts: z.record(z.enum(RENTAL_STATUSES), z.number().int().nonnegative()),
  /**
   * The time zone (IANA) of each active rental's delivery ZIP on this page: whether a rental can be completed
   * today is read on the delivery address's clock (canComplete in shared/rental-status.ts), and
   * the page keeps reading it as the day turns. A ZIP the server cannot place is left out; the
   * page then reads the browser's clock, and the server's answer stands.
   */
  deliveryTimeZones: z.record(z.string(), z.string()),
  nextCursor: nextCursorSchema,
});
export type ProviderRentalsResponse = z.infer<typeof providerRentalsResponseSchema>;

// ---- Inventory -------------------------------------------------------------------------------

const inventoryCount = z
  .number({ error: PROVIDER_PORTAL_MESSAGES.inventoryCountInvalid })
  .int(PROVIDER_PORTAL_MESSAGES.inventoryCountInvalid)
  .min(0, PROVIDER_PORTAL_MESSAGES.inventoryCountInvalid)
  .max(10_000, PROVIDER_PORTAL_MESSAGES.inventoryCountInvalid);

/**
 * PUT /api/provider/inventory: totals per size, the types offered (at least one) and
 * `expectedUpdatedAt`, the profile's updatedAt the page was loaded from (InventoryView.updatedAt).
 * When it is no longer current (another save landed meanwhile: this page in another tab, or the
 * profile, pricing or service areas) the save is refused with 409. Bookings and approvals move
 * only the availability days and the rental counts, never updatedAt, so they do not make a loaded
 * page stale.
 */
export const inventoryUpdateSchema = z.object({
  dumpsterInventory: z.object(
    Object.fromEntries(INVENTORY_KEYS.map((key) => [key, inventoryCount])) as Record<InventoryKey, typeof inventoryCount>,
  ),
  dumpsterTypes: z
    .array(z.enum(DUMPSTER_TYPES))
    .min(1, 'Please select at least one dumpster type')
    .refine((types) => new Set(types).size === types.length, 'Each dumpster type can be selected once'),
  expectedUpdatedAt: z.string({ error: MESSAGES.inventoryChangedMeanwhile }).trim().min(1, MESSAGES.inventoryChangedMeanwhile).max(40),
});
export type InventoryUpdate = z.infer<typeof inventoryUpdateSchema>;

/** Upcoming returns look this many days ahead: pickups from today through the six days after. */
export const UPCOMING_RETURN_DAYS = 7;

const upcomingReturnSchema = z.object({
  rentalId: z.string(),
  customerName: z.string(),
  dumpsterSize: z.string(),
  dumpsterType: z.string(),
  endDate: z.string(),
  deliveryAddress: rentalSchema.shape.deliveryAddress,
});
export type UpcomingReturn = z.infer<typeof upcomingReturnSchema>;

/**
 * Today's units per size and the week's pickups, read from availability by size and day: the inventory
 * page and the dashboard show these same figures (functions/providers/inventory/inventory-figures.ts).
 */
const inventoryFiguresSchema = z.object({
  /** The provider's today (YYYY-MM-DD, on its business address's clock): the day In Use and Available are for. */
  today: z.string(),
  totals: dumpsterInventorySchema,
  /** Units taken today: reserved by rentals, or held by a checkout being paid (the day's taken count). */
  inUse: dumpsterInventorySchema,
  /** Units free today: the total less those taken (held ones are among them), never below 0. */
  available: dumpsterInventorySchema,
  /** Approved and active rentals picked up in the next UPCOMING_RETURN_DAYS days, soonest first. */
  upcomingReturns: z.array(upcomingReturnSchema),
});
export type InventoryFigures = z.infer<typeof inventoryFiguresSchema>;

/** GET and PUT /api/provider/inventory: Total, In Use and Available per size today, types and overview. */
export const inventoryViewSchema = inventoryFiguresSchema.extend({
  dumpsterTypes: z.array(z.enum(DUMPSTER_TYPES)),
  overview: z.object({
    totalDumpsters: z.number().int().nonnegative(),
    /** Sizes with at least one dumpster. */
    sizeCategories: z.number().int().nonnegative(),
    dumpsterTypes: z.number().int().nonnegative(),
    /** Approved and active rentals. */
    activeRentals: z.number().int().nonnegative(),
    /** Free today, all sizes. */
    availableDumpsters: z.number().int().nonnegative(),
    /** Whole percent of the dumpsters in use today (0 without inventory). */
    utilizationRate: z.number().int().min(0).max(100),
    completedRentals: z.number().int().nonnegative(),
  }),
  /** The profile's updatedAt: sent back as the next PUT's expectedUpdatedAt. */
  updatedAt: z.string(),
});
export type InventoryView = z.infer<typeof inventoryViewSchema>;

// ---- Search status ---------------------------------------------------------------------------

/**
 * GET /api/provider/search-status: whether search still shows an older version of the provider's
 * profile, prices, area or listings. Saves answer at once and search catches up moments later
 * (functions/catalog/search-index-stream.ts); the portal says so while it does.
 */
export const providerSearchStatusSchema = z.object({ updating: z.boolean() });
export type ProviderSearchStatus = z.infer<typeof providerSearchStatusSchema>;

// ---- Dashboard -------------------------------------------------------------------------------

export const DASHBOARD_PERIODS = ['week', 'month', 'year'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

export const dashboardQuerySchema = z.object({
  period: z.enum(DASHBOARD_PERIODS, { error: 'Period must be week, month or year' }).default('month'),
});

const ACTIVITY_TYPES = ['request', 'payment', 'approval', 'rejection', 'delivery', 'pickup_request', 'pickup', 'completion', 'cancellation'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

const activityItemSchema = z.object({
  type: z.enum(ACTIVITY_TYPES),
  rentalId: z.string(),
  customerName: z.string(),
  /** ISO instant the event happened. */
  at: z.string(),
  text: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

const revenuePointSchema = z.object({
  label: z.string(),
  /** First day of the bucket (YYYY-MM-DD), for charts that need a time axis. */
  start: z.string(),
  revenueCents: z.number().int().nonnegative(),
});
export type RevenuePoint = z.infer<typeof revenuePointSchema>;

/** GET /api/provider/dashboard?period=week|month|year. Money in integer cents. */
export const providerDashboardSchema = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  /** The period's days, as the financial dashboard reads the same period (shared/financial-periods.ts). */
  range: dateRangeSchema,
  /** Revenue by the one revenue rule (shared/revenue.ts) within the range. */
  revenueCents: z.number().int().nonnegative(),
  recentRentals: z.array(rentalSchema),
  totalInventory: z.number().int().nonnegative(),
  /** In use and available today per size, and the week's pickups: the inventory page's figures. */
  inventory: inventoryFiguresSchema,
  revenueSeries: z.array(revenuePointSchema),
  rentalsByStatus: z.record(z.enum(RENTAL_STATUSES), z.number().int().nonnegative()),
  /** Rentals per size in yards ("20"), every rental of the provider. */
  rentalsBySize: z.record(z.string(), z.number().int().nonnegative()),
  activity: z.array(activityItemSchema),
});
export type ProviderDashboard = z.infer<typeof providerDashboardSchema>;
