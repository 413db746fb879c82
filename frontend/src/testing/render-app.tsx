// Renders routes in a memory router with a fresh query client (no retries, so error states show
// at once). The session is the real AuthProvider (signed out unless a refresh token is stored),
// or a fixed one when a test passes `session`.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { appRoutes } from '../app/routes';
import { AuthProvider, SessionContext, type Session, type SessionUser } from '../lib/session';

export function fakeSession(overrides: Partial<Session> = {}): Session {
  return {
    status: overrides.user ? 'signedIn' : 'signedOut',
    user: null,
    signIn: () => Promise.reject(new Error('signIn not expected')),
    signOut: () => Promise.resolve(),
    reloadUser: () => Promise.resolve(),
    changePassword: () => Promise.resolve(),
    ...overrides,
  };
}

export const CUSTOMER_USER: SessionUser = {
  userId: 'c-1',
  name: 'Dana Customer',
  firstName: 'Dana',
  role: 'customer',
  email: 'dana@example.com',
};

export function renderRoutes(url: string, routes: RouteObject[] = appRoutes, options: { session?: Session } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const withSession = (children: ReactNode) =>
    options.session ? (
      <SessionContext.Provider value={options.session}>{children}</SessionContext.Provider>
    ) : (
      <AuthProvider>{children}</AuthProvider>
    );
  const view = render(
    <QueryClientProvider client={queryClient}>{withSession(<RouterProvider router={router} />)}</QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
