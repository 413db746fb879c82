// The provider's Drivers page: the list with each driver's status, inviting (the shared schema's
// messages, then the request), removing with confirmation (and finishing a removal left pending),
// resending an invitation, and the empty
// and error states.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Driver } from '../../../../../shared/schemas/dispatch';
import { mockBackend } from '../../../testing/cognito-fetch';
import { fakeSession, renderRoutes } from '../../../testing/render-app';
import { apiRoute } from '../../../testing/api-url';

const session = fakeSession({ user: { userId: 'p-1', name: 'Bo Hauler', firstName: 'Bo', role: 'provider', email: 'bo@example.com' } });

const driver = (overrides: Partial<Driver>): Driver => ({
  driverId: 'd-1',
  providerId: 'p-1',
  name: 'Sam Ortiz',
  email: 'sam@example.com',
  phone: '4065550101',
  truck: 'Truck 2',
  status: 'active',
  invitedAt: '2026-11-20T10:00:00.000Z',
  joinedAt: '2026-11-21T10:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

const DRIVERS = [driver({}), driver({ driverId: 'd-2', name: 'Jo Reyes', email: 'jo@example.com', status: 'invited', phone: undefined, truck: undefined })];

const card = (name: string) => within(screen.getByRole('heading', { name }).closest('li')!);

describe('provider drivers page', () => {
  it('lists drivers with their status, phone and truck; resends an invitation to an invited driver', async () => {
    const { calls } = mockBackend({
      [apiRoute('listDrivers')]: { status: 200, body: { drivers: DRIVERS } },
      [apiRoute('resendDriverInvitation', { driverId: 'd-2' })]: { status: 200, body: DRIVERS[1] },
    });
    renderRoutes('/provider/drivers', undefined, { session });
    expect(await screen.findByText('Loading drivers...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Sam Ortiz' })).toBeTruthy();
    expect(card('Sam Ortiz').getByText('Active')).toBeTruthy();
    expect(card('Sam Ortiz').getByRole('link', { name: '(406) 555-0101' }).getAttribute('href')).toBe('tel:+14065550101');
    expect(card('Sam Ortiz').getByText('Truck 2')).toBeTruthy();
    expect(card('Sam Ortiz').queryByRole('button', { name: 'Resend Invitation' })).toBeNull();
    expect(card('Jo Reyes').getByText('Invited')).toBeTruthy();
    await userEvent.setup().click(card('Jo Reyes').getByRole('button', { name: 'Resend Invitation' }));
    expect(await screen.findByText('Invitation sent again.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/api/provider/drivers/d-2/invite'))).toBe(true);
  });

  it("invites a driver: the shared schema's messages first, then the request", async () => {
    const { calls } = mockBackend({
      [apiRoute('listDrivers')]: { status: 200, body: { drivers: [] } },
      [apiRoute('inviteDriver')]: { status: 201, body: driver({ driverId: 'd-3', name: 'Lee Park', email: 'lee@example.com', status: 'invited' }) },
    });
    renderRoutes('/provider/drivers', undefined, { session });
    expect(await screen.findByText('No drivers yet.')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText("Enter the driver's name")).toBeTruthy();
    await user.type(screen.getByLabelText('Name'), 'Lee Park');
    await user.type(screen.getByLabelText('Email'), 'Lee@Example.com');
    await user.type(screen.getByLabelText('Truck (optional)'), 'Truck 4');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Invitation sent to lee@example.com.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST' && call.url.endsWith('/api/provider/drivers'))?.body).toEqual({ name: 'Lee Park', email: 'lee@example.com', truck: 'Truck 4' });
  });

  it('removes a driver only after confirmation', async () => {
    const { calls } = mockBackend({
      [apiRoute('listDrivers')]: { status: 200, body: { drivers: DRIVERS } },
      [apiRoute('removeDriver', { driverId: 'd-1' })]: { status: 200, body: driver({ status: 'removed' }) },
    });
    renderRoutes('/provider/drivers', undefined, { session });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Sam Ortiz' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText(/will no longer be able to sign in/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.url.endsWith('/remove'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Remove Sam Ortiz' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove Driver' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/api/provider/drivers/d-1/remove'))).toBe(true));
  });

  it('shows a removal the sign-in service could not finish, and finishes it on request', async () => {
    const { calls } = mockBackend({
      [apiRoute('listDrivers')]: { status: 200, body: { drivers: [driver({ status: 'removing' })] } },
      [apiRoute('removeDriver', { driverId: 'd-1' })]: { status: 200, body: driver({ status: 'removed' }) },
    });
    renderRoutes('/provider/drivers', undefined, { session });
    expect(await screen.findByRole('heading', { name: 'Sam Ortiz' })).toBeTruthy();
    expect(card('Sam Ortiz').getByText('Removing')).toBeTruthy();
    expect(card('Sam Ortiz').getByText(/sign-in may still work/)).toBeTruthy();
    expect(card('Sam Ortiz').queryByRole('button', { name: 'Edit Sam Ortiz' })).toBeNull();
    const user = userEvent.setup();
    await user.click(card('Sam Ortiz').getByRole('button', { name: 'Finish removing Sam Ortiz' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove Driver' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/api/provider/drivers/d-1/remove'))).toBe(true));
  });

  it('offers a retry when the list cannot be read', async () => {
    mockBackend({ [apiRoute('listDrivers')]: { status: 500, body: { message: 'Something went wrong.' } } });
    renderRoutes('/provider/drivers', undefined, { session });
    expect(await screen.findByText('Failed to load your drivers. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
