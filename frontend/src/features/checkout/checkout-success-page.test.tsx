// fetch is mocked (testing/mock-fetch): the views of the page the payment provider returns to.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../../shared/schemas/checkout';
import { RENTAL } from '../../testing/fixtures';
import { mockFetch, requestedUrls } from '../../testing/mock-fetch';
import { CUSTOMER_USER, fakeSession, renderRoutes } from '../../testing/render-app';
import { SESSION_POLL_MS } from './checkout-api';
import { apiUrl } from '../../testing/api-url';

const TOKEN = 'b'.repeat(40);

describe('checkout success', () => {
  it('shows the completed order as Confirmed with its details and links', async () => {
    mockFetch({
      [apiUrl('confirmCheckoutSession', { sessionId: 's-1', returnToken: TOKEN })]: {
        status: 200,
        body: { sessionId: 's-1', status: 'complete', amountTotalCents: 87500, rental: { ...RENTAL, status: 'pending' } },
      },
    });
    renderRoutes(`/checkout-success?session_id=s-1&return_token=${TOKEN}`, undefined, { session: fakeSession({ user: CUSTOMER_USER }) });
    expect(await screen.findByRole('heading', { name: 'Order Complete!' })).toBeTruthy();
    expect(screen.getByText('Confirmed')).toBeTruthy();
    expect(screen.getByText('A1B2C3D4')).toBeTruthy();
    expect(screen.getByText('20 Yard Construction Dumpster')).toBeTruthy();
    expect(screen.getByText('$875.00')).toBeTruthy();
    expect(screen.getByText('Credit Card')).toBeTruthy();
    expect(screen.getByText('Morning (9:00 AM-12:00 PM)')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Rental Details' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Delivery Details' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Payment Details' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Confirmation' }).getAttribute('href')).toBe(`/confirmation/${RENTAL.rentalId}`);
    expect(screen.getByRole('link', { name: 'View Rental History' }).getAttribute('href')).toBe('/customer/history');
  });

  it("gives a guest back with the return token the order's manage link, not account pages they cannot open", async () => {
    const fetchMock = mockFetch({
      [apiUrl('confirmCheckoutSession', { sessionId: 's-1', returnToken: TOKEN })]: {
        status: 200,
        body: { sessionId: 's-1', status: 'complete', rental: { ...RENTAL, customerId: 'guest-1' }, manageUrl: `/order/${RENTAL.rentalId}/${'a'.repeat(40)}` },
      },
    });
    renderRoutes(`/checkout-success?session_id=s-1&return_token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Order Complete!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage Your Order' }).getAttribute('href')).toBe(`/order/${RENTAL.rentalId}/${'a'.repeat(40)}`);
    expect(screen.queryByRole('link', { name: 'View Rental History' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'View Confirmation' })).toBeNull();
    expect(requestedUrls(fetchMock).some((url) => url.endsWith(apiUrl('confirmCheckoutSession', { sessionId: 's-1', returnToken: TOKEN })))).toBe(true);
  });

  it('says the payment went through when opened without its return token (or with a broken one), and asks without it', async () => {
    const fetchMock = mockFetch({
      [apiUrl('confirmCheckoutSession', { sessionId: 's-1' })]: { status: 200, body: { sessionId: 's-1', status: 'complete', amountTotalCents: 87500 } },
    });
    const first = renderRoutes('/checkout-success?session_id=s-1');
    expect(await screen.findByRole('heading', { name: 'Payment Received' })).toBeTruthy();
    expect(screen.getByText(/The confirmation e-mail has its details and the link to manage the order/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Search' }).getAttribute('href')).toBe('/search');
    expect(screen.queryByRole('link', { name: 'Manage Your Order' })).toBeNull();
    first.unmount();
    renderRoutes('/checkout-success?session_id=s-1&return_token=abc', undefined, { session: fakeSession({ user: CUSTOMER_USER }) });
    expect(await screen.findByRole('heading', { name: 'Payment Received' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Rental History' }).getAttribute('href')).toBe('/customer/history');
    expect(requestedUrls(fetchMock).filter((url) => url.includes('/api/checkout/sessions/'))).not.toHaveLength(0);
    expect(requestedUrls(fetchMock).every((url) => !url.includes('returnToken'))).toBe(true);
  });

  it('marks no step done when no order is found for the payment', async () => {
    mockFetch({ [apiUrl('confirmCheckoutSession', { sessionId: 's-1' })]: { status: 200, body: { sessionId: 's-1', status: 'notFound' } } });
    renderRoutes('/checkout-success?session_id=s-1');
    expect(await screen.findByRole('heading', { name: 'Order Details Not Found' })).toBeTruthy();
    const steps = screen.getByRole('list', { name: 'Checkout progress' });
    expect(within(steps).getByText('Payment').closest('li')?.getAttribute('aria-current')).toBe('step');
  });

  it('shows Processing Your Order while the payment is processing', async () => {
    mockFetch({ [apiUrl('confirmCheckoutSession', { sessionId: 's-1' })]: { status: 200, body: { sessionId: 's-1', status: 'processing' } } });
    renderRoutes('/checkout-success?session_id=s-1');
    expect(await screen.findByText('Processing Your Order')).toBeTruthy();
  });

  it('asks again while processing and shows the order once complete', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let asked = 0;
      mockFetch({
        [apiUrl('confirmCheckoutSession', { sessionId: 's-1' })]: () => {
          asked += 1;
          return asked < 2
            ? { status: 200, body: { sessionId: 's-1', status: 'processing' } }
            : { status: 200, body: { sessionId: 's-1', status: 'complete', rental: RENTAL } };
        },
      });
      renderRoutes('/checkout-success?session_id=s-1');
      expect(await screen.findByText('Processing Your Order')).toBeTruthy();
      await vi.advanceTimersByTimeAsync(SESSION_POLL_MS + 100);
      expect(await screen.findByRole('heading', { name: 'Order Complete!' })).toBeTruthy();
      expect(asked).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the error view with the session id when the order failed', async () => {
    mockFetch({ [apiUrl('confirmCheckoutSession', { sessionId: 's-9' })]: { status: 200, body: { sessionId: 's-9', status: 'failed' } } });
    renderRoutes('/checkout-success?session_id=s-9');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error Processing Order');
    expect(alert.textContent).toContain("Your payment may have been processed, but we couldn't complete your order.");
    expect(alert.textContent).toContain('s-9');
    expect(screen.getByRole('link', { name: 'Return to Search' }).getAttribute('href')).toBe('/search');
  });

  it('shows the error view when the session cannot be verified', async () => {
    mockFetch({ [apiUrl('confirmCheckoutSession', { sessionId: 's-9' })]: { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } } });
    renderRoutes('/checkout-success?session_id=s-9');
    expect((await screen.findByRole('alert')).textContent).toContain('Error Processing Order');
  });

  it('shows Order Details Not Found for an unknown session', async () => {
    mockFetch({ [apiUrl('confirmCheckoutSession', { sessionId: 's-x' })]: { status: 200, body: { sessionId: 's-x', status: 'notFound' } } });
    renderRoutes('/checkout-success?session_id=s-x');
    expect(await screen.findByRole('heading', { name: 'Order Details Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Search' }).getAttribute('href')).toBe('/search');
  });

  it('says the session id is missing', async () => {
    mockFetch({});
    renderRoutes('/checkout-success');
    expect((await screen.findByRole('alert')).textContent).toContain(CHECKOUT_MESSAGES.sessionIdMissing);
  });
});
