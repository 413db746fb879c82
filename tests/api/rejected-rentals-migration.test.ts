// Rentals a provider rejected before rejection became a cancellation were stored with the status
// 'rejected' (and gsi2's sort key built from it). The app reads them as cancelled by the provider
// before any migration runs; scripts/migrations/rejected-rentals.ts then rewrites them, index key
// included, once: a second run finds nothing to do.
import { rebuildTallies } from '../../functions/financials/tallies/rebuild-tallies';
import { GetCommand, PutCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { storedKeys } from '../../functions/platform/data/keys';
import { rentalModel } from '../../functions/platform/data/entities/rental';
import { migrateRejectedRentals } from '../../scripts/migrations/rejected-rentals';
import { providerRentalsResponseSchema } from '../../shared/schemas/provider-portal';
import { rentalSchema, type Rental } from '../../shared/schemas/rental';
import { api } from '../support/stack-client';
import { freshProviderCheckoutBody, payWithoutWebhook, refundsOf, sessionStatus, startCheckout } from './checkout-support';
import { freshProvider, putProviderRental, setStatus } from './provider-portal-support';
import { tableStore } from './rentals-support';

const client = new DynamoDBClient({
  endpoint: inject('dynamodbEndpoint'),
  region: 'us-east-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
const documents = DynamoDBDocumentClient.from(client);
afterAll(() => client.destroy());

/** Rewrites a rental as the code before this change stored a rejection: status and index key 'rejected'. */
async function storeAsRejected(rental: Rental, changes: Partial<Record<string, unknown>> = {}): Promise<void> {
  const { Item } = tableStore().entities.rental.put(rental).params();
  const legacy = { ...rental, status: 'rejected' };
  await documents.send(new PutCommand({ TableName: inject('tableName'), Item: { ...Item, ...storedKeys(rentalModel, legacy), status: 'rejected', ...changes } }));
}

async function storedItem(rentalId: string): Promise<Record<string, unknown>> {
  const { Key } = tableStore().entities.rental.get({ rentalId }).params();
  const { Item } = await documents.send(new GetCommand({ TableName: inject('tableName'), Key }));
  return Item!;
}

describe('rentals stored as rejected', () => {
  it('read as cancelled by the provider before the migration, and the migration rewrites them once', async () => {
    const owner = await freshProvider();
    const rental = await putProviderRental({ providerId: owner.providerId, status: 'pending', createdAt: '2026-02-01T10:00:00.000Z' });
    await storeAsRejected(rental);
    expect((await storedItem(rental.rentalId)).gsi2sk).toContain('#status_rejected#');
    // Stored by the older code, which kept no tallies: they are counted once after the deploy (docs/OPERATIONS.md).
    await rebuildTallies(tableStore(), owner.providerId);

    // The app is right before anything is migrated.
    const listed = providerRentalsResponseSchema.parse(await (await api('/api/provider/rentals', { token: owner.token })).json());
    expect(listed.rentals).toEqual([expect.objectContaining({ rentalId: rental.rentalId, status: 'cancelled', cancelledBy: 'provider' })]);
    expect(listed.counts).toMatchObject({ all: 1, cancelled: 1 });
    // Nothing moves a cancelled rental, whatever it was stored as.
    expect((await setStatus(owner.token, rental.rentalId, 'approve')).status).toBe(409);

    const first = await migrateRejectedRentals({ tableName: inject('tableName'), client });
    expect(first.migrated).toBeGreaterThanOrEqual(1);
    const migrated = await storedItem(rental.rentalId);
    expect(migrated).toMatchObject({ status: 'cancelled', cancelledBy: 'provider', updatedAt: rental.updatedAt });
    expect(migrated.gsi2sk).toBe(storedKeys(rentalModel, { ...rental, status: 'cancelled' }).gsi2sk);
    const { data: cancelled } = await tableStore().entities.rental.query.byProvider({ providerId: owner.providerId, status: 'cancelled' }).go();
    expect(cancelled.map((item) => item.rentalId)).toEqual([rental.rentalId]);

    // Idempotent: nothing left to rewrite, and the rewritten item is untouched.
    const second = await migrateRejectedRentals({ tableName: inject('tableName'), client });
    expect(second).toMatchObject({ found: 0, migrated: 0 });
    expect(await storedItem(rental.rentalId)).toEqual(migrated);
  });

  it('completes a refund still owed on an old rejection when the provider rejects again', async () => {
    const owner = await freshProvider();
    const { sessionId } = await startCheckout(freshProviderCheckoutBody(owner.providerId));
    await payWithoutWebhook(sessionId);
    const paid = rentalSchema.parse((await sessionStatus(sessionId)).rental);
    // The old rejection recorded the refund owed, and the refund itself failed.
    await storeAsRejected(paid, { refundCents: paid.totalPriceCents });

    const response = await setStatus(owner.token, paid.rentalId, 'reject');
    expect(response.status, await response.clone().text()).toBe(200);
    expect(rentalSchema.parse(await response.json())).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'provider',
      paymentStatus: 'refunded',
      refundCents: paid.totalPriceCents,
    });
    expect((await refundsOf(paid.paymentTransactionId!)).map((refund) => refund.amount)).toEqual([paid.totalPriceCents]);
  });
});
