// fetch is mocked (testing/mock-fetch); the session is a fixed signed-in customer: the printable
// confirmation.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_PROVIDER, RENTAL } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { CUSTOMER_USER, fakeSession, renderRoutes } from '../../testing/render-app';
import { apiUrl } from '../../testing/api-url';

describe('rental confirmation', () => {
  it('shows the order, dates, address, total and provider phone', async () => {
    mockFetch({
      [apiUrl('getRental', { rentalId: RENTAL.rentalId })]: { status: 200, body: RENTAL },
      [apiUrl('getCheckoutProvider', { providerId: 'p-buckeye' })]: {
        status: 200,
        body: CHECKOUT_PROVIDER,
      },
    });
    renderRoutes(`/confirmation/${RENTAL.rentalId}`, undefined, { session: fakeSession({ user: CUSTOMER_USER }) });
    expect(await screen.findByText('A1B2C3D4')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Rental Confirmation' })).toBeTruthy();
    expect(screen.getByText('20 Yard Construction Dumpster')).toBeTruthy();
    expect(screen.getByText('Dec 1, 2026')).toBeTruthy();
    expect(screen.getByText('9 Elm St')).toBeTruthy();
    expect(screen.getByText('$875.00')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: '(614) 555-0101' }).getAttribute('href')).toBe('tel:+16145550101'));
    expect(screen.getByRole('link', { name: 'View Rental History' }).getAttribute('href')).toBe('/customer/history');
    expect(screen.getByRole('button', { name: 'Print Confirmation' })).toBeTruthy();
  });

  it('says a request the provider declined was declined, not just cancelled', async () => {
    mockFetch({
      [apiUrl('getRental', { rentalId: RENTAL.rentalId })]: { status: 200, body: { ...RENTAL, status: 'cancelled', cancelledBy: 'provider' } },
      [apiUrl('getCheckoutProvider', { providerId: 'p-buckeye' })]: { status: 404, body: { message: 'Provider not found' } },
    });
    renderRoutes(`/confirmation/${RENTAL.rentalId}`, undefined, { session: fakeSession({ user: CUSTOMER_USER }) });
    expect(await screen.findByText('Declined by the provider')).toBeTruthy();
  });

  it('says Rental not found', async () => {
    mockFetch({ [apiUrl('getRental', { rentalId: RENTAL.rentalId })]: { status: 404, body: { message: 'Rental not found' } } });
    renderRoutes(`/confirmation/${RENTAL.rentalId}`, undefined, { session: fakeSession({ user: CUSTOMER_USER }) });
    expect((await screen.findByRole('alert')).textContent).toContain('Rental not found');
  });

  it("answers someone else's rental exactly as the order page does", async () => {
    const refusal = { status: 403, body: { message: 'You do not have permission to view this rental' } };
    mockFetch({ [apiUrl('getRental', { rentalId: RENTAL.rentalId })]: refusal });
    const confirmation = renderRoutes(`/confirmation/${RENTAL.rentalId}`, undefined, { session: fakeSession({ user: CUSTOMER_USER }) });
    const onConfirmation = (await screen.findByRole('alert')).textContent;
    confirmation.unmount();
    mockFetch({ [apiUrl('getRental', { rentalId: RENTAL.rentalId })]: refusal });
    renderRoutes(`/rental/${RENTAL.rentalId}`, undefined, { session: fakeSession({ user: CUSTOMER_USER }) });
    expect((await screen.findByRole('alert')).textContent).toBe(onConfirmation);
    expect(onConfirmation).toContain('You do not have permission to view this rental');
  });
});
