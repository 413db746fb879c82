// fetch is mocked: the listings list with its preview and thumbnail, the saved Available switch
// (rolled back when the save fails), delete behind a confirmation, and the empty and error states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Listing } from '../../../../../shared/schemas/listing';
import { mockBackend } from '../../../testing/cognito-fetch';
import { renderRoutes } from '../../../testing/render-app';
import { PROVIDER_PROFILE } from '../profile/provider-profile-fixture';
import { listingFixture, PROVIDER_SESSION } from './listing-fixtures';
import { apiRoute, apiUrl } from '../../../testing/api-url';

const LONG_DESCRIPTION =
  'A twenty yard roll-off for remodels, roofing and garage clean-outs. Low walls make loading easy and boards protect your driveway from the rails.';

function renderList(listings: () => Listing[], api: Parameters<typeof mockBackend>[0] = {}) {
  const backend = mockBackend({
    [apiRoute('listProviderListings')]: () => ({ status: 200, body: { listings: listings() } }),
    [apiRoute('getProviderProfile')]: { status: 200, body: PROVIDER_PROFILE },
    ...api,
  });
  const view = renderRoutes('/provider/listings', undefined, { session: PROVIDER_SESSION });
  return { ...backend, ...view, user: userEvent.setup() };
}

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!;

describe('ProviderListingsPage', () => {
  it("lists each listing with its title, facts, its provider's price for its size, thumbnail and a 120-character preview", async () => {
    const listings = [
      listingFixture({ description: LONG_DESCRIPTION }),
      listingFixture({ listingId: 'l-2', type: 'compactor', size: '10', category: 'commercial', description: 'Short.', imageUrls: [], availability: false }),
    ];
    renderList(() => listings);
    expect(await screen.findByRole('heading', { name: '20 Yard Roll-off Dumpster' })).toBeTruthy();
    const first = card('20 Yard Roll-off Dumpster');
    expect(first.textContent).toContain('20 yards · Roll-off · Residential & Commercial');
    // The profile's rate ($8.50/yard) for a week of 20 yards, and its $50 delivery: no price of the listing's own.
    expect(await within(first).findByText('$900.00')).toBeTruthy();
    expect(first.textContent).toContain('$900.00 for 7 days, delivered');
    expect(within(first).getByText(`${LONG_DESCRIPTION.slice(0, 120)}...`)).toBeTruthy();
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/images/dumpsters/roll-off-20.svg');
    expect(within(first).getByRole('link', { name: 'Edit 20 Yard Roll-off Dumpster' }).getAttribute('href')).toBe('/provider/listings/edit/l-1');

    const second = card('10 Yard Compactor Dumpster');
    expect(within(second).getByText('Short.')).toBeTruthy();
    expect(within(second).getByText('Unavailable')).toBeTruthy();
    expect(second.textContent).toContain('No image');
    expect(screen.getByRole('link', { name: '+ New Listing' }).getAttribute('href')).toBe('/provider/listings/new');
    expect(screen.getByText(/Unavailable listings are hidden from search and cannot be rented/)).toBeTruthy();
  });

  it('saves the Available switch', async () => {
    let stored = listingFixture();
    const { user, calls } = renderList(() => [stored], {
      [apiRoute('setListingAvailability', { listingId: 'l-1' })]: () => {
        stored = { ...stored, availability: false, updatedAt: '2026-11-21T10:00:00.000Z' };
        return { status: 200, body: stored };
      },
    });
    const toggle = (await screen.findByRole('switch', { name: /Available for rent: 20 Yard Roll-off Dumpster/ })) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    const switchText = () => toggle.closest('label')!.querySelector('.switch__text')!.textContent;
    expect(switchText()).toBe('Available for rent');
    await user.click(toggle);
    expect(toggle.checked).toBe(false);
    // The words beside the switch follow it; its name stays the question it answers.
    expect(switchText()).toBe('Not available for rent');
    expect(toggle.getAttribute('aria-label')).toBe('Available for rent: 20 Yard Roll-off Dumpster');
    await waitFor(() => expect(within(card('20 Yard Roll-off Dumpster')).getByText('Unavailable')).toBeTruthy());
    const put = calls.find((call) => call.method === 'PUT');
    expect(put).toMatchObject({ url: apiUrl('setListingAvailability', { listingId: 'l-1' }), body: { availability: false } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts the switch back and says so when the save fails', async () => {
    const { user, calls } = renderList(() => [listingFixture()], {
      [apiRoute('setListingAvailability', { listingId: 'l-1' })]: { status: 500, body: { message: 'Something went wrong.' } },
    });
    const toggle = (await screen.findByRole('switch', { name: /20 Yard Roll-off Dumpster/ })) as HTMLInputElement;
    await user.click(toggle);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update availability');
    expect(toggle.checked).toBe(true);
    expect(within(card('20 Yard Roll-off Dumpster')).getByText('Available')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('deletes a listing only after the dialog confirms it', async () => {
    let listings = [listingFixture(), listingFixture({ listingId: 'l-2', size: '30' })];
    const { user, calls } = renderList(() => listings, {
      [apiRoute('deleteListing', { listingId: 'l-1' })]: () => {
        listings = listings.filter((listing) => listing.listingId !== 'l-1');
        return { status: 204, body: null };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete 20 Yard Roll-off Dumpster' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Listing' });
    expect(dialog.textContent).toContain('20 Yard Roll-off Dumpster');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete 20 Yard Roll-off Dumpster' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Listing' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: '20 Yard Roll-off Dumpster' })).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([apiUrl('deleteListing', { listingId: 'l-1' })]);
    expect(screen.getByRole('heading', { name: '30 Yard Roll-off Dumpster' })).toBeTruthy();
    expect(screen.getByText('The 20 Yard Roll-off Dumpster was deleted.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dialog open with the reason when the delete fails', async () => {
    const { user } = renderList(() => [listingFixture()], {
      [apiRoute('deleteListing', { listingId: 'l-1' })]: { status: 403, body: { message: 'You do not have permission to edit this listing' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete 20 Yard Roll-off Dumpster' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Listing' }));
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert.textContent).toBe('Failed to delete listing: You do not have permission to edit this listing');
  });

  it('offers to create the first listing when there is none', async () => {
    renderList(() => []);
    expect(await screen.findByText('You have no listings yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Listing' }).getAttribute('href')).toBe('/provider/listings/new');
  });

  it('shows loading, then an error with Try again that loads again', async () => {
    let fail = true;
    const { user } = renderList(() => [], {
      [apiRoute('listProviderListings')]: () => (fail ? { status: 500, body: { message: 'Something went wrong.' } } : { status: 200, body: { listings: [listingFixture()] } }),
    });
    expect(await screen.findByText('Loading your listings...')).toBeTruthy();
    expect(await screen.findByText('We could not load your listings.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: '20 Yard Roll-off Dumpster' })).toBeTruthy();
  });
});
