// A Cognito access token from a running local stack (its /cognito front and /config.json), the way
// the SPA signs in there: for tools and browser tests that call the API as a user.
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';

export async function accessToken(baseUrl: string, email: string, password: string): Promise<string> {
  const config = (await (await fetch(`${baseUrl}/config.json`)).json()) as { userPoolClientId: string };
  const client = new CognitoIdentityProviderClient({
    endpoint: `${baseUrl}/cognito`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const result = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: config.userPoolClientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    return result.AuthenticationResult!.AccessToken!;
  } finally {
    client.destroy();
  }
}
