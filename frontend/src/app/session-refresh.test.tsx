// fetch is mocked (Cognito and the API, see testing/cognito-fetch) and the session is the real one
// (AuthProvider, Amplify Auth under it), restored from what Amplify stored on an earlier visit:
// a lapsed access token is renewed with the refresh token before the API sees it, and a refused
// refresh token ends the session.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  accessTokenOf,
  amplifyKey,
  cognitoFailure,
  mockBackend,
  type RecordedCall,
  signedInTokens,
  storeSession,
} from '../testing/cognito-fetch';
import { renderRoutes } from '../testing/render-app';
import { apiUrl } from '../testing/api-url';

const ME = { userId: 'c-1', email: 'dana@example.com', role: 'customer', name: 'Dana Customer' };
const DASHBOARD = { activeRentals: 1, upcomingRentals: 0, completedRentals: 2, totalRentals: 3 };

/** The API as its authorizer is: the answer for the current access token only, 401 for any other. */
function backendAccepting(token: string, cognito: Parameters<typeof mockBackend>[1]) {
  let calls: RecordedCall[] = [];
  const answer = (body: unknown) => () =>
    calls.at(-1)?.authorization === `Bearer ${token}` ? { status: 200, body } : { status: 401, body: { message: 'Unauthorized' } };
  calls = mockBackend({ [apiUrl('getMe')]: answer(ME), [apiUrl('getCustomerDashboard')]: answer(DASHBOARD) }, cognito).calls;
  return calls;
}

const apiCalls = (calls: RecordedCall[]) => calls.filter((call) => call.url.startsWith('/api/'));

describe('a stored session', () => {

  it('renews an expired access token through Cognito, and the API call succeeds with the new one', async () => {
    storeSession(signedInTokens({ expiresIn: -60 }));
    // Cognito answers a refresh without a new refresh token (no rotation on the stack's app client).
    const renewed = signedInTokens({ label: '2', refreshToken: null });
    const calls = backendAccepting(accessTokenOf(renewed), { GetTokensFromRefreshToken: () => ({ status: 200, body: renewed }) });
    renderRoutes('/customer/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Dana!' })).toBeTruthy();
    expect(await screen.findByText('You have 1 active rental.')).toBeTruthy();

    const refreshes = calls.filter((call) => call.operation === 'GetTokensFromRefreshToken');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]!.body).toMatchObject({ ClientId: 'client-1', RefreshToken: 'refresh-1' });
    expect(apiCalls(calls).map((call) => call.authorization)).toEqual([
      `Bearer ${accessTokenOf(renewed)}`,
      `Bearer ${accessTokenOf(renewed)}`,
    ]);
    // The new tokens are stored beside the refresh token Cognito keeps.
    expect(localStorage.getItem(amplifyKey('accessToken', 'dana@example.com'))).toBe(accessTokenOf(renewed));
    expect(localStorage.getItem(amplifyKey('refreshToken', 'dana@example.com'))).toBe('refresh-1');
  });

  it('renews an access token about to lapse before it leaves with a request', async () => {
    // Valid for 30 more seconds: inside the renewal margin, so no request carries it.
    const lapsing = signedInTokens({ expiresIn: 30 });
    storeSession(lapsing);
    const renewed = signedInTokens({ label: '2', refreshToken: null });
    const calls = backendAccepting(accessTokenOf(renewed), { GetTokensFromRefreshToken: () => ({ status: 200, body: renewed }) });
    renderRoutes('/customer/dashboard');
    expect(await screen.findByText('You have 1 active rental.')).toBeTruthy();
    expect(apiCalls(calls).some((call) => call.authorization === `Bearer ${accessTokenOf(lapsing)}`)).toBe(false);
  });

  it('ends when Cognito refuses the refresh token: the stored session is forgotten and sign-in is asked for', async () => {
    storeSession(signedInTokens({ expiresIn: -60 }));
    const calls = backendAccepting('none', {
      GetTokensFromRefreshToken: () => cognitoFailure('NotAuthorizedException', 'Refresh Token has been revoked'),
    });
    const { router } = renderRoutes('/customer/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(localStorage.getItem(amplifyKey('LastAuthUser'))).toBeNull());
    expect(localStorage.getItem(amplifyKey('refreshToken', 'dana@example.com'))).toBeNull();
    expect(apiCalls(calls)).toEqual([]);
  });
});
