// Cognito tokens from a running local stack (its /cognito front and /config.json), the way the
// local SPA signs in there: for tools, benchmarks and tests that call the API as a user.
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';

export interface Tokens {
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

/** Signs in with the password flow; the app client id is read from the stack's /config.json unless given. */
export async function signInTokens(baseUrl: string, email: string, password: string, clientId?: string): Promise<Tokens> {
  const userPoolClientId = clientId ?? ((await (await fetch(`${baseUrl}/config.json`)).json()) as { userPoolClientId: string }).userPoolClientId;
  const client = new CognitoIdentityProviderClient({
    endpoint: `${baseUrl}/cognito`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const result = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: userPoolClientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    const tokens = result.AuthenticationResult!;
    return { accessToken: tokens.AccessToken!, idToken: tokens.IdToken!, refreshToken: tokens.RefreshToken! };
  } finally {
    client.destroy();
  }
}

export async function accessToken(baseUrl: string, email: string, password: string): Promise<string> {
  return (await signInTokens(baseUrl, email, password)).accessToken;
}
