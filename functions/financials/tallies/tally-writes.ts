// What a change to a rental, an invoice or an expense adds to the provider's tallies, as items of
// the change's own write transaction (tally.ts says what each item contributes). The change is
// exact because every fact its share was worked out from is conditioned in the same transaction:
// the item's own write is conditioned on what it was read as (status, money, updatedAt), and a
// rental's billing (rental-billing) is conditioned wherever it decides the rental's revenue. A
// refused condition means someone changed it meanwhile: the caller reads again and retries.
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Store } from '../../platform/data/store';
import type { Where } from '../../platform/data/update';
import type { SetOf } from '../../platform/data/schema';
import type { AttributeRef } from '../../platform/data/expressions';
import { LEGACY_REJECTED_STATUS, type rentalModel } from '../../platform/data/entities/rental';
import type { Rental } from '../../../shared/schemas/rental';
import {
  billsRental,
  expenseTallies,
  invoiceTallies,
  isRecurring,
  rentalRevenueTallies,
  rentalTallies,
  sumTallies,
  tallyChange,
  type Tallies,
  type TallyInvoice,
  type TallyRental,
} from './tally';
import type { StoredExpense } from '../ledger';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type Entities = Store['entities'];

/** The rental facts its share of the tallies is worked out from, besides its billing. */
const RENTAL_MONEY_FIELDS = ['paymentStatus', 'totalPriceCents', 'amountRefundedCents', 'refundCents', 'refundId', 'disputeAmountCents'] as const;

type RentalMoney = Pick<Rental, (typeof RENTAL_MONEY_FIELDS)[number]>;

/** The condition that a rental still has the money it was read with: what its revenue was worked out from. */
export function unchangedRentalMoney(rental: RentalMoney): Where<typeof rentalModel> {
  return (attributes, operations) =>
    RENTAL_MONEY_FIELDS.map((field) => (rental[field] === undefined ? operations.notExists(attributes[field]) : operations.eq(attributes[field] as AttributeRef<unknown>, rental[field]))).join(
      ' AND ',
    );
}

/**
 * The condition that a rental still has the status and money it was read with: what its share was
 * worked out from (size, ZIP and booking time never change).
 */
export function unchangedRentalShare(rental: RentalMoney & Pick<Rental, 'status'>): Where<typeof rentalModel> {
  return (attributes, operations) => {
    // A cancellation may still be stored as the legacy 'rejected' it is read from (entities/rental.ts).
    const status =
      rental.status === 'cancelled'
        ? `(${operations.eq(attributes.status, rental.status)} OR ${operations.eq(attributes.status as AttributeRef<string>, LEGACY_REJECTED_STATUS)})`
        : operations.eq(attributes.status, rental.status);
    return `${status} AND ${unchangedRentalMoney(rental)(attributes, operations)}`;
  };
}

/** The rental's billing as read, and the transaction item that keeps it so (or moves it by `by`). */
async function billingOf(store: Store, rentalId: string) {
  const { data } = await store.entities.rentalBilling.get({ rentalId }).go({ consistent: true });
  const invoices = data?.invoices ?? 0;
  const keep = (entities: Entities, by = 0) =>
    entities.rentalBilling
      .update({ rentalId })
      .add({ invoices: by })
      .where((attributes, { eq, notExists }) => (invoices === 0 ? `${notExists(attributes.invoices)} OR ${eq(attributes.invoices, 0)}` : eq(attributes.invoices, invoices)))
      .commit();
  return { invoices, keep };
}

/**
 * The tally items of a rental going from `before` (none: it is new) to `after`. The caller's write
 * of the rental must be conditioned with unchangedRentalShare(before).
 */
export async function rentalTallyItems(
  store: Store,
  before: TallyRental | undefined,
  after: TallyRental & Pick<Rental, 'providerId'>,
): Promise<(entities: Entities) => TransactItem[]> {
  const empty: Tallies = new Map();
  const revenueChanges = tallyChange(rentalRevenueTallies(after), before ? rentalRevenueTallies(before) : empty).size > 0;
  if (!revenueChanges) {
    // Its revenue share is the same billed or not: only its status or size counts can move.
    const change = tallyChange(rentalTallies(after, true), before ? rentalTallies(before, true) : empty);
    return () => store.tallies.add(after.providerId, change);
  }
  const billing = await billingOf(store, after.rentalId);
  const billed = billing.invoices > 0;
  const change = tallyChange(rentalTallies(after, billed), before ? rentalTallies(before, billed) : empty);
  return (entities) => [billing.keep(entities), ...store.tallies.add(after.providerId, change)];
}

/**
 * The tally items of an invoice going from `before` to `after` (none: created), for the invoice's
 * provider: its own share, and for each rental it starts or stops billing, the billing count and,
 * where that decides it, the rental's own revenue taken out or put back. The caller's write of the
 * invoice must be conditioned on the updatedAt (or absence) it was read with.
 */
async function invoiceTallyItems(
  store: Store,
  providerId: string,
  before: TallyInvoice | undefined,
  after: TallyInvoice | undefined,
): Promise<(entities: Entities) => TransactItem[]> {
  const rentalIds = [...new Set([before?.rentalId, after?.rentalId].filter((id): id is string => Boolean(id)))];
  const rentals = new Map(
    await Promise.all(
      rentalIds.map(async (rentalId) => {
        const { data } = await store.entities.rental.get({ rentalId }).go({ consistent: true });
        return [rentalId, data?.providerId === providerId ? data : undefined] as const;
      }),
    ),
  );
  const shareOf = (invoice: TallyInvoice | undefined) =>
    invoice ? invoiceTallies(invoice, invoice.rentalId ? rentals.get(invoice.rentalId) : undefined) : new Map();
  const changes: Tallies[] = [tallyChange(shareOf(after), shareOf(before))];
  const items: ((entities: Entities) => TransactItem)[] = [];
  const billsOf = (invoice: TallyInvoice | undefined, rentalId: string) => (invoice && billsRental(invoice) && invoice.rentalId === rentalId ? 1 : 0);
  for (const rentalId of rentalIds) {
    const by = billsOf(after, rentalId) - billsOf(before, rentalId);
    const rental = rentals.get(rentalId);
    if (by === 0 || !rental) continue;
    const billing = await billingOf(store, rentalId);
    items.push((entities) => billing.keep(entities, by));
    const wasBilled = billing.invoices > 0;
    const isBilled = billing.invoices + by > 0;
    if (wasBilled === isBilled) continue;
    const revenue = rentalRevenueTallies(rental);
    changes.push(isBilled ? tallyChange(new Map(), revenue) : revenue);
    items.push((entities) => entities.rental.check({ rentalId }, unchangedRentalMoney(rental)).commit());
  }
  const change = sumTallies(...changes);
  return (entities) => [...items.map((item) => item(entities)), ...store.tallies.add(providerId, tallyChange(change, new Map()))];
}

/** What a recurring expense's schedule keeps: enough to expand its occurrences (ledger.ts expenseOccurrences). */
export const recurringScheduleOf = (expense: TallyExpenseItem) => ({
  expenseId: expense.expenseId,
  providerId: expense.providerId,
  category: expense.category,
  amountCents: expense.amountCents,
  date: expense.date,
  taxDeductible: expense.taxDeductible,
  recurring: expense.recurring,
  ...(expense.recurringFrequency ? { recurringFrequency: expense.recurringFrequency } : {}),
});

type TallyExpenseItem = Pick<StoredExpense, 'expenseId' | 'providerId' | 'category' | 'amountCents' | 'date' | 'taxDeductible' | 'recurring' | 'recurringFrequency'>;

/**
 * The tally items of an expense going from `before` to `after` (none: created, or deleted): a
 * one-off expense's amount on its day, a recurring one's schedule kept or removed. The caller's
 * write of the expense must be conditioned on the updatedAt (or absence) it was read with.
 */
export function expenseTallyItems(store: Store, before: TallyExpenseItem | undefined, after: TallyExpenseItem | undefined) {
  const providerId = (after ?? before)!.providerId;
  const change = tallyChange(after ? expenseTallies(after) : new Map(), before ? expenseTallies(before) : new Map());
  return (entities: Entities): TransactItem[] => [
    ...store.tallies.add(providerId, change),
    ...(after && isRecurring(after)
      ? [
          entities.recurringExpense
            .put(recurringScheduleOf(after))
            .commit(),
        ]
      : before && isRecurring(before)
        ? [entities.recurringExpense.delete({ providerId, expenseId: before.expenseId }).commit()]
        : []),
  ];
}

/** Reasons a tally transaction was refused for something other than the item's own condition: read again and retry. */
const TALLY_RETRIES = 5;

/**
 * Runs `attempt` (read, then build one transaction whose first item is the change itself) until it
 * is not refused for a tally condition: a refused first item is the caller's conflict and is
 * answered as `refused`; a conflict with another transaction, or a billing that moved, retries.
 */
export async function withTallies(
  store: Store,
  attempt: () => Promise<(entities: Entities) => TransactItem[]>,
): Promise<{ refused: boolean }> {
  for (let tries = 1; ; tries += 1) {
    const build = await attempt();
    const result = await store.transaction.write(build).go();
    if (!result.canceled) return { refused: false };
    if (result.data[0]?.code === 'ConditionalCheckFailed') return { refused: true };
    if (tries >= TALLY_RETRIES) throw new Error(`A change kept conflicting with its tallies: ${result.data.map((item) => item.code).join(',')}`);
    await new Promise((resolve) => setTimeout(resolve, 15 * tries + Math.random() * 25));
  }
}

/** The tally items of a new rental: nothing can bill a rental before it exists. */
export function newRentalTallyItems(store: Store, rental: TallyRental & Pick<Rental, 'providerId'>): TransactItem[] {
  return store.tallies.add(rental.providerId, rentalTallies(rental, false));
}

/**
 * Changes a rental read as `before` with its share of the tallies, refused (nothing written) if the
 * rental's status or money changed since it was read: the caller reads it again and decides anew.
 */
export function changeRentalCounted(store: Store, before: Rental, changes: SetOf<typeof rentalModel>): Promise<{ refused: boolean }> {
  return withTallies(store, async () => {
    const tallies = await rentalTallyItems(store, before, { ...before, ...changes });
    return (entities) => [
      entities.rental.patch({ rentalId: before.rentalId }).set(changes).composite({ createdAt: before.createdAt }).where(unchangedRentalShare(before)).commit(),
      ...tallies(entities),
    ];
  });
}

/**
 * Writes an invoice change (`write`, conditioned on what `before` was read as; first in the
 * transaction) with its share of the tallies: refused, nothing written, when that condition fails.
 * `write` may be several items (a final invoice is created with its rental's final billing), the
 * first of them the one whose condition decides.
 */
export function changeInvoiceCounted(
  store: Store,
  providerId: string,
  before: TallyInvoice | undefined,
  after: TallyInvoice | undefined,
  write: (entities: Entities) => TransactItem | TransactItem[],
): Promise<{ refused: boolean }> {
  return withTallies(store, async () => {
    const tallies = await invoiceTallyItems(store, providerId, before, after);
    return (entities) => [write(entities), ...tallies(entities)].flat();
  });
}
