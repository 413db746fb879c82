// fetch is mocked (testing/cognito-fetch answers the API routes): 'Keep it longer' on the order page,
// signed in and by the manage link: the server's quote, paying on the payment page, days already
// taken with the latest pickup date to choose, a refusal at payment time, and the return from paying.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXTENSION_MESSAGES } from '../../../../shared/rental-extension';
import { assignLocation } from '../../lib/browser-location';
import { RENTAL } from '../../testing/fixtures';
import { mockBackend } from '../../testing/cognito-fetch';
import { CUSTOMER_USER, fakeSession, renderRoutes } from '../../testing/render-app';
import { apiRoute, apiUrl } from '../../testing/api-url';

vi.mock('../../lib/browser-location', () => ({ assignLocation: vi.fn(), reloadPage: vi.fn() }));

const session = fakeSession({ user: CUSTOMER_USER });
const PATH = `/rental/${RENTAL.rentalId}`;
const OWN = { rentalId: RENTAL.rentalId };
/** A paid week, reserved with one turnaround day. */
const BOOKED = { ...RENTAL, startDate: '2030-06-12', endDate: '2030-06-19', reservedFrom: '2030-06-12', reservedThrough: '2030-06-20' };
const quoteFor = (endDate: string, extraDays: number, extra: Record<string, unknown> = {}) => ({
  endDate,
  extraDays,
  extraDayCents: 1500,
  amountCents: extraDays * 1500,
  available: true,
  latestEndDate: '2030-06-25',
  ...extra,
});
const TAKEN_MESSAGE = 'Buckeye Bin Rentals has no 20 yard dumpster free to keep yours past Saturday, June 22, 2030. The latest pickup date you can choose is Saturday, June 22, 2030.';

afterEach(() => vi.mocked(assignLocation).mockReset());

describe('keep it longer', () => {
  it('quotes the chosen pickup date from the server and sends the customer to pay', async () => {
    const { calls } = mockBackend({
      [apiRoute('getRental', OWN)]: { status: 200, body: BOOKED },
      [apiRoute('quoteExtension', { ...OWN, endDate: '2030-06-22' })]: { status: 200, body: quoteFor('2030-06-22', 3) },
      [apiRoute('createExtension', OWN)]: { status: 201, body: { status: 'payment', extensionId: 'e-1', url: 'https://pay.example/e-1' } },
    });
    const user = userEvent.setup();
    renderRoutes(PATH, undefined, { session });
    const section = await screen.findByRole('region', { name: 'Keep it longer' });
    expect(within(section).getByText('Wednesday, June 19, 2030')).toBeTruthy();
    const input = within(section).getByLabelText('New pickup date');
    expect(input.getAttribute('min')).toBe('2030-06-20');
    // Nothing is asked before a date is chosen; the Pay button waits for a price.
    expect(calls.some((call) => call.url.includes('extension-quote'))).toBe(false);
    expect((within(section).getByRole('button', { name: 'Pay for the extra days' }) as HTMLButtonElement).disabled).toBe(true);

    await user.type(input, '2030-06-22');
    expect(await within(section).findByText(/3 extra days × \$15\.00 = \$45\.00/)).toBeTruthy();
    expect(within(section).getByText(/New pickup: Saturday, June 22, 2030/)).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Pay $45.00' }));
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('https://pay.example/e-1'));
    // The amount is the server's: the page sends only the date.
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ endDate: '2030-06-22' });
  });

  it('says when the days are taken, names the latest pickup date and lets the customer choose it', async () => {
    mockBackend({
      [apiRoute('getRental', OWN)]: { status: 200, body: BOOKED },
      [apiRoute('quoteExtension', { ...OWN, endDate: '2030-06-25' })]: {
        status: 200,
        body: quoteFor('2030-06-25', 6, { available: false, latestEndDate: '2030-06-22', message: TAKEN_MESSAGE }),
      },
      [apiRoute('quoteExtension', { ...OWN, endDate: '2030-06-22' })]: { status: 200, body: quoteFor('2030-06-22', 3, { latestEndDate: '2030-06-22' }) },
    });
    const user = userEvent.setup();
    renderRoutes(PATH, undefined, { session });
    const section = await screen.findByRole('region', { name: 'Keep it longer' });
    await user.type(within(section).getByLabelText('New pickup date'), '2030-06-25');
    expect((await within(section).findByRole('alert')).textContent).toContain(TAKEN_MESSAGE);
    expect((within(section).getByRole('button', { name: 'Pay for the extra days' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(section).getByRole('button', { name: 'Choose Saturday, June 22, 2030' }));
    expect((within(section).getByLabelText('New pickup date') as HTMLInputElement).value).toBe('2030-06-22');
    expect(await within(section).findByRole('button', { name: 'Pay $45.00' })).toBeTruthy();
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  it('shows the refusal when the days went while paying (409), with the latest pickup date to choose', async () => {
    let quoteCalls = 0;
    mockBackend({
      [apiRoute('getRental', OWN)]: { status: 200, body: BOOKED },
      // Free when first asked; taken by the time the customer pays.
      [apiRoute('quoteExtension', { ...OWN, endDate: '2030-06-24' })]: () => {
        quoteCalls += 1;
        return quoteCalls === 1
          ? { status: 200, body: quoteFor('2030-06-24', 5) }
          : { status: 200, body: quoteFor('2030-06-24', 5, { available: false, latestEndDate: '2030-06-22', message: TAKEN_MESSAGE }) };
      },
      [apiRoute('createExtension', OWN)]: { status: 409, body: { message: TAKEN_MESSAGE, fieldErrors: { endDate: TAKEN_MESSAGE }, latestEndDate: '2030-06-22' } },
    });
    const user = userEvent.setup();
    renderRoutes(PATH, undefined, { session });
    const section = await screen.findByRole('region', { name: 'Keep it longer' });
    await user.type(within(section).getByLabelText('New pickup date'), '2030-06-24');
    await user.click(await within(section).findByRole('button', { name: 'Pay $75.00' }));
    expect((await within(section).findByRole('alert')).textContent).toContain(TAKEN_MESSAGE);
    expect(await within(section).findByRole('button', { name: 'Choose Saturday, June 22, 2030' })).toBeTruthy();
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it("puts the server's field error on the pickup date (400 with fieldErrors)", async () => {
    mockBackend({
      [apiRoute('getRental', OWN)]: { status: 200, body: BOOKED },
      [apiRoute('quoteExtension', { ...OWN, endDate: '2030-06-22' })]: { status: 200, body: quoteFor('2030-06-22', 3) },
      [apiRoute('createExtension', OWN)]: {
        status: 400,
        body: { message: 'Some of the information sent is not valid.', fieldErrors: { endDate: 'The new pickup date must be after the current one' } },
      },
    });
    const user = userEvent.setup();
    renderRoutes(PATH, undefined, { session });
    const section = await screen.findByRole('region', { name: 'Keep it longer' });
    const input = within(section).getByLabelText('New pickup date');
    await user.type(input, '2030-06-22');
    await user.click(await within(section).findByRole('button', { name: 'Pay $45.00' }));
    const message = await within(section).findByText('The new pickup date must be after the current one');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('is not offered for a rental that cannot be extended', async () => {
    mockBackend({ [apiRoute('getRental', OWN)]: { status: 200, body: { ...BOOKED, status: 'completed' } } });
    renderRoutes(PATH, undefined, { session });
    expect(await screen.findByRole('heading', { name: 'Order #A1B2C3D4' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Keep it longer' })).toBeNull();
  });

  it('back from paying, says the rental is extended and shows the new pickup date', async () => {
    const extended = {
      ...BOOKED,
      endDate: '2030-06-22',
      reservedThrough: '2030-06-23',
      totalPriceCents: 87_500 + 4_500,
      extensions: [{ extensionId: 'e-1', fromEndDate: '2030-06-19', toEndDate: '2030-06-22', extraDays: 3, amountCents: 4_500, paymentId: 'pi_e1', paidAt: '2030-06-01T00:00:00Z' }],
    };
    mockBackend({
      [apiRoute('getRental', OWN)]: { status: 200, body: BOOKED },
      [apiRoute('getExtension', { ...OWN, extensionId: 'e-1' })]: { status: 200, body: { extensionId: 'e-1', status: 'extended', message: EXTENSION_MESSAGES.extended('2030-06-22'), rental: extended } },
    });
    renderRoutes(`${PATH}?extension=e-1`, undefined, { session });
    expect(await screen.findByText(EXTENSION_MESSAGES.extended('2030-06-22'))).toBeTruthy();
    const delivery = screen.getByRole('region', { name: 'Delivery Details' });
    await waitFor(() => expect(within(delivery).getByText('Jun 22, 2030')).toBeTruthy());
    expect(screen.getByText('$920.00')).toBeTruthy();
    expect(within(delivery).getByText('3 extra days (booked pickup Jun 19, 2030)')).toBeTruthy();
    // The length follows the dates, not the week first booked.
    const what = screen.getByRole('region', { name: 'Rental Details' });
    expect(within(what).getByText('10 days')).toBeTruthy();
  });

  it('back from the payment page unpaid, gives the held days back and says nothing was charged', async () => {
    const { calls } = mockBackend({
      [apiRoute('getRental', OWN)]: { status: 200, body: BOOKED },
      [apiRoute('releaseCheckoutHold', { holdId: 'e-2' })]: { status: 200, body: { released: true } },
    });
    renderRoutes(`${PATH}?extension=e-2&payment=cancelled`, undefined, { session });
    expect(await screen.findByText(EXTENSION_MESSAGES.notPaid)).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.url === apiUrl('releaseCheckoutHold', { holdId: 'e-2' }))).toBe(true));
  });

  it('works by the manage link for a guest', async () => {
    const KEY = '0123456789abcdef0123456789abcdef01234567';
    const LINK = { rentalId: RENTAL.rentalId, key: KEY };
    const { calls } = mockBackend({
      [apiRoute('getOrderByLink', LINK)]: { status: 200, body: { ...BOOKED, customerId: 'guest-7' } },
      [apiRoute('quoteOrderExtension', { ...LINK, endDate: '2030-06-20' })]: { status: 200, body: quoteFor('2030-06-20', 1) },
      [apiRoute('createOrderExtension', LINK)]: { status: 201, body: { status: 'payment', extensionId: 'e-3', url: 'https://pay.example/e-3' } },
    });
    const user = userEvent.setup();
    renderRoutes(`/order/${RENTAL.rentalId}/${KEY}`);
    const section = await screen.findByRole('region', { name: 'Keep it longer' });
    await user.type(within(section).getByLabelText('New pickup date'), '2030-06-20');
    expect(await within(section).findByText(/1 extra day × \$15\.00 = \$15\.00/)).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Pay $15.00' }));
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('https://pay.example/e-3'));
    expect(calls.some((call) => call.method === 'POST' && call.url === apiUrl('createOrderExtension', LINK))).toBe(true);
  });
});
