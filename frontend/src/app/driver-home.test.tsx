// A driver signs in like anyone else: /dashboard (where sign-in lands) takes them to their stops,
// and the provider portal is not theirs.
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../testing/cognito-fetch';
import { apiRoute } from '../testing/api-url';
import { fakeSession, renderRoutes } from '../testing/render-app';

const DRIVER_USER = { userId: 'd-1', name: 'Sam Ortiz', firstName: 'Sam', role: 'driver' as const, email: 'sam@example.com' };

describe("a driver's home", () => {
  it('sends /dashboard to /driver', async () => {
    mockBackend({ [apiRoute('listDriverJobs')]: { status: 200, body: { date: '2026-11-27', jobs: [] } } });
    const { router } = renderRoutes('/dashboard', undefined, { session: fakeSession({ user: DRIVER_USER }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/driver'));
  });

  it('keeps a driver out of the provider portal', async () => {
    mockBackend({});
    const { router } = renderRoutes('/provider/drivers', undefined, { session: fakeSession({ user: DRIVER_USER }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
  });
});
