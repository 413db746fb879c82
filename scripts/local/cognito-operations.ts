// Which Cognito user-pool operations a caller may use without AWS credentials, and which of those
// the site's own sign-in page needs. The local emulator answered every operation from anyone, so
// a web page could create an operator (AdminCreateUser, AdminAddUserToGroup) or list every user.

/**
 * The operations Cognito answers without IAM credentials (a user's token, a client id or nothing):
 * https://docs.aws.amazon.com/cognito/latest/developerguide/user-pools-API-operations.html. Every
 * other operation (Admin*, ListUsers, CreateUserPool, ...) needs a SigV4 signature.
 */
export const UNAUTHENTICATED_OPERATIONS: ReadonlySet<string> = new Set([
  'AssociateSoftwareToken',
  'ChangePassword',
  'ConfirmDevice',
  'ConfirmForgotPassword',
  'ConfirmSignUp',
  'DeleteUser',
  'DeleteUserAttributes',
  'ForgetDevice',
  'ForgotPassword',
  'GetDevice',
  'GetTokensFromRefreshToken',
  'GetUser',
  'GetUserAttributeVerificationCode',
  'GlobalSignOut',
  'InitiateAuth',
  'ListDevices',
  'ResendConfirmationCode',
  'RespondToAuthChallenge',
  'RevokeToken',
  'SetUserMFAPreference',
  'SetUserSettings',
  'SignUp',
  'UpdateDeviceStatus',
  'UpdateUserAttributes',
  'VerifySoftwareToken',
  'VerifyUserAttribute',
]);

/** Operations that act on the caller's own access token (refused once the user signed out everywhere). */
export const ACCESS_TOKEN_OPERATIONS: ReadonlySet<string> = new Set([
  'AssociateSoftwareToken',
  'ChangePassword',
  'DeleteUser',
  'DeleteUserAttributes',
  'GetUser',
  'GetUserAttributeVerificationCode',
  'GlobalSignOut',
  'SetUserMFAPreference',
  'SetUserSettings',
  'UpdateUserAttributes',
  'VerifySoftwareToken',
  'VerifyUserAttribute',
]);

/**
 * What the SPA calls locally (Amplify Auth, frontend/src/lib/cognito-auth.ts), the only operations
 * the gateway's /cognito proxy forwards, with the one auth flow it signs in with here (the local
 * config's USER_PASSWORD_AUTH; Amplify renews tokens with GetTokensFromRefreshToken). Sign-up goes
 * through the marketplace's own API (POST /api/customers), never to Cognito: self sign-up is off in
 * the stack's user pool.
 */
const SITE_OPERATIONS: ReadonlySet<string> = new Set([
  'InitiateAuth',
  'GetTokensFromRefreshToken',
  'ChangePassword',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'RevokeToken',
]);
const SITE_AUTH_FLOWS: ReadonlySet<string> = new Set(['USER_PASSWORD_AUTH']);

/** The operation name of an X-Amz-Target header ('AWSCognitoIdentityProviderService.InitiateAuth'). */
export function operationOf(target: string | string[] | undefined): string | undefined {
  if (typeof target !== 'string') return undefined;
  const [service, operation] = target.split('.');
  return service === 'AWSCognitoIdentityProviderService' && operation ? operation : undefined;
}

export type SiteCallCheck = { allowed: true } | { allowed: false; type: string; message: string };

/** Whether the sign-in proxy forwards a call: the site's operations and auth flows only. */
export function checkSiteCall(operation: string | undefined, body: unknown): SiteCallCheck {
  if (!operation || !SITE_OPERATIONS.has(operation)) {
    return { allowed: false, type: 'AccessDeniedException', message: `${operation ?? 'This operation'} is not available through the site's sign-in endpoint.` };
  }
  if (operation === 'InitiateAuth') {
    const flow = (body as { AuthFlow?: unknown } | null)?.AuthFlow;
    if (typeof flow !== 'string' || !SITE_AUTH_FLOWS.has(flow)) {
      return { allowed: false, type: 'InvalidParameterException', message: 'Initiate Auth method not supported.' };
    }
  }
  return { allowed: true };
}
