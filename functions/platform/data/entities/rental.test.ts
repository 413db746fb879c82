// Rentals stored before rejection became a cancellation by the provider read as one: the status
// 'rejected' comes back as 'cancelled' with cancelledBy 'provider', from every read of the layer.
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { Entity } from '../entity';
import { rentalModel, storedRentalRead } from './rental';

const identifiers = { __edb_e__: 'rental', __edb_v__: '1' };

const stored = (status: string, extra: Record<string, unknown> = {}) => ({
  pk: '$marketplace#rentalid_r-1',
  sk: '$rental_1',
  gsi2pk: '$marketplace#providerid_p-1',
  gsi2sk: `$rental_1#status_${status}#createdat_c#rentalid_r-1`,
  rentalId: 'r-1',
  providerId: 'p-1',
  customerId: 'c-1',
  status,
  createdAt: 'c',
  updatedAt: 'u',
  ...identifiers,
  ...extra,
});

function fakeClient(outputs: Record<string, unknown>[]) {
  const client = { send: async () => outputs.shift() ?? {} } as unknown as DynamoDBDocumentClient;
  return { table: 'T', client: () => client };
}

describe('reading a stored rental', () => {
  it("maps the old status 'rejected' to a cancellation by the provider", () => {
    expect(storedRentalRead({ rentalId: 'r-1', status: 'rejected', updatedAt: 'u' })).toEqual({
      rentalId: 'r-1',
      status: 'cancelled',
      cancelledBy: 'provider',
      updatedAt: 'u',
    });
  });

  it('leaves every current status, and who cancelled, as stored', () => {
    for (const status of ['pending', 'confirmed', 'approved', 'active', 'completed']) {
      expect(storedRentalRead({ status })).toEqual({ status });
    }
    expect(storedRentalRead({ status: 'cancelled' })).toEqual({ status: 'cancelled' });
    expect(storedRentalRead({ status: 'cancelled', cancelledBy: 'customer' })).toEqual({ status: 'cancelled', cancelledBy: 'customer' });
    expect(storedRentalRead({ status: 'cancelled', cancelledBy: 'provider' })).toEqual({ status: 'cancelled', cancelledBy: 'provider' });
  });

  it('applies on get, query and an update answering the new item', async () => {
    const rentals = new Entity(
      rentalModel,
      fakeClient([
        { Item: stored('rejected') },
        { Items: [stored('rejected'), stored('active')] },
        { Attributes: stored('rejected', { refundId: 're_1' }) },
      ]),
    );
    expect((await rentals.get({ rentalId: 'r-1' }).go()).data).toMatchObject({ status: 'cancelled', cancelledBy: 'provider' });
    const { data } = await rentals.query.byProvider({ providerId: 'p-1' }).go();
    expect(data.map((rental) => [rental.status, rental.cancelledBy])).toEqual([
      ['cancelled', 'provider'],
      ['active', undefined],
    ]);
    const updated = await rentals.patch({ rentalId: 'r-1' }).set({ refundId: 're_1' }).go({ response: 'all_new' });
    expect(updated.data).toMatchObject({ status: 'cancelled', cancelledBy: 'provider', refundId: 're_1' });
  });
});
