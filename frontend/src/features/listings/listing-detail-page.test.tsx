// fetch is mocked: these tests cover what the detail page does with the API's answers; the API
// itself is covered by the HTTP tests in tests/api.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/messages';
import { formatUsd } from '../../../../shared/money';
import { quote } from '../../../../shared/pricing';
import { LISTING_DETAIL } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { renderRoutes } from '../../testing/render-app';
import { apiUrl } from '../../testing/api-url';
import { SCREEN_MESSAGES } from '../../lib/screen-messages';

describe('dumpster detail page', () => {
  it("shows the listing, its provider's price for its size, provider and service areas", async () => {
    mockFetch({ [apiUrl('getListing', { listingId: 'l-20' })]: { status: 200, body: LISTING_DETAIL } });
    const user = userEvent.setup();
    renderRoutes('/dumpster/l-20');
    expect(await screen.findByRole('heading', { level: 1, name: '20 Yard Construction Dumpster' })).toBeTruthy();
    expect(screen.getByText('Available')).toBeTruthy();
    expect(screen.getByText('Residential & Commercial')).toBeTruthy();
    // The provider's 20-yard week: $395 with 2 tons, and its $50 delivery.
    expect(screen.getByText('$445.00')).toBeTruthy();
    expect(screen.getByText('$395.00')).toBeTruthy();
    expect(screen.getByText('7 days, 2 tons included; $85.00/extra day; $65.00/extra ton')).toBeTruthy();
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
    mockFetch({ [apiUrl('getListing', { listingId: 'l-20' })]: { status: 200, body: unavailable } });
    renderRoutes('/dumpster/l-20');
    expect(await screen.findByText('Unavailable')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Rent This Dumpster' })).toBeNull();
  });

  it('says when the listing does not exist', async () => {
    mockFetch({ [apiUrl('getListing', { listingId: 'missing' })]: { status: 404, body: { message: MESSAGES.listingNotFound } } });
    renderRoutes('/dumpster/missing');
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.listingNotFound })).toBeTruthy();
  });

  it('says when the listing could not be loaded', async () => {
    mockFetch({ [apiUrl('getListing', { listingId: 'l-20' })]: { status: 500, body: { message: MESSAGES.internal } } });
    renderRoutes('/dumpster/l-20');
    expect(await screen.findByRole('heading', { level: 1, name: SCREEN_MESSAGES.listingLoadFailed })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});

describe('dumpster detail page: the same price as results and checkout', () => {
  it('prices the length and add-ons searched for, re-prices a change, and books them at checkout', async () => {
    mockFetch({ [apiUrl('getListing', { listingId: 'l-20' })]: { status: 200, body: LISTING_DETAIL } });
    const user = userEvent.setup();
    const results = '/results?zipCode=43215&size=20&addOns=%7B%22drivewayProtection%22%3Atrue%7D';
    renderRoutes(`/dumpster/l-20?from=${encodeURIComponent(results)}`);
    const expected = quote({ pricing: LISTING_DETAIL.pricing, sizeYards: 20, addOns: { drivewayProtection: true } });
    expect(await screen.findByText(formatUsd(expected.totalCents))).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /Driveway Protection/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('link', { name: /Book Now/ }).getAttribute('href')).toBe(
      '/checkout/p-buckeye?size=20&zip=43215&days=7&addons=drivewayProtection',
    );

    await user.selectOptions(screen.getByLabelText('Rental length'), '30');
    const month = quote({ pricing: LISTING_DETAIL.pricing, sizeYards: 20, rentalDays: 30, addOns: { drivewayProtection: true } });
    expect(screen.getByText(formatUsd(month.totalCents))).toBeTruthy();
    expect(screen.getByRole('link', { name: /Book Now/ }).getAttribute('href')).toContain('days=30');
  });
});

describe('dumpster detail page: the next available delivery dates', () => {
  const NEXT = {
    sizeYards: 20,
    rentalDays: 7,
    from: '2026-12-01',
    until: '2027-01-29',
    dates: ['2026-12-18', '2026-12-19', '2026-12-21', '2026-12-22', '2026-12-23'],
    full: [{ date: '2026-12-01', fullDay: '2026-12-10', next: '2026-12-18' }],
  };

  it('lists the dates a standard rental can be delivered on, each a link to checkout on that date', async () => {
    mockFetch({ [apiUrl('getListing', { listingId: 'l-20' })]: { status: 200, body: { ...LISTING_DETAIL, nextAvailable: NEXT } } });
    const results = '/results?zipCode=43215&size=20&addOns=%7B%22drivewayProtection%22%3Atrue%7D';
    renderRoutes(`/dumpster/l-20?from=${encodeURIComponent(results)}`);
    const section = (await screen.findByRole('heading', { name: 'Next available delivery dates' })).closest('section')!;
    expect(within(section).getByText('For a rental of 7 days, with a dumpster free the whole time.')).toBeTruthy();
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Friday, December 18, 2026',
      'Saturday, December 19, 2026',
      'Monday, December 21, 2026',
      'Tuesday, December 22, 2026',
      'Wednesday, December 23, 2026',
    ]);
    // The date, the ZIP and add-ons searched with, and the length the dates are free for.
    expect(links[0]!.getAttribute('href')).toBe('/checkout/p-buckeye?size=20&zip=43215&start=2026-12-18&days=7&addons=drivewayProtection');
  });

  it('says so when no date is free in the window', async () => {
    mockFetch({ [apiUrl('getListing', { listingId: 'l-20' })]: { status: 200, body: { ...LISTING_DETAIL, nextAvailable: { ...NEXT, dates: [] } } } });
    renderRoutes('/dumpster/l-20');
    const section = (await screen.findByRole('heading', { name: 'Next available delivery dates' })).closest('section')!;
    expect(within(section).getByText('No free dates in the next 60 days. Call the provider, or compare other dumpsters near you.')).toBeTruthy();
    expect(within(section).queryAllByRole('link')).toEqual([]);
  });

  it('has no dates section for a dumpster that cannot be rented', async () => {
    const unavailable = { ...LISTING_DETAIL, listing: { ...LISTING_DETAIL.listing, availability: false } };
    mockFetch({ [apiUrl('getListing', { listingId: 'l-20' })]: { status: 200, body: unavailable } });
    renderRoutes('/dumpster/l-20');
    expect(await screen.findByText('Unavailable')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Next available delivery dates' })).toBeNull();
  });
});
