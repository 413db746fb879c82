// The console's frame: the sections as keyboard-operable tabs, kept in the URL.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../testing/cognito-fetch';
import { CUSTOMER_USER, fakeSession, renderRoutes } from '../../testing/render-app';
import { OPERATOR_USER } from './operator-test-data';
import { apiRoute, apiUrl } from '../../testing/api-url';

const EMPTY_LISTS = {
  [apiRoute('listProviderRequests')]: { status: 200, body: { requests: [], nextCursor: null } },
  [apiRoute('listProviders')]: { status: 200, body: { providers: [], nextCursor: null } },
  [apiRoute('listSupportTickets')]: { status: 200, body: { tickets: [], nextCursor: null } },
  [apiRoute('listZipDemand')]: { status: 200, body: { zips: [] } },
  [apiRoute('listAllReviews')]: { status: 200, body: { reviews: [], nextCursor: null } },
};

describe('operator console page', () => {
  it('moves between sections with the arrow keys and keeps the section in the URL', async () => {
    mockBackend(EMPTY_LISTS);
    const user = userEvent.setup();
    const { router } = renderRoutes('/operator', undefined, { session: fakeSession({ user: OPERATOR_USER }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Operator Console' })).toBeTruthy();
    const requestsTab = screen.getByRole('tab', { name: 'Provider requests' });
    expect(screen.getByRole('tabpanel', { name: 'Provider requests' })).toBeTruthy();
    expect(requestsTab.getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('tab', { name: 'Providers' }).getAttribute('tabindex')).toBe('-1');
    expect(await screen.findByText('No pending requests.')).toBeTruthy();

    requestsTab.focus();
    await user.keyboard('{ArrowRight}');
    const providersTab = screen.getByRole('tab', { name: 'Providers' });
    expect(document.activeElement).toBe(providersTab);
    expect(providersTab.getAttribute('aria-selected')).toBe('true');
    expect(router.state.location.search).toBe('?tab=providers');
    expect(await screen.findByText('No providers yet.')).toBeTruthy();

    await user.keyboard('{ArrowRight}');
    expect(router.state.location.search).toBe('?tab=tickets');
    expect(await screen.findByText('No new tickets.')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(router.state.location.search).toBe('?tab=zips');
    expect(await screen.findByText('No requests yet.')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(router.state.location.search).toBe('?tab=reviews');
    expect(await screen.findByText('No reviews yet.')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Provider requests' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Reviews' }));
    await user.keyboard('{ArrowLeft}');
    expect(router.state.location.search).toBe('?tab=zips');
    await user.keyboard('{Home}');
    expect(router.state.location.search).toBe('?tab=requests');
  });

  it('opens the section and status named in the URL, ignoring unknown values', async () => {
    const { calls } = mockBackend(EMPTY_LISTS);
    renderRoutes('/operator?tab=tickets&status=resolved', undefined, { session: fakeSession({ user: OPERATOR_USER }) });
    expect(await screen.findByText('No resolved tickets.')).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain(apiUrl('listSupportTickets', { status: 'resolved', limit: '20' }));

    mockBackend(EMPTY_LISTS);
    const other = renderRoutes('/operator?tab=nonsense&status=bogus', undefined, {
      session: fakeSession({ user: OPERATOR_USER }),
    });
    expect(await other.findByText('No pending requests.')).toBeTruthy();
  });

  it('is for operators only', async () => {
    mockBackend(EMPTY_LISTS);
    const { router } = renderRoutes('/operator', undefined, { session: fakeSession({ user: CUSTOMER_USER }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
