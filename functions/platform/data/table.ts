// The single table's key schema, defined once: the CDK data construct and the local stack's
// CreateTable both build the table from this, and every entity model names these fields.
export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  globalIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
    { indexName: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
    { indexName: 'gsi5', partitionKey: 'gsi5pk', sortKey: 'gsi5sk' },
  ],
} as const;

/** The table's stream: every change with the item before and after (infra/constructs/data.ts builds the same). */
export const TABLE_STREAM = { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' } as const;

/** Base name; each stage's table is `<stage>-<TABLE_BASE_NAME>`. */
export const TABLE_BASE_NAME = 'marketplace';

/** The service name in every entity model: the prefix of every partition key (keys.ts). */
export const SERVICE_NAME = 'marketplace';

/**
 * CreateTable input for the local emulator and tests (on-demand billing, every GSI projecting all,
 * and the stream of new and old images the search index consumer reads, as in AWS).
 */
export function createTableInput(tableName: string) {
  const attribute = (name: string) => ({ AttributeName: name, AttributeType: 'S' as const });
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: [
      attribute(TABLE_KEYS.partitionKey),
      attribute(TABLE_KEYS.sortKey),
      ...TABLE_KEYS.globalIndexes.flatMap((index) => [attribute(index.partitionKey), attribute(index.sortKey)]),
    ],
    KeySchema: [
      { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: TABLE_KEYS.globalIndexes.map((index) => ({
      IndexName: index.indexName,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
    StreamSpecification: TABLE_STREAM,
  };
}

/**
 * The table's DynamoDB TTL attribute (epoch seconds): items that carry it disappear on their own
 * some time after it passes (SMS conversations). DynamoDB may take a while, so readers also check it.
 */
export const TABLE_TTL_ATTRIBUTE = 'ttl';
