// fetch is mocked (testing/cognito-fetch answers the API routes): "Swaps" on the customer's order
// page: the server's swap fee and days, the swaps with their day, fee and status, requesting one
// (only the date is sent), cancelling one, and the loading, empty and error states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SWAP_REQUEST_MESSAGES, type RentalSwap } from '../../../../shared/schemas/dispatch';
import { RENTAL } from '../../testing/fixtures';
import { mockBackend } from '../../testing/cognito-fetch';
import { CUSTOMER_USER, fakeSession, renderRoutes } from '../../testing/render-app';
import { apiRoute } from '../../testing/api-url';

const session = fakeSession({ user: CUSTOMER_USER });
const PATH = `/rental/${RENTAL.rentalId}`;
const OWN = { rentalId: RENTAL.rentalId };
const DELIVERED = { ...RENTAL, status: 'delivered' as const, startDate: '2030-06-12', endDate: '2030-06-19' };
const QUOTE = { feeCents: 13_500, today: '2030-06-13', firstDate: '2030-06-14', lastDate: '2030-06-18' };
const swap = (swapId: string, date: string, status: RentalSwap['status'] = 'requested'): RentalSwap => ({
  swapId,
  date,
  requestedAt: '2030-06-13T15:00:00.000Z',
  feeCents: 13_500,
  status,
});

async function swapsSection() {
  return screen.findByRole('region', { name: 'Swaps' });
}

describe('swaps on the order page', () => {
  it('is not shown before delivery', async () => {
    mockBackend({ [apiRoute('getRental', OWN)]: { status: 200, body: { ...DELIVERED, status: 'scheduled' } } });
    renderRoutes(PATH, undefined, { session });
    await screen.findByRole('heading', { name: /Order/, level: 1 });
    expect(screen.queryByRole('region', { name: 'Swaps' })).toBeNull();
  });

  it('says when none are requested, quotes the fee from the server and requests one with the date only', async () => {
    const withSwap = { ...DELIVERED, swaps: [swap('s-1', '2030-06-16')] };
    const { calls } = mockBackend({
      [apiRoute('getRental', OWN)]: { status: 200, body: DELIVERED },
      [apiRoute('quoteSwap', OWN)]: { status: 200, body: QUOTE },
      [apiRoute('requestSwap', OWN)]: { status: 201, body: withSwap },
    });
    const user = userEvent.setup();
    renderRoutes(PATH, undefined, { session });
    const section = await swapsSection();
    expect(within(section).getByText('No swaps requested yet.')).toBeTruthy();
    expect(await within(section).findByText('$135.00')).toBeTruthy();
    const input = within(section).getByLabelText('Swap date');
    expect([input.getAttribute('min'), input.getAttribute('max')]).toEqual(['2030-06-14', '2030-06-18']);

    await user.type(input, '2030-06-16');
    await user.click(within(section).getByRole('button', { name: 'Request swap ($135.00)' }));
    expect((await within(section).findByRole('status')).textContent).toContain('Swap scheduled for');
    const item = within(section).getByRole('listitem');
    expect(item.textContent).toContain('$135.00');
    expect(item.textContent).toContain('Scheduled');
    // The fee is the server's: the page sends only the date.
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ date: '2030-06-16' });
  });

  it("shows the server's refusal of a date on the field", async () => {
    mockBackend({
      [apiRoute('getRental', OWN)]: { status: 200, body: DELIVERED },
      [apiRoute('quoteSwap', OWN)]: { status: 200, body: QUOTE },
      [apiRoute('requestSwap', OWN)]: {
        status: 422,
        body: { message: SWAP_REQUEST_MESSAGES.alreadyOnDate, fieldErrors: { date: SWAP_REQUEST_MESSAGES.alreadyOnDate } },
      },
    });
    const user = userEvent.setup();
    renderRoutes(PATH, undefined, { session });
    const section = await swapsSection();
    await user.type(await within(section).findByLabelText('Swap date'), '2030-06-16');
    await user.click(within(section).getByRole('button', { name: /Request swap/ }));
    await waitFor(() => expect(within(section).getByLabelText('Swap date').getAttribute('aria-invalid')).toBe('true'));
    expect(within(section).getAllByText(SWAP_REQUEST_MESSAGES.alreadyOnDate).length).toBeGreaterThan(0);
  });

  it('lists the swaps with their status and cancels a scheduled one until the day before it', async () => {
    const swaps = [swap('s-done', '2030-06-13', 'done'), swap('s-1', '2030-06-16')];
    const { calls } = mockBackend({
      [apiRoute('getRental', OWN)]: { status: 200, body: { ...DELIVERED, swaps } },
      [apiRoute('quoteSwap', OWN)]: { status: 200, body: QUOTE },
      [apiRoute('cancelSwap', { ...OWN, swapId: 's-1' })]: {
        status: 200,
        body: { ...DELIVERED, swaps: [swaps[0], { ...swaps[1], status: 'cancelled' }] },
      },
    });
    const user = userEvent.setup();
    renderRoutes(PATH, undefined, { session });
    const section = await swapsSection();
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/Done|Scheduled|Cancelled/).textContent)).toEqual(['Done', 'Scheduled']);
    // The done swap has no cancel; the scheduled one does once the server's today is known.
    const cancel = await within(section).findByRole('button', { name: 'Cancel the swap on Sunday, June 16, 2030' });
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    await user.click(cancel);
    await waitFor(() => expect(within(section).getAllByText('Cancelled')).toHaveLength(1));
    expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/swaps/s-1/cancel'))).toBe(true);
  });

  it('shows the loading state while the price is asked', async () => {
    const { fetchMock } = mockBackend({ [apiRoute('getRental', OWN)]: { status: 200, body: DELIVERED } });
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) =>
      String(input instanceof Request ? input.url : input).includes('/swap-quote') ? new Promise<Response>(() => {}) : answer(input, init),
    );
    renderRoutes(PATH, undefined, { session });
    const section = await swapsSection();
    expect(within(section).getByText('Loading the swap price...')).toBeTruthy();
    expect(within(section).queryByLabelText('Swap date')).toBeNull();
  });

  it('says the price could not be loaded and offers to try again', async () => {
    mockBackend({
      [apiRoute('getRental', OWN)]: { status: 200, body: DELIVERED },
      [apiRoute('quoteSwap', OWN)]: { status: 500, body: { message: 'Something went wrong.' } },
    });
    renderRoutes(PATH, undefined, { session });
    const section = await swapsSection();
    const alert = await within(section).findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('The swap price could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(within(section).queryByLabelText('Swap date')).toBeNull();
  });
});
