// What API tests use to talk to the embedded stack: plain HTTP to the gateway, real Cognito
// tokens from the emulator (through the gateway's /cognito endpoint, as the SPA gets them), and
// the gateway's record of DynamoDB operations.
import { signInTokens, type Tokens } from '../../scripts/local/sign-in';
import { inject } from 'vitest';
import type { DynamoDbRequest } from '../../scripts/local/dynamodb-request-log';

export const stackUrl = () => inject('stackUrl');

export function api(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const { token, headers, ...rest } = init;
  return fetch(`${stackUrl()}${path}`, {
    ...rest,
    headers: {
      ...(rest.body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(headers as Record<string, string> | undefined),
    },
  });
}

export type { Tokens };

/** A password the user pool's rule accepts (shared/password-policy.ts), for the accounts tests make. */
export const TEST_PASSWORD = 'Test-pass-1';

export function signIn(email: string, password: string): Promise<Tokens> {
  return signInTokens(stackUrl(), email, password, inject('userPoolClientId'));
}

/** Runs `action` and returns the DynamoDB operations it caused. Test files run one at a time. */
export async function dynamoDbRequestsDuring(action: () => Promise<unknown>): Promise<DynamoDbRequest[]> {
  await fetch(`${stackUrl()}/dev/dynamodb-requests`, { method: 'DELETE' });
  await action();
  return (await (await fetch(`${stackUrl()}/dev/dynamodb-requests`)).json()) as DynamoDbRequest[];
}

/**
 * Waits until search has caught up with every write so far: the local stack's reader of the
 * table's stream has delivered every record to the search index consumer (scripts/local/table-stream.ts).
 * Saves index search asynchronously, so a test that searches after a save waits for this first.
 */
export async function searchIndexSettled(): Promise<void> {
  const answer = await fetch(`${stackUrl()}/dev/table-stream/drained`);
  if (!answer.ok) throw new Error(`The table stream did not drain: ${answer.status}`);
}
