// The provider portal's rental requests, inventory and dashboard: request bodies, answers and the
// spec's wording, shared by the providers Lambda and the SPA.
import * as z from 'zod';
import { DUMPSTER_SIZES, DUMPSTER_TYPES } from '../constants';
import { MESSAGES } from '../messages';
import { RENTAL_STATUSES, type RentalStatus } from '../rental-status';
import { dumpsterInventorySchema } from './provider';
import { rentalSchema } from './rental';
import { dateRangeSchema } from './financials';
import { INVENTORY_KEYS, type InventoryKey } from '../inventory-keys';

export const PROVIDER_PORTAL_MESSAGES = {
  statusUpdateFailed: 'Failed to update rental status. Please try again.',
  invalidAction: 'Invalid action',
  statusChangedMeanwhile: 'This rental changed while you were updating it. Please reload your rental requests and try again.',
  inventoryUpdated: 'Inventory updated successfully',
  inventoryChangedMeanwhile: 'A rental was approved while you were editing. Please reload your inventory and try again.',
  saveFailedPrefix: 'Failed to save changes: ',
  inventoryCountInvalid: 'Inventory counts must be whole numbers of 0 or more',
  unknownSize: "This rental's dumpster size is not one of the sizes in your inventory.",
} as const;

/** 'No 20-yard dumpsters are free. ...' — the answer when approving would exceed the inventory. */
export const noFreeDumpsterMessage = (size: number) =>
  `No ${size}-yard dumpsters are free. Complete a rental or add inventory first.`;

/** 'You have 2 20-yard dumpsters out on rental...' — the answer to a total below what is in use. */
export const totalBelowInUseMessage = (size: number, inUse: number) =>
  `You have ${inUse} ${size}-yard dumpster${inUse === 1 ? '' : 's'} out on rental, so that total cannot be lower than ${inUse}.`;

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
  completed: 'completed',
  cancelled: 'cancelled',
};

export const PROVIDER_RENTAL_ACTIONS = ['approve', 'reject', 'complete'] as const;
export type ProviderRentalAction = (typeof PROVIDER_RENTAL_ACTIONS)[number];

/**
 * The status each provider action moves a rental to (RENTAL_TRANSITIONS decides from where). A
 * rejection is a cancellation that records `cancelledBy: 'provider'`.
 */
export const ACTION_TARGET_STATUS: Record<ProviderRentalAction, RentalStatus> = {
  approve: 'active',
  reject: 'cancelled',
  complete: 'completed',
};

export const providerRentalStatusBodySchema = z.object({
  action: z.enum(PROVIDER_RENTAL_ACTIONS, { error: PROVIDER_PORTAL_MESSAGES.invalidAction }),
});
export type ProviderRentalStatusBody = z.infer<typeof providerRentalStatusBodySchema>;

const filterCounts = z.object(
  Object.fromEntries(RENTAL_REQUEST_FILTERS.map((filter) => [filter, z.number().int().nonnegative()])) as Record<
    RentalRequestFilter,
    z.ZodNumber
  >,
);

/** GET /api/provider/rentals: every rental of the caller, newest request first. */
export const providerRentalsResponseSchema = z.object({
  rentals: z.array(rentalSchema),
  /** Per screen filter (All, Pending, Active, Completed, Cancelled). */
  counts: filterCounts,
  /** Per stored status, for anyone who needs the finer split. */
  statusCounts: z.record(z.enum(RENTAL_STATUSES), z.number().int().nonnegative()),
  /**
   * The time zone (IANA) of each active rental's delivery ZIP: whether a rental can be completed
   * today is read on the delivery address's clock (canComplete in shared/rental-status.ts), and
   * the page keeps reading it as the day turns. A ZIP the server cannot place is left out; the
   * page then reads the browser's clock, and the server's answer stands.
   */
  deliveryTimeZones: z.record(z.string(), z.string()).default({}),
  /** True when the provider has more rentals than one answer carries (the oldest are left off). */
  truncated: z.boolean(),
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
 * profile, pricing or service areas) the save is refused with 409. Approvals and completions move
 * only the in-use counters, never updatedAt, so they do not make a loaded page stale.
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

export const upcomingReturnSchema = z.object({
  rentalId: z.string(),
  customerName: z.string(),
  dumpsterSize: z.string(),
  dumpsterType: z.string(),
  endDate: z.string(),
  deliveryAddress: rentalSchema.shape.deliveryAddress,
});
export type UpcomingReturn = z.infer<typeof upcomingReturnSchema>;

/** GET and PUT /api/provider/inventory: Total, In Use and Available per size, types and overview. */
export const inventoryViewSchema = z.object({
  totals: dumpsterInventorySchema,
  /** Dumpsters reserved by active rentals: the counters approvals and completions move. */
  inUse: dumpsterInventorySchema,
  available: dumpsterInventorySchema,
  dumpsterTypes: z.array(z.enum(DUMPSTER_TYPES)),
  overview: z.object({
    totalDumpsters: z.number().int().nonnegative(),
    /** Sizes with at least one dumpster. */
    sizeCategories: z.number().int().nonnegative(),
    dumpsterTypes: z.number().int().nonnegative(),
    activeRentals: z.number().int().nonnegative(),
    availableDumpsters: z.number().int().nonnegative(),
    /** Whole percent of the dumpsters in use (0 without inventory). */
    utilizationRate: z.number().int().min(0).max(100),
    completedRentals: z.number().int().nonnegative(),
  }),
  /** Active rentals by pickup date, soonest first. */
  upcomingReturns: z.array(upcomingReturnSchema),
  /** The profile's updatedAt: sent back as the next PUT's expectedUpdatedAt. */
  updatedAt: z.string(),
});
export type InventoryView = z.infer<typeof inventoryViewSchema>;

// ---- Dashboard -------------------------------------------------------------------------------

export const DASHBOARD_PERIODS = ['week', 'month', 'year'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

export const dashboardQuerySchema = z.object({
  period: z.enum(DASHBOARD_PERIODS, { error: 'Period must be week, month or year' }).default('month'),
});

export const ACTIVITY_TYPES = ['request', 'payment', 'approval', 'rejection', 'completion', 'cancellation'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const activityItemSchema = z.object({
  type: z.enum(ACTIVITY_TYPES),
  rentalId: z.string(),
  customerName: z.string(),
  /** ISO instant the event happened. */
  at: z.string(),
  text: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const revenuePointSchema = z.object({
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
  revenueSeries: z.array(revenuePointSchema),
  rentalsByStatus: z.record(z.enum(RENTAL_STATUSES), z.number().int().nonnegative()),
  /** Rentals per size in yards ("20"), every rental of the provider. */
  rentalsBySize: z.record(z.string(), z.number().int().nonnegative()),
  activity: z.array(activityItemSchema),
});
export type ProviderDashboard = z.infer<typeof providerDashboardSchema>;
