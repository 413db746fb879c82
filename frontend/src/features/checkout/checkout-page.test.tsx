// fetch is mocked (testing/cognito-fetch answers the API routes) and leaving the page for the
// payment provider is a stand-in: the checkout information form, its rules and the hand-over.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AVAILABILITY_MESSAGES } from '../../../../shared/availability';
import { checkoutPath } from '../../../../shared/checkout-link';
import { lengthTotals, quote } from '../../../../shared/pricing';
import { CHECKOUT_MESSAGES, DELIVERY_WINDOW_LABELS } from '../../../../shared/schemas/checkout';
import { assignLocation } from '../../lib/browser-location';
import { mockBackend } from '../../testing/cognito-fetch';
import { CUSTOMER_USER, fakeSession, renderRoutes } from '../../testing/render-app';
import { apiRoute, apiUrl } from '../../testing/api-url';

vi.mock('../../lib/browser-location', () => ({ assignLocation: vi.fn(), reloadPage: vi.fn() }));

// The server's answer for a provider at $8/yard with $50 delivery, priced by shared/pricing.ts as the server prices it.
const PRICING = {
  baseRatePerYardCents: 800,
  deliveryFeeCents: 5000,
  addOnPricesCents: { sameDayDelivery: 2500, drivewayProtection: 1500, permitPulling: 3500, cleanupService: 4500 },
};
const OFFER = {
  addOnPricesCents: { sameDayDelivery: 2500, drivewayProtection: 1500, permitPulling: 3500 },
  lengths: lengthTotals({ pricing: PRICING, sizeYards: 20 }),
};
const QUOTE = quote({ pricing: PRICING, sizeYards: 20 });
const PROVIDER = {
  provider: { providerId: 'p-buckeye', businessName: 'Buckeye Bin Rentals', phone: '6145550101', rating: 4.8, reviewCount: 212, isVerified: true },
  quote: QUOTE,
  offer: OFFER,
};
const WITH_SAME_DAY = { ...PROVIDER, quote: quote({ pricing: PRICING, sizeYards: 20, addOns: { sameDayDelivery: true } }) };
const URL_20 = '/checkout/p-buckeye?size=20&zip=43215&addons=%7B%7D';

beforeEach(() => {
  vi.mocked(assignLocation).mockReset();
  sessionStorage.clear();
});

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Full name'), 'Pat Guest');
  await user.type(screen.getByLabelText('Email'), 'pat@example.com');
  await user.type(screen.getByLabelText('Phone'), '6145550142');
  await user.type(screen.getByLabelText('Street address'), '1 High St');
  await user.type(screen.getByLabelText('City'), 'Columbus');
  await user.selectOptions(screen.getByLabelText('State'), 'OH');
  await user.click(screen.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }));
}

const submitButton = () => screen.getByRole('button', { name: 'Continue to Payment' });

describe('checkout information form', () => {
  it('shows the steps and the server quote, and pre-fills the searched ZIP', async () => {
    mockBackend({ [apiRoute('getCheckoutProvider', { providerId: 'p-buckeye' })]: { status: 200, body: PROVIDER } });
    renderRoutes(URL_20);
    const summary = await screen.findByRole('complementary', { name: 'Order Summary' });
    expect(within(summary).getByText('$850.00')).toBeTruthy();
    // First in reading order (and on a phone, first on screen): the total before the form.
    const form = screen.getByRole('form', { name: 'Your Information' });
    expect(summary.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Checkout progress' })).getByText('Your Information').closest('li')?.getAttribute('aria-current')).toBe('step');
    expect((screen.getByLabelText('ZIP code') as HTMLInputElement).value).toBe('43215');
    expect(screen.getByRole('link', { name: /Terms and Conditions/ }).getAttribute('href')).toBe('/terms');
  });

  it("offers the provider's own add-ons at its prices, and no marketplace add-ons", async () => {
    mockBackend({ [apiRoute('getCheckoutProvider', { providerId: 'p-buckeye' })]: { status: 200, body: PROVIDER } });
    renderRoutes(URL_20);
    const addOns = within((await screen.findByRole('group', { name: 'Add-ons' })) as HTMLElement);
    expect(addOns.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Same-day delivery+$25.00',
      'Driveway protection+$15.00',
      'Permit pulling+$35.00',
    ]);
    expect(screen.queryByRole('checkbox', { name: /Verified provider|Money-back|Clean disposal|Driveway-safe/ })).toBeNull();
  });

  it('carries the add-ons and length chosen in results, and re-quotes a new length', async () => {
    const { calls } = mockBackend({
      [apiRoute('getCheckoutProvider', { providerId: 'p-buckeye', size: '20', rentalDays: '30' })]: {
        status: 200,
        body: { ...PROVIDER, quote: quote({ pricing: PRICING, sizeYards: 20, rentalDays: 30, addOns: { drivewayProtection: true } }) },
      },
      [apiRoute('getCheckoutProvider', { providerId: 'p-buckeye' })]: {
        status: 200,
        body: { ...PROVIDER, quote: quote({ pricing: PRICING, sizeYards: 20, rentalDays: 7, addOns: { drivewayProtection: true } }) },
      },
    });
    const user = userEvent.setup();
    renderRoutes(checkoutPath({ providerId: 'p-buckeye', size: 20, zipCode: '43215', rentalDays: 7, addOns: { drivewayProtection: true } }));
    const summary = await screen.findByRole('complementary', { name: 'Order Summary' });
    expect(within(summary).getByText('$865.00')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /Driveway protection/ }) as HTMLInputElement).checked).toBe(true);
    await user.selectOptions(screen.getByLabelText('How long do you need it?'), '30');
    expect(await within(summary).findByText('$3,265.00')).toBeTruthy();
    expect(calls.some((call) => call.url.includes('rentalDays=30') && call.url.includes('drivewayProtection'))).toBe(true);
  });

  it('fills city and state from a known ZIP, and says when the state or city typed disagree with it', async () => {
    mockBackend({
      [apiRoute('getCheckoutProvider', { providerId: 'p-buckeye' })]: { status: 200, body: PROVIDER },
      [apiRoute('lookupZipCode', { zipCode: '43215' })]: {
        status: 200,
        body: { zipCode: '43215', city: 'Columbus', state: 'OH', latitude: 39.96, longitude: -83.0, delivers: true, providerCount: 4, timeZone: 'America/New_York' },
      },
    });
    const user = userEvent.setup();
    renderRoutes(URL_20);
    await waitFor(() => expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Columbus'));
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('OH');
    await user.selectOptions(screen.getByLabelText('State'), 'IN');
    expect(await screen.findByText('ZIP code 43215 is in OH, not IN. Please check the delivery address.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('State'), 'OH');
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Dayton');
    expect(screen.getByText('ZIP code 43215 is in Columbus, OH.')).toBeTruthy();
  });

  it('shows each field message on an empty submit, and clears one when its field changes', async () => {
    const { calls } = mockBackend({ [apiRoute('getCheckoutProvider', { providerId: 'p-buckeye' })]: { status: 200, body: PROVIDER } });
    const user = userEvent.setup();
    renderRoutes('/checkout/p-buckeye?size=20&addons=%7B%22sameDayDelivery%22%3Atrue%7D');
    await screen.findByLabelText('Full name');
    await user.click(submitButton());
    for (const message of [
      CHECKOUT_MESSAGES.timeWindowRequired,
      CHECKOUT_MESSAGES.nameRequired,
      CHECKOUT_MESSAGES.emailRequired,
      CHECKOUT_MESSAGES.phoneRequired,
      CHECKOUT_MESSAGES.streetRequired,
      CHECKOUT_MESSAGES.cityRequired,
      CHECKOUT_MESSAGES.stateRequired,
      CHECKOUT_MESSAGES.zipInvalid,
      CHECKOUT_MESSAGES.termsRequired,
    ]) {
      expect(screen.getByText(message).getAttribute('role')).toBe('alert');
    }
    // Focus goes to the first field in error.
    expect(document.activeElement).toBe(screen.getByLabelText('Full name'));
    await user.type(screen.getByLabelText('Full name'), 'P');
    expect(screen.queryByText(CHECKOUT_MESSAGES.nameRequired)).toBeNull();
    expect(screen.getByText(CHECKOUT_MESSAGES.emailRequired)).toBeTruthy();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Phone'), '61455');
    await user.click(submitButton());
    expect(screen.getByText(CHECKOUT_MESSAGES.emailInvalid)).toBeTruthy();
    expect(screen.getByText(CHECKOUT_MESSAGES.phoneInvalid)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('formats the phone as (xxx) xxx-xxxx while typing', async () => {
    mockBackend({ [apiRoute('getCheckoutProvider', { providerId: 'p-buckeye' })]: { status: 200, body: PROVIDER } });
    const user = userEvent.setup();
    renderRoutes(URL_20);
    const phone = (await screen.findByLabelText('Phone')) as HTMLInputElement;
    await user.type(phone, '614');
    expect(phone.value).toBe('(614');
    await user.type(phone, '5550142');
    expect(phone.value).toBe('(614) 555-0142');
    await user.type(phone, '9');
    expect(phone.value).toBe('(614) 555-0142');
  });

  it('requires a time window with same-day delivery and re-quotes the summary', async () => {
    const { calls } = mockBackend({
      [apiRoute('getCheckoutProvider', { providerId: 'p-buckeye', size: '20', rentalDays: '7', addOns: '{}' })]: { status: 200, body: PROVIDER },
      [apiRoute('getCheckoutProvider', { providerId: 'p-buckeye', size: '20', rentalDays: '7', addOns: '{"sameDayDelivery":true}' })]: { status: 200, body: WITH_SAME_DAY },
      [apiRoute('createCheckoutSession')]: { status: 200, body: { sessionId: 's-1', url: 'https://pay.example/s-1' } },
    });
    const user = userEvent.setup();
    renderRoutes(URL_20);
    await fillValidForm(user);
    await user.click(screen.getByRole('checkbox', { name: /Same-day delivery/ }));
    const summary = screen.getByRole('complementary', { name: 'Order Summary' });
    expect(await within(summary).findByText('$875.00')).toBeTruthy();
    expect(calls.some((call) => call.url.includes('sameDayDelivery'))).toBe(true);

    await user.click(submitButton());
    expect(screen.getByText(CHECKOUT_MESSAGES.timeWindowRequired).getAttribute('role')).toBe('alert');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.selectOptions(screen.getByLabelText('Preferred time window (required)'), DELIVERY_WINDOW_LABELS.morning);
    expect(screen.queryByText(CHECKOUT_MESSAGES.timeWindowRequired)).toBeNull();
    await user.click(submitButton());
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('https://pay.example/s-1'));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ addOns: { sameDayDelivery: true }, preferredTimeWindow: 'morning' });
  });

  it('requires the terms', async () => {
    mockBackend({ [apiRoute('getCheckoutProvider', { providerId: 'p-buckeye' })]: { status: 200, body: PROVIDER } });
    const user = userEvent.setup();
    renderRoutes(URL_20);
    await fillValidForm(user);
    await user.click(screen.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }));
    await user.click(submitButton());
    expect(screen.getByText(CHECKOUT_MESSAGES.termsRequired).getAttribute('role')).toBe('alert');
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }));
  });

  it('posts the request without an amount as a guest and redirects to the returned url', async () => {
    const { calls } = mockBackend({
      [apiRoute('getCheckoutProvider', { providerId: 'p-buckeye' })]: { status: 200, body: PROVIDER },
      [apiRoute('createCheckoutSession')]: { status: 200, body: { sessionId: 's-1', url: 'http://localhost/pay/s-1' } },
    });
    const user = userEvent.setup();
    renderRoutes(URL_20);
    await fillValidForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('http://localhost/pay/s-1'));
    expect(screen.getByText('Redirecting to Secure Checkout...', { selector: 'p' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Checkout progress' })).getByText('Payment').closest('li')?.getAttribute('aria-current')).toBe('step');
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url).toBe(apiUrl('createCheckoutSession'));
    expect(post.authorization).toBeUndefined();
    expect(post.body).toMatchObject({
      providerId: 'p-buckeye',
      size: 20,
      acceptTerms: true,
      customer: {
        name: 'Pat Guest',
        email: 'pat@example.com',
        phone: '6145550142',
        address: { street: '1 High St', city: 'Columbus', state: 'OH', zipCode: '43215' },
      },
    });
    expect(JSON.stringify(post.body)).not.toMatch(/amount|total|price/i);
  });

  it('pre-fills from the profile and uses the customer endpoint when signed in', async () => {
    const { calls } = mockBackend({
      [apiRoute('getCheckoutProvider', { providerId: 'p-buckeye' })]: { status: 200, body: PROVIDER },
      [apiRoute('getCustomerProfile')]: {
        status: 200,
        body: {
          customerId: 'c-1',
          email: 'dana@example.com',
          name: 'Dana Customer',
          phone: '6145550100',
          address: { street: '9 Elm St', city: 'Columbus', state: 'OH', zipCode: '43201' },
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
        },
      },
      [apiRoute('createCustomerCheckoutSession')]: { status: 200, body: { sessionId: 's-2', url: 'http://localhost/pay/s-2' } },
    });
    const user = userEvent.setup();
    renderRoutes(URL_20, undefined, { session: fakeSession({ user: CUSTOMER_USER }) });
    expect(((await screen.findByLabelText('Full name')) as HTMLInputElement).value).toBe('Dana Customer');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('(614) 555-0100');
    expect((screen.getByLabelText('Street address') as HTMLInputElement).value).toBe('9 Elm St');
    expect((screen.getByLabelText('ZIP code') as HTMLInputElement).value).toBe('43215');
    await user.click(screen.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }));
    await user.click(submitButton());
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('http://localhost/pay/s-2'));
    expect(calls.find((call) => call.method === 'POST')?.url).toBe(apiUrl('createCustomerCheckoutSession'));
  });

  it('returns to the same form after a declined payment: contact, add-ons, time window, terms and total', async () => {
    const { calls } = mockBackend({
      [apiRoute('getCheckoutProvider', { providerId: 'p-buckeye', size: '20', rentalDays: '7', addOns: '{}' })]: { status: 200, body: PROVIDER },
      [apiRoute('getCheckoutProvider', { providerId: 'p-buckeye', size: '20', rentalDays: '7', addOns: '{"sameDayDelivery":true}' })]: { status: 200, body: WITH_SAME_DAY },
      [apiRoute('createCheckoutSession')]: { status: 200, body: { sessionId: 's-1', url: 'http://localhost/pay/s-1' } },
    });
    const user = userEvent.setup();
    const first = renderRoutes(URL_20);
    await fillValidForm(user);
    await user.click(screen.getByRole('checkbox', { name: /Same-day delivery/ }));
    await user.selectOptions(screen.getByLabelText('Preferred time window (required)'), DELIVERY_WINDOW_LABELS.morning);
    await user.click(submitButton());
    await waitFor(() => expect(assignLocation).toHaveBeenCalled());
    first.unmount();

    // Where the payment page sends a declined card: the server's cancel URL (return-urls.ts).
    const sent = calls.find((call) => call.method === 'POST')!.body as { startDate: string };
    const back = `${checkoutPath({ providerId: 'p-buckeye', size: 20, zipCode: '43215', startDate: sent.startDate, addOns: { sameDayDelivery: true }, payment: 'declined' })}`;
    renderRoutes(back);
    expect(await screen.findByText(CHECKOUT_MESSAGES.cardDeclined)).toBeTruthy();
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Pat Guest');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('(614) 555-0142');
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('OH');
    expect((screen.getByRole('checkbox', { name: /Same-day delivery/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Preferred time window (required)') as HTMLSelectElement).value).toBe('morning');
    expect((screen.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }) as HTMLInputElement).checked).toBe(true);
    const summary = screen.getByRole('complementary', { name: 'Order Summary' });
    expect(await within(summary).findByText('$875.00')).toBeTruthy();
  });

  it('stays on the form with the reason when the session cannot be created', async () => {
    mockBackend({
      [apiRoute('getCheckoutProvider', { providerId: 'p-buckeye' })]: { status: 200, body: PROVIDER },
      [apiRoute('createCheckoutSession')]: { status: 502, body: { message: 'Payment service unavailable' } },
    });
    const user = userEvent.setup();
    renderRoutes(URL_20);
    await fillValidForm(user);
    await user.click(submitButton());
    expect(
      (await screen.findByText(`${CHECKOUT_MESSAGES.redirectFailedPrefix}Payment service unavailable`)).getAttribute('role'),
    ).toBe('alert');
    expect(assignLocation).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Pat Guest');
  });

  it('says what to do when the customer has as many checkouts waiting for payment as they may (429), keeping the form', async () => {
    const message = AVAILABILITY_MESSAGES.tooManyHolds(3, 28 * 60);
    mockBackend({
      [apiRoute('getCheckoutProvider', { providerId: 'p-buckeye' })]: { status: 200, body: PROVIDER },
      [apiRoute('createCheckoutSession')]: { status: 429, body: { message } },
    });
    const user = userEvent.setup();
    renderRoutes(URL_20);
    await fillValidForm(user);
    await user.click(submitButton());
    expect((await screen.findByText(`${CHECKOUT_MESSAGES.redirectFailedPrefix}${message}`)).getAttribute('role')).toBe('alert');
    expect(assignLocation).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Pat Guest');
    expect(submitButton()).toHaveProperty('disabled', false);
  });

  it("puts the server's field errors on their fields (400 with fieldErrors)", async () => {
    mockBackend({
      [apiRoute('getCheckoutProvider', { providerId: 'p-buckeye' })]: { status: 200, body: PROVIDER },
      [apiRoute('createCheckoutSession')]: {
        status: 400,
        body: { message: 'Please check the highlighted fields.', fieldErrors: { 'customer.email': 'This e-mail cannot receive receipts' } },
      },
    });
    const user = userEvent.setup();
    renderRoutes(URL_20);
    await fillValidForm(user);
    await user.click(submitButton());
    const message = await screen.findByText('This e-mail cannot receive receipts');
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByText(`${CHECKOUT_MESSAGES.redirectFailedPrefix}Please check the highlighted fields.`).getAttribute('role')).toBe('alert');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it.each([
    ['declined', CHECKOUT_MESSAGES.cardDeclined],
    ['cancelled', CHECKOUT_MESSAGES.paymentCancelled],
  ])('says so when the payment was %s', async (outcome, message) => {
    mockBackend({ [apiRoute('getCheckoutProvider', { providerId: 'p-buckeye' })]: { status: 200, body: PROVIDER } });
    renderRoutes(`${URL_20}&payment=${outcome}`);
    expect((await screen.findByText(message)).getAttribute('role')).toBe('alert');
  });

  it('shows the error screens with Try Again', async () => {
    mockBackend({ [apiRoute('getCheckoutProvider', { providerId: 'p-gone' })]: { status: 404, body: { message: 'Provider not found' } } });
    const first = renderRoutes('/checkout/p-gone?size=20');
    expect((await screen.findByRole('alert')).textContent).toContain(CHECKOUT_MESSAGES.providerNotFound);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    first.unmount();

    const second = renderRoutes('/checkout/p-buckeye');
    expect((await screen.findByRole('alert')).textContent).toContain(CHECKOUT_MESSAGES.sizeRequired);
    second.unmount();

    mockBackend({ [apiRoute('getCheckoutProvider', { providerId: 'p-buckeye' })]: { status: 500, body: { message: 'Boom' } } });
    renderRoutes(URL_20);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(CHECKOUT_MESSAGES.providerLoadFailed);
    expect(alert.textContent).toContain('Boom');
  });

  it('offers Refresh Page when loading takes over 15 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      mockBackend({ [apiRoute('getCheckoutProvider', { providerId: 'p-buckeye' })]: () => ({ status: 200, body: PROVIDER }) });
      vi.stubGlobal('fetch', vi.fn(() => new Promise(() => undefined)));
      renderRoutes(URL_20);
      expect(await screen.findByText('Loading checkout...')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Refresh Page' })).toBeNull();
      await vi.advanceTimersByTimeAsync(15_100);
      expect(await screen.findByRole('button', { name: 'Refresh Page' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says before payment what the provider can deliver, the dates bookable at the ZIP and the cancellation policy of the date', async () => {
    const delivery = {
      timeZone: 'America/New_York',
      earliest: '2026-12-01',
      latest: '2027-11-30',
      refusal: { field: 'zipCode', message: 'Buckeye Bin Rentals does not deliver to ZIP code 43215. Please choose a provider that serves your address.' },
    };
    const { calls } = mockBackend({ [apiRoute('getCheckoutProvider', { providerId: 'p-buckeye' })]: { status: 200, body: { ...PROVIDER, delivery } } });
    renderRoutes('/checkout/p-buckeye?size=20&zip=43215&addons=%7B%7D&start=2026-12-07');
    expect(await screen.findByText(delivery.refusal.message)).toBeTruthy();
    // The ZIP and date typed are what the server was asked about.
    const asked = new URL(calls.find((call) => call.url.includes(apiUrl('getCheckoutProvider')))!.url, 'http://localhost');
    expect([asked.searchParams.get('zipCode'), asked.searchParams.get('startDate')]).toEqual(['43215', '2026-12-07']);
    const date = screen.getByLabelText('Delivery date') as HTMLInputElement;
    expect([date.min, date.max]).toEqual(['2026-12-01', '2027-11-30']);
    // Delivery Monday, Dec 7: free cancellation until 3:00 PM Eastern on Friday, Dec 4.
    expect(screen.getByText(/Free cancellation with a full refund until 3:00 PM Eastern on Friday, December 4, 2026/)).toBeTruthy();
  });

  it('offers same-day delivery only while it can be ordered, and ticking it makes the delivery today', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-24T15:00:00Z') });
    try {
      const open = { timeZone: 'America/New_York', earliest: '2026-11-25', latest: '2027-11-24', sameDay: { available: true } };
      mockBackend({
        [apiRoute('getCheckoutProvider', { providerId: 'p-buckeye', size: '20', rentalDays: '7', addOns: '{}' })]: { status: 200, body: { ...PROVIDER, delivery: open } },
        [apiRoute('getCheckoutProvider', { providerId: 'p-buckeye', size: '20', rentalDays: '7', addOns: '{"sameDayDelivery":true}' })]: {
          status: 200,
          body: { ...WITH_SAME_DAY, delivery: { ...open, earliest: '2026-11-24', latest: '2026-11-24' } },
        },
      });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderRoutes('/checkout/p-buckeye?size=20&zip=43215');
      const sameDay = (await screen.findByRole('checkbox', { name: /Same-day delivery/ })) as HTMLInputElement;
      const date = screen.getByLabelText('Delivery date') as HTMLInputElement;
      expect(date.value).toBe('2026-11-25');
      expect(screen.getByText('Delivered today when ordered by 12:00 PM local time.')).toBeTruthy();
      await user.click(sameDay);
      expect(date.value).toBe('2026-11-24');
      expect([date.min, date.max]).toEqual(['2026-11-24', '2026-11-24']);
      await user.click(sameDay);
      expect(date.value).toBe('2026-11-25');
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not let same-day delivery be ticked past the cutoff, and says why', async () => {
    const reason = 'Same-day delivery must be ordered by 12:00 PM where the dumpster goes. Untick Same-day delivery to book from tomorrow.';
    mockBackend({
      [apiRoute('getCheckoutProvider', { providerId: 'p-buckeye' })]: {
        status: 200,
        body: { ...PROVIDER, delivery: { timeZone: 'America/New_York', earliest: '2026-11-25', latest: '2027-11-24', sameDay: { available: false, reason } } },
      },
    });
    renderRoutes('/checkout/p-buckeye?size=20&zip=43215');
    const sameDay = (await screen.findByRole('checkbox', { name: /Same-day delivery/ })) as HTMLInputElement;
    expect(sameDay.disabled).toBe(true);
    expect(screen.getByText(reason).id).toBe(sameDay.getAttribute('aria-describedby'));
  });

  it('warns before payment when the date is already past the free-cancellation cutoff', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-24T21:00:00Z') });
    try {
      mockBackend({ [apiRoute('getCheckoutProvider', { providerId: 'p-buckeye' })]: { status: 200, body: PROVIDER } });
      renderRoutes('/checkout/p-buckeye?size=20&zip=43215&addons=%7B%7D&start=2026-11-25');
      expect(await screen.findByText(/Once paid, this booking cannot be cancelled online/)).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('checkout: dates with no dumpster free', () => {
  // Dec 10-17 is booked: a week from Dec 7 would need Dec 10; a month from Dec 4 too.
  const WEEK = {
    sizeYards: 20,
    rentalDays: 7,
    from: '2026-11-25',
    until: '2027-01-23',
    dates: ['2026-11-25', '2026-11-26', '2026-12-18', '2026-12-19', '2026-12-21'],
    full: [
      { date: '2026-12-07', fullDay: '2026-12-10', next: '2026-12-18' },
      { date: '2026-12-10', fullDay: '2026-12-10', next: '2026-12-18' },
    ],
  };
  const MONTH = {
    ...WEEK,
    rentalDays: 30,
    dates: ['2026-12-18', '2026-12-19', '2026-12-21', '2026-12-22', '2026-12-23'],
    full: [{ date: '2026-12-04', fullDay: '2026-12-10', next: '2026-12-18' }],
  };
  const withDates = (nextAvailable: typeof WEEK) => ({ status: 200, body: { ...PROVIDER, nextAvailable } });
  const noUnitFree = (fullDay: string, next: string) => AVAILABILITY_MESSAGES.noUnitFree('Buckeye Bin Rentals', 20, fullDay, next);
  const dateField = () => screen.getByLabelText('Delivery date') as HTMLInputElement;

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-24T15:00:00Z') });
    return () => vi.useRealTimers();
  });

  it('refuses a full date before payment, names the next available one and offers it in one click', async () => {
    const { calls } = mockBackend({
      [apiRoute('getCheckoutProvider', { providerId: 'p-buckeye' })]: withDates(WEEK),
      [apiRoute('createCheckoutSession')]: { status: 200, body: { sessionId: 's-1', url: 'http://localhost/pay/s-1' } },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoutes('/checkout/p-buckeye?size=20&zip=43215&start=2026-12-07');
    const message = noUnitFree('2026-12-10', '2026-12-18');
    const error = await screen.findByText(message);
    expect(error.getAttribute('role')).toBe('alert');
    expect(dateField().getAttribute('aria-describedby')).toContain(error.id);

    // The dates that can be chosen, as buttons a keyboard or screen reader reaches.
    const free = within(screen.getByRole('group', { name: 'Next available delivery dates for 7 days' }));
    expect(free.getAllByRole('button').map((button) => button.textContent)).toEqual(['Wed, Nov 25', 'Thu, Nov 26', 'Fri, Dec 18', 'Sat, Dec 19', 'Mon, Dec 21']);

    await fillValidForm(user);
    await user.click(submitButton());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(document.activeElement).toBe(dateField());

    await user.click(screen.getByRole('button', { name: 'Choose Friday, December 18, 2026' }));
    expect(dateField().value).toBe('2026-12-18');
    expect(screen.queryByText(message)).toBeNull();
    expect(free.getByRole('button', { name: 'Fri, Dec 18' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(submitButton());
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('http://localhost/pay/s-1'));
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({ startDate: '2026-12-18', rentalDays: 7 });
  });

  it("judges the date by the full dates of the length chosen, asking again when the length changes", async () => {
    mockBackend({
      [apiRoute('getCheckoutProvider', { providerId: 'p-buckeye', size: '20', rentalDays: '30' })]: withDates(MONTH),
      [apiRoute('getCheckoutProvider', { providerId: 'p-buckeye' })]: withDates(WEEK),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoutes('/checkout/p-buckeye?size=20&zip=43215&start=2026-12-04');
    expect(await screen.findByRole('group', { name: 'Next available delivery dates for 7 days' })).toBeTruthy();
    expect(screen.queryByText(noUnitFree('2026-12-10', '2026-12-18'))).toBeNull();

    await user.selectOptions(screen.getByLabelText('How long do you need it?'), '30');
    expect(await screen.findByText(noUnitFree('2026-12-10', '2026-12-18'))).toBeTruthy();
    const free = within(screen.getByRole('group', { name: 'Next available delivery dates for 30 days' }));
    expect(free.getAllByRole('button')[0]!.textContent).toBe('Fri, Dec 18');
  });

  it("shows the server's refusal in the same place, and the dates as they are now", async () => {
    let refused = false;
    const taken = { ...WEEK, full: [...WEEK.full, { date: '2026-12-01', fullDay: '2026-12-01', next: '2026-12-18' }] };
    const message = noUnitFree('2026-12-01', '2026-12-18');
    const { calls } = mockBackend({
      [apiRoute('getCheckoutProvider', { providerId: 'p-buckeye' })]: () => withDates(refused ? taken : WEEK),
      [apiRoute('createCheckoutSession')]: () => {
        refused = true;
        return { status: 409, body: { message, fieldErrors: { startDate: message } } };
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoutes('/checkout/p-buckeye?size=20&zip=43215&start=2026-12-01');
    await fillValidForm(user);
    await user.click(submitButton());
    const posted = calls.findIndex((call) => call.method === 'POST');
    const error = await screen.findByText(message, { selector: '.field-error' });
    expect(error.id).toBe(dateField().getAttribute('aria-describedby'));
    // Asked again after the refusal: the date is now among the full ones, and its next free date offered.
    await waitFor(() => expect(calls.slice(posted).some((call) => call.url.startsWith(apiUrl('getCheckoutProvider')))).toBe(true));
    await user.click(await screen.findByRole('button', { name: 'Choose Friday, December 18, 2026' }));
    expect(dateField().value).toBe('2026-12-18');
  });
});
