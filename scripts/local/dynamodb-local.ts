// DynamoDB Local, AWS's own emulator (a Java program), launched straight from the jar that
// ships inside the amplify-dynamodb-simulator package. The table is created from the shared
// table definition, exactly like the CDK data construct builds it.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ListTablesCommand, UpdateTableCommand } from '@aws-sdk/client-dynamodb';
import { createTableInput, TABLE_STREAM } from '../../functions/platform/data/table';
import { startChild, type ManagedChild } from './child-process';
import { freePort, waitFor } from './free-port';

export interface DynamoDbLocal {
  endpoint: string;
  child: ManagedChild;
}

function emulatorFolder(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('amplify-dynamodb-simulator/package.json')), 'emulator');
}

function assertJavaInstalled(): void {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0) {
    throw new Error(
      'DynamoDB Local needs Java 17 or newer, and `java` was not found.\n' +
        '  Debian/Ubuntu: sudo apt-get install -y openjdk-17-jre-headless\n' +
        '  macOS: brew install openjdk@17',
    );
  }
}

/** Starts the emulator in memory (tests) or persisting to `dataDir` (`npm start`). */
export async function startDynamoDbLocal(options: { dataDir?: string }): Promise<DynamoDbLocal> {
  assertJavaInstalled();
  const emulator = emulatorFolder();
  const port = await freePort();
  const storage = options.dataDir ? ['-dbPath', options.dataDir] : ['-inMemory'];
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const child = startChild('DynamoDB Local', 'java', [
    `-Djava.library.path=${path.join(emulator, 'DynamoDBLocal_lib')}`,
    '-jar',
    path.join(emulator, 'DynamoDBLocal.jar'),
    '-sharedDb',
    '-disableTelemetry',
    // No CORS: any web page could otherwise read and write the table. Its help says `-cors` defaults
    // to '*'; it answers Access-Control-Allow-Origin only to an Origin in this list, and no browser
    // sends `none` (an Origin is `null` or scheme://host).
    '-cors',
    'none',
    ...storage,
    '-port',
    String(port),
  ]);
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({ endpoint });
  try {
    await waitFor('DynamoDB Local', async () => {
      if (child.process.exitCode !== null) throw new Error(`exited: ${child.output()}`);
      await client.send(new ListTablesCommand({}));
    });
  } finally {
    client.destroy();
  }
  return { endpoint, child };
}

/**
 * Creates the table unless it already exists (a persisted `.local/` keeps it between runs), turns
 * on the stream of a table made before the search index read it, and adds the global indexes a
 * table made by an older version lacks (one at a time, as DynamoDB allows). Answers the indexes
 * added: the items written before them carry no keys of theirs until rewritten.
 */
export async function ensureTable(endpoint: string, tableName: string): Promise<{ indexesAdded: string[] }> {
  const client = new DynamoDBClient({ endpoint });
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (!Table?.StreamSpecification?.StreamEnabled) {
      await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: TABLE_STREAM }));
    }
    const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
    const wanted = createTableInput(tableName);
    const missing = (wanted.GlobalSecondaryIndexes ?? []).filter((index) => !present.has(index.IndexName));
    for (const index of missing) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: wanted.AttributeDefinitions,
          GlobalSecondaryIndexUpdates: [{ Create: { IndexName: index.IndexName, KeySchema: index.KeySchema, Projection: index.Projection } }],
        }),
      );
    }
    return { indexesAdded: missing.map((index) => index.IndexName) };
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
    await client.send(new CreateTableCommand(createTableInput(tableName)));
    return { indexesAdded: [] };
  } finally {
    client.destroy();
  }
}
