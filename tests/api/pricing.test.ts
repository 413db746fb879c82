// One price model over HTTP: what a provider saves on its Pricing page is what search lists and
// prices, what checkout shows and what the payment session charges; search never lists a provider
// for a size, add-on or rental length it does not offer.
import { beforeAll, describe, expect, it } from 'vitest';
import { quote } from '../../shared/pricing';
import { CHECKOUT_MESSAGES, checkoutProviderResponseSchema } from '../../shared/schemas/checkout';
import { providerProfileSchema } from '../../shared/schemas/provider';
import { searchResponseSchema } from '../../shared/schemas/search';
import { api, searchIndexSettled } from '../support/stack-client';
import { freshProviderCheckoutBody, sandboxKey, startCheckout } from './checkout-support';
import { freshProvider, type FreshProvider } from './provider-portal-support';
import { daysFromToday, tableStore } from './rentals-support';

const ADD_ON_PRICES = { sameDayDelivery: 2500, drivewayProtection: 1500, permitPulling: 3500, cleanupService: 4500 };

function pricingBody(overrides: Record<string, unknown> = {}, addOns: Record<string, boolean> = {}) {
  return {
    pricing: { baseRatePerYardCents: 800, deliveryFeeCents: 5000, addOnPricesCents: ADD_ON_PRICES, ...overrides },
    addOns: { sameDayDelivery: false, drivewayProtection: true, permitPulling: false, cleanupService: false, ...addOns },
  };
}

async function savePricing(provider: FreshProvider, body: unknown) {
  const response = await api('/api/provider/pricing', { method: 'PUT', token: provider.token, body: JSON.stringify(body) });
  expect(response.status, await response.clone().text()).toBe(200);
  return providerProfileSchema.parse(await response.json());
}

async function checkoutQuote(providerId: string, query: string) {
  const response = await api(`/api/checkout/providers/${providerId}?${query}`);
  expect(response.status).toBe(200);
  return checkoutProviderResponseSchema.parse(await response.json());
}

async function chargedCents(sessionId: string): Promise<number> {
  const session = (await (await api(`/sandbox/api/sessions/${sessionId}`, { headers: sandboxKey() })).json()) as { amount_total: number };
  return session.amount_total;
}

/** The provider as search lists it, once search has caught up with the saves before (it indexes from the table's stream). */
async function listed(providerId: string, query: string) {
  await searchIndexSettled();
  const response = await api(`/api/search?zipCode=59801&${query}`);
  expect(response.status).toBe(200);
  return searchResponseSchema.parse(await response.json()).providers.find((provider) => provider.providerId === providerId);
}

const driveway = encodeURIComponent(JSON.stringify({ drivewayProtection: true }));

describe("the provider's add-on prices at checkout", () => {
  let provider: FreshProvider;
  beforeAll(async () => {
    provider = await freshProvider();
  });

  it('shows a changed add-on price at checkout and charges it', async () => {
    await savePricing(provider, pricingBody());
    const before = await checkoutQuote(provider.providerId, `size=20&addOns=${driveway}`);
    expect(before.offer.addOnPricesCents).toEqual({ drivewayProtection: 1500 });
    expect(before.quote.lines).toContainEqual({ kind: 'addOn', label: 'Driveway protection', cents: 1500, addOn: 'drivewayProtection' });

    const profile = await savePricing(provider, pricingBody({ addOnPricesCents: { ...ADD_ON_PRICES, drivewayProtection: 2200 } }));
    const after = await checkoutQuote(provider.providerId, `size=20&addOns=${driveway}`);
    expect(after.quote.lines).toContainEqual({ kind: 'addOn', label: 'Driveway protection', cents: 2200, addOn: 'drivewayProtection' });
    expect(after.quote.totalCents).toBe(800 * 20 * 5 + 5000 + 2200);
    expect(after.quote).toEqual(quote({ pricing: profile.pricing, sizeYards: 20, addOns: { drivewayProtection: true } }));

    const { sessionId } = await startCheckout(freshProviderCheckoutBody(provider.providerId, { addOns: { drivewayProtection: true } }));
    expect(await chargedCents(sessionId)).toBe(after.quote.totalCents);
    const { data: stored } = await tableStore().entities.checkoutSession.get({ sessionId }).go();
    expect(stored).toMatchObject({ amountCents: after.quote.totalCents, addOns: { drivewayProtection: true } });
  });

  it('refuses an add-on the provider does not offer with a clear 400 and no payment', async () => {
    await savePricing(provider, pricingBody());
    const response = await api('/api/checkout/sessions', {
      method: 'POST',
      body: JSON.stringify(freshProviderCheckoutBody(provider.providerId, { addOns: { permitPulling: true } })),
    });
    expect(response.status).toBe(400);
    const message = CHECKOUT_MESSAGES.addOnNotOffered((await tableStore().entities.providerProfile.get({ providerId: provider.providerId }).go()).data!.businessName, 'permitPulling');
    expect(await response.json()).toMatchObject({ message, fieldErrors: { 'addOns.permitPulling': message } });
    // Nor does checkout price it: the quote leaves out what the provider does not offer.
    const shown = await checkoutQuote(provider.providerId, `size=20&addOns=${encodeURIComponent('{"permitPulling":true}')}`);
    expect(shown.quote.addOnsCents).toBe(0);
  });

  it("charges the size's own price for the length booked, with what it includes, and dates the pick-up from it", async () => {
    await savePricing(
      provider,
      pricingBody({
        swapFeeCents: 12_500,
        sizes: {
          yard20: {
            lengthPricesCents: [
              { days: 7, priceCents: 39_500 },
              { days: 14, priceCents: 49_500 },
            ],
            includedTons: 2,
            extraDayCents: 1500,
            extraTonCents: 6500,
          },
        },
      }),
    );
    const shown = await checkoutQuote(provider.providerId, `size=20&rentalDays=14&addOns=${driveway}`);
    expect(shown.quote).toMatchObject({ rentalDays: 14, totalCents: 49_500 + 5000 + 1500, included: { days: 14, tons: 2, extraDayCents: 1500, extraTonCents: 6500 } });
    expect(shown.offer.lengths.map((length) => length.days)).toEqual([7, 14]);

    const startDate = daysFromToday(5);
    const { sessionId } = await startCheckout(
      freshProviderCheckoutBody(provider.providerId, { startDate, rentalDays: 14, addOns: { drivewayProtection: true } }),
    );
    expect(await chargedCents(sessionId)).toBe(shown.quote.totalCents);
    const { data: stored } = await tableStore().entities.checkoutSession.get({ sessionId }).go();
    expect(stored).toMatchObject({ startDate, endDate: daysFromToday(19) });

    const notOffered = await api('/api/checkout/sessions', {
      method: 'POST',
      body: JSON.stringify(freshProviderCheckoutBody(provider.providerId, { rentalDays: 30 })),
    });
    expect(notOffered.status).toBe(400);
    expect(((await notOffered.json()) as { fieldErrors: Record<string, string> }).fieldErrors.rentalDays).toMatch(/does not rent this size for 30 days/);
  });
});

describe('search lists a provider only for what it offers', () => {
  let provider: FreshProvider;
  beforeAll(async () => {
    provider = await freshProvider();
    await savePricing(provider, pricingBody({}, { drivewayProtection: true, permitPulling: false }));
  });

  it('never for a size it does not stock', async () => {
    expect(await listed(provider.providerId, 'size=20')).toBeDefined();
    expect(await listed(provider.providerId, 'size=40')).toBeUndefined();
  });

  it('never for an add-on it does not offer, and at its own price for one it does', async () => {
    expect(await listed(provider.providerId, `size=20&addOns=${encodeURIComponent('{"permitPulling":true}')}`)).toBeUndefined();
    const withDriveway = await listed(provider.providerId, `size=20&addOns=${driveway}`);
    expect(withDriveway?.quote.addOnsCents).toBe(1500);
    // Best Price compares like with like: every provider listed offers the add-on asked for.
    const all = searchResponseSchema.parse(await (await api(`/api/search?zipCode=59801&size=20&addOns=${driveway}`)).json());
    expect(all.providers.every((result) => result.addOns.drivewayProtection)).toBe(true);
  });

  it('never for a rental length it does not offer', async () => {
    expect(await listed(provider.providerId, 'size=20&rentalDays=14')).toBeUndefined();
    await savePricing(
      provider,
      pricingBody(
        { sizes: { yard20: { lengthPricesCents: [{ days: 7, priceCents: 39_500 }, { days: 14, priceCents: 49_500 }], includedTons: 2, extraTonCents: 6500, extraDayCents: 1500 } } },
        { drivewayProtection: true },
      ),
    );
    expect((await listed(provider.providerId, 'size=20&rentalDays=14'))?.quote.totalCents).toBe(49_500 + 5000);
  });
});
