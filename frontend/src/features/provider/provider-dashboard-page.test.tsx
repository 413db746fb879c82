import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProviderProfile } from '../../../../shared/schemas/provider';
import { mockFetch } from '../../testing/mock-fetch';
import { fakeSession, renderRoutes } from '../../testing/render-app';

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

afterEach(() => vi.unstubAllGlobals());

describe('ProviderDashboardPage', () => {
  it("shows the stored profile: review status, service area, inventory and prices", async () => {
    mockFetch({ '/api/provider/profile': { status: 200, body: PROFILE } });
    renderRoutes('/provider/dashboard', undefined, { session });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hilltop Hauling' })).toBeTruthy();
    expect(screen.getByText('Documents under review')).toBeTruthy();
    const area = screen.getByRole('region', { name: 'Service Area' });
    expect(within(area).getByText('3')).toBeTruthy();
    expect(within(area).getByRole('list', { name: 'Primary service ZIP codes' }).textContent).toContain('5980159802');
    expect(within(area).getByRole('link', { name: 'See your listing in search' }).getAttribute('href')).toBe('/results?zipCode=59801');
    const inventory = screen.getByRole('region', { name: 'Total Inventory' });
    expect(within(inventory).getByText('5')).toBeTruthy();
    expect(inventory.textContent).toContain('2 × 10 yd, 3 × 20 yd');
    const pricing = screen.getByRole('region', { name: 'Pricing' });
    expect(pricing.textContent).toContain('$8.50 per yard per day');
    expect(pricing.textContent).toContain('Same-Day Delivery $25.00');
  });

  it('shows the Verified badge once an operator verified the business', async () => {
    mockFetch({ '/api/provider/profile': { status: 200, body: { ...PROFILE, isVerified: true } } });
    renderRoutes('/provider/dashboard', undefined, { session });
    expect(await screen.findByText('Verified')).toBeTruthy();
    expect(screen.queryByText('Documents under review')).toBeNull();
  });

  it('offers Try again when the profile cannot be loaded', async () => {
    mockFetch({ '/api/provider/profile': { status: 500, body: { message: 'Something went wrong.' } } });
    renderRoutes('/provider/dashboard', undefined, { session });
    expect(await screen.findByText('We could not load your business profile.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
