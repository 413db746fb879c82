// Administering sign-ins in the stack's user pool the way the seed does (Cognito's admin API), for
// tests that need an account the marketplace itself would never make (a sign-in in no group), and
// the token refresh the SPA (Amplify Auth) uses to stay signed in (signIn in
// tests/support/stack-client.ts gives the refresh token).
import { randomUUID } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  GetTokensFromRefreshTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';
import { stackUrl, TEST_PASSWORD } from '../support/stack-client';

function adminClient(): CognitoIdentityProviderClient {
  // Signed with the stack's own credentials, as the seed's client is: the emulator refuses others.
  return new CognitoIdentityProviderClient({ endpoint: inject('cognitoEndpoint'), region: 'us-east-1', credentials: inject('awsCredentials') });
}

/** A confirmed sign-in with a permanent password and no group (so no marketplace role). */
export async function createSignInWithoutGroup(): Promise<{ email: string; password: string; sub: string }> {
  const email = `${randomUUID()}@test.example`;
  const password = TEST_PASSWORD;
  const client = adminClient();
  try {
    const created = await client.send(
      new AdminCreateUserCommand({
        UserPoolId: inject('userPoolId'),
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    const sub = created.User!.Attributes!.find((attribute) => attribute.Name === 'sub')!.Value!;
    await client.send(new AdminSetUserPasswordCommand({ UserPoolId: inject('userPoolId'), Username: sub, Password: password, Permanent: true }));
    return { email, password, sub };
  } finally {
    client.destroy();
  }
}

/** 'renewed', or the Cognito error name when the refresh token is refused. */
export async function refreshOutcome(refreshToken: string): Promise<string> {
  const client = new CognitoIdentityProviderClient({
    endpoint: `${stackUrl()}/cognito`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const answer = await client.send(new GetTokensFromRefreshTokenCommand({ ClientId: inject('userPoolClientId'), RefreshToken: refreshToken }));
    if (!answer.AuthenticationResult?.AccessToken) return 'NoTokens';
    return 'renewed';
  } catch (error) {
    return (error as Error).name;
  }
}
