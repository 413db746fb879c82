// The local stack keeps its table between runs (`.local/`): a table made by an older version, without
// an index added since, gets it when the stack starts, and the stack is told so (it then rewrites
// the rentals' index keys through the books' rebuild, scripts/local/local-stack.ts).
import { CreateTableCommand, DeleteTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createTableInput } from '../../functions/platform/data/table';
import { ensureTable } from '../../scripts/local/dynamodb-local';

const endpoint = inject('dynamodbEndpoint');
const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
const tableName = `older-${randomUUID()}`;
afterAll(async () => {
  await client.send(new DeleteTableCommand({ TableName: tableName })).catch(() => undefined);
  client.destroy();
});

describe('a kept local table', () => {
  it('gets the indexes it lacks, once', async () => {
    const current = createTableInput(tableName);
    const older = {
      ...current,
      GlobalSecondaryIndexes: current.GlobalSecondaryIndexes.filter((index) => !['gsi4', 'gsi5'].includes(index.IndexName)),
      AttributeDefinitions: current.AttributeDefinitions.filter((attribute) => !/^gsi[45]/.test(attribute.AttributeName)),
    };
    await client.send(new CreateTableCommand(older));

    expect(await ensureTable(endpoint, tableName)).toEqual({ indexesAdded: ['gsi4', 'gsi5'] });
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    expect(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName).sort()).toEqual(['gsi1', 'gsi2', 'gsi3', 'gsi4', 'gsi5']);
    expect(await ensureTable(endpoint, tableName)).toEqual({ indexesAdded: [] });
  });
});
