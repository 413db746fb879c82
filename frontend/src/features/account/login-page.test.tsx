// fetch is mocked (Cognito and the API, see testing/cognito-fetch): these tests drive the real
// AuthProvider, and Amplify Auth under it, through the sign-in page.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/messages';
import { accessTokenOf, amplifyKey, cognitoFailure, mockBackend, TOKENS } from '../../testing/cognito-fetch';
import { CUSTOMER_USER, fakeSession, renderRoutes } from '../../testing/render-app';
import { apiUrl } from '../../testing/api-url';
import { SCREEN_MESSAGES } from '../../lib/screen-messages';

const ME = { userId: 'c-1', email: 'dana@example.com', role: 'customer', name: 'Dana Customer' };
const DASHBOARD = { activeRentals: 1, upcomingRentals: 0, completedRentals: 2, totalRentals: 3 };

async function signIn(password = 'Secret123') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), 'dana@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('sign-in page', () => {

  it('asks for e-mail and password before calling Cognito', async () => {
    const { calls } = mockBackend({});
    const user = userEvent.setup();
    renderRoutes('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toContain(
      screen.getByText('Password is required').id,
    );
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['InvalidPasswordException', 'Invalid password', SCREEN_MESSAGES.loginInvalid],
    ['NotAuthorizedException', 'Password attempts exceeded', MESSAGES.loginTooManyAttempts],
    ['InternalErrorException', 'x', SCREEN_MESSAGES.loginFailed],
  ])('shows the spec message for %s', async (type, message, expected) => {
    mockBackend({}, { InitiateAuth: () => cognitoFailure(type, message) });
    renderRoutes('/login');
    await signIn('wrong');
    expect((await screen.findByRole('alert')).textContent).toBe(expected);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('shows Signing In... while working, then follows a same-site redirect with the bearer token', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls } = mockBackend(
      { [apiUrl('getMe')]: { status: 200, body: ME }, [apiUrl('listCustomerRentals')]: { status: 200, body: { rentals: [] } } },
      { InitiateAuth: () => ({ status: 200, body: TOKENS }) },
    );
    const { router } = renderRoutes('/login?redirect=/customer/history');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'dana@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    const original = globalThis.fetch;
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      await gate;
      return original(...args);
    }) as typeof fetch;
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('button', { name: 'Signing In...' }).hasAttribute('disabled')).toBe(true);
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rental History' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/customer/history');
    expect(calls.find((call) => call.url === apiUrl('getMe'))?.authorization).toBe(`Bearer ${accessTokenOf(TOKENS)}`);
    // The local stack's flow, as its config says: the password goes to Cognito (over TLS in AWS).
    expect(calls.find((call) => call.operation === 'InitiateAuth')?.body).toMatchObject({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'client-1',
      AuthParameters: { USERNAME: 'dana@example.com', PASSWORD: 'Secret123' },
    });
    expect(localStorage.getItem(amplifyKey('refreshToken', 'dana@example.com'))).toBe('refresh-1');
    // The header now greets by first name.
    expect(screen.getByRole('button', { name: /Dana/ }).getAttribute('aria-expanded')).toBe('false');
  });

  it('proves the password with SRP where the config says so (as in AWS), never sending it', async () => {
    const { calls } = mockBackend({}, { InitiateAuth: () => cognitoFailure('NotAuthorizedException', 'Incorrect username or password.') }, { authFlow: 'USER_SRP_AUTH' });
    renderRoutes('/login');
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toBe(SCREEN_MESSAGES.loginInvalid);
    const initiate = calls.find((call) => call.operation === 'InitiateAuth')?.body as { AuthFlow: string; AuthParameters: Record<string, string> };
    expect(initiate.AuthFlow).toBe('USER_SRP_AUTH');
    expect(initiate.AuthParameters.USERNAME).toBe('dana@example.com');
    expect(initiate.AuthParameters.SRP_A).toMatch(/^[0-9a-f]+$/);
    expect(JSON.stringify(calls)).not.toContain('Secret123');
  });

  it('refuses an off-site redirect and goes to the role dashboard', async () => {
    mockBackend(
      { [apiUrl('getMe')]: { status: 200, body: ME }, [apiUrl('getCustomerDashboard')]: { status: 200, body: DASHBOARD } },
      { InitiateAuth: () => ({ status: 200, body: TOKENS }) },
    );
    const { router } = renderRoutes('/login?redirect=//evil.example');
    await signIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Dana!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/customer/dashboard');
    expect(await screen.findByText('You have 1 active rental.')).toBeTruthy();
  });

  it('remembers the e-mail when asked', async () => {
    mockBackend({ [apiUrl('getMe')]: { status: 200, body: ME } }, { InitiateAuth: () => ({ status: 200, body: TOKENS }) });
    const user = userEvent.setup();
    renderRoutes('/login');
    await user.click(await screen.findByLabelText('Remember my email'));
    await signIn();
    await waitFor(() => expect(localStorage.getItem('dm.rememberedEmail')).toBe('dana@example.com'));
  });

  it('sends a signed-in visitor straight on', async () => {
    mockBackend({});
    const { router } = renderRoutes('/login?redirect=/search', undefined, {
      session: fakeSession({ user: CUSTOMER_USER }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
  });

  it('shows the registration notice and the links to the other account pages', async () => {
    mockBackend({});
    renderRoutes('/login?success=registration');
    expect((await screen.findByText(SCREEN_MESSAGES.registrationSucceeded)).getAttribute('role')).toBe('status');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Register as a provider' }).getAttribute('href')).toBe('/register/provider');
  });
});
