// The dispatch board: the day's jobs grouped by driver (unassigned first) in stop order with the
// customer's phone to tap, the map's numbered stops, assigning a driver, moving a stop, the week's
// counts, and the empty and error states.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BoardJob, DispatchBoard } from '../../../../../shared/schemas/dispatch';
import { mockBackend } from '../../../testing/cognito-fetch';
import { fakeSession, renderRoutes } from '../../../testing/render-app';
import { apiRoute } from '../../../testing/api-url';

const session = fakeSession({ user: { userId: 'p-1', name: 'Bo Hauler', firstName: 'Bo', role: 'provider', email: 'bo@example.com' } });

const DAY = '2026-12-01';
const job = (jobId: string, changes: Partial<BoardJob>): BoardJob => ({
  jobId,
  rentalId: jobId.split('.')[0]!,
  orderNumber: jobId.slice(0, 8).toUpperCase(),
  kind: 'delivery',
  date: DAY,
  status: 'scheduled',
  address: { street: '9 Pine St', city: 'Missoula', state: 'MT', zipCode: '59801' },
  sizeYards: 20,
  customerName: 'Casey Customer',
  customerPhone: '4065550111',
  point: { latitude: 46.86, longitude: -113.99 },
  ...changes,
});

const BOARD: DispatchBoard = {
  date: DAY,
  days: 1,
  today: DAY,
  jobs: [
    job('aaaa1111.pickup', { kind: 'pickup', customerName: 'Una Assigned', point: { latitude: 46.9, longitude: -114.05 } }),
    job('bbbb2222.delivery', { driverId: 'd-1', stop: 1, timeWindow: '8-10 AM', customerName: 'Ann First' }),
    job('cccc3333.swap.s1', { kind: 'swap', driverId: 'd-1', stop: 2, customerName: 'Ben Second', status: 'on_the_way' }),
  ],
  drivers: [
    { driverId: 'd-1', name: 'Ana Diaz', truck: 'Truck 2', status: 'active' },
    { driverId: 'd-2', name: 'Bo Chen', status: 'invited' },
  ],
  yard: { label: 'Missoula, MT 59801', point: { latitude: 46.87, longitude: -114.0 } },
};

describe('dispatch board', () => {
  it('groups the day by driver in stop order, with the phone to tap and a numbered map', async () => {
    mockBackend({ [apiRoute('getDispatchBoard')]: { status: 200, body: BOARD } });
    renderRoutes('/provider/dispatch', undefined, { session });
    const unassigned = await screen.findByRole('region', { name: 'Unassigned (1 job)' });
    expect(within(unassigned).getByRole('heading', { name: /Pickup/ })).toBeTruthy();
    const ana = screen.getByRole('region', { name: 'Ana Diaz · Truck 2 (2 jobs)' });
    const cards = within(ana).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 4 }).textContent)).toEqual(['Stop 1: Delivery8-10 AM', 'Stop 2: SwapAny time']);
    expect(within(cards[0]!).getByRole('link', { name: '(406) 555-0111' }).getAttribute('href')).toBe('tel:+14065550111');
    expect(within(cards[1]!).getByText('On the way')).toBeTruthy();
    expect(screen.getByRole('img', { name: /Map of 3 stops and the yard/ })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Map legend' })).getByText('Unassigned (1)')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: /Tue, Dec 1, 2026 \(today\)/ })).toBeTruthy();
  });

  it('assigns a driver from the select and moves a stop down', async () => {
    const { calls } = mockBackend({
      [apiRoute('getDispatchBoard')]: { status: 200, body: BOARD },
      [apiRoute('assignJob', { jobId: 'aaaa1111.pickup' })]: { status: 200, body: { ...BOARD.jobs[0], driverId: 'd-2', stop: 1 } },
      [apiRoute('reorderStops')]: { status: 200, body: { jobs: [] } },
    });
    renderRoutes('/provider/dispatch', undefined, { session });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Driver for the Pickup for Una Assigned' }), 'd-2');
    expect(calls.find((call) => call.method === 'POST' && call.url.includes('/assign'))?.body).toEqual({ driverId: 'd-2' });

    expect(screen.getByRole('button', { name: 'Move the Delivery for Ann First up' })).toHaveProperty('disabled', true);
    await user.click(await screen.findByRole('button', { name: 'Move the Delivery for Ann First down' }));
    expect(calls.find((call) => call.method === 'POST' && call.url.endsWith('/stops'))?.body).toEqual({
      date: DAY,
      driverId: 'd-1',
      jobIds: ['cccc3333.swap.s1', 'bbbb2222.delivery'],
    });
  });

  it('shows the week as counts per day and opens a day', async () => {
    const week = { ...BOARD, days: 7, jobs: [...BOARD.jobs, job('dddd4444.pickup', { date: '2026-12-03' })] };
    mockBackend({ [apiRoute('getDispatchBoard')]: { status: 200, body: week } });
    renderRoutes('/provider/dispatch?view=week', undefined, { session });
    const days = within(await screen.findByRole('list', { name: 'Jobs per day' })).getAllByRole('button');
    expect(days).toHaveLength(7);
    expect(days[0]!.textContent).toBe('Tue, Dec 13 jobs1 unassigned');
    expect(days[1]!.textContent).toContain('No jobs');
    await userEvent.setup().click(days[2]!);
    expect(await screen.findByRole('heading', { level: 2, name: /Thu, Dec 3, 2026/ })).toBeTruthy();
  });

  it('says when a day has no jobs, and offers to try again when the board fails', async () => {
    mockBackend({ [apiRoute('getDispatchBoard')]: { status: 200, body: { ...BOARD, jobs: [] } } });
    const { unmount } = renderRoutes('/provider/dispatch', undefined, { session });
    expect(await screen.findByText('No jobs on this day')).toBeTruthy();
    unmount();

    mockBackend({ [apiRoute('getDispatchBoard')]: { status: 500, body: { message: 'Something went wrong' } } });
    renderRoutes('/provider/dispatch', undefined, { session });
    expect(await screen.findByText('Failed to load the dispatch board. Please try again.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
