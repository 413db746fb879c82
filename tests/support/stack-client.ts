// What API tests use to talk to the embedded stack: plain HTTP to the gateway, real Cognito
// tokens from the emulator (through the gateway's /cognito endpoint, as the SPA gets them), and
// the gateway's record of DynamoDB operations.
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
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

export interface Tokens {
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

export async function signIn(email: string, password: string): Promise<Tokens> {
  const client = new CognitoIdentityProviderClient({
    endpoint: `${stackUrl()}/cognito`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const result = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: inject('userPoolClientId'),
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    const tokens = result.AuthenticationResult!;
    return { accessToken: tokens.AccessToken!, idToken: tokens.IdToken!, refreshToken: tokens.RefreshToken! };
  } finally {
    client.destroy();
  }
}

/** Runs `action` and returns the DynamoDB operations it caused. Test files run one at a time. */
export async function dynamoDbRequestsDuring(action: () => Promise<unknown>): Promise<DynamoDbRequest[]> {
  await fetch(`${stackUrl()}/dev/dynamodb-requests`, { method: 'DELETE' });
  await action();
  return (await (await fetch(`${stackUrl()}/dev/dynamodb-requests`)).json()) as DynamoDbRequest[];
}
