// Text-to-book over the local stack: texts go in through /dev/sms (the SNS event the inbound-SMS
// topic would deliver, handed to the sms function), replies come out of the outbox. A whole
// conversation ends in a sandbox payment, a rental recorded by the webhook path and its text.
import { describe, expect, it } from 'vitest';
import { rentalIdForSession } from '../../functions/checkout/create-checkout-session';
import { SMS_REPLIES } from '../../functions/sms/conversation';
import { rentalTitle } from '../../shared/order-wording';
import { TEXT_ORDER_NOT_PAID_PATH } from '../../shared/constants';
import { formatUsd } from '../../shared/money';
import { orderManagePath } from '../../shared/order-link';
import { quote } from '../../shared/pricing';
import { addDays } from '../../shared/rental-dates';
import { searchResponseSchema } from '../../shared/schemas/search';
import { api } from '../support/stack-client';
import { checkoutBody, deliver, payWithoutWebhook, sandboxKey, sessionStatus, startCheckout } from './checkout-support';
import { daysFromToday, demoProvider, outbox, outboxUntil, tableStore } from './rentals-support';

/** A number no other test texts from. */
const newPhone = () => `+1614${String(Math.floor(2_000_000 + Math.random() * 7_999_999))}`;

async function text(from: string, body: string): Promise<string[]> {
  const response = await api('/dev/sms', { method: 'POST', body: JSON.stringify({ from, text: body }) });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { replies: string[] }).replies;
}

const textsTo = async (phone: string) =>
  (await outbox()).filter((entry) => entry.channel === 'sms' && entry.to === phone).map((entry) => (entry.channel === 'sms' ? entry.body : ''));

describe('text-to-book', () => {
  it("books a dumpster by text at the provider's price: ZIP, period, a confirmed date and street to a payment link, then the paid rental and its text", async () => {
    const phone = newPhone();
    const search = searchResponseSchema.parse(await (await api('/api/search?zipCode=43215&size=10')).json());
    // The landing page promises a local provider: the first one based in the ZIP's state.
    const first = search.providers.find((provider) => provider.state === 'OH')!;
    const { data: profile } = await tableStore().entities.providerProfile.get({ providerId: first.providerId }).go();
    // The same quote as search and checkout: the provider's 10 yards for 3 days, delivered.
    const threeDays = quote({ pricing: profile!.pricing, sizeYards: 10, rentalDays: 3 }).totalCents;

    expect(await text(phone, 'BOOK')).toEqual([SMS_REPLIES.welcome]);
    const [periodQuestion] = await text(phone, '43215');
    expect(periodQuestion).toContain(`${first.businessName} delivers to Columbus, OH 43215`);
    expect(periodQuestion).toContain(`1 for 3 days (${formatUsd(threeDays)})`);
    // A week is the very total search listed the provider at.
    expect(periodQuestion).toContain(`2 for a week (${formatUsd(first.quote.totalCents)})`);
    const [dateQuestion] = await text(phone, '1');
    expect(dateQuestion).toContain(`3-day rental, ${formatUsd(threeDays)}`);
    const deliveryDate = daysFromToday(5);
    const [confirmation] = await text(phone, deliveryDate);
    expect(confirmation).toBe(SMS_REPLIES.confirmDate(deliveryDate));
    const [addressQuestion] = await text(phone, 'YES');
    expect(addressQuestion).toContain('What is the street address');
    const [quoteText] = await text(phone, '12 Elm St');
    expect(quoteText).toContain(`Total ${formatUsd(threeDays)}`);
    expect(quoteText).toContain('12 Elm St, Columbus, OH 43215');

    const { data: conversation } = await tableStore().entities.smsConversation.get({ phoneNumber: phone }).go();
    expect(conversation).toMatchObject({ step: 'payment', providerId: first.providerId, period: 'threeDay', deliveryDate });
    const sessionId = conversation!.checkoutSessionId!;
    expect(quoteText).toContain(conversation!.paymentUrl!);
    expect(conversation!.expiresAt).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);

    // The checkout stores the server's price, never anything the texter sent.
    const { data: checkout } = await tableStore().entities.checkoutSession.get({ sessionId }).go();
    expect(checkout).toMatchObject({ status: 'pending', amountCents: threeDays, customerPhone: phone, dumpsterType: profile!.dumpsterTypes[0], endDate: addDays(deliveryDate, 3) });
    // A declined or abandoned payment returns to a page about this text order, never to the web
    // checkout of some other product.
    const session = (await (await api(`/sandbox/api/sessions/${sessionId}`, { headers: sandboxKey() })).json()) as { cancel_url: string; description: string };
    expect(new URL(session.cancel_url).pathname).toBe(TEXT_ORDER_NOT_PAID_PATH);
    expect(session.description).toContain('10 Yard dumpster rental, 3-day');

    const { event } = await payWithoutWebhook(sessionId);
    expect((await deliver(JSON.stringify(event))).status).toBe(200);
    const { data: rental } = await tableStore().entities.rental.get({ rentalId: rentalIdForSession(sessionId) }).go();
    expect(rental).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      providerId: first.providerId,
      customerPhone: phone,
      totalPriceCents: threeDays,
      rentalPeriod: 'daily',
      startDate: deliveryDate,
      deliveryAddress: { street: '12 Elm St', city: 'Columbus', state: 'OH', zipCode: '43215' },
      dumpsterType: profile!.dumpsterTypes[0],
    });
    expect(rentalTitle(rental!)).toMatch(/^10 Yard \w+ Dumpster$/);
    // The phone back on the success page with the payment link's return token gets the order's manage link; no one else does.
    const { data: link } = await tableStore().entities.orderLink.get({ rentalId: rental!.rentalId }).go();
    expect((await sessionStatus(sessionId)).manageUrl).toBe(orderManagePath(rental!.rentalId, link!.key));
    expect((await sessionStatus(sessionId, null)).manageUrl).toBeUndefined();
    // A second delivery of the same event records nothing more.
    expect((await deliver(JSON.stringify(event))).status).toBe(200);

    const number = rental!.rentalId.slice(0, 8).toUpperCase();
    const entries = await outboxUntil((all) => all.some((entry) => entry.channel === 'sms' && entry.to === phone && entry.body.includes(number)));
    const confirmations = entries.filter((entry) => entry.channel === 'sms' && entry.to === phone && entry.body.includes(number));
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.channel === 'sms' && confirmations[0]!.body).toContain('10 yd dumpster');

    // The paid conversation is over: the next text starts a new one.
    expect(await text(phone, 'hello')).toEqual([SMS_REPLIES.welcome]);
  });

  it('says a polite no for a ZIP no provider serves, and goes on with the next ZIP texted', async () => {
    const phone = newPhone();
    await text(phone, 'BOOK');
    expect(await text(phone, '99901')).toEqual([SMS_REPLIES.noProvider('99901')]);
    expect((await tableStore().entities.smsConversation.get({ phoneNumber: phone }).go()).data).toMatchObject({ step: 'zip' });
    const [periodQuestion] = await text(phone, '43215');
    expect(periodQuestion).toContain('How long do you need the 10 yd dumpster?');
  });

  it('goes back a question on BACK', async () => {
    const phone = newPhone();
    await text(phone, 'BOOK');
    await text(phone, '43215');
    expect((await text(phone, '2'))[0]).toMatch(/^Weekly rental, \$[\d,]+\.\d\d\. What day/);
    const [periodAgain] = await text(phone, 'BACK');
    expect(periodAgain).toContain('How long do you need the 10 yd dumpster?');
    expect((await text(phone, '3'))[0]).toMatch(/^Monthly rental, \$[\d,]+\.\d\d\. What day/);
  });

  it('answers malformed input at every step with a helpful re-prompt', async () => {
    const phone = newPhone();
    await text(phone, 'hi');
    expect(await text(phone, 'Columbus please')).toEqual([SMS_REPLIES.zipAgain]);
    await text(phone, '43215');
    expect((await text(phone, 'a while'))[0]).toMatch(/^Sorry, we didn't get that\. Reply 1 for 3 days/);
    await text(phone, 'week');
    expect(await text(phone, 'whenever')).toEqual([SMS_REPLIES.dateAgain]);
    const [tooSoon] = await text(phone, 'today');
    expect(tooSoon).toContain('The earliest delivery date is tomorrow');
    await text(phone, 'tomorrow');
    await text(phone, 'yes');
    expect(await text(phone, 'the blue house')).toEqual([SMS_REPLIES.addressAgain]);
    const [help] = await text(phone, 'HELP');
    expect(help).toContain('(614) 555-0142');
    // HELP kept the conversation where it was.
    const [weekQuote] = await text(phone, '7 Oak Ave');
    expect(weekQuote).toMatch(/^Your quote: weekly 10 yd dumpster rental .* Total \$[\d,]+\.\d\d\./);
  });

  it('sends nothing after STOP, order notifications included, until START', async () => {
    const phone = newPhone();
    expect(await text(phone, 'BOOK')).toEqual([SMS_REPLIES.welcome]);
    expect(await text(phone, 'STOP')).toEqual([SMS_REPLIES.stopped]);
    for (const body of ['BOOK', '43215', 'STOP']) expect(await text(phone, body)).toEqual([]);
    // HELP is answered whatever the opt-out, as carriers require.
    expect(await text(phone, 'HELP')).toEqual([SMS_REPLIES.help]);

    // An order placed on the website with the opted-out number: its texts are not sent either.
    const providerId = (await demoProvider()).userId;
    const { sessionId } = await startCheckout(checkoutBody(providerId, { customer: { ...checkoutBody(providerId).customer, phone: phone.slice(2) } }));
    const { event } = await payWithoutWebhook(sessionId);
    expect((await deliver(JSON.stringify(event))).status).toBe(200);
    const rentalId = rentalIdForSession(sessionId);
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && !(await tableStore().entities.rental.get({ rentalId }).go()).data?.notificationStatus) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await tableStore().entities.rental.get({ rentalId }).go()).data?.notificationStatus).toBe('sent');
    expect(await textsTo(phone)).toEqual([SMS_REPLIES.help, SMS_REPLIES.stopped, SMS_REPLIES.welcome]);

    expect(await text(phone, 'START')).toEqual([SMS_REPLIES.started]);
    expect(await text(phone, 'BOOK')).toEqual([SMS_REPLIES.welcome]);
  });

  it('shows the simulator page with the conversation so far', async () => {
    const phone = newPhone();
    await text(phone, 'HELP');
    const page = await api(`/dev/sms?from=${encodeURIComponent(phone)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<form method="post" action="/dev/sms">');
    expect(html).toContain('text-to-book: text BOOK');
    const form = await api('/dev/sms', {
      method: 'POST',
      body: new URLSearchParams({ from: phone, text: 'BOOK' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe(`/dev/sms?from=${encodeURIComponent(phone)}`);
  });
});
