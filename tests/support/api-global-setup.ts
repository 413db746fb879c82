// Vitest global setup of the API project: one embedded local stack (in memory, seeded, free
// ports) for every API test file, recording DynamoDB operations so tests can check what a
// request did to the table.
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../scripts/local/local-stack';

declare module 'vitest' {
  export interface ProvidedContext {
    stackUrl: string;
    userPoolClientId: string;
    tableName: string;
    dynamodbEndpoint: string;
    /** The local payment sandbox's webhook secret, for tests that sign Stripe events. */
    paymentWebhookSecret: string;
  }
}

export default async function setup(project: TestProject) {
  const stack = await startLocalStack({ port: 0, recordDynamoDbRequests: true });
  project.provide('stackUrl', stack.url);
  project.provide('userPoolClientId', stack.userPool.userPoolClientId);
  project.provide('tableName', stack.tableName);
  project.provide('dynamodbEndpoint', stack.endpoints.dynamodb);
  project.provide('paymentWebhookSecret', stack.paymentWebhookSecret ?? '');
  return () => stack.stop();
}
