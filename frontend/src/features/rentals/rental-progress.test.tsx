// The job's progress on the order page: its stage, its timeline and Request Pickup once delivered.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { localIsoDate } from '../../lib/calendar-date';
import { CHECKOUT_PROVIDER, RENTAL } from '../../testing/fixtures';
import { mockBackend } from '../../testing/cognito-fetch';
import { CUSTOMER_USER, fakeSession, renderRoutes } from '../../testing/render-app';
import { apiRoute } from '../../testing/api-url';

const session = fakeSession({ user: CUSTOMER_USER });
const PATH = `/rental/${RENTAL.rentalId}`;
const END = localIsoDate(5);
const DELIVERED = {
  ...RENTAL,
  status: 'delivered',
  startDate: localIsoDate(-2),
  endDate: END,
  timeline: [
    { status: 'confirmed', at: '2026-11-20T15:00:00.000Z', by: 'customer' },
    { status: 'scheduled', at: '2026-11-21T15:00:00.000Z', by: 'provider' },
    { status: 'delivered', at: '2026-11-25T15:00:00.000Z', by: 'provider' },
  ],
};

describe('rental progress', () => {
  it('shows the stage and the timeline, and sends a pickup request for the date chosen', async () => {
    const pickupDate = localIsoDate(1);
    const requested = {
      ...DELIVERED,
      status: 'pickup_requested',
      requestedPickupDate: pickupDate,
      timeline: [...DELIVERED.timeline, { status: 'pickup_requested', at: '2026-11-26T15:00:00.000Z', by: 'customer' }],
    };
    const { calls } = mockBackend({
      [apiRoute('getRental', { rentalId: RENTAL.rentalId })]: { status: 200, body: DELIVERED },
      [apiRoute('requestPickup', { rentalId: RENTAL.rentalId })]: { status: 200, body: requested },
      [apiRoute('getCheckoutProvider', { providerId: 'p-buckeye' })]: { status: 200, body: CHECKOUT_PROVIDER },
    });
    const user = userEvent.setup();
    renderRoutes(PATH, undefined, { session });
    const progress = await screen.findByRole('region', { name: 'Progress' });
    expect(within(progress).getByText('Stage: Delivered')).toBeTruthy();
    const steps = within(within(progress).getByRole('list', { name: 'Rental timeline' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^Confirmed Nov 20, 2026, .* by you$/),
      expect.stringMatching(/^Scheduled Nov 21, 2026, .* by the provider$/),
      expect.stringMatching(/^Delivered Nov 25, 2026, .* by the provider$/),
    ]);
    expect(steps[2]!.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-25T15:00:00.000Z');

    await user.click(within(progress).getByRole('button', { name: 'Request Pickup' }));
    const dialog = screen.getByRole('dialog', { name: 'Request Pickup' });
    const date = within(dialog).getByLabelText(/Pickup date/);
    expect(date.getAttribute('max')).toBe(END);
    await user.clear(date);
    await user.type(date, pickupDate);
    await user.click(within(dialog).getByRole('button', { name: 'Request Pickup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(progress).getByText('Stage: Pickup requested')).toBeTruthy();
    expect(within(progress).queryByRole('button', { name: 'Request Pickup' })).toBeNull();
    const call = calls.find((entry) => entry.method === 'POST' && entry.url.endsWith('/pickup-request'));
    expect(call?.body).toEqual({ pickupDate });
  });

  it("says the server's reason when the request is refused, and offers nothing before delivery", async () => {
    mockBackend({
      [apiRoute('getRental', { rentalId: RENTAL.rentalId })]: { status: 200, body: DELIVERED },
      [apiRoute('requestPickup', { rentalId: RENTAL.rentalId })]: {
        status: 422,
        body: { message: 'The pickup date cannot be in the past', fieldErrors: { pickupDate: 'The pickup date cannot be in the past' } },
      },
      [apiRoute('getCheckoutProvider', { providerId: 'p-buckeye' })]: { status: 200, body: CHECKOUT_PROVIDER },
    });
    const user = userEvent.setup();
    const view = renderRoutes(PATH, undefined, { session });
    await user.click(await screen.findByRole('button', { name: 'Request Pickup' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Request Pickup' })).getByRole('button', { name: 'Request Pickup' }));
    expect(await screen.findByText('The pickup date cannot be in the past')).toBeTruthy();
    view.unmount();

    mockBackend({
      [apiRoute('getRental', { rentalId: RENTAL.rentalId })]: { status: 200, body: { ...DELIVERED, status: 'scheduled', startDate: localIsoDate(3), deliveryTimeWindow: '8-10 AM' } },
      [apiRoute('getCheckoutProvider', { providerId: 'p-buckeye' })]: { status: 200, body: CHECKOUT_PROVIDER },
    });
    renderRoutes(PATH, undefined, { session });
    const progress = await screen.findByRole('region', { name: 'Progress' });
    expect(within(progress).getByText(/Delivery is scheduled for .*, 8-10 AM\./)).toBeTruthy();
    expect(within(progress).queryByRole('button', { name: 'Request Pickup' })).toBeNull();
  });
});
