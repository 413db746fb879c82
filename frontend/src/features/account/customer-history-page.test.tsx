// fetch is mocked (testing/mock-fetch); the session is a fixed signed-in customer: the rental
// history list.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RENTAL } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { CUSTOMER_USER, fakeSession, renderRoutes } from '../../testing/render-app';
import { apiUrl } from '../../testing/api-url';

describe('rental history', () => {
  it('names each order by its product and says who ended a cancelled one', async () => {
    const declined = { ...RENTAL, rentalId: 'r-declined', status: 'cancelled', cancelledBy: 'provider' };
    const cancelled = { ...RENTAL, rentalId: 'r-cancelled', status: 'cancelled', cancelledBy: 'customer', dumpsterType: 'dumpTrailer', dumpsterSize: '10' };
    mockFetch({ [apiUrl('listCustomerRentals')]: { status: 200, body: { rentals: [declined, cancelled] } } });
    renderRoutes('/customer/history', undefined, { session: fakeSession({ user: CUSTOMER_USER }) });
    const rows = within(await screen.findByRole('list', { name: 'Your rentals' })).getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('Status: Declined by the provider');
    expect(rows[1]!.textContent).toContain('Status: Cancelled');
    expect(within(rows[1]!).getByRole('link').textContent).toBe('10 Yard Dump Trailer');
  });
});
