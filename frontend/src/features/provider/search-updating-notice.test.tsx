import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../testing/cognito-fetch';
import { apiRoute, apiUrl } from '../../testing/api-url';
import { renderRoutes } from '../../testing/render-app';
import { PROVIDER_PROFILE, PROVIDER_SESSION } from './profile/provider-profile-fixture';
import { SEARCH_UPDATING_TEXT } from './search-updating-notice';

describe('the note while search catches up with a save', () => {
  it('shows on the pricing page while search is updating, and goes once it has caught up', async () => {
    let updating = true;
    mockBackend({
      [apiRoute('getProviderProfile')]: { status: 200, body: PROVIDER_PROFILE },
      [apiRoute('getProviderSearchStatus')]: () => ({ status: 200, body: { updating } }),
    });
    renderRoutes('/provider/pricing', undefined, { session: PROVIDER_SESSION() });
    expect(await screen.findByText(SEARCH_UPDATING_TEXT, undefined, { timeout: 5000 })).toBeTruthy();
    updating = false;
    await waitFor(() => expect(screen.queryByText(SEARCH_UPDATING_TEXT)).toBeNull(), { timeout: 5000 });
  });

  it('is not asked for on pages whose saves do not change search', async () => {
    const { calls } = mockBackend({
      [apiRoute('getProviderProfile')]: { status: 200, body: PROVIDER_PROFILE },
      [apiRoute('getProviderSearchStatus')]: { status: 200, body: { updating: true } },
    });
    renderRoutes('/provider/availability', undefined, { session: PROVIDER_SESSION() });
    await screen.findAllByRole('heading', undefined, { timeout: 5000 });
    expect(screen.queryByText(SEARCH_UPDATING_TEXT)).toBeNull();
    expect(calls.some((call) => call.url.startsWith(apiUrl('getProviderSearchStatus')))).toBe(false);
  });
});
