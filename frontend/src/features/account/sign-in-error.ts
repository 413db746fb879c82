// The spec's three sign-in messages, chosen from Cognito's exception names. The local emulator
// answers a wrong password with InvalidPasswordException where Cognito says NotAuthorizedException;
// both read as invalid credentials. Cognito reports a locked-out user as a NotAuthorizedException
// whose message mentions exceeded attempts.
import { MESSAGES } from '../../../../shared/messages';
import { isCognitoError } from '../../lib/cognito-error';
import { SCREEN_MESSAGES } from '../../lib/screen-messages';

const INVALID_CREDENTIALS = new Set(['NotAuthorizedException', 'InvalidPasswordException', 'UserNotFoundException']);
const TOO_MANY_ATTEMPTS = new Set([
  'LimitExceededException',
  'TooManyRequestsException',
  'TooManyFailedAttemptsException',
]);

export function signInErrorMessage(error: unknown): string {
  if (!isCognitoError(error)) return SCREEN_MESSAGES.loginFailed;
  if (TOO_MANY_ATTEMPTS.has(error.code)) return MESSAGES.loginTooManyAttempts;
  if (error.code === 'NotAuthorizedException' && /attempts exceeded/i.test(error.message)) {
    return MESSAGES.loginTooManyAttempts;
  }
  if (INVALID_CREDENTIALS.has(error.code)) return SCREEN_MESSAGES.loginInvalid;
  return SCREEN_MESSAGES.loginFailed;
}
