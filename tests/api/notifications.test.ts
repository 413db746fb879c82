// Order notifications on the local stack: a rent request publishes rental.created to the in-process
// bus, the notifications handler e-mails and texts the customer and the provider (the outbox) and
// saves the ETA onto the rental. A sender that fails leaves the order untouched.
import { beforeAll, describe, expect, it } from 'vitest';
import { createNotificationsHandler, NOT_A_RENTAL_EVENT } from '../../functions/notifications/index';
import { notifyRentalEvent } from '../../functions/notifications/notify-rental-event';
import type { EmailSender, SmsSender } from '../../functions/platform/messaging/message';
import { rentalEta } from '../../shared/rental-eta';
import { rentalSchema, type Rental } from '../../shared/schemas/rental';
import { snsEventOf } from '../../scripts/local/local-notifications';
import { putRental } from '../support/rental-fixtures';
import { api } from '../support/stack-client';
import { DEMO_PROVIDER_EMAIL, daysFromToday, demoProvider, newCustomer, outboxUntil, putListing, rentBody, tableStore } from './rentals-support';

let provider: Awaited<ReturnType<typeof demoProvider>>;
let customer: Awaited<ReturnType<typeof newCustomer>>;

beforeAll(async () => {
  provider = await demoProvider();
  customer = await newCustomer('614-555-0177');
});

describe('order notifications', () => {
  it('e-mails and texts the customer and the provider after a rent request, with the ETA, and saves the ETA', async () => {
    const listing = await putListing(provider.userId);
    const startDate = daysFromToday(12);
    const response = await api('/api/rentals', { method: 'POST', token: customer.token, body: JSON.stringify(rentBody(listing.listingId, { startDate })) });
    expect(response.status).toBe(201);
    const rental = rentalSchema.parse(await response.json());
    const eta = rentalEta({ startDate, addOns: {} });
    const order = rental.rentalId.slice(0, 8).toUpperCase();

    const about = (entries: Awaited<ReturnType<typeof outboxUntil>>) =>
      entries.filter((entry) => (entry.channel === 'email' ? entry.subject : entry.body).includes(order));
    const entries = about(await outboxUntil((all) => about(all).length >= 4));
    const emails = entries.filter((entry) => entry.channel === 'email');
    const texts = entries.filter((entry) => entry.channel === 'sms');
    expect(emails.map((entry) => entry.to).sort()).toEqual([customer.email, DEMO_PROVIDER_EMAIL].sort());
    expect(texts.map((entry) => entry.to).sort()).toEqual(['+16145550101', '+16145550177']);
    for (const entry of emails) {
      if (entry.channel !== 'email') continue;
      expect(entry.text).toContain(eta);
      expect(entry.html).toContain('<table>');
      expect(entry.text).toContain('$445.00');
    }
    const customerEmail = emails.find((entry) => entry.to === customer.email)!;
    // A rent request is sent to the provider, not booked: it says so (a paid checkout reads 'booked and paid').
    expect(customerEmail.channel === 'email' && customerEmail.subject).toContain('We sent your rental request to');
    for (const entry of texts) expect(entry.channel === 'sms' && entry.body).toContain(eta);

    // The ETA is saved after the messages: wait for it.
    let stored: Rental | undefined;
    for (let tries = 0; tries < 50 && !stored?.eta; tries += 1) {
      stored = rentalSchema.parse(await (await api(`/api/rentals/${rental.rentalId}`, { token: customer.token })).json());
      if (!stored.eta) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(stored).toMatchObject({ eta, notificationStatus: 'sent', status: 'pending', totalPriceCents: 44_500 });
  });

  it('tells both parties when the customer cancels, without an ETA', async () => {
    const listing = await putListing(provider.userId);
    const created = rentalSchema.parse(await (await api('/api/rentals', { method: 'POST', token: customer.token, body: JSON.stringify(rentBody(listing.listingId)) })).json());
    expect((await api(`/api/rentals/${created.rentalId}/cancel`, { method: 'POST', token: customer.token })).status).toBe(200);
    const order = created.rentalId.slice(0, 8).toUpperCase();
    const cancelledMessages = (entries: Awaited<ReturnType<typeof outboxUntil>>) =>
      entries.filter((entry) => entry.channel === 'email' && entry.subject.includes(order) && /cancelled/.test(entry.subject));
    const entries = cancelledMessages(await outboxUntil((all) => cancelledMessages(all).length >= 2));
    expect(entries.map((entry) => entry.to).sort()).toEqual([customer.email, DEMO_PROVIDER_EMAIL].sort());
    for (const entry of entries) expect(entry.channel === 'email' && entry.text).not.toContain('Estimated delivery');
  });

  it('uses the preferred time window for the ETA', async () => {
    const rental = await putRental({ customerId: customer.customerId, customerName: 'Riley Renter', customerEmail: customer.email, providerId: provider.userId, startDate: '2030-06-14' });
    await tableStore().entities.rental.patch({ rentalId: rental.rentalId }).set({ addOns: { preferredTimeWindow: 'afternoon' } }).go();
    const sent: string[] = [];
    const outcome = await notifyRentalEvent(
      {
        store: tableStore(),
        email: { sendEmail: async (message) => void sent.push(message.text) },
        sms: { sendSms: async (message) => void sent.push(message.body) },
      },
      { type: 'rental.created', rentalId: rental.rentalId, occurredAt: new Date().toISOString() },
    );
    expect(outcome.eta).toBe('Friday, June 14, 2030, 1:00 PM-5:00 PM');
    expect(sent.every((text) => text.includes('1:00 PM-5:00 PM'))).toBe(true);
  });

  it('skips a channel without an address and retries a failing sender, leaving the rental intact', async () => {
    const rental = await putRental({ customerId: customer.customerId, customerName: 'Riley Renter', customerEmail: '', providerId: provider.userId, startDate: '2030-07-01' });
    let emailAttempts = 0;
    const failingEmail: EmailSender = {
      sendEmail: async () => {
        emailAttempts += 1;
        throw new Error('SES is down');
      },
    };
    const texts: string[] = [];
    const sms: SmsSender = { sendSms: async (message) => void texts.push(message.to) };
    const deps = { store: tableStore(), email: failingEmail, sms, retry: { attempts: 3, baseDelayMs: 1, sleep: async () => undefined } };
    const event = { type: 'rental.created' as const, rentalId: rental.rentalId, occurredAt: new Date().toISOString() };

    const outcome = await notifyRentalEvent(deps, event);
    expect(outcome.failed).toEqual(['provider email']);
    expect(outcome.skipped).toEqual(['customer email']);
    expect(outcome.sent.sort()).toEqual(['customer sms', 'provider sms']);
    expect(emailAttempts).toBe(3);

    // The SNS handler reports the undelivered message (for Lambda's retries and the dead-letter
    // queue) only after finishing; the rental is still exactly the order that was placed.
    await expect(createNotificationsHandler(() => deps)(snsEventOf(event))).rejects.toThrow(/not delivered/);
    const { data } = await tableStore().entities.rental.get({ rentalId: rental.rentalId }).go();
    const { eta: _eta, notificationStatus, updatedAt: _updated, ...order } = data as Rental;
    const { updatedAt: _before, ...placed } = rental;
    expect(order).toEqual(placed);
    expect(notificationStatus).toBe('failed');
  });

  it('ignores an event for a rental that does not exist, and refuses a message that is not a rental event, sending nothing', async () => {
    const sent: string[] = [];
    const deps = { store: tableStore(), email: { sendEmail: async () => void sent.push('email') }, sms: { sendSms: async () => void sent.push('sms') } };
    const handler = createNotificationsHandler(() => deps);
    const event = snsEventOf({ type: 'rental.created', rentalId: 'missing', occurredAt: '' });
    await expect(handler(event)).resolves.toBeUndefined();
    // Fails the invocation: Lambda retries it, then the dead-letter queue keeps it (functions/notifications/index.ts).
    event.Records[0].Sns.Message = 'not json';
    await expect(handler(event)).rejects.toThrow(NOT_A_RENTAL_EVENT);
    event.Records[0].Sns.Message = JSON.stringify({ type: 'rental.teleported', rentalId: 'missing' });
    await expect(handler(event)).rejects.toThrow(NOT_A_RENTAL_EVENT);
    expect(sent).toEqual([]);
  });
});
