// The rewrite the migration makes of each rental stored 'rejected' (the run itself is exercised
// against DynamoDB Local in tests/api/rejected-rentals-migration.test.ts).
import { describe, expect, it } from 'vitest';
import { createStore } from '../../functions/platform/data/store';
import { rejectedRentalRewrite } from './rejected-rentals';

describe('rejected rentals migration', () => {
  it('rewrites status, cancelledBy and the status-keyed index, only while the rental is still stored rejected', () => {
    const store = createStore({ tableName: 'T' });
    const params = rejectedRentalRewrite(store, { rentalId: 'r-1', createdAt: '2026-02-01T10:00:00.000Z' }).params();
    const names = params.ExpressionAttributeNames!;
    const values = params.ExpressionAttributeValues!;
    const assigned = Object.fromEntries(
      [...params.UpdateExpression!.matchAll(/(#\w+) = (:v\d+)/g)].map(([, name, value]) => [names[name!], values[value!]]),
    );
    expect(assigned).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'provider',
      gsi2sk: '$rental_1#status_cancelled#createdat_2026-02-01t10:00:00.000z#rentalid_r-1',
    });
    // updatedAt stays what it was: nobody changed the rental.
    expect(Object.keys(assigned)).not.toContain('updatedAt');
    const condition = params.ConditionExpression!.replace(/#\w+|:v\d+/g, (token) => JSON.stringify(token.startsWith('#') ? names[token] : values[token]));
    expect(condition).toContain('"status" = "rejected"');
    expect(condition).toContain('"createdAt" = "2026-02-01T10:00:00.000Z"');
    expect(params.Key).toEqual({ pk: '$marketplace#rentalid_r-1', sk: '$rental_1' });
  });
});
