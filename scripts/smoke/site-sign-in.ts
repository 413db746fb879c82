// The smoke test's sign-in, made as the site makes it: with the flow the stage's /config.json
// names. In AWS that is SRP (the web client allows no other: the password never leaves the
// machine), run here by Amplify Auth itself, the SPA's own sign-in library, in Node; the local
// emulator has no SRP, so there the config says USER_PASSWORD_AUTH and the password flow is used.
import { Amplify } from '@aws-amplify/core';
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { CognitoIdentityProviderClient, CognitoIdentityProviderServiceException, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoEndpointOf, type RuntimeConfig } from '../../frontend/src/lib/config';
import { SmokeFailure } from './failure';

type SignInConfig = Pick<RuntimeConfig, 'region' | 'userPoolId' | 'userPoolClientId' | 'cognitoEndpoint' | 'authFlow'>;

interface Credentials {
  email: string;
  password: string;
}

/** SRP through Amplify Auth, against the config's pool (and its endpoint, when it names one). */
async function srpAccessToken(config: SignInConfig, { email, password }: Credentials): Promise<string> {
  // As the SPA configures it (frontend/src/lib/cognito-auth.ts): the user-pool token provider alone.
  const auth = {
    Cognito: {
      userPoolId: config.userPoolId,
      userPoolClientId: config.userPoolClientId,
      ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
    },
  };
  cognitoUserPoolsTokenProvider.setAuthConfig(auth);
  Amplify.configure({ Auth: auth }, { Auth: { tokenProvider: cognitoUserPoolsTokenProvider } });
  try {
    const result = await signIn({ username: email, password, options: { authFlowType: 'USER_SRP_AUTH' } });
    if (!result.isSignedIn) throw new SmokeFailure(`Cognito asked for ${result.nextStep.signInStep} instead of tokens: sign in once on the site`);
    const token = (await fetchAuthSession()).tokens?.accessToken.toString();
    if (!token) throw new SmokeFailure('Cognito signed in but gave no access token');
    return token;
  } catch (error) {
    if (error instanceof SmokeFailure || !(error instanceof Error) || error.name === 'Error') throw error;
    throw new SmokeFailure(`Cognito refused ${email}: ${error.name}: ${error.message}`);
  } finally {
    // Amplify keeps one session per process (in memory here): end it, so the next run signs in afresh.
    await signOut().catch(() => undefined);
  }
}

/** The password flow, an unsigned call as in the browser: the local emulator's only one. */
async function passwordAccessToken(config: SignInConfig, { email, password }: Credentials, signal: AbortSignal): Promise<string> {
  const cognito = new CognitoIdentityProviderClient({ region: config.region, endpoint: cognitoEndpointOf(config), maxAttempts: 1 });
  try {
    const answer = await cognito.send(
      new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: config.userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: password } }),
      { abortSignal: signal },
    );
    const token = answer.AuthenticationResult?.AccessToken;
    if (!token) throw new SmokeFailure(`Cognito asked for ${answer.ChallengeName ?? 'another step'} instead of tokens: sign in once on the site`);
    return token;
  } catch (error) {
    if (error instanceof CognitoIdentityProviderServiceException) throw new SmokeFailure(`Cognito refused ${email}: ${error.name}: ${error.message}`);
    throw error;
  } finally {
    cognito.destroy();
  }
}

/** An access token for the user, signed in with the flow the stage's config names. */
export function siteSignIn(config: SignInConfig, credentials: Credentials, signal: AbortSignal): Promise<string> {
  return config.authFlow === 'USER_SRP_AUTH' ? srpAccessToken(config, credentials) : passwordAccessToken(config, credentials, signal);
}
