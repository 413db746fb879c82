// Swaps over HTTP against the running stack: the customer of a delivered rental asks for a swap on
// a day before the booked pickup, at the provider's swap fee as the server prices it; the provider
// is told the day, address and fee, the customer gets a confirmation; a swap is cancelled until
// the day before it; and the refusals: before delivery, days out of range, too many, someone
// else's rental (as the pickup request answers), a provider's or no sign-in.
import { beforeAll, describe, expect, it } from 'vitest';
import { formatUsd } from '../../shared/money';
import { orderNumber } from '../../shared/order-wording';
import { addDays } from '../../shared/rental-dates';
import { deliveryDateLabel } from '../../shared/rental-eta';
import { MAX_REQUESTED_SWAPS, SWAP_REQUEST_MESSAGES, swapQuoteSchema } from '../../shared/schemas/dispatch';
import { providerProfileSchema } from '../../shared/schemas/provider';
import { rentalSchema, type Rental } from '../../shared/schemas/rental';
import { api } from '../support/stack-client';
import { freshProvider, putProviderRental, type FreshProvider } from './provider-portal-support';
import { daysFromToday, newCustomer, outboxUntil, tableStore } from './rentals-support';

const SWAP_FEE_CENTS = 13_500;
const CUSTOMER_PHONE = '4065550177';

let provider: FreshProvider;
let customer: Awaited<ReturnType<typeof newCustomer>>;
let stranger: Awaited<ReturnType<typeof newCustomer>>;

beforeAll(async () => {
  [provider, customer, stranger] = await Promise.all([freshProvider(), newCustomer(CUSTOMER_PHONE), newCustomer()]);
  const pricing = {
    pricing: {
      baseRatePerYardCents: 800,
      deliveryFeeCents: 5000,
      swapFeeCents: SWAP_FEE_CENTS,
      addOnPricesCents: { sameDayDelivery: 2500, drivewayProtection: 1500, permitPulling: 3500, cleanupService: 4500 },
    },
    addOns: { sameDayDelivery: false, drivewayProtection: false, permitPulling: false, cleanupService: false },
  };
  const saved = await api('/api/provider/pricing', { method: 'PUT', token: provider.token, body: JSON.stringify(pricing) });
  expect(saved.status, await saved.clone().text()).toBe(200);
  expect(providerProfileSchema.parse(await saved.json()).pricing.swapFeeCents).toBe(SWAP_FEE_CENTS);
});

/** A rental of the customer's with the provider, delivered yesterday for a week (pickup in six days). */
async function rentalOf(status: Rental['status'] = 'delivered'): Promise<Rental> {
  const rental = await putProviderRental({
    providerId: provider.providerId,
    customerId: customer.customerId,
    customerEmail: customer.email,
    customerName: 'Riley Renter',
    status,
    startDate: daysFromToday(-1),
  });
  // The customer's phone, for their text (the fixture writes rentals without one).
  await tableStore().entities.rental.patch({ rentalId: rental.rentalId }).set({ customerPhone: CUSTOMER_PHONE }).go();
  return { ...rental, customerPhone: CUSTOMER_PHONE };
}

const askForSwap = (token: string | undefined, rentalId: string, body: unknown) =>
  api(`/api/rentals/${rentalId}/swaps`, { method: 'POST', token, body: JSON.stringify(body) });
const cancelSwap = (token: string | undefined, rentalId: string, swapId: string) =>
  api(`/api/rentals/${rentalId}/swaps/${swapId}/cancel`, { method: 'POST', token });

async function messageOf(response: Response): Promise<string> {
  return ((await response.json()) as { message: string }).message;
}

describe('swaps', () => {
  it("quotes the provider's swap fee, schedules a swap at it, tells both parties, and cancels it", async () => {
    const rental = await rentalOf();
    const quoted = await api(`/api/rentals/${rental.rentalId}/swap-quote`, { token: customer.token });
    expect(quoted.status).toBe(200);
    const quote = swapQuoteSchema.parse(await quoted.json());
    expect(quote.feeCents).toBe(SWAP_FEE_CENTS);
    expect(quote.lastDate).toBe(addDays(rental.endDate, -1));
    expect(quote.firstDate).toBe(addDays(quote.today, 1));

    const date = daysFromToday(3);
    // The fee is the server's: one sent along is not a field of the request and changes nothing.
    const asked = await askForSwap(customer.token, rental.rentalId, { date, feeCents: 1 });
    expect(asked.status, await asked.clone().text()).toBe(201);
    const withSwap = rentalSchema.parse(await asked.json());
    expect(withSwap.swaps).toHaveLength(1);
    const swap = withSwap.swaps![0]!;
    expect(swap).toMatchObject({ date, feeCents: SWAP_FEE_CENTS, status: 'requested' });

    const stored = rentalSchema.parse(await (await api(`/api/rentals/${rental.rentalId}`, { token: customer.token })).json());
    expect(stored.swaps).toEqual(withSwap.swaps);
    expect(stored.status).toBe('delivered');

    const number = orderNumber(rental.rentalId);
    const day = deliveryDateLabel(date);
    const fee = formatUsd(SWAP_FEE_CENTS);
    const entries = await outboxUntil((all) => all.filter((entry) => (entry.channel === 'email' ? entry.subject : entry.body).includes(number)).length >= 4);
    const mine = entries.filter((entry) => (entry.channel === 'email' ? entry.subject : entry.body).includes(number));
    const customerMail = mine.find((entry) => entry.channel === 'email' && entry.to === customer.email);
    const providerMail = mine.find((entry) => entry.channel === 'email' && entry.to === provider.email);
    expect(customerMail?.channel === 'email' && customerMail.subject).toBe(`Swap scheduled for ${day} (order ${number})`);
    expect(customerMail?.channel === 'email' && customerMail.text).toContain(`Swap scheduled for ${day}: ${fee}, billed with your final charge.`);
    expect(providerMail?.channel === 'email' && providerMail.subject).toBe(`Swap requested (order ${number})`);
    expect(providerMail?.channel === 'email' && providerMail.text).toContain(`Swap date: ${day}`);
    expect(providerMail?.channel === 'email' && providerMail.text).toContain(`Swap fee: ${fee}`);
    expect(providerMail?.channel === 'email' && providerMail.text).toContain('9 Pine St, Missoula, MT 59801');
    const customerText = mine.find((entry) => entry.channel === 'sms' && entry.to === `+1${CUSTOMER_PHONE}`);
    expect(customerText?.channel === 'sms' && customerText.body).toContain(`Swap scheduled for ${day}: ${fee}, billed with your final charge.`);
    const providerText = mine.find((entry) => entry.channel === 'sms' && entry.to !== `+1${CUSTOMER_PHONE}`);
    expect(providerText?.channel === 'sms' && providerText.body).toContain(`Swap ${day} at 9 Pine St, Missoula, MT 59801, fee ${fee}.`);

    const cancelled = await cancelSwap(customer.token, rental.rentalId, swap.swapId);
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    expect(rentalSchema.parse(await cancelled.json()).swaps).toEqual([{ ...swap, status: 'cancelled' }]);
    // Cancelled once: a second cancel finds nothing to cancel.
    const again = await cancelSwap(customer.token, rental.rentalId, swap.swapId);
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe(SWAP_REQUEST_MESSAGES.notCancellable);
    expect((await cancelSwap(customer.token, rental.rentalId, 'no-such-swap')).status).toBe(404);
  });

  it('refuses a swap before delivery and once the pickup is requested with 409, and writes nothing', async () => {
    for (const status of ['scheduled', 'pickup_requested'] as const) {
      const rental = await rentalOf(status);
      const response = await askForSwap(customer.token, rental.rentalId, { date: daysFromToday(3) });
      expect(response.status).toBe(409);
      expect(await messageOf(response)).toBe(SWAP_REQUEST_MESSAGES.notDelivered);
      const stored = rentalSchema.parse(await (await api(`/api/rentals/${rental.rentalId}`, { token: customer.token })).json());
      expect(stored.swaps).toBeUndefined();
    }
  });

  it('takes days from tomorrow through the day before the pickup only, one swap a day and a few at once', async () => {
    const rental = await rentalOf();
    for (const [date, message] of [
      [daysFromToday(-2), SWAP_REQUEST_MESSAGES.dateNotAfterToday],
      [rental.endDate, SWAP_REQUEST_MESSAGES.dateNotBeforeEnd],
      [addDays(rental.endDate, 3), SWAP_REQUEST_MESSAGES.dateNotBeforeEnd],
    ] as const) {
      const response = await askForSwap(customer.token, rental.rentalId, { date });
      expect(response.status).toBe(422);
      expect(await messageOf(response)).toBe(message);
    }
    expect((await askForSwap(customer.token, rental.rentalId, { date: 'next tuesday' })).status).toBe(400);

    for (let day = 2; day < 2 + MAX_REQUESTED_SWAPS; day += 1) {
      expect((await askForSwap(customer.token, rental.rentalId, { date: daysFromToday(day) })).status).toBe(201);
    }
    const sameDay = await askForSwap(customer.token, rental.rentalId, { date: daysFromToday(2) });
    expect(sameDay.status).toBe(422);
    expect(await messageOf(sameDay)).toBe(SWAP_REQUEST_MESSAGES.alreadyOnDate);
    const tooMany = await askForSwap(customer.token, rental.rentalId, { date: addDays(rental.endDate, -1) });
    expect(tooMany.status).toBe(422);
    expect(await messageOf(tooMany)).toBe(SWAP_REQUEST_MESSAGES.tooMany);
  });

  it('lets two racing requests count the same swaps once: one wins, the other gets 409', async () => {
    const rental = await rentalOf();
    const answers = await Promise.all([daysFromToday(2), daysFromToday(3)].map((date) => askForSwap(customer.token, rental.rentalId, { date })));
    const statuses = answers.map((answer) => answer.status).sort();
    // Both may land one after the other; never both on the same list read.
    const stored = rentalSchema.parse(await (await api(`/api/rentals/${rental.rentalId}`, { token: customer.token })).json());
    expect(stored.swaps).toHaveLength(statuses.filter((status) => status === 201).length);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
  });

  it("answers another customer's rental as the pickup request does, a provider 403 and no sign-in 401", async () => {
    const rental = await rentalOf();
    const pickup = await api(`/api/rentals/${rental.rentalId}/pickup-request`, { method: 'POST', token: stranger.token, body: '{}' });
    const swap = await askForSwap(stranger.token, rental.rentalId, { date: daysFromToday(3) });
    expect(swap.status).toBe(pickup.status);
    expect(await messageOf(swap)).toBe(await messageOf(pickup));
    expect((await api(`/api/rentals/${rental.rentalId}/swap-quote`, { token: stranger.token })).status).toBe(pickup.status);
    expect((await cancelSwap(stranger.token, rental.rentalId, 'any')).status).toBe(pickup.status);
    expect((await askForSwap(provider.token, rental.rentalId, { date: daysFromToday(3) })).status).toBe(403);
    expect((await askForSwap(undefined, rental.rentalId, { date: daysFromToday(3) })).status).toBe(401);
    expect((await cancelSwap(undefined, rental.rentalId, 'any')).status).toBe(401);
    const stored = rentalSchema.parse(await (await api(`/api/rentals/${rental.rentalId}`, { token: customer.token })).json());
    expect(stored.swaps).toBeUndefined();
  });
});
