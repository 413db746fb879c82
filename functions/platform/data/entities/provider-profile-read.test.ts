// A provider profile saved while the profile still kept an in-use count per size (inventoryInUse,
// retired: availability by size and day decides) reads without it: the schema no longer has the
// attribute, and a read takes only the schema's attributes.
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { Entity } from '../entity';
import { providerProfileModel } from './provider-profile';

describe('a provider profile saved with the retired in-use counts', () => {
  it('reads without them, everything else as stored', async () => {
    const inventory = { yard5: 0, yard10: 2, yard15: 0, yard20: 1, yard30: 0, yard40: 0 };
    const stored = {
      pk: '$marketplace#providerid_p-1',
      sk: '$providerprofile_1',
      __edb_e__: 'providerProfile',
      __edb_v__: '1',
      providerId: 'p-1',
      dumpsterInventory: inventory,
      inventoryInUse: { ...inventory, yard20: 1 },
      activeRentals: 1,
      completedRentals: 4,
    };
    const client = { send: async () => ({ Item: stored }) } as unknown as DynamoDBDocumentClient;
    const { data } = await new Entity(providerProfileModel, { table: 'T', client: () => client }).get({ providerId: 'p-1' }).go();
    expect(data).toEqual({ providerId: 'p-1', dumpsterInventory: inventory, activeRentals: 1, completedRentals: 4 });
    expect('inventoryInUse' in providerProfileModel.schema.shape).toBe(false);
  });
});
