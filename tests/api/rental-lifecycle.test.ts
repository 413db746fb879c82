// The rental's job after approval, against the running stack: approve (to scheduled, with the
// delivery window), deliver (not before the delivery date), the customer's pickup request, pick up
// and complete; each step on the rental's timeline with who and when, each notification in the
// outbox in order, and nobody else moving it.
import { beforeAll, describe, expect, it } from 'vitest';
import { orderNumber } from '../../shared/order-wording';
import { deliveryDateLabel } from '../../shared/rental-eta';
import { addDays } from '../../shared/rental-dates';
import { deliveredTooEarlyMessage } from '../../shared/rental-status';
import { PICKUP_REQUEST_MESSAGES, rentalSchema, type Rental } from '../../shared/schemas/rental';
import { api } from '../support/stack-client';
import { freshProvider, putProviderInventory, putProviderRental, setStatus, type FreshProvider } from './provider-portal-support';
import { daysFromToday, newCustomer, outboxUntil } from './rentals-support';

let provider: FreshProvider;
let other: FreshProvider;
let customer: Awaited<ReturnType<typeof newCustomer>>;
let stranger: Awaited<ReturnType<typeof newCustomer>>;

beforeAll(async () => {
  [provider, other, customer, stranger] = await Promise.all([freshProvider(), freshProvider(), newCustomer(), newCustomer()]);
  // Enough twenty-yard dumpsters for every rental here to be approved over the same days.
  const stocked = await putProviderInventory(provider.token, { yard5: 0, yard10: 0, yard15: 0, yard20: 10, yard30: 0, yard40: 0 });
  expect(stocked.status, await stocked.clone().text()).toBe(200);
});

/** A pending request of the customer with the provider, delivered from `startDate`. */
const requestOf = (startDate: string) =>
  putProviderRental({ providerId: provider.providerId, customerId: customer.customerId, customerEmail: customer.email, customerName: 'Riley Renter', startDate });

async function move(token: string, rentalId: string, body: Record<string, unknown>): Promise<Response> {
  return api(`/api/provider/rentals/${rentalId}/status`, { method: 'POST', token, body: JSON.stringify(body) });
}

async function requestPickup(token: string, rentalId: string, body: Record<string, unknown> = {}): Promise<Response> {
  return api(`/api/rentals/${rentalId}/pickup-request`, { method: 'POST', token, body: JSON.stringify(body) });
}

/** The e-mail subjects sent to `to` about the order, oldest first (the outbox lists the newest first). */
function subjectsTo(to: string, number: string, entries: Awaited<ReturnType<typeof outboxUntil>>): string[] {
  return [...entries]
    .reverse()
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt))
    .flatMap((entry) => (entry.channel === 'email' && entry.to === to && entry.subject.includes(number) ? [entry.subject] : []));
}

/**
 * Each step's messages go out after its answer: wait for the provider's e-mail of the step (every
 * step is told to the provider) before the next one, as a day between steps would.
 */
async function told(providerEmail: string, rentalId: string, steps: number): Promise<void> {
  const entries = await outboxUntil((all) => subjectsTo(providerEmail, orderNumber(rentalId), all).length >= steps);
  expect(subjectsTo(providerEmail, orderNumber(rentalId), entries)).toHaveLength(steps);
}

async function rentalAfter(response: Response): Promise<Rental> {
  expect(response.status, await response.clone().text()).toBe(200);
  return rentalSchema.parse(await response.json());
}

describe('the rental lifecycle', () => {
  it('goes scheduled, delivered, pickup requested, picked up and completed, each step on its timeline and told in order', async () => {
    // Delivered from yesterday: the delivery date has come at the delivery address, whatever its time zone.
    const rental = await requestOf(daysFromToday(-1));
    const started = Date.now();

    const scheduled = await rentalAfter(await move(provider.token, rental.rentalId, { action: 'approve', deliveryTimeWindow: '8-10 AM' }));
    expect(scheduled).toMatchObject({ status: 'scheduled', deliveryTimeWindow: '8-10 AM' });
    await told(provider.email, rental.rentalId, 1);

    const delivered = await rentalAfter(await setStatus(provider.token, rental.rentalId, 'deliver'));
    expect(delivered.status).toBe('delivered');
    await told(provider.email, rental.rentalId, 2);

    const pickupDate = daysFromToday(1);
    const requested = await rentalAfter(await requestPickup(customer.token, rental.rentalId, { pickupDate }));
    expect(requested).toMatchObject({ status: 'pickup_requested', requestedPickupDate: pickupDate, endDate: rental.endDate });
    await told(provider.email, rental.rentalId, 3);

    // The office enters the landfill's weight ticket with the pickup; the final charge reads its tons.
    const pickedUp = await rentalAfter(await move(provider.token, rental.rentalId, { action: 'pick_up', weightTicket: { tons: 2.35, ticketNumber: 'LF-20881' } }));
    expect(pickedUp).toMatchObject({ status: 'picked_up', weightTicket: { tons: 2.35, ticketNumber: 'LF-20881' } });
    expect(Date.parse(pickedUp.weightTicket!.recordedAt)).toBeGreaterThanOrEqual(started - 1000);
    await told(provider.email, rental.rentalId, 4);

    const completed = await rentalAfter(await setStatus(provider.token, rental.rentalId, 'complete'));
    expect(completed.status).toBe('completed');

    // What the customer reads back: every step with who made it and when, in order.
    const read = rentalSchema.parse(await (await api(`/api/rentals/${rental.rentalId}`, { token: customer.token })).json());
    expect(read.timeline?.map((step) => [step.status, step.by])).toEqual([
      ['pending', 'customer'],
      ['scheduled', 'provider'],
      ['delivered', 'provider'],
      ['pickup_requested', 'customer'],
      ['picked_up', 'provider'],
      ['completed', 'provider'],
    ]);
    const times = read.timeline!.slice(1).map((step) => Date.parse(step.at));
    expect(times.every((time) => time >= started - 1000)).toBe(true);
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    // The outbox: the customer told of each step (their own request confirmed with its date), the provider of each.
    const number = orderNumber(rental.rentalId);
    const subjects = (to: string, entries: Awaited<ReturnType<typeof outboxUntil>>) => subjectsTo(to, number, entries);
    const entries = await outboxUntil((all) => subjects(customer.email, all).length >= 5 && subjects(provider.email, all).length >= 5);
    expect(subjects(customer.email, entries)).toEqual([
      `Your rental is approved and its delivery scheduled (order ${number})`,
      `Your dumpster was delivered (order ${number})`,
      `Pickup scheduled for ${deliveryDateLabel(pickupDate)} (order ${number})`,
      `Your dumpster was picked up (order ${number})`,
      `Your rental is complete (order ${number})`,
    ]);
    expect(subjects(provider.email, entries)).toEqual([
      `You approved a rental and scheduled its delivery (order ${number})`,
      `You marked a dumpster delivered (order ${number})`,
      `Pickup requested (order ${number})`,
      `You marked a dumpster picked up (order ${number})`,
      `Rental completed (order ${number})`,
    ]);
    const scheduledMail = entries.find((entry) => entry.channel === 'email' && entry.to === customer.email && entry.subject.startsWith('Your rental is approved'));
    expect(scheduledMail?.channel === 'email' && scheduledMail.text).toContain('Delivery window: 8-10 AM');
  });

  it('refuses delivery before the delivery date with 409 and the date', async () => {
    const startDate = daysFromToday(3);
    const rental = await requestOf(startDate);
    await rentalAfter(await setStatus(provider.token, rental.rentalId, 'approve'));
    const response = await setStatus(provider.token, rental.rentalId, 'deliver');
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toBe(deliveredTooEarlyMessage(startDate));
  });

  it('refuses a delivery window not on the list, and moves out of order', async () => {
    const rental = await requestOf(daysFromToday(-1));
    expect((await move(provider.token, rental.rentalId, { action: 'approve', deliveryTimeWindow: 'whenever' })).status).toBe(400);
    expect((await setStatus(provider.token, rental.rentalId, 'pick_up')).status).toBe(409);
    // Before delivery the customer cannot ask for a pickup.
    await rentalAfter(await setStatus(provider.token, rental.rentalId, 'approve'));
    const early = await requestPickup(customer.token, rental.rentalId);
    expect(early.status).toBe(409);
    expect(((await early.json()) as { message: string }).message).toBe(PICKUP_REQUEST_MESSAGES.notDelivered);
  });

  it('takes a pickup date from today through the booked pickup date only, and the booked one when none is given', async () => {
    const rental = await requestOf(daysFromToday(-1));
    await rentalAfter(await setStatus(provider.token, rental.rentalId, 'approve'));
    await rentalAfter(await setStatus(provider.token, rental.rentalId, 'deliver'));
    for (const [pickupDate, message] of [
      [daysFromToday(-3), PICKUP_REQUEST_MESSAGES.dateBeforeToday],
      [addDays(rental.endDate, 1), PICKUP_REQUEST_MESSAGES.dateAfterEnd],
    ] as const) {
      const response = await requestPickup(customer.token, rental.rentalId, { pickupDate });
      expect(response.status).toBe(422);
      expect(((await response.json()) as { message: string }).message).toBe(message);
    }
    const requested = await rentalAfter(await requestPickup(customer.token, rental.rentalId));
    expect(requested).toMatchObject({ status: 'pickup_requested', requestedPickupDate: rental.endDate });
  });

  it("lets nobody else move the job: the customer cannot deliver or pick up, another customer cannot ask for pickup, another provider cannot move it", async () => {
    const rental = await requestOf(daysFromToday(-1));
    await rentalAfter(await setStatus(provider.token, rental.rentalId, 'approve'));
    // The provider's route is the provider's: a customer is refused by its policy.
    expect((await setStatus(customer.token, rental.rentalId, 'deliver')).status).toBe(403);
    // Someone else's rental answers 403 with the permission message, as every rental route does.
    expect((await setStatus(other.token, rental.rentalId, 'deliver')).status).toBe(403);
    await rentalAfter(await setStatus(provider.token, rental.rentalId, 'deliver'));
    expect((await setStatus(customer.token, rental.rentalId, 'pick_up')).status).toBe(403);
    expect((await requestPickup(stranger.token, rental.rentalId)).status).toBe(403);
    expect((await requestPickup(provider.token, rental.rentalId)).status).toBe(403);
    expect((await setStatus(other.token, rental.rentalId, 'pick_up')).status).toBe(403);
    const stored = rentalSchema.parse(await (await api(`/api/rentals/${rental.rentalId}`, { token: customer.token })).json());
    expect(stored.status).toBe('delivered');
  });
});
