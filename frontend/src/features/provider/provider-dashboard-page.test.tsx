import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderProfile } from '../../../../shared/schemas/provider';
import type { ProviderDashboard } from '../../../../shared/schemas/provider-portal';
import { mockFetch, requestedUrls } from '../../testing/mock-fetch';
import { fakeSession, renderRoutes } from '../../testing/render-app';
import { providerRental } from './rentals/provider-rental-fixtures';
import { apiUrl } from '../../testing/api-url';

const PROFILE: ProviderProfile = {
  providerId: 'p-1',
  email: 'owner@hilltop.example',
  name: 'Hana Hill',
  businessName: 'Hilltop Hauling',
  phone: '(406) 555-0101',
  address: { street: '12 Ridge Rd', city: 'Missoula', state: 'MT', zipCode: '59801' },
  primaryZipCodes: ['59801', '59802'],
  serviceRadius: 30,
  serviceableZipCodes: ['59801', '59802', '59803'],
  rating: 0,
  reviewCount: 0,
  isVerified: false,
  addOns: { sameDayDelivery: true, drivewayProtection: false, permitPulling: false, cleanupService: false },
  dumpsterTypes: ['construction', 'rollOff'],
  dumpsterInventory: { yard5: 0, yard10: 2, yard15: 0, yard20: 3, yard30: 0, yard40: 0 },
  pricing: {
    baseRatePerYardCents: 850,
    deliveryFeeCents: 5000,
    addOnPricesCents: { sameDayDelivery: 2500, drivewayProtection: 1500, cleanupService: 4500, permitPulling: 3500 },
  },
  activeRentals: 0,
  completedRentals: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const session = fakeSession({
  user: { userId: 'p-1', name: 'Hana Hill', firstName: 'Hana', role: 'provider', email: PROFILE.email },
});

const MONTH: ProviderDashboard = {
  period: 'month',
  range: { from: '2026-11-01', to: '2026-11-23' },
  revenueCents: 125000,
  recentRentals: [
    providerRental({ rentalId: 'r-2', customerName: 'Bo Park', status: 'active', dumpsterSize: '30' }),
    providerRental({ rentalId: 'r-1', customerName: 'Ann Lee', status: 'pending' }),
  ],
  totalInventory: 5,
  inventory: {
    today: '2026-11-23',
    totals: { yard5: 0, yard10: 2, yard15: 0, yard20: 3, yard30: 0, yard40: 0 },
    inUse: { yard5: 0, yard10: 0, yard15: 0, yard20: 1, yard30: 0, yard40: 0 },
    available: { yard5: 0, yard10: 2, yard15: 0, yard20: 2, yard30: 0, yard40: 0 },
    upcomingReturns: [
      {
        rentalId: 'r-2',
        customerName: 'Bo Park',
        dumpsterSize: '20',
        dumpsterType: 'construction',
        endDate: '2026-11-26',
        deliveryAddress: { street: '5 Lake St', city: 'Missoula', state: 'MT', zipCode: '59801' },
      },
    ],
  },
  revenueSeries: [
    { label: 'Nov 1', start: '2026-11-01', revenueCents: 0 },
    { label: 'Nov 2', start: '2026-11-02', revenueCents: 125000 },
  ],
  rentalsByStatus: { pending: 1, confirmed: 0, approved: 0, active: 1, scheduled: 0, delivered: 0, pickup_requested: 0, picked_up: 0, completed: 0, cancelled: 0 },
  rentalsBySize: { '20': 1, '30': 1 },
  activity: [
    { type: 'request', rentalId: 'r-1', customerName: 'Ann Lee', at: '2026-11-20T10:00:00.000Z', text: 'New rental request from Ann Lee for a 20-yard construction dumpster' },
    { type: 'approval', rentalId: 'r-2', customerName: 'Bo Park', at: '2026-11-21T10:00:00.000Z', text: "You approved Bo Park's 30-yard construction rental" },
  ],
};

const YEAR: ProviderDashboard = {
  ...MONTH,
  period: 'year',
  range: { from: '2025-11-24', to: '2026-11-23' },
  revenueCents: 987654,
  revenueSeries: [{ label: 'Nov 2026', start: '2026-11-01', revenueCents: 987654 }],
};

// recharts' ResponsiveContainer watches its box; jsdom has no ResizeObserver.
function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

beforeEach(stubResizeObserver);
afterEach(() => vi.unstubAllGlobals());

const DASHBOARD_ROUTES = {
  [apiUrl('getProviderDashboard', { period: 'month' })]: { status: 200, body: MONTH },
  [apiUrl('getProviderDashboard', { period: 'year' })]: { status: 200, body: YEAR },
};

describe('ProviderDashboardPage', () => {
  it("shows the stored profile: review status, service area, inventory and prices", async () => {
    mockFetch({ [apiUrl('getProviderProfile')]: { status: 200, body: PROFILE }, ...DASHBOARD_ROUTES });
    renderRoutes('/provider/dashboard', undefined, { session });
    // The first render waits for the portal's lazily loaded code as well.
    expect(await screen.findByRole('heading', { level: 1, name: 'Hilltop Hauling' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Documents under review')).toBeTruthy();
    const area = screen.getByRole('region', { name: 'Service Area' });
    expect(within(area).getByText('3')).toBeTruthy();
    expect(within(area).getByRole('list', { name: 'Primary service ZIP codes' }).textContent).toContain('5980159802');
    expect(within(area).getByRole('link', { name: 'See your listing in search' }).getAttribute('href')).toBe('/results?zipCode=59801');
    // Today's figures, the inventory page's own, from the dashboard answer.
    const inventory = screen.getByRole('region', { name: 'Inventory Today' });
    await waitFor(() => expect(inventory.textContent).toContain('4 of 5 dumpsters available on Nov 23, 2026'));
    const rows = within(within(inventory).getByRole('table', { name: 'Dumpsters by size today' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['SizeIn UseAvailableTotal', '10 yd022', '20 yd123']);
    expect(within(inventory).getByRole('list', { name: 'Upcoming returns, next 7 days' }).textContent).toBe('Nov 26, 2026 · 20 yd · Bo Park, Missoula');
    expect(within(inventory).getByRole('link', { name: 'Manage inventory' }).getAttribute('href')).toBe('/provider/inventory');
    const pricing = screen.getByRole('region', { name: 'Pricing' });
    expect(pricing.textContent).toContain('$8.50 per yard per day');
    expect(pricing.textContent).toContain('Same-Day Delivery $25.00');
  });

  it('shows the Verified badge once an operator verified the business', async () => {
    mockFetch({ [apiUrl('getProviderProfile')]: { status: 200, body: { ...PROFILE, isVerified: true } }, ...DASHBOARD_ROUTES });
    renderRoutes('/provider/dashboard', undefined, { session });
    expect(await screen.findByText('Verified')).toBeTruthy();
    expect(screen.queryByText('Documents under review')).toBeNull();
  });

  it('offers Try again when the profile cannot be loaded', async () => {
    mockFetch({ [apiUrl('getProviderProfile')]: { status: 500, body: { message: 'Something went wrong.' } } });
    renderRoutes('/provider/dashboard', undefined, { session });
    expect(await screen.findByText('We could not load your business profile.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('links to the screens the business is run from', async () => {
    mockFetch({ [apiUrl('getProviderProfile')]: { status: 200, body: PROFILE }, ...DASHBOARD_ROUTES });
    renderRoutes('/provider/dashboard', undefined, { session });
    const nav = await screen.findByRole('navigation', { name: 'Manage your business' }, { timeout: 5000 });
    const hrefs = within(nav).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/provider/rentals', '/provider/inventory', '/provider/availability', '/provider/service-areas', '/provider/pricing', '/provider/financials']);
  });

  it("shows the month's revenue, recent rentals, charts and activity, and switches to the year", async () => {
    const fetchMock = mockFetch({ [apiUrl('getProviderProfile')]: { status: 200, body: PROFILE }, ...DASHBOARD_ROUTES });
    renderRoutes('/provider/dashboard', undefined, { session });
    const revenue = await screen.findByRole('region', { name: 'Revenue' });
    await waitFor(() => expect(revenue.textContent).toContain('$1,250.00'));
    const month = within(revenue).getByRole('button', { name: 'Month' });
    expect(month.getAttribute('aria-pressed')).toBe('true');
    expect(within(revenue).getByRole('figure', { name: 'Revenue over time' }).textContent).toContain('Nov 2$1,250.00');

    const recent = screen.getByRole('region', { name: 'Recent Rentals' });
    expect(within(recent).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Bo Park'),
      expect.stringContaining('Ann Lee'),
    ]);
    expect(recent.textContent).toContain('Status: Active');
    expect(within(recent).getByRole('link', { name: 'View all rental requests' }).getAttribute('href')).toBe('/provider/rentals');

    const activity = within(screen.getByRole('region', { name: 'Recent Activity' })).getAllByRole('listitem');
    expect(activity.map((item) => item.textContent)).toEqual([
      expect.stringContaining("You approved Bo Park's 30-yard construction rental"),
      expect.stringContaining('New rental request from Ann Lee'),
    ]);
    expect(activity[0]!.querySelector('time')!.getAttribute('dateTime')).toBe('2026-11-21T10:00:00.000Z');

    const breakdown = screen.getByRole('region', { name: 'Rentals Breakdown' });
    expect(within(breakdown).getByRole('figure', { name: 'Rentals by status' }).textContent).toContain('2 rentals in all, 1 pending, 1 active.');
    expect(within(breakdown).getByRole('figure', { name: 'Rentals by size' }).textContent).toContain('30 yd1');

    fireEvent.click(within(revenue).getByRole('button', { name: 'Year' }));
    await waitFor(() => expect(revenue.textContent).toContain('$9,876.54'));
    expect(within(revenue).getByRole('button', { name: 'Year' }).getAttribute('aria-pressed')).toBe('true');
    expect(month.getAttribute('aria-pressed')).toBe('false');
    expect(revenue.textContent).toContain('Nov 24, 2025 – Nov 23, 2026');
    expect(requestedUrls(fetchMock).some((url) => url.endsWith(apiUrl('getProviderDashboard', { period: 'year' })))).toBe(true);
  });

  it('keeps the profile cards when the figures cannot be loaded, with Try again', async () => {
    mockFetch({
      [apiUrl('getProviderProfile')]: { status: 200, body: PROFILE },
      [apiUrl('getProviderDashboard')]: { status: 500, body: { message: 'Something went wrong.' } },
    });
    renderRoutes('/provider/dashboard', undefined, { session });
    expect(await screen.findByText('Failed to load your business figures. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByText('Documents under review')).toBeTruthy();
    // The inventory card keeps the stored totals.
    const inventory = screen.getByRole('region', { name: 'Inventory Today' });
    expect(inventory.textContent).toContain('5 dumpsters');
    expect(inventory.textContent).toContain("Today's figures could not be loaded.");
  });
});
