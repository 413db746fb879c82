// fetch is mocked (testing/cognito-fetch answers the API routes): the order a manage link opens,
// for a guest and for a signed-in customer, its cancellation by the link, and adding it to an account.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/messages';
import { ORDER_LINK_MESSAGES } from '../../../../shared/order-link';
import { RENTAL } from '../../testing/fixtures';
import { mockBackend } from '../../testing/cognito-fetch';
import { CUSTOMER_USER, fakeSession, renderRoutes } from '../../testing/render-app';
import { apiRoute, apiUrl } from '../../testing/api-url';

const KEY = '0123456789abcdef0123456789abcdef01234567';
const PATH = `/order/${RENTAL.rentalId}/${KEY}`;
const LINK = { rentalId: RENTAL.rentalId, key: KEY };
const GUEST_ORDER = { ...RENTAL, customerId: 'guest-7', startDate: '2030-06-12', endDate: '2030-06-19' };

describe('an order by its manage link', () => {
  it('opens for a guest with no sign-in, and cancels by the link', async () => {
    const { calls } = mockBackend({
      [apiRoute('getOrderByLink', LINK)]: { status: 200, body: GUEST_ORDER },
      [apiRoute('cancelOrderByLink', LINK)]: { status: 200, body: { ...GUEST_ORDER, status: 'cancelled', paymentStatus: 'refunded', refundCents: 87_500 } },
      [apiRoute('getCheckoutProvider', { providerId: 'p-buckeye' })]: { status: 200, body: { provider: { phone: '6145550101' } } },
    });
    const user = userEvent.setup();
    renderRoutes(PATH);
    expect(await screen.findByRole('heading', { name: 'Order #A1B2C3D4' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(`/login?redirect=${PATH}`);
    await user.click(screen.getByRole('button', { name: 'Cancel Rental' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Cancel Rental' })).getByRole('button', { name: 'Confirm Cancellation' }));
    expect(await screen.findByText(/Your rental has been cancelled\. A refund of \$875\.00/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.url === apiUrl('cancelOrderByLink', LINK) && call.authorization === undefined)).toBe(true);
  });

  it('lets a signed-in customer add it to their account', async () => {
    const { calls } = mockBackend({
      [apiRoute('getOrderByLink', LINK)]: { status: 200, body: GUEST_ORDER },
      [apiRoute('claimOrders', LINK)]: { status: 200, body: { claimedRentalIds: [RENTAL.rentalId, 'other-order'] } },
    });
    const user = userEvent.setup();
    renderRoutes(PATH, undefined, { session: fakeSession({ user: CUSTOMER_USER }) });
    await user.click(await screen.findByRole('button', { name: 'Add to My Account' }));
    expect(await screen.findByText(ORDER_LINK_MESSAGES.claimed(2))).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.url === apiUrl('claimOrders', LINK))).toBe(true));
  });

  it('says the order is already in the history of the customer it belongs to', async () => {
    mockBackend({ [apiRoute('getOrderByLink', LINK)]: { status: 200, body: { ...GUEST_ORDER, customerId: CUSTOMER_USER.userId } } });
    renderRoutes(PATH, undefined, { session: fakeSession({ user: CUSTOMER_USER }) });
    expect(await screen.findByRole('link', { name: 'rental history' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to My Account' })).toBeNull();
  });

  it('answers a wrong or broken link with Rental not found', async () => {
    mockBackend({ [apiRoute('getOrderByLink', LINK)]: { status: 404, body: { message: MESSAGES.rentalNotFound } } });
    const first = renderRoutes(PATH);
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.rentalNotFound);
    first.unmount();
    renderRoutes(`/order/${RENTAL.rentalId}/not-a-key`);
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.rentalNotFound);
  });
});
