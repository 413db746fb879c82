// Write transactions: a cancellation is an answer callers branch on (each item's reason code, in
// request order), any other failure is an error.
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { Entity } from './entity';
import { accessCodeModel } from './entities/access-code';
import { smsOptOutModel } from './entities/sms-opt-out';
import { writeTransactions } from './transaction';

function transactions(send: (input: unknown) => Promise<unknown>) {
  const client = { send: (command: { input: unknown }) => send(command.input) } as unknown as DynamoDBDocumentClient;
  const config = { table: 'T', client: () => client };
  const entities = { accessCode: new Entity(accessCodeModel, config), smsOptOut: new Entity(smsOptOutModel, config) };
  return writeTransactions(entities, () => client);
}

const write = ({ accessCode, smsOptOut }: { accessCode: Entity<typeof accessCodeModel>; smsOptOut: Entity<typeof smsOptOutModel> }) => [
  accessCode
    .patch({ code: 'C' })
    .set({ status: 'used' })
    .where((attributes, { eq }) => eq(attributes.status, 'unused'))
    .commit(),
  smsOptOut.create({ phoneNumber: '+1', optedOutAt: 'x' }).commit(),
  smsOptOut.delete({ phoneNumber: '+2' }).commit(),
];

describe('write transactions', () => {
  it('sends the items in order and answers not canceled', async () => {
    const sent: unknown[] = [];
    const result = await transactions(async (input) => void sent.push(input)).write(write).go();
    expect(result).toEqual({ canceled: false, data: Array.from({ length: 3 }, () => ({ rejected: false, code: 'None', item: null })) });
    const [items] = sent as { TransactItems: Record<string, { ConditionExpression?: string }>[] }[];
    expect(items.TransactItems.map((item) => Object.keys(item)[0])).toEqual(['Update', 'Put', 'Delete']);
    expect(items.TransactItems[1].Put.ConditionExpression).toBe('attribute_not_exists(#pk) AND attribute_not_exists(#sk)');
  });

  it("answers a cancellation with each item's reason", async () => {
    const cancellation = Object.assign(new Error('Transaction cancelled'), {
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' }, { Code: 'None' }, { Code: 'TransactionConflict' }],
    });
    const result = await transactions(() => Promise.reject(cancellation)).write(write).go();
    expect(result).toEqual({
      canceled: true,
      data: [
        { rejected: true, code: 'ConditionalCheckFailed', message: 'The conditional request failed', item: null },
        { rejected: false, code: 'None', item: null },
        { rejected: true, code: 'TransactionConflict', item: null },
      ],
    });
  });

  it('throws any other failure, and sends nothing for no items', async () => {
    const failure = Object.assign(new Error('Throttled'), { name: 'ProvisionedThroughputExceededException' });
    await expect(transactions(() => Promise.reject(failure)).write(write).go()).rejects.toBe(failure);
    const sent: unknown[] = [];
    expect(await transactions(async (input) => void sent.push(input)).write(() => []).go()).toEqual({ canceled: false, data: [] });
    expect(sent).toEqual([]);
  });
});
