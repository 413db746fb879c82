import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, requestedUrls } from '../../../testing/mock-fetch';
import { fakeSession, renderRoutes } from '../../../testing/render-app';
import { providerRental, rentalsBackend } from './provider-rental-fixtures';
import { apiUrl } from '../../../testing/api-url';

// Thursday, December 3, 2026, 15:00 UTC: the active rental below (delivered Dec 1) can be completed.
const TODAY = new Date('2026-12-03T15:00:00.000Z');

const session = fakeSession({
  user: { userId: 'p-1', name: 'Dana Whitfield', firstName: 'Dana', role: 'provider', email: 'provider@example.com' },
});

const RENTALS = [
  providerRental({ rentalId: 'r-1', customerName: 'Ann Lee', status: 'pending' }),
  providerRental({
    rentalId: 'r-2',
    customerName: 'Bo Park',
    status: 'active',
    dumpsterSize: '30',
    deliveryAddress: { street: '5 Lake St', city: 'Helena', state: 'MT', zipCode: '59601' },
  }),
  providerRental({ rentalId: 'r-3', customerName: 'Cy Diaz', status: 'completed' }),
  providerRental({ rentalId: 'r-4', customerName: 'Di Ray', status: 'cancelled', cancelledBy: 'provider' }),
];

beforeEach(() => {
  // Only the clock: the query library's timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const cards = () => within(screen.getByRole('list', { name: 'Rental requests' })).getAllByRole('article');
const filterButton = (name: string) => within(screen.getByRole('group', { name: 'Filter by status' })).getByRole('button', { name: new RegExp(`^${name}`) });

describe('RentalRequestsPage', () => {
  it('lists the requests with their details and filters them by status with counts', async () => {
    mockFetch({ [apiUrl('listProviderRentals')]: rentalsBackend(RENTALS) });
    renderRoutes('/provider/rentals', undefined, { session });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rental Requests' })).toBeTruthy();
    await screen.findByRole('list', { name: 'Rental requests' });
    expect(cards()).toHaveLength(4);

    const ann = cards()[0]!;
    expect(within(ann).getByRole('heading', { name: '20 Yard Construction Dumpster' })).toBeTruthy();
    expect(within(ann).getByRole('link', { name: '(406) 555-0111' }).getAttribute('href')).toBe('tel:+14065550111');
    expect(ann.textContent).toContain('Status: Pending');
    expect(ann.textContent).toContain('Dec 1, 2026 – Dec 8, 2026');
    expect(ann.textContent).toContain('$450.00');
    expect(ann.textContent).toContain('12 Ridge Rd');
    expect(ann.textContent).toContain('Missoula, MT 59801');
    expect(within(ann).getByRole('button', { name: 'Approve Request' })).toBeTruthy();
    expect(within(ann).getByRole('button', { name: 'Reject Request' })).toBeTruthy();
    expect(within(cards()[1]!).getByRole('button', { name: 'Mark as Completed' })).toBeTruthy();
    expect(within(cards()[2]!).queryByRole('button')).toBeNull();

    expect(filterButton('All').getAttribute('aria-pressed')).toBe('true');
    expect(filterButton('All').textContent).toBe('All4');
    expect(filterButton('Cancelled').textContent).toBe('Cancelled1');
    fireEvent.click(filterButton('Active'));
    expect(filterButton('Active').getAttribute('aria-pressed')).toBe('true');
    expect(filterButton('All').getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(cards().map((card) => card.textContent)).toEqual([expect.stringContaining('Bo Park')]));
    fireEvent.click(filterButton('Cancelled'));
    await waitFor(() => expect(cards()[0]!.textContent).toContain('Status: Cancelled'));
    expect(cards()[0]!.textContent).toContain('Declined by you');
  });

  it('shows what the hauler needs to deliver: add-ons and time window by their labels, and the e-mail', async () => {
    const booked = providerRental({
      rentalId: 'r-5',
      customerName: 'Eve Moss',
      customerEmail: 'eve.moss@example.com',
      status: 'confirmed',
      paymentStatus: 'paid',
      addOns: { sameDayDelivery: true, drivewayProtection: true, cleanupService: false, preferredTimeWindow: 'morning' },
    });
    mockFetch({ [apiUrl('listProviderRentals')]: rentalsBackend([booked, RENTALS[0]!]) });
    renderRoutes('/provider/rentals', undefined, { session });
    await screen.findByRole('list', { name: 'Rental requests' });
    const [eve, ann] = cards();

    expect(eve!.textContent).toContain('Same-day delivery, Driveway protection');
    expect(eve!.textContent).not.toContain('Cleanup service');
    expect(eve!.textContent).toContain('Morning (9:00 AM-12:00 PM)');
    expect(within(eve!).getByRole('link', { name: 'eve.moss@example.com' }).getAttribute('href')).toBe('mailto:eve.moss@example.com');
    expect(within(eve!).getByRole('link', { name: '(406) 555-0111' }).getAttribute('href')).toBe('tel:+14065550111');

    // Nothing booked: said so, and no time window line.
    expect(within(ann!).getByText('Add-ons').nextElementSibling?.textContent).toBe('None');
    expect(within(ann!).queryByText('Delivery window')).toBeNull();
    expect(within(ann!).getByRole('link', { name: 'ann@example.com' }).getAttribute('href')).toBe('mailto:ann@example.com');
  });

  it('offers Mark as Completed only from the delivery date, on the delivery address\'s clock', async () => {
    const active = (rentalId: string, startDate: string) =>
      providerRental({ rentalId, customerName: `Customer ${rentalId}`, status: 'active', startDate, endDate: '2026-12-20' });
    const rentals = [active('r-past', '2026-11-30'), active('r-today', '2026-12-03'), active('r-future', '2026-12-04')];
    mockFetch({ [apiUrl('listProviderRentals')]: rentalsBackend(rentals) });
    const view = renderRoutes('/provider/rentals', undefined, { session });
    await screen.findByRole('list', { name: 'Rental requests' });
    const [past, today, future] = cards();
    expect(within(past!).getByRole('button', { name: 'Mark as Completed' })).toBeTruthy();
    expect(within(today!).getByRole('button', { name: 'Mark as Completed' })).toBeTruthy();
    expect(within(future!).queryByRole('button', { name: 'Mark as Completed' })).toBeNull();
    expect(future!.textContent).toContain('Can be marked delivered from Fri, Dec 4');
    view.unmount();

    // 05:30 UTC on Dec 4 is still Dec 3 in Missoula (Mountain time): not yet.
    vi.setSystemTime(new Date('2026-12-04T05:30:00.000Z'));
    mockFetch({ [apiUrl('listProviderRentals')]: rentalsBackend(rentals, { '59801': 'America/Denver' }) });
    renderRoutes('/provider/rentals', undefined, { session });
    await screen.findByRole('list', { name: 'Rental requests' });
    expect(within(cards()[2]!).queryByRole('button', { name: 'Mark as Completed' })).toBeNull();
  });

  it('searches by customer and address on the server once the typing stops, and says when nothing matches', async () => {
    const fetchMock = mockFetch({ [apiUrl('listProviderRentals')]: rentalsBackend(RENTALS) });
    renderRoutes('/provider/rentals', undefined, { session });
    const search = await screen.findByPlaceholderText('Search by customer name, location...');
    fireEvent.change(search, { target: { value: 'hel' } });
    fireEvent.change(search, { target: { value: 'helena' } });
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]!.textContent).toContain('Bo Park');
    const searches = requestedUrls(fetchMock).filter((url) => url.includes('search='));
    expect(searches).toEqual([expect.stringContaining(apiUrl('listProviderRentals', { filter: 'all', search: 'helena' }))]);
    fireEvent.change(search, { target: { value: 'nobody' } });
    expect(await screen.findByText('No results match your search. Try different keywords.')).toBeTruthy();
    expect(screen.getByText('No Rental Requests Found')).toBeTruthy();
    fireEvent.change(search, { target: { value: '' } });
    fireEvent.click(filterButton('Pending'));
    fireEvent.click(filterButton('Completed'));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]!.textContent).toContain('Cy Diaz');
  });

  it('loads the next page with Load more, keeping the rentals already shown', async () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      providerRental({ rentalId: `r-${index}`, customerName: `Customer ${index}`, status: 'completed', createdAt: `2026-11-${String(30 - index).padStart(2, '0')}T10:00:00.000Z` }),
    );
    mockFetch({ [apiUrl('listProviderRentals')]: rentalsBackend(many) });
    renderRoutes('/provider/rentals', undefined, { session });
    await screen.findByRole('list', { name: 'Rental requests' });
    expect(cards()).toHaveLength(25);
    expect(screen.getByText('25 rental requests shown.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more rental requests' }));
    await waitFor(() => expect(cards()).toHaveLength(30));
    expect(screen.getByText('30 rental requests shown, the whole list.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more rental requests' })).toBeNull();
    expect(cards()[29]!.textContent).toContain('Customer 29');
  });

  it('names the empty filter, and says when there are no requests at all', async () => {
    mockFetch({ [apiUrl('listProviderRentals')]: rentalsBackend([RENTALS[2]!]) });
    const view = renderRoutes('/provider/rentals', undefined, { session });
    fireEvent.click(await screen.findByRole('button', { name: /^Pending/ }));
    expect(await screen.findByText('No pending rentals found. Try a different filter.')).toBeTruthy();
    view.unmount();

    mockFetch({ [apiUrl('listProviderRentals')]: rentalsBackend([]) });
    renderRoutes('/provider/rentals', undefined, { session });
    expect(await screen.findByText("You don't have any rental requests yet.")).toBeTruthy();
    expect(screen.getByText('No Rental Requests Found')).toBeTruthy();
  });

  it('approves through the confirmation dialog and shows the refreshed list', async () => {
    let approved = false;
    const answered = mockFetch({
      [apiUrl('updateRentalStatus', { rentalId: 'r-1' })]: () => {
        approved = true;
        return { status: 200, body: { ...RENTALS[0]!, status: 'active' } };
      },
      [apiUrl('listProviderRentals')]: rentalsBackend(() => (approved ? [{ ...RENTALS[0]!, status: 'active' }, ...RENTALS.slice(1)] : RENTALS)),
    });
    // The POST waits until the test has seen the progress state.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') await gate;
      return answered(input);
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes('/provider/rentals', undefined, { session });
    await screen.findByRole('list', { name: 'Rental requests' });
    fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Approve Request' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Request' });
    expect(dialog.textContent).toContain("Approve Ann Lee's request");
    // The approval schedules the delivery, in the window the provider promises.
    fireEvent.change(within(dialog).getByLabelText('Delivery window'), { target: { value: '8-10 AM' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('button', { name: 'Approving...' })).toBeTruthy();
    release();

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post![0])).toContain(apiUrl('updateRentalStatus', { rentalId: 'r-1' }));
    expect(JSON.parse(String(post![1]!.body))).toEqual({ action: 'approve', deliveryTimeWindow: '8-10 AM' });
    expect(screen.getByText("Ann Lee's 20 Yard Construction Dumpster rental was approved.")).toBeTruthy();
    expect(cards()[0]!.textContent).toContain('Status: Active');
    expect(filterButton('Active').textContent).toBe('Active2');
  });

  it("shows the server's reason when it refuses, and a generic one otherwise", async () => {
    let answer = { status: 409, body: { message: 'No 20-yard dumpsters are free on Wed, Dec 2, 2026: every one is booked that day. Complete a rental or add inventory first.' } };
    mockFetch({
      [apiUrl('updateRentalStatus', { rentalId: 'r-1' })]: () => answer,
      [apiUrl('listProviderRentals')]: rentalsBackend(RENTALS),
    });
    renderRoutes('/provider/rentals', undefined, { session });
    await screen.findByRole('list', { name: 'Rental requests' });
    fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Approve Request' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'No 20-yard dumpsters are free on Wed, Dec 2, 2026: every one is booked that day. Complete a rental or add inventory first.',
    );
    answer = { status: 500, body: { message: 'Something went wrong.' } };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Failed to update rental status. Please try again.'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers Try again when the list cannot be loaded', async () => {
    mockFetch({ [apiUrl('listProviderRentals')]: { status: 500, body: { message: 'Something went wrong.' } } });
    renderRoutes('/provider/rentals', undefined, { session });
    expect(await screen.findByText('Failed to load rental requests. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says when a rejected paid request could not be refunded yet, and offers Retry Refund until it is', async () => {
    const paid = providerRental({ rentalId: 'r-9', customerName: 'Eve Moss', status: 'confirmed', paymentStatus: 'paid', totalPriceCents: 44_500 });
    const owed = { ...paid, status: 'cancelled', cancelledBy: 'provider', refundCents: 44_500 };
    let stored: Record<string, unknown> = paid;
    const posts: unknown[] = [];
    mockFetch({
      [apiUrl('updateRentalStatus', { rentalId: 'r-9' })]: () => {
        posts.push(1);
        stored = posts.length === 1 ? owed : { ...owed, paymentStatus: 'refunded', refundId: 're_1', amountRefundedCents: 44_500 };
        return { status: 200, body: stored };
      },
      [apiUrl('listProviderRentals')]: rentalsBackend(() => [stored as never]),
    });
    renderRoutes('/provider/rentals', undefined, { session });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject Request' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByText(/could not be refunded yet/)).className).toContain('notice--warning');
    const retry = await screen.findByRole('button', { name: 'Retry Refund' });
    fireEvent.click(retry);
    expect(within(screen.getByRole('dialog', { name: 'Retry Refund' })).getByText(/Refund \$445\.00 to Eve Moss's card/)).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText("Eve Moss's refund of $445.00 was made.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry Refund' })).toBeNull());
    expect(posts).toHaveLength(2);
  });

  it('lists the swaps a customer asked for with their day and fee, not the done or cancelled ones', async () => {
    const swap = (swapId: string, date: string, status: 'requested' | 'done' | 'cancelled') => ({ swapId, date, requestedAt: '2026-12-02T10:00:00.000Z', feeCents: 12_500, status });
    const swapping = providerRental({
      rentalId: 'r-6',
      customerName: 'Flo Gray',
      status: 'delivered',
      swaps: [swap('s-1', '2026-12-04', 'done'), swap('s-2', '2026-12-05', 'requested'), swap('s-3', '2026-12-06', 'cancelled')],
    });
    mockFetch({ [apiUrl('listProviderRentals')]: rentalsBackend([swapping, RENTALS[0]!]) });
    renderRoutes('/provider/rentals', undefined, { session });
    await screen.findByRole('list', { name: 'Rental requests' });
    const [flo, ann] = cards();
    const swaps = within(flo!).getByText('Swaps requested').nextElementSibling!;
    expect(within(swaps as HTMLElement).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Dec 5, 2026 · $125.00']);
    expect(within(ann!).queryByText('Swaps requested')).toBeNull();
  });
});
