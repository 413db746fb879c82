// The driver's day: stops in order with the buttons each stop's state allows, On the Way sent,
// a delivery with its photo step, the pickup's weight ticket checked by the shared schema, and the
// loading, empty and error states; the join page's invitation, and a link that no longer works.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../shared/messages';
import type { Job } from '../../../../shared/schemas/dispatch';
import { mockBackend } from '../../testing/cognito-fetch';
import { fakeSession, renderRoutes } from '../../testing/render-app';
import { apiRoute } from '../../testing/api-url';

const session = fakeSession({ user: { userId: 'd-1', name: 'Sam Ortiz', firstName: 'Sam', role: 'driver', email: 'sam@example.com' } });

const job = (overrides: Partial<Job>): Job => ({
  jobId: 'j-1',
  providerId: 'p-1',
  rentalId: 'r-1',
  kind: 'delivery',
  date: '2026-11-27',
  timeWindow: '8-10 AM',
  status: 'scheduled',
  driverId: 'd-1',
  stop: 1,
  address: { street: '9 Pine St', city: 'Missoula', state: 'MT', zipCode: '59801' },
  sizeYards: 20,
  customerName: 'Riley Renter',
  customerPhone: '4065550142',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const DAY = {
  date: '2026-11-27',
  jobs: [
    job({}),
    job({ jobId: 'j-2', kind: 'pickup', status: 'on_the_way', stop: 2, timeWindow: undefined, customerName: 'Casey Lane' }),
    job({ jobId: 'j-3', kind: 'swap', status: 'done', stop: 3, customerName: 'Jo Park' }),
  ],
};

const stopCard = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!;

describe('driver view', () => {
  it("shows today's stops in order with what the driver needs and the buttons each state allows", async () => {
    mockBackend({ [apiRoute('listDriverJobs')]: { status: 200, body: DAY } });
    renderRoutes('/driver', undefined, { session });
    expect(await screen.findByText('Loading your stops...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Stop 1: Delivery' })).toBeTruthy();
    expect(screen.getByText('Fri, Nov 27')).toBeTruthy();

    const first = within(stopCard('Stop 1: Delivery'));
    expect(first.getByText('8-10 AM')).toBeTruthy();
    expect(first.getByRole('link', { name: /9 Pine St, Missoula, MT 59801/ }).getAttribute('href')).toBe(
      `https://maps.google.com/?q=${encodeURIComponent('9 Pine St, Missoula, MT 59801')}`,
    );
    expect(first.getByRole('link', { name: 'Call Riley Renter at (406) 555-0142' }).getAttribute('href')).toBe('tel:+14065550142');
    expect(first.getByText('20-yard dumpster')).toBeTruthy();
    expect(first.getByRole('button', { name: 'On the Way' })).toBeTruthy();
    expect(first.getByRole('button', { name: 'Delivered' })).toBeTruthy();

    const second = within(stopCard('Stop 2: Pickup'));
    expect(second.getByText('Any time today')).toBeTruthy();
    expect(second.queryByRole('button', { name: 'On the Way' })).toBeNull();
    expect(second.getByRole('button', { name: 'Picked Up' })).toBeTruthy();

    expect(within(stopCard('Stop 3: Swap')).queryAllByRole('button')).toHaveLength(0);
  });

  it('sends On the Way and reads the day again', async () => {
    const { calls } = mockBackend({
      [apiRoute('listDriverJobs')]: { status: 200, body: DAY },
      [apiRoute('markJobOnTheWay', { jobId: 'j-1' })]: { status: 200, body: job({ status: 'on_the_way' }) },
    });
    renderRoutes('/driver', undefined, { session });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'On the Way' }));
    await vi.waitFor(() => expect(calls.filter((call) => call.url.includes('/api/driver/jobs?') || call.url.endsWith('/api/driver/jobs')).length).toBeGreaterThan(1));
    expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/api/driver/jobs/j-1/on-the-way'))).toBe(true);
  });

  it('marks a delivery done (the photo is optional) and checks the weight ticket before sending', async () => {
    const { calls } = mockBackend({
      [apiRoute('listDriverJobs')]: { status: 200, body: DAY },
      [apiRoute('markJobDelivered', { jobId: 'j-1' })]: { status: 200, body: job({ status: 'done' }) },
      [apiRoute('markJobPickedUp', { jobId: 'j-2' })]: { status: 200, body: job({ jobId: 'j-2', kind: 'pickup', status: 'done' }) },
    });
    renderRoutes('/driver', undefined, { session });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delivered' }));
    expect(screen.getByLabelText('Photo of where the dumpster was placed (optional)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mark Delivered' }));
    await vi.waitFor(() => expect(calls.find((call) => call.url.endsWith('/j-1/delivered'))?.body).toEqual({}));

    await user.click(screen.getByRole('button', { name: 'Picked Up' }));
    await user.click(screen.getByRole('button', { name: 'Mark Picked Up' }));
    expect(await screen.findByText('Enter the weight in tons')).toBeTruthy();
    expect(screen.getByText('Enter the ticket number')).toBeTruthy();
    await user.type(screen.getByLabelText('Weight (tons)'), '2.35');
    await user.type(screen.getByLabelText('Ticket number'), 'LF-1');
    await user.click(screen.getByRole('button', { name: 'Mark Picked Up' }));
    await vi.waitFor(() => expect(calls.find((call) => call.url.endsWith('/j-2/picked-up'))?.body).toEqual({ weightTicket: { tons: 2.35, ticketNumber: 'LF-1' } }));
  });

  it('says when there are no stops, and offers a retry when the day cannot be read', async () => {
    let fail = true;
    mockBackend({ [apiRoute('listDriverJobs')]: () => (fail ? { status: 500, body: { message: 'Something went wrong.' } } : { status: 200, body: { date: '2026-11-27', jobs: [] } }) });
    renderRoutes('/driver', undefined, { session });
    expect(await screen.findByText('Failed to load your stops. Please try again.')).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No stops for you today.')).toBeTruthy();
  });
});

describe('driver join page', () => {
  it("shows who invited the driver, the password rule beneath the password, and refuses a password short of it", async () => {
    mockBackend({ [apiRoute('getDriverInvitation', { token: 'd-1.abc' })]: { status: 200, body: { businessName: 'Big Haul', name: 'Sam Ortiz', email: 'sam@example.com' } } });
    renderRoutes('/driver/join?token=d-1.abc', undefined, { session: fakeSession() });
    expect(await screen.findByText(/Big Haul invited you to drive with them/)).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('sam@example.com');
    const password = screen.getByLabelText('Password');
    expect(document.getElementById(password.getAttribute('aria-describedby')!)?.textContent).toBe(MESSAGES.passwordRule);
    const user = userEvent.setup();
    await user.type(password, 'abcdefgh');
    await user.type(screen.getByLabelText('Confirm password'), 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Set Password and Sign In' }));
    expect((await screen.findByText(MESSAGES.passwordRule)).getAttribute('role')).toBe('alert');
    await user.clear(password);
    await user.type(password, 'Secret-pass-1');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Set Password and Sign In' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
  });

  it('says when the link no longer works', async () => {
    mockBackend({ [apiRoute('getDriverInvitation', { token: 'old' })]: { status: 404, body: { message: 'Invitation not found or expired' } } });
    renderRoutes('/driver/join?token=old', undefined, { session: fakeSession() });
    expect(await screen.findByText('Invitation not found or expired')).toBeTruthy();
    expect(screen.getByText(/Ask your dispatcher to send a new one/)).toBeTruthy();
  });
});
