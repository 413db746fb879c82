// Starts the whole local stack (in memory, seeded) for the browser tests and stops it afterwards.
import { startLocalStack } from '../../scripts/local/local-stack';
import { ensureSpaBuild } from '../../scripts/local/spa-build';

export default async function globalSetup() {
  await ensureSpaBuild();
  // The test clock: the whole-day test runs last, alone, and moves the functions' clock to the delivery date.
  const stack = await startLocalStack({ port: 0, testClock: true });
  process.env.E2E_BASE_URL = stack.url;
  // For tests that write to the uploads bucket as the functions do (with the stack's credentials).
  process.env.E2E_S3_ENDPOINT = stack.endpoints.s3;
  process.env.E2E_AWS_CREDENTIALS = JSON.stringify(stack.credentials);
  // For tests that act as the payment provider (expiring a session), whose API wants its secret key.
  process.env.E2E_PAYMENT_SANDBOX_KEY = stack.paymentSandboxSecretKey ?? '';
  return () => stack.stop();
}
