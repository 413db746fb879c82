// Vitest global setup of the API project: one embedded local stack (in memory, seeded, free
// ports) for every API test file, recording DynamoDB operations so tests can check what a
// request did to the table. With API_TEST_FUNCTIONS=assets (as `npm test` runs it, after `cdk
// synth`) the stack runs every function from its synthesized Lambda asset, and at the end the run
// fails unless every function of the template was invoked; what each served is written to
// test-results/asset-functions.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { startLocalStack, type LocalStack } from '../../scripts/local/local-stack';
import { DEMO_SIGN_INS } from '../../scripts/seed/seed';
import { createStore } from '../../functions/platform/data/store';

/**
 * The API tests book the demo provider's 20-yard dumpsters over and over on the same few dates
 * (every checkout holds a unit for its days: functions/availability). The demo provider stocks
 * enough of them for all of those bookings, so only the tests about running out
 * (tests/api/availability.test.ts, with a provider of their own) ever meet a full day.
 */
const DEMO_TWENTY_YARD_STOCK = 500;

async function stockDemoProvider(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  try {
    const store = createStore({ tableName, client });
    const email = DEMO_SIGN_INS.find((signIn) => signIn.role === 'provider')!.email;
    const { data } = await store.entities.providerProfile.query.byCreation({}).go({ pages: 'all' });
    const demo = data.find((profile) => profile.email === email);
    if (!demo) throw new Error('The demo provider is missing from the sample data');
    await store.entities.providerProfile
      .patch({ providerId: demo.providerId })
      .set({ dumpsterInventory: { ...demo.dumpsterInventory, yard20: DEMO_TWENTY_YARD_STOCK } })
      .go();
  } finally {
    client.destroy();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    stackUrl: string;
    userPoolClientId: string;
    tableName: string;
    dynamodbEndpoint: string;
    /** The local payment sandbox's webhook secret, for tests that sign Stripe events. */
    paymentWebhookSecret: string;
    /** The local payment sandbox's secret API key, for tests that pay or refund in the sandbox. */
    paymentSandboxSecretKey: string;
    /** The user pool and the Cognito emulator, for tests that administer sign-ins as the seed does. */
    userPoolId: string;
    cognitoEndpoint: string;
    /** The stack's AWS credentials: the emulators refuse admin calls signed with anything else. */
    awsCredentials: { accessKeyId: string; secretAccessKey: string };
    s3Endpoint: string;
  }
}

const RESULTS = path.resolve(import.meta.dirname, '../../test-results');

/** Which functions ran and what they served; throws when a function of the template never ran. */
function reportAssetFunctions(stack: LocalStack): void {
  const usage = stack.functions.usage?.() ?? [];
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(path.join(RESULTS, 'asset-functions.json'), `${JSON.stringify(usage, null, 2)}\n`);
  console.log('\nFunctions run from their Lambda assets:');
  for (const fn of usage) {
    console.log(`  ${fn.name.padEnd(14)} ${String(fn.invocations).padStart(5)} invocations, ${fn.coldStarts} cold, ${fn.failures} failed, ${fn.served.length} routes/events served`);
  }
  const idle = usage.filter((fn) => fn.invocations === 0).map((fn) => fn.name);
  if (idle.length > 0) throw new Error(`Functions of the template never invoked in asset mode: ${idle.join(', ')}`);
}

export default async function setup(project: TestProject) {
  const functions = process.env.API_TEST_FUNCTIONS === 'assets' ? 'assets' : 'sources';
  // Webhook retries a minute apart are a second apart here (tests/api/payment-sandbox.test.ts waits for one).
  const stack = await startLocalStack({ port: 0, recordDynamoDbRequests: true, functions, webhookRetrySpeedup: 60 });
  await stockDemoProvider(stack.endpoints.dynamodb, stack.tableName);
  project.provide('stackUrl', stack.url);
  project.provide('userPoolClientId', stack.userPool.userPoolClientId);
  project.provide('tableName', stack.tableName);
  project.provide('dynamodbEndpoint', stack.endpoints.dynamodb);
  project.provide('paymentWebhookSecret', stack.paymentWebhookSecret ?? '');
  project.provide('paymentSandboxSecretKey', stack.paymentSandboxSecretKey ?? '');
  project.provide('userPoolId', stack.userPool.userPoolId);
  project.provide('cognitoEndpoint', stack.endpoints.cognito);
  project.provide('awsCredentials', stack.credentials);
  project.provide('s3Endpoint', stack.endpoints.s3);
  return async () => {
    try {
      if (functions === 'assets') reportAssetFunctions(stack);
    } finally {
      await stack.stop();
    }
  };
}
