// What the data layer reads back: the model's attributes only (never a key field or identifier,
// API responses are built from these), only this entity's items, pages joined by opaque cursors,
// and a cursor it did not give out refused before any request.
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { collection } from './collection';
import { CursorError } from './cursor';
import { Entity } from './entity';
import { listingZipModel } from './entities/listing-zip';
import { providerZipModel } from './entities/provider-zip';
import { rentalModel } from './entities/rental';
import { smsConversationModel } from './entities/sms-conversation';
import { smsOptOutModel } from './entities/sms-opt-out';

interface Sent {
  command: string;
  input: Record<string, unknown>;
}

/** A document client answering each command with the next canned output, recording what was sent. */
function fakeClient(outputs: Record<string, unknown>[]) {
  const sent: Sent[] = [];
  const client = {
    send: async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
      sent.push({ command: command.constructor.name, input: command.input });
      return outputs.shift() ?? {};
    },
  } as unknown as DynamoDBDocumentClient;
  return { sent, config: { table: 'T', client: () => client } };
}

const identifiers = (entity: string) => ({ __edb_e__: entity, __edb_v__: '1' });
const storedZip = (zipCode: string, providerId: string) => ({
  pk: `$marketplace#zipcode_${zipCode}`,
  sk: `$ziparea#providerzip_1#providerid_${providerId}`,
  gsi1pk: `$marketplace#providerid_${providerId}`,
  gsi1sk: `$providerzip_1#zipcode_${zipCode}`,
  zipCode,
  providerId,
  summary: { name: providerId },
  updatedAt: 'u',
  ...identifiers('providerZip'),
});

describe('get', () => {
  it('answers the attributes under their own names, without keys, identifiers or unknown fields', async () => {
    const stored = { pk: '$marketplace#phonenumber_+1', sk: '$smsconversation_1', phoneNumber: '+1', step: 'zip', ttl: 5, createdAt: 'c', updatedAt: 'u', stray: 1 };
    const { sent, config } = fakeClient([{ Item: { ...stored, ...identifiers('smsConversation') } }]);
    const { data } = await new Entity(smsConversationModel, config).get({ phoneNumber: '+1' }).go({ consistent: true });
    expect(data).toEqual({ phoneNumber: '+1', step: 'zip', expiresAt: 5, createdAt: 'c', updatedAt: 'u' });
    expect(sent).toEqual([{ command: 'GetCommand', input: { TableName: 'T', Key: { pk: stored.pk, sk: stored.sk }, ConsistentRead: true } }]);
  });

  it('answers null for no item, and for an item another entity wrote under the same key', async () => {
    const { config } = fakeClient([{}, { Item: { phoneNumber: '+1', optedOutAt: 'x', ...identifiers('smsConversation') } }]);
    const optOuts = new Entity(smsOptOutModel, config);
    expect((await optOuts.get({ phoneNumber: '+1' }).go()).data).toBeNull();
    expect((await optOuts.get({ phoneNumber: '+1' }).go()).data).toBeNull();
  });
});

describe('query', () => {
  it('reads every page when asked, leaving out other entities, and answers no cursor at the end', async () => {
    const { sent, config } = fakeClient([
      { Items: [storedZip('43215', 'a'), { pk: 'x', sk: 'y', ...identifiers('listingZip') }], LastEvaluatedKey: { pk: '$marketplace#zipcode_43215', sk: 'k' } },
      { Items: [storedZip('43215', 'b')] },
    ]);
    const page = await new Entity(providerZipModel, config).query.byZip({ zipCode: '43215' }).go({ pages: 'all' });
    expect(page).toEqual({
      data: [
        { zipCode: '43215', providerId: 'a', summary: { name: 'a' }, updatedAt: 'u' },
        { zipCode: '43215', providerId: 'b', summary: { name: 'b' }, updatedAt: 'u' },
      ],
      cursor: null,
    });
    expect(sent[1].input.ExclusiveStartKey).toEqual({ pk: '$marketplace#zipcode_43215', sk: 'k' });
  });

  it('answers one page and an opaque cursor that continues it', async () => {
    const lastKey = { pk: '$marketplace#rentalid_r', sk: '$rental_1', gsi2pk: '$marketplace#providerid_p', gsi2sk: '$rental_1#status_active' };
    const { sent, config } = fakeClient([{ Items: [], LastEvaluatedKey: lastKey }, { Items: [] }]);
    const rentals = new Entity(rentalModel, config);
    const first = await rentals.query.byProvider({ providerId: 'P' }).go({ order: 'desc', limit: 2 });
    expect(first.cursor).toEqual(expect.any(String));
    expect(sent[0].input).toMatchObject({ IndexName: 'gsi2', ScanIndexForward: false, Limit: 2 });
    await rentals.query.byProvider({ providerId: 'P' }).go({ cursor: first.cursor });
    expect(sent[1].input.ExclusiveStartKey).toEqual(lastKey);
  });

  it('refuses a cursor it did not give out, before any request', async () => {
    const { sent, config } = fakeClient([]);
    const rentals = new Entity(rentalModel, config);
    const foreign = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');
    const otherProvider = { pk: 'a', sk: 'b', gsi2pk: '$marketplace#providerid_q', gsi2sk: 'c' };
    for (const cursor of ['not-a-cursor', foreign(1), foreign(['pk']), foreign({ pk: 'a', sk: 'b' }), foreign({ ...otherProvider, pk: 1 }), foreign(otherProvider)]) {
      await expect(rentals.query.byProvider({ providerId: 'p' }).go({ cursor })).rejects.toThrow(CursorError);
    }
    expect(sent).toEqual([]);
  });

  it('reads only the attributes asked for, and the identifiers that tell the entity apart', async () => {
    const { sent, config } = fakeClient([{ Items: [{ ...storedZip('43215', 'a') }] }]);
    const { data } = await new Entity(providerZipModel, config).query.byZip({ zipCode: '43215' }).go({ attributes: ['providerId'] });
    expect(data).toEqual([{ providerId: 'a' }]);
    const { ProjectionExpression, ExpressionAttributeNames } = sent[0].input as { ProjectionExpression: string; ExpressionAttributeNames: Record<string, string> };
    expect(ProjectionExpression.split(', ').map((name) => ExpressionAttributeNames[name])).toEqual(['providerId', '__edb_e__', '__edb_v__']);
  });
});

describe('list pages', () => {
  const storedRental = (rentalId: string, customerName: string) => ({
    pk: `$marketplace#rentalid_${rentalId}`,
    sk: '$rental_1',
    gsi2pk: '$marketplace#providerid_p',
    gsi2sk: `$rental_1#status_active#createdat_t#rentalid_${rentalId}`,
    rentalId,
    customerName,
    ...identifiers('rental'),
  });

  it('asks only for what the page still has room for, until it is full, and continues after the last item read', async () => {
    const lastKey = { pk: 'k', sk: 'k', gsi2pk: '$marketplace#providerid_p', gsi2sk: 'k' };
    const { sent, config } = fakeClient([
      { Items: [storedRental('a', 'Ann'), storedRental('b', 'Bo'), storedRental('c', 'Ann')], LastEvaluatedKey: lastKey },
      { Items: [storedRental('d', 'Ann')], LastEvaluatedKey: lastKey },
    ]);
    const page = await new Entity(rentalModel, config).query
      .byProvider({ providerId: 'p', status: 'active' })
      .where((rental, { ne }) => ne(rental.customerName, 'Cy'))
      .page({ limit: 3, order: 'desc', keep: (rental) => rental.customerName === 'Ann' });
    expect(page.data.map((rental) => rental.rentalId)).toEqual(['a', 'c', 'd']);
    expect(sent.map((entry) => entry.input.Limit)).toEqual([3, 1]);
    expect(sent[0].input.FilterExpression).toBe('(#customerName <> :v2)');
    expect(sent[1].input.ExclusiveStartKey).toEqual(lastKey);
    expect(page.cursor).toEqual(expect.any(String));
  });

  it('stops after the reads it may make, answering a short page that still carries the cursor', async () => {
    const lastKey = { pk: 'k', sk: 'k', gsi2pk: '$marketplace#providerid_p', gsi2sk: 'k' };
    const { sent, config } = fakeClient([{ Items: [storedRental('a', 'Bo')], LastEvaluatedKey: lastKey }, { Items: [], LastEvaluatedKey: lastKey }]);
    const page = await new Entity(rentalModel, config).query.byProvider({ providerId: 'p' }).page({ limit: 5, maxReads: 2, keep: () => false });
    expect(page.data).toEqual([]);
    expect(page.cursor).not.toBeNull();
    expect(sent).toHaveLength(2);
  });

  it('counts with Select COUNT over every page of the query', async () => {
    const { sent, config } = fakeClient([{ Count: 3, LastEvaluatedKey: { pk: 'k' } }, { Count: 2 }]);
    expect(await new Entity(rentalModel, config).query.byProvider({ providerId: 'p', status: 'active' }).count()).toBe(5);
    expect(sent.map((entry) => entry.input.Select)).toEqual(['COUNT', 'COUNT']);
    expect(sent[1].input.ExclusiveStartKey).toEqual({ pk: 'k' });
  });

  it("makes the cursor after an item in the query's own partition, under the query's status key", async () => {
    const { sent, config } = fakeClient([{ Items: [] }]);
    const rentals = new Entity(rentalModel, config).query.byProvider({ providerId: 'P', status: 'rejected' as never });
    await rentals.go({ cursor: rentals.cursorAfter({ createdAt: '2026-01-01T00:00:00.000Z', rentalId: 'R', status: 'cancelled' }) });
    expect(sent[0].input.ExclusiveStartKey).toEqual({
      pk: '$marketplace#rentalid_r',
      sk: '$rental_1',
      gsi2pk: '$marketplace#providerid_p',
      gsi2sk: '$rental_1#status_rejected#createdat_2026-01-01t00:00:00.000z#rentalid_r',
    });
  });
});

describe('collection', () => {
  it('reads every member of a ZIP in one Query, grouped by entity', async () => {
    const storedListing = { pk: 'p', sk: 's', zipCode: '43215', listingId: 'l', providerId: 'a', summary: {}, updatedAt: 'u', ...identifiers('listingZip') };
    const { sent, config } = fakeClient([{ Items: [storedZip('43215', 'a'), storedListing] }]);
    const zipArea = collection('zipArea', { providerZip: providerZipModel, listingZip: listingZipModel }, config);
    const { data } = await zipArea({ zipCode: '43215' }).go({ pages: 'all' });
    expect(data.providerZip.map((item) => item.providerId)).toEqual(['a']);
    expect(data.listingZip).toEqual([{ zipCode: '43215', listingId: 'l', providerId: 'a', summary: {}, updatedAt: 'u' }]);
    expect(sent.map((entry) => entry.command)).toEqual(['QueryCommand']);
  });
});

describe('batch writes', () => {
  it('writes 25 requests per call and retries what DynamoDB left unprocessed', async () => {
    const optOut = (index: number) => ({ phoneNumber: `+${index}`, optedOutAt: 'x' });
    const unprocessedPut = { PutRequest: { Item: { pk: '$marketplace#phonenumber_+3', sk: '$smsoptout_1' } } };
    const { sent, config } = fakeClient([{ UnprocessedItems: { T: [unprocessedPut] } }, {}, {}]);
    const { unprocessed } = await new Entity(smsOptOutModel, config).put(Array.from({ length: 30 }, (_, index) => optOut(index))).go();
    expect(unprocessed).toEqual([]);
    const batches = sent.map((entry) => (entry.input.RequestItems as Record<string, unknown[]>).T.length);
    expect(batches).toEqual([25, 1, 5]);
  });

  it('hands back what stays unprocessed after the retries', async () => {
    const key = { pk: '$marketplace#phonenumber_+1', sk: '$smsoptout_1' };
    const { sent, config } = fakeClient(Array.from({ length: 4 }, () => ({ UnprocessedItems: { T: [{ DeleteRequest: { Key: key } }] } })));
    const { unprocessed } = await new Entity(smsOptOutModel, config).delete([{ phoneNumber: '+1' }]).go();
    expect(unprocessed).toEqual([{ phoneNumber: '+1' }]);
    expect(sent).toHaveLength(4);
  });
});
