import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AvailabilityDayResponse, AvailabilityMonthResponse } from '../../../../../shared/schemas/availability-calendar';
import { mockBackend } from '../../../testing/cognito-fetch';
import { renderRoutes } from '../../../testing/render-app';
import { PROVIDER_PROFILE, PROVIDER_SESSION } from '../profile/provider-profile-fixture';
import { apiRoute, apiUrl } from '../../../testing/api-url';

/** A month's days with every unit free, except those given. */
function monthOf(month: string, length: number, inventory: number, booked: Record<string, { reserved?: number; held?: number }> = {}) {
  return Array.from({ length }, (_, index) => {
    const day = `${month}-${String(index + 1).padStart(2, '0')}`;
    const { reserved = 0, held = 0 } = booked[day] ?? {};
    return { day, reserved, held, free: Math.max(0, inventory - reserved - held) };
  });
}

const DECEMBER: AvailabilityMonthResponse = {
  month: '2026-12',
  today: '2026-12-02',
  sizes: [
    {
      sizeYards: 10,
      inventory: 2,
      days: monthOf('2026-12', 31, 2, { '2026-12-10': { reserved: 2 } }),
    },
    {
      sizeYards: 20,
      inventory: 3,
      days: monthOf('2026-12', 31, 3, { '2026-12-01': { reserved: 1 }, '2026-12-03': { reserved: 2 }, '2026-12-04': { reserved: 2, held: 1 }, '2026-12-05': { held: 1 } }),
    },
  ],
};

const JANUARY: AvailabilityMonthResponse = {
  month: '2027-01',
  today: '2026-12-02',
  sizes: [
    { sizeYards: 10, inventory: 2, days: monthOf('2027-01', 31, 2) },
    { sizeYards: 20, inventory: 3, days: monthOf('2027-01', 31, 3, { '2027-01-15': { reserved: 3 } }) },
  ],
};

const DECEMBER_4: AvailabilityDayResponse = {
  day: '2026-12-04',
  sizeYards: 20,
  rentals: [
    {
      rentalId: 'r-1',
      customerName: 'Jordan Miller',
      status: 'confirmed',
      startDate: '2026-12-01',
      endDate: '2026-12-08',
      reservedThrough: '2026-12-09',
      city: 'Columbus',
    },
    {
      rentalId: 'r-2',
      customerName: 'Sam Ortiz',
      status: 'approved',
      startDate: '2026-12-03',
      endDate: '2026-12-06',
      reservedThrough: '2026-12-06',
      city: 'Dublin',
    },
  ],
  held: 1,
};

const PROFILE = { [apiRoute('getProviderProfile')]: { status: 200, body: PROVIDER_PROFILE } };

function renderAvailability() {
  return renderRoutes('/provider/availability', undefined, { session: PROVIDER_SESSION() });
}

const calendar = () => screen.getByRole('region', { name: 'Calendar' });
const day = (name: string | RegExp) => within(calendar()).getByRole('button', { name });

describe('AvailabilityPage: calendar', () => {
  it('shows free of stock per day with each day labelled, today marked, and the sizes stocked', async () => {
    mockBackend({ ...PROFILE, [apiRoute('getAvailabilityMonth')]: { status: 200, body: DECEMBER } });
    const user = userEvent.setup();
    renderAvailability();
    const table = await screen.findByRole('table', { name: /December 2026, 10-yard dumpsters/ }, { timeout: 5000 });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(7);
    // The smallest size first; its full day reads as such.
    expect(day('December 10: 0 of 2 free, 2 reserved').textContent).toContain('0/2');
    expect(day('December 10: 0 of 2 free, 2 reserved').className).toContain('--full');

    await user.click(within(calendar()).getByRole('button', { name: '20-yard' }));
    expect(within(calendar()).getByRole('button', { name: '20-yard' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('table', { name: /December 2026, 20-yard dumpsters \(3 in stock\)/ })).toBeTruthy();
    const third = day('December 3: 1 of 3 free, 2 reserved');
    expect(third.textContent).toContain('1/3');
    expect(third.className).toContain('--partial');
    expect(day('December 4: 0 of 3 free, 2 reserved, 1 held by a checkout').className).toContain('--full');
    expect(day('December 5: 2 of 3 free, 1 held by a checkout').textContent).toContain('1 held');
    expect(day('December 6: 3 of 3 free').className).toContain('--free');
    // Today is marked and the only tab stop; earlier days are muted.
    const today = day('December 2 (today): 3 of 3 free');
    expect(today.getAttribute('aria-current')).toBe('date');
    expect(today.tabIndex).toBe(0);
    expect(third.tabIndex).toBe(-1);
    expect(day('December 1 (past): 2 of 3 free, 1 reserved').className).toContain('--past');
    expect(within(calendar()).getByRole('list', { name: 'Legend' })).toBeTruthy();
  });

  it('moves between months, asking the server for each, and keeps the size chosen', async () => {
    const { calls } = mockBackend({
      ...PROFILE,
      [apiRoute('getAvailabilityMonth', { month: '2027-01' })]: { status: 200, body: JANUARY },
      [apiRoute('getAvailabilityMonth', { month: '2026-11' })]: { status: 200, body: { ...DECEMBER, month: '2026-11', sizes: DECEMBER.sizes.map((size) => ({ ...size, days: monthOf('2026-11', 30, size.inventory) })) } },
      [apiRoute('getAvailabilityMonth')]: { status: 200, body: DECEMBER },
    });
    const user = userEvent.setup();
    renderAvailability();
    await screen.findByRole('table', { name: /December 2026/ }, { timeout: 5000 });
    await user.click(within(calendar()).getByRole('button', { name: '20-yard' }));
    await user.click(within(calendar()).getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('table', { name: /January 2027, 20-yard/ })).toBeTruthy();
    expect(day('January 15: 0 of 3 free, 3 reserved')).toBeTruthy();
    await user.click(within(calendar()).getByRole('button', { name: 'Previous month' }));
    await user.click(await within(calendar()).findByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('table', { name: /November 2026, 20-yard/ })).toBeTruthy();
    const asked = calls.filter((call) => call.url.startsWith(apiUrl('getAvailabilityMonth'))).map((call) => call.url);
    expect(asked).toEqual(expect.arrayContaining([apiUrl('getAvailabilityMonth'), apiUrl('getAvailabilityMonth', { month: '2027-01' }), apiUrl('getAvailabilityMonth', { month: '2026-11' })]));
  });

  it('opens a day from the keyboard: the rentals holding a unit, the checkouts holding one, and the way to Rental Requests', async () => {
    const { calls } = mockBackend({
      ...PROFILE,
      [apiRoute('getAvailabilityDay', { day: '2026-12-04' })]: { status: 200, body: DECEMBER_4 },
      [apiRoute('getAvailabilityMonth')]: { status: 200, body: DECEMBER },
    });
    const user = userEvent.setup();
    renderAvailability();
    await screen.findByRole('table', { name: /December 2026/ }, { timeout: 5000 });
    await user.click(within(calendar()).getByRole('button', { name: '20-yard' }));
    day(/^December 2 \(today\)/).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(day(/^December 4:/));
    expect(day(/^December 4:/).tabIndex).toBe(0);
    await user.keyboard('{Enter}');

    const panel = await screen.findByRole('region', { name: 'Friday, December 4, 2026 · 20-yard' });
    expect(calls.some((call) => call.url === apiUrl('getAvailabilityDay', { day: '2026-12-04', size: '20' }))).toBe(true);
    const rentals = within(await within(panel).findByRole('list', { name: 'Rentals on December 4' })).getAllByRole('listitem');
    expect(rentals).toHaveLength(2);
    expect(rentals[0]!.textContent).toContain('Jordan Miller');
    expect(rentals[0]!.textContent).toContain('Confirmed');
    expect(rentals[0]!.textContent).toContain('Dec 1 - Dec 8');
    expect(rentals[0]!.textContent).toContain('Columbus');
    expect(rentals[1]!.textContent).toContain('Sam Ortiz');
    expect(rentals[1]!.textContent).toContain('Approved');
    expect(within(panel).getByText(/1 checkout holds a unit while the customer pays/)).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Manage these in Rental Requests' }).getAttribute('href')).toBe('/provider/rentals');
    expect(day(/^December 4:/).getAttribute('aria-pressed')).toBe('true');

    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: /December 4, 2026/ })).toBeNull();
    // Space opens a day too.
    day(/^December 4:/).focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(day(/^December 11:/));
    await user.keyboard(' ');
    expect(await screen.findByRole('region', { name: 'Friday, December 11, 2026 · 20-yard' })).toBeTruthy();
  });

  it('says when the month cannot be read, and Try again asks again', async () => {
    let status = 500;
    const { calls } = mockBackend({
      ...PROFILE,
      [apiRoute('getAvailabilityMonth')]: () => (status === 500 ? { status, body: { message: 'Something went wrong. Please try again.' } } : { status: 200, body: DECEMBER }),
    });
    const user = userEvent.setup();
    renderAvailability();
    const alert = await within(await screen.findByRole('region', { name: 'Calendar' }, { timeout: 5000 })).findByRole('alert', undefined, { timeout: 8000 });
    expect(alert.textContent).toContain('Failed to load your availability calendar.');
    status = 200;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: /December 2026/ })).toBeTruthy();
    expect(calls.filter((call) => call.url === apiUrl('getAvailabilityMonth')).length).toBeGreaterThanOrEqual(2);
  });

  it('explains an empty calendar when no dumpsters are stocked, with a link to Inventory', async () => {
    mockBackend({ ...PROFILE, [apiRoute('getAvailabilityMonth')]: { status: 200, body: { month: '2026-12', today: '2026-12-02', sizes: [] } } });
    renderAvailability();
    expect(await within(await screen.findByRole('region', { name: 'Calendar' }, { timeout: 5000 })).findByText('No dumpsters in stock yet')).toBeTruthy();
    expect(within(calendar()).getByRole('link', { name: 'Go to Inventory' }).getAttribute('href')).toBe('/provider/inventory');
    expect(within(calendar()).queryByRole('table')).toBeNull();
  });
});
