// Starts the whole local stack (in memory, seeded) for the browser tests and stops it afterwards.
import { startLocalStack } from '../../scripts/local/local-stack';
import { ensureSpaBuild } from '../../scripts/local/spa-build';

export default async function globalSetup() {
  await ensureSpaBuild();
  const stack = await startLocalStack({ port: 0 });
  process.env.E2E_BASE_URL = stack.url;
  return () => stack.stop();
}
