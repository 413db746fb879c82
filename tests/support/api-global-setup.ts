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

export default async function setup(project: TestProject) {
  const stack = await startLocalStack({ port: 0, recordDynamoDbRequests: true });
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
  return () => stack.stop();
}
