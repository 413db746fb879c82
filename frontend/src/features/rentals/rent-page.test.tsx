// fetch is mocked (testing/cognito-fetch answers the API routes); the session is a fixed signed-in
// customer: the rent form's periods, pickup date, messages and hand-over to the order page.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pickupDate } from '../../../../shared/rental-dates';
import { RENT_MESSAGES } from '../../../../shared/schemas/rental';
import { formatCalendarDate, localIsoDate } from '../../lib/calendar-date';
import { LISTING_DETAIL, RENTAL } from '../../testing/fixtures';
import { mockBackend } from '../../testing/cognito-fetch';
import { CUSTOMER_USER, fakeSession, renderRoutes } from '../../testing/render-app';
import { apiRoute } from '../../testing/api-url';

const session = fakeSession({ user: CUSTOMER_USER });
const PROFILE = {
  customerId: 'c-1',
  email: 'dana@example.com',
  name: 'Dana Customer',
  phone: '6145550100',
  address: { street: '9 Elm St', city: 'Columbus', state: 'OH', zipCode: '43201' },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('rent form', () => {
  it('offers the periods its provider rents the size for, priced as the server prices them, and computes the pickup date', async () => {
    mockBackend({
      [apiRoute('getListing', { listingId: 'l-20' })]: { status: 200, body: LISTING_DETAIL },
      [apiRoute('getCustomerProfile')]: { status: 200, body: PROFILE },
    });
    const user = userEvent.setup();
    renderRoutes('/rent/l-20', undefined, { session });
    const period = (await screen.findByLabelText('Rental period')) as HTMLSelectElement;
    // LISTING_DETAIL's provider prices 20 yards for 1, 7 and 30 days.
    expect([...period.options].map((option) => option.value)).toEqual(['daily', 'weekly', 'monthly']);
    expect((screen.getByLabelText('Street address') as HTMLInputElement).value).toBe('9 Elm St');
    const pickup = screen.getByLabelText('Pickup date') as HTMLInputElement;
    expect(pickup.readOnly).toBe(true);
    const start = localIsoDate(3);
    await user.type(screen.getByLabelText('Delivery date'), start);
    expect(pickup.value).toBe(formatCalendarDate(pickupDate(start, 'weekly')));
    await user.selectOptions(period, 'daily');
    expect(pickup.value).toBe(formatCalendarDate(pickupDate(start, 'daily')));
    // A day at $85.00 and $50.00 delivery: the period line and the estimated total.
    expect(screen.getByText('$85.00', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('$135.00', { selector: 'dd' })).toBeTruthy();
  });

  it('asks for the missing fields, then submits and opens the order page', async () => {
    const { calls } = mockBackend({
      [apiRoute('getListing', { listingId: 'l-20' })]: { status: 200, body: LISTING_DETAIL },
      [apiRoute('getCustomerProfile')]: { status: 200, body: { ...PROFILE, address: { street: '', city: '', state: '', zipCode: '' } } },
      [apiRoute('requestRental')]: { status: 201, body: { ...RENTAL, status: 'pending' } },
      [apiRoute('getRental', { rentalId: RENTAL.rentalId })]: { status: 200, body: { ...RENTAL, status: 'pending' } },
    });
    const user = userEvent.setup();
    const { router } = renderRoutes('/rent/l-20', undefined, { session });
    await user.click(await screen.findByRole('button', { name: 'Submit Rental Request' }));
    expect(screen.getAllByText(RENT_MESSAGES.fieldsRequired).length).toBeGreaterThan(0);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    const start = localIsoDate(2);
    await user.type(screen.getByLabelText('Delivery date'), start);
    await user.type(screen.getByLabelText('Street address'), '1 High St');
    await user.type(screen.getByLabelText('City'), 'Columbus');
    await user.selectOptions(screen.getByLabelText('State'), 'OH');
    await user.type(screen.getByLabelText('ZIP code'), '43215');
    await user.click(screen.getByRole('button', { name: 'Submit Rental Request' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/rental/${RENTAL.rentalId}`));
    expect(router.state.location.search).toBe('?success=true');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      listingId: 'l-20',
      rentalPeriod: 'weekly',
      startDate: start,
      deliveryAddress: { street: '1 High St', city: 'Columbus', state: 'OH', zipCode: '43215' },
    });
    expect(await screen.findByRole('heading', { name: 'Order Complete!' })).toBeTruthy();
  });

  it('shows the server message, or the fallback', async () => {
    mockBackend({
      [apiRoute('getListing', { listingId: 'l-20' })]: { status: 200, body: LISTING_DETAIL },
      [apiRoute('getCustomerProfile')]: { status: 200, body: PROFILE },
      [apiRoute('requestRental')]: { status: 409, body: { message: RENT_MESSAGES.unavailable } },
    });
    const user = userEvent.setup();
    const first = renderRoutes('/rent/l-20', undefined, { session });
    await user.type(await screen.findByLabelText('Delivery date'), localIsoDate(2));
    await user.click(screen.getByRole('button', { name: 'Submit Rental Request' }));
    expect((await screen.findByRole('alert')).textContent).toBe(RENT_MESSAGES.unavailable);
    first.unmount();

    mockBackend({
      [apiRoute('getListing', { listingId: 'l-20' })]: { status: 200, body: LISTING_DETAIL },
      [apiRoute('getCustomerProfile')]: { status: 200, body: PROFILE },
      [apiRoute('requestRental')]: { status: 500, body: { message: 'Internal' } },
    });
    renderRoutes('/rent/l-20', undefined, { session });
    await user.type(await screen.findByLabelText('Delivery date'), localIsoDate(2));
    await user.click(screen.getByRole('button', { name: 'Submit Rental Request' }));
    expect((await screen.findByRole('alert')).textContent).toBe(RENT_MESSAGES.failed);
  });

  it("puts the server's field errors on their fields (400 with fieldErrors)", async () => {
    mockBackend({
      [apiRoute('getListing', { listingId: 'l-20' })]: { status: 200, body: LISTING_DETAIL },
      [apiRoute('getCustomerProfile')]: { status: 200, body: PROFILE },
      [apiRoute('requestRental')]: {
        status: 400,
        body: { message: 'Please check the highlighted fields.', fieldErrors: { 'deliveryAddress.street': 'We cannot deliver to a PO box' } },
      },
    });
    const user = userEvent.setup();
    renderRoutes('/rent/l-20', undefined, { session });
    await user.type(await screen.findByLabelText('Delivery date'), localIsoDate(2));
    await user.click(screen.getByRole('button', { name: 'Submit Rental Request' }));
    const message = await screen.findByText('We cannot deliver to a PO box');
    const street = screen.getByLabelText('Street address');
    expect(street.getAttribute('aria-invalid')).toBe('true');
    expect(street.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByText('Please check the highlighted fields.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(street));
    // Typing in the field clears its error.
    await user.type(street, ' Apt 2');
    expect(screen.queryByText('We cannot deliver to a PO box')).toBeNull();
  });

  it('refuses an unavailable listing and reports a missing one', async () => {
    mockBackend({
      [apiRoute('getListing', { listingId: 'l-20' })]: { status: 200, body: { ...LISTING_DETAIL, listing: { ...LISTING_DETAIL.listing, availability: false } } },
      [apiRoute('getListing', { listingId: 'l-gone' })]: { status: 404, body: { message: 'Dumpster Listing not found' } },
      [apiRoute('getCustomerProfile')]: { status: 200, body: PROFILE },
    });
    const first = renderRoutes('/rent/l-20', undefined, { session });
    expect((await screen.findByRole('alert')).textContent).toContain(RENT_MESSAGES.unavailable);
    expect(screen.queryByRole('button', { name: 'Submit Rental Request' })).toBeNull();
    first.unmount();
    renderRoutes('/rent/l-gone', undefined, { session });
    expect((await screen.findByRole('alert')).textContent).toContain(RENT_MESSAGES.listingNotFound);
  });

  it('sends signed-out visitors to sign in first', async () => {
    mockBackend({});
    const { router } = renderRoutes('/rent/l-20', undefined, { session: fakeSession() });
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login?redirect=/rent/l-20'));
  });
});
