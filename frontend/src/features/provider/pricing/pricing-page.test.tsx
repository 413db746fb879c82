import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatUsd } from '../../../../../shared/money';
import { quote } from '../../../../../shared/pricing';
import { PROVIDER_SETTINGS_MESSAGES } from '../../../../../shared/schemas/provider-settings';
import { mockBackend } from '../../../testing/cognito-fetch';
import { renderRoutes } from '../../../testing/render-app';
import { PROVIDER_PROFILE, PROVIDER_SESSION } from '../profile/provider-profile-fixture';
import { apiRoute } from '../../../testing/api-url';

function renderPricing() {
  return renderRoutes('/provider/pricing', undefined, { session: PROVIDER_SESSION() });
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function retype(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.clear(input(label));
  await user.type(input(label), text);
}

describe('PricingPage', () => {
  it("disables an add-on's price while the add-on is off", async () => {
    mockBackend({ [apiRoute('getProviderProfile')]: { status: 200, body: PROVIDER_PROFILE } });
    const user = userEvent.setup();
    renderPricing();
    const price = (await screen.findByLabelText('Driveway protection price ($)', undefined, { timeout: 5000 })) as HTMLInputElement;
    expect(price.disabled).toBe(true);
    expect(price.value).toBe('15');
    expect(input('Same-day delivery price ($)').disabled).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'Driveway Protection' }));
    expect(price.disabled).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'Same-Day Delivery' }));
    expect(input('Same-day delivery price ($)').disabled).toBe(true);
  });

  it('previews, for each size in stock, the week shared/pricing.ts charges for the entered prices', async () => {
    mockBackend({ [apiRoute('getProviderProfile')]: { status: 200, body: PROVIDER_PROFILE } });
    const user = userEvent.setup();
    renderPricing();
    await screen.findByLabelText('Base rate per yard ($ per day)', undefined, { timeout: 5000 });
    await retype(user, 'Base rate per yard ($ per day)', '9.5');
    await retype(user, 'Delivery fee ($)', '65');
    const pricing = { ...PROVIDER_PROFILE.pricing, baseRatePerYardCents: 950, deliveryFeeCents: 6500 };
    const table = screen.getByRole('table');
    // The profile stocks 10, 20 and 30 yards: only those are priced.
    expect(within(table).getAllByRole('row').length).toBe(4);
    for (const sizeYards of [10, 20, 30]) {
      const week = quote({ pricing, sizeYards });
      const row = within(table).getByRole('row', { name: new RegExp(`^${sizeYards} yd`) });
      const cells = within(row).getAllByRole('cell').map((cell) => cell.textContent);
      expect(cells).toEqual([formatUsd(week.rentalCents), formatUsd(week.deliveryFeeCents), formatUsd(week.totalCents)]);
    }
    // 20 yd: 5 days x 20 yd x $9.50 + $65 delivery
    expect(within(table).getByRole('row', { name: /^20 yd/ }).textContent).toContain('$1,015.00');

    await retype(user, 'Base rate per yard ($ per day)', '0');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Fix the prices above to see what customers will pay.')).toBeTruthy();
  });

  it('saves the prices in cents with the toggles, then shows the banner for 3 seconds', async () => {
    const { calls } = mockBackend({
      [apiRoute('getProviderProfile')]: { status: 200, body: PROVIDER_PROFILE },
      [apiRoute('updateProviderPricing')]: { status: 200, body: { ...PROVIDER_PROFILE, updatedAt: '2026-11-21T10:00:00.000Z' } },
    });
    const user = userEvent.setup();
    renderPricing();
    await screen.findByLabelText('Base rate per yard ($ per day)', undefined, { timeout: 5000 });
    await retype(user, 'Base rate per yard ($ per day)', '12.5');
    await retype(user, 'Delivery fee ($)', '75');
    await user.click(screen.getByRole('checkbox', { name: 'Permit Pulling' }));
    await retype(user, 'Permit pulling price ($)', '40');
    await user.click(screen.getByRole('checkbox', { name: 'No deliveries on US federal holidays' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Save Pricing' }));
      expect(await screen.findByText(PROVIDER_SETTINGS_MESSAGES.pricingSaved)).toBeTruthy();
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        pricing: {
          baseRatePerYardCents: 1250,
          deliveryFeeCents: 7500,
          // A profile from before swap fees swaps for its delivery fee until the provider says otherwise.
          swapFeeCents: 5000,
          sizes: {
            yard10: { includedTons: 0, extraTonCents: 0 },
            yard20: { includedTons: 0, extraTonCents: 0 },
            yard30: { includedTons: 0, extraTonCents: 0 },
          },
          addOnPricesCents: { sameDayDelivery: 2500, drivewayProtection: 1500, permitPulling: 4000, cleanupService: 4500 },
        },
        addOns: { sameDayDelivery: true, drivewayProtection: false, permitPulling: true, cleanupService: true },
        observesFederalHolidays: true,
        expectedUpdatedAt: PROVIDER_PROFILE.updatedAt,
      });
      await act(async () => {
        vi.advanceTimersByTime(3100);
      });
      expect(screen.queryByText(PROVIDER_SETTINGS_MESSAGES.pricingSaved)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a $0 base rate before sending, with the schema message', async () => {
    const { calls } = mockBackend({ [apiRoute('getProviderProfile')]: { status: 200, body: PROVIDER_PROFILE } });
    const user = userEvent.setup();
    renderPricing();
    await screen.findByLabelText('Base rate per yard ($ per day)', undefined, { timeout: 5000 });
    await retype(user, 'Base rate per yard ($ per day)', '0');
    await user.click(screen.getByRole('button', { name: 'Save Pricing' }));
    expect(screen.getByText('Base rate per yard must be more than $0')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("says why saving failed, and offers a reload when the profile changed meanwhile", async () => {
    let status = 500;
    mockBackend({
      [apiRoute('getProviderProfile')]: { status: 200, body: PROVIDER_PROFILE },
      [apiRoute('updateProviderPricing')]: () =>
        status === 500
          ? { status, body: { message: 'Something went wrong. Please try again.' } }
          : { status, body: { message: PROVIDER_SETTINGS_MESSAGES.changedMeanwhile } },
    });
    const user = userEvent.setup();
    renderPricing();
    await user.click(await screen.findByRole('button', { name: 'Save Pricing' }, { timeout: 5000 }));
    expect((await screen.findByRole('alert', undefined, { timeout: 5000 })).textContent).toBe('Failed to save changes: Something went wrong. Please try again.');
    status = 409;
    await user.click(screen.getByRole('button', { name: 'Save Pricing' }));
    expect(await screen.findByText(PROVIDER_SETTINGS_MESSAGES.changedMeanwhile)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('button', { name: 'Save Pricing' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText(PROVIDER_SETTINGS_MESSAGES.changedMeanwhile)).toBeNull();
  });
});

describe('PricingPage: the server refuses a field', () => {
  it("shows the server's message on the field it names, and clears it once that field changes", async () => {
    mockBackend({
      [apiRoute('getProviderProfile')]: { status: 200, body: PROVIDER_PROFILE },
      [apiRoute('updateProviderPricing')]: {
        status: 400,
        body: { message: 'Please check the highlighted fields.', fieldErrors: { 'pricing.deliveryFeeCents': 'Delivery fee is more than we allow' } },
      },
    });
    const user = userEvent.setup();
    renderPricing();
    await user.click(await screen.findByRole('button', { name: 'Save Pricing' }, { timeout: 5000 }));
    expect(await screen.findByText('Delivery fee is more than we allow', undefined, { timeout: 5000 })).toBeTruthy();
    const fee = input('Delivery fee ($)');
    expect(fee.getAttribute('aria-invalid')).toBe('true');
    expect(fee.getAttribute('aria-describedby')).toContain(screen.getByText('Delivery fee is more than we allow').id);
    await retype(user, 'Delivery fee ($)', '70');
    expect(screen.queryByText('Delivery fee is more than we allow')).toBeNull();
  });
});

describe('PricingPage: prices by size', () => {
  it("prices a size per rental length with tons and extras, previews the shared quote, and saves it", async () => {
    const { calls } = mockBackend({
      [apiRoute('getProviderProfile')]: { status: 200, body: PROVIDER_PROFILE },
      [apiRoute('updateProviderPricing')]: { status: 200, body: PROVIDER_PROFILE },
    });
    const user = userEvent.setup();
    renderPricing();
    const twenty = within((await screen.findByRole('group', { name: '20 yard dumpster' }, { timeout: 5000 })) as HTMLElement);
    await user.click(twenty.getByRole('radio', { name: 'My own price per rental length' }));
    // Own prices start from what the rate charged (1, 7 and 30 days), for the provider to change.
    expect((twenty.getByLabelText('20 yd, 7 days ($)') as HTMLInputElement).value).toBe('850');
    await user.clear(twenty.getByLabelText('20 yd, 1 day ($)'));
    await user.clear(twenty.getByLabelText('20 yd, 30 days ($)'));
    await retype(user, '20 yd, 7 days ($)', '395');
    await user.type(twenty.getByLabelText('20 yd, 14 days ($)'), '495');
    await retype(user, '20 yd, tons included', '2');
    await retype(user, '20 yd, price per extra day ($)', '15');
    await retype(user, '20 yd, price per extra ton ($)', '65');
    await retype(user, 'Swap fee ($)', '125');

    const row = within(screen.getByRole('table')).getByRole('row', { name: /^20 yd/ });
    expect(row.textContent).toContain('7 days, 2 tons included; $15.00/extra day; $65.00/extra ton');
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['$395.00', '$50.00', '$445.00']);

    await user.click(screen.getByRole('button', { name: 'Save Pricing' }));
    await screen.findByText(PROVIDER_SETTINGS_MESSAGES.pricingSaved);
    const sent = calls.find((call) => call.method === 'PUT')?.body as { pricing: Record<string, unknown> };
    expect(sent.pricing.swapFeeCents).toBe(12_500);
    expect((sent.pricing.sizes as Record<string, unknown>).yard20).toEqual({
      lengthPricesCents: [
        { days: 7, priceCents: 39_500 },
        { days: 14, priceCents: 49_500 },
      ],
      includedTons: 2,
      extraDayCents: 1500,
      extraTonCents: 6500,
    });
  });

  it('refuses own length prices without the standard week, before sending', async () => {
    const { calls } = mockBackend({ [apiRoute('getProviderProfile')]: { status: 200, body: PROVIDER_PROFILE } });
    const user = userEvent.setup();
    renderPricing();
    const ten = within((await screen.findByRole('group', { name: '10 yard dumpster' }, { timeout: 5000 })) as HTMLElement);
    await user.click(ten.getByRole('radio', { name: 'My own price per rental length' }));
    await user.clear(ten.getByLabelText('10 yd, 7 days ($)'));
    await user.type(ten.getByLabelText('10 yd, 14 days ($)'), '300');
    await user.click(screen.getByRole('button', { name: 'Save Pricing' }));
    expect(await ten.findByText('Price the standard 7 days: search compares providers by it')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
