import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../../shared/messages';
import { PROVIDER_PORTAL_MESSAGES, type InventoryView } from '../../../../../shared/schemas/provider-portal';
import { mockFetch } from '../../../testing/mock-fetch';
import { fakeSession, renderRoutes } from '../../../testing/render-app';
import { apiUrl } from '../../../testing/api-url';

const session = fakeSession({
  user: { userId: 'p-1', name: 'Dana Whitfield', firstName: 'Dana', role: 'provider', email: 'provider@example.com' },
});

const VIEW: InventoryView = {
  today: '2026-11-24',
  totals: { yard5: 0, yard10: 4, yard15: 0, yard20: 12, yard30: 2, yard40: 0 },
  inUse: { yard5: 0, yard10: 1, yard15: 0, yard20: 2, yard30: 2, yard40: 0 },
  available: { yard5: 0, yard10: 3, yard15: 0, yard20: 10, yard30: 0, yard40: 0 },
  dumpsterTypes: ['construction', 'rollOff'],
  overview: {
    totalDumpsters: 18,
    sizeCategories: 3,
    dumpsterTypes: 2,
    activeRentals: 5,
    availableDumpsters: 13,
    utilizationRate: 28,
    completedRentals: 9,
  },
  upcomingReturns: [
    {
      rentalId: 'r-9',
      customerName: 'Bo Park',
      dumpsterSize: '30',
      dumpsterType: 'construction',
      endDate: '2026-11-28',
      deliveryAddress: { street: '5 Lake St', city: 'Helena', state: 'MT', zipCode: '59601' },
    },
  ],
  updatedAt: '2026-11-20T10:00:00.000Z',
};

/** The bodies of the PUTs fetch was called with, in order. */
const putBodies = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);

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

beforeAll(stubResizeObserver);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  stubResizeObserver();
});

const row = (size: number) => screen.getByRole('rowheader', { name: `${size} Yard` }).closest('tr')!;

describe('InventoryPage', () => {
  it('shows every size with total, in use, available and an availability bar, plus overview and returns', async () => {
    mockFetch({ [apiUrl('getProviderInventory')]: { status: 200, body: VIEW } });
    renderRoutes('/provider/inventory', undefined, { session });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inventory' })).toBeTruthy();
    await screen.findByRole('table', { name: 'Dumpsters by size' });
    for (const size of [5, 10, 15, 20, 30, 40]) expect(row(size)).toBeTruthy();
    const twenty = row(20);
    expect((within(twenty).getByRole('spinbutton', { name: 'Total 20-yard dumpsters' }) as HTMLInputElement).value).toBe('12');
    expect(twenty.textContent).toContain('210');
    const bar = within(twenty).getByRole('meter');
    expect(bar.getAttribute('aria-valuetext')).toBe('10 of 20 available');
    expect(bar.querySelector('.availability-bar__fill--medium')).toBeTruthy();
    expect(within(row(30)).getByRole('meter').querySelector('.availability-bar__fill--low')).toBeTruthy();

    expect((screen.getByRole('checkbox', { name: 'Construction' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Residential' }) as HTMLInputElement).checked).toBe(false);

    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(overview.textContent).toContain('Total dumpsters18');
    expect(overview.textContent).toContain('Utilization rate28%');
    expect(overview.textContent).toContain('Completed rentals9');

    expect(screen.getByRole('form', { name: 'Inventory Levels' }).textContent).toContain('In Use and Available are for today, Nov 24, 2026');
    const returns = screen.getByRole('region', { name: 'Upcoming Returns' });
    expect(returns.textContent).toContain('Pickups in the next 7 days.');
    expect(returns.textContent).toContain('Bo Park');
    expect(returns.textContent).toContain('Nov 28, 2026');
    expect(returns.textContent).toContain('5 Lake St, Helena, MT 59601');

    const chart = screen.getByRole('figure', { name: 'In use and available dumpsters per size' });
    expect(within(chart).getByRole('table').textContent).toContain('20 yd210');
  });

  it('saves the edited totals and types, and the success banner clears after 3 seconds', async () => {
    const saved: InventoryView = {
      ...VIEW,
      totals: { ...VIEW.totals, yard40: 3 },
      available: { ...VIEW.available, yard40: 3 },
      dumpsterTypes: ['construction', 'residential', 'rollOff'],
      updatedAt: '2026-11-20T10:05:00.000Z',
    };
    mockFetch({ [apiUrl('getProviderInventory')]: { status: 200, body: VIEW } });
    renderRoutes('/provider/inventory', undefined, { session });
    const forty = await screen.findByRole('spinbutton', { name: 'Total 40-yard dumpsters' });
    fireEvent.change(forty, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Residential' }));
    mockFetch({ [apiUrl('getProviderInventory')]: { status: 200, body: saved } });
    const putMock = vi.mocked(fetch);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Inventory updated successfully')).toBeTruthy();
    const put = putMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put![1]!.body))).toEqual({
      dumpsterInventory: { yard5: 0, yard10: 4, yard15: 0, yard20: 12, yard30: 2, yard40: 3 },
      dumpsterTypes: ['construction', 'residential', 'rollOff'],
      expectedUpdatedAt: VIEW.updatedAt,
    });
    expect(within(row(40)).getByRole('meter').getAttribute('aria-valuetext')).toBe('3 of 20 available');

    await act(async () => {
      vi.advanceTimersByTime(2900);
    });
    expect(screen.getByText('Inventory updated successfully')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Inventory updated successfully')).toBeNull();
  });

  it("shows the server's refusal, and checks whole numbers before sending", async () => {
    mockFetch({ [apiUrl('getProviderInventory')]: { status: 200, body: VIEW } });
    renderRoutes('/provider/inventory', undefined, { session });
    const thirty = await screen.findByRole('spinbutton', { name: 'Total 30-yard dumpsters' });

    fireEvent.change(thirty, { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(thirty.getAttribute('aria-invalid')).toBe('true');
    expect(row(30).textContent).toContain('Inventory counts must be whole numbers of 0 or more');
    expect(vi.mocked(fetch).mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    mockFetch({
      [apiUrl('getProviderInventory')]: {
        status: 409,
        body: {
          message:
            "Failed to save changes: 2 thirty-yard dumpsters are booked on Dec 3, 2026; you can't go below 2.",
        },
      },
    });
    fireEvent.change(thirty, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        "Failed to save changes: 2 thirty-yard dumpsters are booked on Dec 3, 2026; you can't go below 2.",
      ),
    );
    expect(screen.queryByText('Inventory updated successfully')).toBeNull();
  });

  it('sends the version it loaded, and the one each save answers with on the next save', async () => {
    let version = 0;
    const answer = () => {
      version += 1;
      return { status: 200, body: { ...VIEW, totals: { ...VIEW.totals, yard40: version }, updatedAt: `2026-11-20T10:0${version}:00.000Z` } };
    };
    mockFetch({ [apiUrl('getProviderInventory')]: { status: 200, body: VIEW } });
    renderRoutes('/provider/inventory', undefined, { session });
    const forty = await screen.findByRole('spinbutton', { name: 'Total 40-yard dumpsters' });
    mockFetch({ [apiUrl('getProviderInventory')]: answer });

    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect((forty as HTMLInputElement).value).toBe('1'));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect((forty as HTMLInputElement).value).toBe('2'));
    expect(putBodies().map((body) => body.expectedUpdatedAt)).toEqual([VIEW.updatedAt, '2026-11-20T10:01:00.000Z']);
  });

  it('shows the 409 of a save from a stale page, and Reload refills the editor from the stored inventory', async () => {
    const stored: InventoryView = { ...VIEW, totals: { ...VIEW.totals, yard40: 7 }, updatedAt: '2026-11-20T11:00:00.000Z' };
    const conflict = `${PROVIDER_PORTAL_MESSAGES.saveFailedPrefix}${MESSAGES.inventoryChangedMeanwhile}`;
    mockFetch({ [apiUrl('getProviderInventory')]: { status: 200, body: VIEW } });
    renderRoutes('/provider/inventory', undefined, { session });
    const forty = await screen.findByRole('spinbutton', { name: 'Total 40-yard dumpsters' });
    fireEvent.change(forty, { target: { value: '3' } });
    mockFetch({
      [apiUrl('getProviderInventory')]: () =>
        vi.mocked(fetch).mock.calls.at(-1)?.[1]?.method === 'PUT' ? { status: 409, body: { message: conflict } } : { status: 200, body: stored },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(conflict));
    expect(putBodies()).toEqual([expect.objectContaining({ expectedUpdatedAt: VIEW.updatedAt })]);
    expect(screen.queryByText('Inventory updated successfully')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect((screen.getByRole('spinbutton', { name: 'Total 40-yard dumpsters' }) as HTMLInputElement).value).toBe('7'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(putBodies()).toHaveLength(2));
    expect(putBodies()[1]).toMatchObject({ expectedUpdatedAt: stored.updatedAt });
  });

  it('offers Try again when the inventory cannot be loaded', async () => {
    mockFetch({ [apiUrl('getProviderInventory')]: { status: 500, body: { message: 'Something went wrong.' } } });
    renderRoutes('/provider/inventory', undefined, { session });
    expect(await screen.findByText('Failed to load inventory. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
