// Pure rules of the sign-in pages: which message a Cognito failure shows, and which redirect
// values are followed.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/messages';
import { ApiError } from '../../lib/api-error';
import { CognitoError } from '../../lib/cognito-error';
import { safeRedirect } from './safe-redirect';
import { signInErrorMessage } from './sign-in-error';
import { SCREEN_MESSAGES } from '../../lib/screen-messages';

describe('sign-in error messages', () => {
  it.each([
    ['NotAuthorizedException', 'Incorrect username or password.', SCREEN_MESSAGES.loginInvalid],
    ['InvalidPasswordException', 'Invalid password', SCREEN_MESSAGES.loginInvalid],
    ['UserNotFoundException', 'User does not exist.', SCREEN_MESSAGES.loginInvalid],
    ['NotAuthorizedException', 'Password attempts exceeded', MESSAGES.loginTooManyAttempts],
    ['LimitExceededException', 'Attempt limit exceeded', MESSAGES.loginTooManyAttempts],
    ['TooManyRequestsException', 'Rate exceeded', MESSAGES.loginTooManyAttempts],
    ['TooManyFailedAttemptsException', 'x', MESSAGES.loginTooManyAttempts],
    ['UserNotConfirmedException', 'x', SCREEN_MESSAGES.loginFailed],
    ['NetworkError', 'x', SCREEN_MESSAGES.loginFailed],
  ])('%s (%s) reads as the spec message', (code, message, expected) => {
    expect(signInErrorMessage(new CognitoError(code, message))).toBe(expected);
  });

  it('treats anything else (e.g. /api/me failing) as a failed sign-in', () => {
    expect(signInErrorMessage(new ApiError(MESSAGES.internal, 500))).toBe(SCREEN_MESSAGES.loginFailed);
    expect(signInErrorMessage(new Error('boom'))).toBe(SCREEN_MESSAGES.loginFailed);
  });
});

describe('redirect after sign-in', () => {
  it('follows same-site paths with their query', () => {
    expect(safeRedirect('/rent/l-20')).toBe('/rent/l-20');
    expect(safeRedirect('/customer/history?page=2')).toBe('/customer/history?page=2');
  });

  it.each([
    '//evil.example',
    '//evil.example/customer/dashboard',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'customer/dashboard',
    '/\t/evil.example',
    '',
  ])('refuses %j and goes to /dashboard', (value) => {
    expect(safeRedirect(value)).toBe('/dashboard');
  });

  it('uses /dashboard when there is no redirect', () => {
    expect(safeRedirect(null)).toBe('/dashboard');
  });
});
