// fetch is mocked (testing/cognito-fetch answers the API routes); the session is a fixed signed-in
// customer: the order page, its provider contact and the cancellation dialog.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CANCEL_MESSAGES, cancellationPolicy } from '../../../../shared/cancellation';
import { localIsoDate } from '../../lib/calendar-date';
import { CHECKOUT_PROVIDER, RENTAL } from '../../testing/fixtures';
import { mockBackend } from '../../testing/cognito-fetch';
import { CUSTOMER_USER, fakeSession, renderRoutes } from '../../testing/render-app';
import { apiRoute } from '../../testing/api-url';

const session = fakeSession({ user: CUSTOMER_USER });
const PATH = `/rental/${RENTAL.rentalId}`;
const PROVIDER = CHECKOUT_PROVIDER;
/** Far enough ahead that the free-cancellation cutoff has not passed. */
const FUTURE = { ...RENTAL, startDate: '2030-06-12', endDate: '2030-06-19' };

describe('order details', () => {
  it('shows the banner, order id, status, details and contact link', async () => {
    mockBackend({
      [apiRoute('getRental', { rentalId: RENTAL.rentalId })]: {
        status: 200,
        body: { ...FUTURE, eta: 'Wednesday, June 12, 2030, 9:00 AM-12:00 PM', deliveryAddress: { street: '', city: 'Columbus', state: 'OH', zipCode: '43201' } },
      },
      [apiRoute('getCheckoutProvider', { providerId: 'p-buckeye' })]: { status: 200, body: PROVIDER },
    });
    renderRoutes(`${PATH}?success=true`, undefined, { session });
    expect(await screen.findByRole('heading', { name: 'Order #A1B2C3D4' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Order Complete!' })).toBeTruthy();
    expect(screen.getByText('Confirmed').className).toContain('status-badge--neutral');
    expect(screen.getByText('Credit Card')).toBeTruthy();
    expect(screen.getByText('Not provided')).toBeTruthy();
    expect(screen.getByText('Wednesday, June 12, 2030, 9:00 AM-12:00 PM')).toBeTruthy();
    expect(screen.getByText('$875.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Rental History/ }).getAttribute('href')).toBe('/customer/history');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Contact Provider/ }).getAttribute('href')).toBe('tel:+16145550101'),
    );
  });

  it('calls a just-sent rent request a request awaiting the provider, not paid, and says how it gets paid', async () => {
    // A rent request is stored pending and unpaid, with no payment method.
    const request = { ...FUTURE, status: 'pending', paymentStatus: 'unpaid' } as Record<string, unknown>;
    delete request.paymentMethod;
    delete request.paymentTransactionId;
    mockBackend({ [apiRoute('getRental', { rentalId: RENTAL.rentalId })]: { status: 200, body: request } });
    renderRoutes(`${PATH}?success=true`, undefined, { session });
    expect((await screen.findByText('Pending')).className).toContain('status-badge--warning');
    expect(screen.queryByRole('heading', { name: 'Order Complete!' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Request sent' })).toBeTruthy();
    expect(screen.getByText(/not booked or paid yet: nothing has been charged/)).toBeTruthy();
    expect(screen.queryByText('PayPal')).toBeNull();
    expect(screen.queryByText('Credit Card')).toBeNull();
    const payment = screen.getByRole('region', { name: 'Payment Details' });
    expect(within(payment).getByText('Not paid yet')).toBeTruthy();
    expect(within(payment).getByText(/Buckeye Bin Rentals arranges it with you once they accept/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Contact Provider/ })).toBeNull();
  });

  it('says the provider declined a request they rejected, and just Cancelled for the customer\'s own cancellation', async () => {
    const eta = 'Wednesday, June 12, 2030, 9:00 AM-12:00 PM';
    const declined = { ...FUTURE, eta, status: 'cancelled', cancelledBy: 'provider', paymentStatus: 'refunded', refundCents: 87500 };
    mockBackend({ [apiRoute('getRental', { rentalId: RENTAL.rentalId })]: { status: 200, body: declined } });
    const view = renderRoutes(PATH, undefined, { session });
    const badge = await screen.findByText('Declined by the provider');
    expect(badge.className).toContain('status-badge--danger');
    expect(badge.textContent).toBe('Status: Declined by the provider');
    // Not arriving.
    expect(screen.queryByText(eta)).toBeNull();
    view.unmount();

    mockBackend({ [apiRoute('getRental', { rentalId: RENTAL.rentalId })]: { status: 200, body: { ...declined, cancelledBy: 'customer' } } });
    renderRoutes(PATH, undefined, { session });
    expect((await screen.findByText('Cancelled', { selector: '.status-badge' })).textContent).toBe('Status: Cancelled');
    expect(screen.queryByText('Declined by the provider')).toBeNull();
  });

  it('says Rental not found and Failed to load rental details', async () => {
    mockBackend({ [apiRoute('getRental', { rentalId: RENTAL.rentalId })]: { status: 404, body: { message: 'Rental not found' } } });
    const first = renderRoutes(PATH, undefined, { session });
    expect((await screen.findByRole('alert')).textContent).toContain('Rental not found');
    first.unmount();
    mockBackend({ [apiRoute('getRental', { rentalId: RENTAL.rentalId })]: { status: 500, body: { message: 'Boom' } } });
    renderRoutes(PATH, undefined, { session });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load rental details');
  });

  it("tells another customer they may not view someone else's rental", async () => {
    mockBackend({
      [apiRoute('getRental', { rentalId: RENTAL.rentalId })]: { status: 403, body: { message: 'You do not have permission to view this rental' } },
    });
    renderRoutes(PATH, undefined, { session });
    expect((await screen.findByRole('alert')).textContent).toContain('You do not have permission to view this rental');
  });

  it('cancels through the dialog that shows the policy and the refund', async () => {
    const withEta = { ...FUTURE, eta: 'Wednesday, June 12, 2030, 9:00 AM-12:00 PM' };
    const { calls } = mockBackend({
      [apiRoute('getRental', { rentalId: RENTAL.rentalId })]: { status: 200, body: withEta },
      [apiRoute('cancelRental', { rentalId: RENTAL.rentalId })]: { status: 200, body: { ...withEta, status: 'cancelled', paymentStatus: 'refunded', refundCents: 87_500 } },
      [apiRoute('getCheckoutProvider', { providerId: 'p-buckeye' })]: { status: 200, body: PROVIDER },
    });
    const user = userEvent.setup();
    renderRoutes(PATH, undefined, { session });
    await user.click(await screen.findByRole('button', { name: 'Cancel Rental' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Rental' });
    expect(within(dialog).getByText(cancellationPolicy(FUTURE, new Date()).policyText)).toBeTruthy();
    expect(within(dialog).getByText('Refund: $875.00')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Cancellation' }));
    const notice = await screen.findByText('Your rental has been cancelled. A refund of $875.00 goes back to your card.');
    // On a phone the button is far down the page: the confirmation takes the focus (and the view).
    expect(document.activeElement).toBe(notice);
    // A cancelled order is not arriving.
    expect(screen.queryByText('Estimated arrival')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Cancelled').className).toContain('status-badge--danger');
    expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/cancel'))).toBe(true);
  });

  it('gives the arrival from the booked date and window, whatever an older message stored', async () => {
    const stored = { ...FUTURE, status: 'confirmed', addOns: {}, eta: 'Wednesday, June 12, 2030 (within 24-48 hours)' };
    mockBackend({ [apiRoute('getRental', { rentalId: RENTAL.rentalId })]: { status: 200, body: stored } });
    renderRoutes(PATH, undefined, { session });
    expect(await screen.findByText('Wednesday, June 12, 2030 (the provider confirms the time)')).toBeTruthy();
    expect(screen.queryByText(/24-48 hours/)).toBeNull();
  });

  it("shows the server's reason when it refuses the cancellation", async () => {
    mockBackend({
      [apiRoute('getRental', { rentalId: RENTAL.rentalId })]: { status: 200, body: FUTURE },
      [apiRoute('cancelRental', { rentalId: RENTAL.rentalId })]: { status: 422, body: { message: CANCEL_MESSAGES.changedMeanwhile } },
      [apiRoute('getCheckoutProvider', { providerId: 'p-buckeye' })]: { status: 200, body: PROVIDER },
    });
    const user = userEvent.setup();
    renderRoutes(PATH, undefined, { session });
    await user.click(await screen.findByRole('button', { name: 'Cancel Rental' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Cancellation' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Rental' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(CANCEL_MESSAGES.changedMeanwhile);
  });

  it('after the cutoff the button is unavailable and says why', async () => {
    const today = localIsoDate(0);
    mockBackend({
      [apiRoute('getRental', { rentalId: RENTAL.rentalId })]: { status: 200, body: { ...RENTAL, startDate: today } },
      [apiRoute('getCheckoutProvider', { providerId: 'p-buckeye' })]: { status: 200, body: PROVIDER },
    });
    const user = userEvent.setup();
    renderRoutes(PATH, undefined, { session });
    const button = await screen.findByRole('button', { name: 'Cancel Rental' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    const reason = document.getElementById(button.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe(CANCEL_MESSAGES.cutoffPassed);
    await user.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
