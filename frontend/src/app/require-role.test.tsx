// The session is a fixed stand-in and fetch is mocked: these tests cover what the guards do for
// each sign-in state.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { amplifyKey, mockBackend, storeSession } from '../testing/cognito-fetch';
import { CUSTOMER_USER, fakeSession, renderRoutes } from '../testing/render-app';
import { apiUrl } from '../testing/api-url';
import { SCREEN_MESSAGES } from '../lib/screen-messages';

const PROVIDER_USER = { ...CUSTOMER_USER, userId: 'p-1', role: 'provider' as const, firstName: 'Pat', name: 'Pat Hauler' };

describe('route guards', () => {

  it('shows the verifying spinner while the session loads', async () => {
    mockBackend({});
    renderRoutes('/customer/history', undefined, { session: fakeSession({ status: 'loading' }) });
    expect(await screen.findByText(SCREEN_MESSAGES.verifyingAccount)).toBeTruthy();
  });

  it('sends signed-out visitors to sign in, with the way back', async () => {
    mockBackend({});
    const { router } = renderRoutes('/customer/history?page=2', undefined, { session: fakeSession() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/customer/history?page=2');
  });

  it('sends another role to Access Denied, which offers Go Back and Log Out', async () => {
    // A real session restored from the one Amplify stored, for a provider.
    storeSession();
    const { calls } = mockBackend(
      { [apiUrl('getMe')]: { status: 200, body: { userId: 'p-1', role: 'provider', name: 'Pat Hauler' } } },
      { RevokeToken: () => ({ status: 200, body: {} }) },
    );
    const { router } = renderRoutes('/customer/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/unauthorized');
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log Out' }));
    // The stored session is gone at once (a reload now finds none)...
    expect(localStorage.getItem(amplifyKey('LastAuthUser'))).toBeNull();
    expect(localStorage.getItem(amplifyKey('refreshToken', 'dana@example.com'))).toBeNull();
    expect(localStorage.getItem(amplifyKey('accessToken', 'dana@example.com'))).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    // ...and its refresh token is revoked at Cognito.
    await waitFor(() => expect(calls.find((call) => call.operation === 'RevokeToken')?.body).toEqual({ ClientId: 'client-1', Token: 'refresh-1' }));
    expect(Object.keys(localStorage).filter((key) => key.startsWith('CognitoIdentityServiceProvider.'))).toEqual([]);
  });

  it('offers Go to Home and Sign In on Access Denied when signed out', async () => {
    mockBackend({});
    renderRoutes('/unauthorized', undefined, { session: fakeSession() });
    expect((await screen.findByRole('link', { name: 'Go to Home' })).getAttribute('href')).toBe('/');
    expect(screen.getAllByRole('link', { name: 'Sign In' }).some((link) => link.closest('main'))).toBe(true);
  });

  it('sends /dashboard to each role home, or to sign in', async () => {
    mockBackend({});
    const provider = renderRoutes('/dashboard', undefined, { session: fakeSession({ user: PROVIDER_USER }) });
    await waitFor(() => expect(provider.router.state.location.pathname).not.toBe('/dashboard'));
    // /provider/dashboard is not built yet, so the catch-all may move on from it; the first hop is what matters.
    provider.unmount();

    const visitor = renderRoutes('/dashboard', undefined, { session: fakeSession() });
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/login'));
    expect(visitor.router.state.location.search).toBe('?redirect=/dashboard');
  });
});
