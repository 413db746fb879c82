// fetch is mocked (testing/cognito-fetch answers the API routes): the order a manage link opens,
// for a guest and for a signed-in customer, its cancellation by the link, and adding it to an
// account: a guest's once the account's verified e-mail is the order's, a texter's by the link.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_MESSAGES } from '../../../../shared/email-verification';
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
/** The signed-in customer's profile (CUSTOMER_USER's), with the order's e-mail: unverified, then verified. */
const PROFILE = {
  customerId: CUSTOMER_USER.userId,
  email: RENTAL.customerEmail,
  name: 'Dana Customer',
  phone: '6145550100',
  address: { street: '1 High St', city: 'Columbus', state: 'OH', zipCode: '43215' },
  createdAt: '2026-03-04T15:00:00.000Z',
  updatedAt: '2026-03-04T15:00:00.000Z',
};
const VERIFIED = { ...PROFILE, emailVerified: { email: PROFILE.email, at: '2026-03-05T15:00:00.000Z' } };

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

  it('lets a signed-in customer whose verified e-mail is the order\'s add it to their account', async () => {
    const { calls } = mockBackend({
      [apiRoute('getOrderByLink', LINK)]: { status: 200, body: GUEST_ORDER },
      [apiRoute('getCustomerProfile')]: { status: 200, body: VERIFIED },
      [apiRoute('claimOrders', LINK)]: { status: 200, body: { claimedRentalIds: [RENTAL.rentalId] } },
    });
    const user = userEvent.setup();
    renderRoutes(PATH, undefined, { session: fakeSession({ user: CUSTOMER_USER }) });
    await user.click(await screen.findByRole('button', { name: 'Add to My Account' }));
    expect(await screen.findByText(ORDER_LINK_MESSAGES.claimed(1))).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.url === apiUrl('claimOrders', LINK))).toBe(true));
  });

  it('offers an unverified account with the order\'s e-mail the verification step, then the order', async () => {
    let verified = false;
    let tries = 0;
    const { calls } = mockBackend({
      [apiRoute('getOrderByLink', LINK)]: { status: 200, body: GUEST_ORDER },
      [apiRoute('getCustomerProfile')]: () => ({ status: 200, body: verified ? VERIFIED : PROFILE }),
      [apiRoute('requestEmailVerification')]: { status: 200, body: { sentTo: PROFILE.email, expiresAt: '2030-01-01T00:15:00.000Z' } },
      // The first code typed is wrong, the second right.
      [apiRoute('confirmEmailVerification')]: () => {
        tries += 1;
        if (tries === 1) {
          const message = EMAIL_VERIFICATION_MESSAGES.codeWrong(4);
          return { status: 400, body: { message, fieldErrors: { code: message } } };
        }
        verified = true;
        return { status: 200, body: VERIFIED };
      },
      [apiRoute('claimOrders', LINK)]: { status: 200, body: { claimedRentalIds: [RENTAL.rentalId] } },
    });
    const user = userEvent.setup();
    renderRoutes(PATH, undefined, { session: fakeSession({ user: CUSTOMER_USER }) });
    expect(await screen.findByText(ORDER_LINK_MESSAGES.verifyEmail)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to My Account' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText(EMAIL_VERIFICATION_MESSAGES.sent(PROFILE.email))).toBeTruthy();
    await user.type(screen.getByLabelText('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify E-mail' }));
    expect(await screen.findByText(EMAIL_VERIFICATION_MESSAGES.codeWrong(4))).toBeTruthy();
    expect(screen.getByLabelText('Verification code').getAttribute('aria-invalid')).toBe('true');
    await user.clear(screen.getByLabelText('Verification code'));
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify E-mail' }));
    expect(await screen.findByText(EMAIL_VERIFICATION_MESSAGES.verified)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add to My Account' }));
    expect(await screen.findByText(ORDER_LINK_MESSAGES.claimed(1))).toBeTruthy();
    expect(calls.filter((call) => call.url === apiUrl('confirmEmailVerification')).map((call) => call.body)).toEqual([{ code: '654321' }, { code: '123456' }]);
  });

  it('tells an account with another e-mail which e-mail the order was placed with, masked, and offers no claim', async () => {
    const { calls } = mockBackend({
      [apiRoute('getOrderByLink', LINK)]: { status: 200, body: { ...GUEST_ORDER, customerEmail: 'jordan.miller@example.com' } },
      [apiRoute('getCustomerProfile')]: { status: 200, body: VERIFIED },
    });
    renderRoutes(PATH, undefined, { session: fakeSession({ user: CUSTOMER_USER }) });
    expect(await screen.findByText(ORDER_LINK_MESSAGES.otherEmail('j***@example.com'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to My Account' })).toBeNull();
    expect(document.body.textContent).not.toContain('jordan.miller@example.com');
    expect(calls.some((call) => call.url === apiUrl('claimOrders', LINK))).toBe(false);
  });

  it("adds a texter's order by its link, whatever the account's e-mail", async () => {
    mockBackend({
      [apiRoute('getOrderByLink', LINK)]: { status: 200, body: { ...GUEST_ORDER, customerId: 'sms-16145550100', customerEmail: '' } },
      [apiRoute('getCustomerProfile')]: { status: 200, body: PROFILE },
      [apiRoute('claimOrders', LINK)]: { status: 200, body: { claimedRentalIds: [RENTAL.rentalId] } },
    });
    const user = userEvent.setup();
    renderRoutes(PATH, undefined, { session: fakeSession({ user: CUSTOMER_USER }) });
    await user.click(await screen.findByRole('button', { name: 'Add to My Account' }));
    expect(await screen.findByText(ORDER_LINK_MESSAGES.claimed(1))).toBeTruthy();
  });

  it('says when the account cannot be checked, and checks again', async () => {
    let failing = true;
    mockBackend({
      [apiRoute('getOrderByLink', LINK)]: { status: 200, body: GUEST_ORDER },
      [apiRoute('getCustomerProfile')]: () => (failing ? { status: 500, body: { message: MESSAGES.internal } } : { status: 200, body: VERIFIED }),
    });
    const user = userEvent.setup();
    renderRoutes(PATH, undefined, { session: fakeSession({ user: CUSTOMER_USER }) });
    expect(await screen.findByText(/We could not check your account/, undefined, { timeout: 10_000 })).toBeTruthy();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Add to My Account' })).toBeTruthy();
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
