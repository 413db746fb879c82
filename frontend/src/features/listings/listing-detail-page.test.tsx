// fetch is mocked: these tests cover what the detail page does with the API's answers; the API
// itself is covered by the HTTP tests in tests/api.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/messages';
import { LISTING_DETAIL } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { renderRoutes } from '../../testing/render-app';

describe('dumpster detail page', () => {
  it('shows the listing, its prices, provider and service areas', async () => {
    mockFetch({ '/api/listings/l-20': { status: 200, body: LISTING_DETAIL } });
    const user = userEvent.setup();
    renderRoutes('/dumpster/l-20');
    expect(await screen.findByRole('heading', { level: 1, name: '20 Yard Construction Dumpster' })).toBeTruthy();
    expect(screen.getByText('Available')).toBeTruthy();
    expect(screen.getByText('Residential & Commercial')).toBeTruthy();
    expect(screen.getByText('$395.00')).toBeTruthy();
    expect(screen.getByText('$85.00')).toBeTruthy();
    // A zero monthly price is not offered; a zero delivery fee reads 'Free'.
    expect(screen.queryByText('Per month')).toBeNull();
    expect(screen.getByText('Free')).toBeTruthy();
    expect(screen.getByRole('link', { name: '(614) 555-0101' }).getAttribute('href')).toBe('tel:+16145550101');

    // Signed out: renting goes through sign-in first.
    expect(screen.getByRole('link', { name: 'Rent This Dumpster' }).getAttribute('href')).toBe(
      '/login?redirect=/rent/l-20',
    );
    expect(screen.getByRole('link', { name: /Back to Search/ }).getAttribute('href')).toBe('/search');

    const areas = screen.getByRole('heading', { name: 'Service Areas' }).closest('section')!;
    expect(within(areas).getAllByRole('listitem')).toHaveLength(7);
    await user.click(within(areas).getByRole('button', { name: '+2 more' }));
    expect(within(areas).getAllByRole('listitem')).toHaveLength(8);

    // The project's own drawings are called illustrations, never photos.
    expect(screen.getByRole('img', { name: 'Illustration of a 20 Yard Construction Dumpster' })).toBeTruthy();
    const thumbs = screen.getAllByRole('button', { name: /Show picture/ });
    expect(thumbs).toHaveLength(2);
    await user.click(thumbs[1]!);
    expect(thumbs[1]!.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('img', { name: 'Illustration of a 20 Yard Construction Dumpster, seen from the side' })).toBeTruthy();
  });

  it('offers no rent link when the dumpster is unavailable', async () => {
    const unavailable = { ...LISTING_DETAIL, listing: { ...LISTING_DETAIL.listing, availability: false } };
    mockFetch({ '/api/listings/l-20': { status: 200, body: unavailable } });
    renderRoutes('/dumpster/l-20');
    expect(await screen.findByText('Unavailable')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Rent This Dumpster' })).toBeNull();
  });

  it('says when the listing does not exist', async () => {
    mockFetch({ '/api/listings/missing': { status: 404, body: { message: MESSAGES.listingNotFound } } });
    renderRoutes('/dumpster/missing');
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.listingNotFound })).toBeTruthy();
  });

  it('says when the listing could not be loaded', async () => {
    mockFetch({ '/api/listings/l-20': { status: 500, body: { message: MESSAGES.internal } } });
    renderRoutes('/dumpster/l-20');
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.listingLoadFailed })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
