import { describe, expect, it } from 'vitest';
import { SITE_CONTACT } from '../../shared/constants';
import {
  afterPaymentLink,
  afterProviderLookup,
  endDateOf,
  nextTurn,
  SMS_REPLIES,
  type SmsConversation,
  type Turn,
} from './conversation';

const PHONE = '+16145550142';
// 15:00 UTC on Nov 23, 2026 is 7:00 in Los Angeles: "tomorrow" is Nov 24.
const NOW = new Date('2026-11-23T15:00:00Z');
// The provider's own totals for its 10-yard dumpster (zip-provider.ts prices them with shared/pricing.ts).
const PRICES = { threeDay: 29_000, weekly: 45_000, monthly: 165_000 };
const PROVIDER = { providerId: 'p-1', providerName: 'Buckeye Bin Rentals', city: 'Columbus', state: 'OH', timeZone: 'America/New_York', periodPricesCents: PRICES };

const turn = (conversation: SmsConversation | null, text: string, options: { now?: Date; optedOut?: boolean } = {}) =>
  nextTurn({ phoneNumber: PHONE, text, now: options.now ?? NOW, conversation, optedOut: options.optedOut ?? false });

function replyOf(result: Turn): { conversation: SmsConversation | null; replies: string[] } {
  expect(result.kind).toBe('reply');
  if (result.kind !== 'reply') throw new Error('not a reply');
  return result;
}

/** Walks a conversation through the given texts, answering provider lookups with PROVIDER. */
function converse(texts: string[], start: SmsConversation | null = null) {
  let conversation = start;
  let last: Turn | undefined;
  for (const text of texts) {
    last = turn(conversation, text);
    if (last.kind === 'findProvider') last = afterProviderLookup(last.conversation, PROVIDER, NOW);
    if (last.kind === 'reply') conversation = last.conversation;
  }
  return { conversation, last: last! };
}

describe('text-to-book conversation', () => {
  it('starts with any first text (or BOOK) by asking for the ZIP code', () => {
    for (const text of ['BOOK', 'hi there', 'book']) {
      const { conversation, replies } = replyOf(turn(null, text));
      expect(conversation).toMatchObject({ phoneNumber: PHONE, step: 'zip' });
      expect(replies).toEqual([SMS_REPLIES.welcome]);
    }
  });

  it('keeps the conversation 24 hours from the last text', () => {
    const { conversation } = replyOf(turn(null, 'BOOK'));
    expect(conversation!.expiresAt).toBe(NOW.getTime() / 1000 + 24 * 3600);
  });

  it('asks the provider lookup for a ZIP and re-prompts for anything else', () => {
    const { conversation } = replyOf(turn(null, 'BOOK'));
    const lookup = turn(conversation, ' 43215 ');
    expect(lookup).toMatchObject({ kind: 'findProvider', zipCode: '43215' });
    for (const bad of ['4321', 'Columbus', '432155', '']) {
      const again = replyOf(turn(conversation, bad));
      expect(again.replies).toEqual([SMS_REPLIES.zipAgain]);
      expect(again.conversation?.step).toBe('zip');
    }
  });

  it('says a polite no when no provider serves the ZIP, and stays at the ZIP question for another one', () => {
    const { conversation } = replyOf(turn(null, 'BOOK'));
    const lookup = turn(conversation, '99950');
    if (lookup.kind !== 'findProvider') throw new Error('expected a lookup');
    const { conversation: still, replies } = replyOf(afterProviderLookup(lookup.conversation, null, NOW));
    expect(still).toMatchObject({ step: 'zip' });
    expect(still?.zipCode).toBeUndefined();
    expect(replies[0]).toContain("we don't have a provider delivering to 99950");
    expect(replies[0]).toContain('Reply with another ZIP code');
    expect(replies[0]).toContain(SITE_CONTACT.phone);
    // A served ZIP next continues the same conversation, no greeting again.
    const next = turn(still, '43215');
    expect(next).toMatchObject({ kind: 'findProvider', zipCode: '43215' });
  });

  it("walks ZIP, period, date and street to a payment link request at the provider's price, and quotes what the payment charges", () => {
    const { conversation, last } = converse(['BOOK', '43215', '2', '12/5', 'yes', '12 Elm St']);
    expect(conversation?.step).toBe('address');
    expect(last).toMatchObject({
      kind: 'createPaymentLink',
      booking: {
        phoneNumber: PHONE,
        zipCode: '43215',
        city: 'Columbus',
        state: 'OH',
        street: '12 Elm St',
        providerId: 'p-1',
        period: 'weekly',
        deliveryDate: '2026-12-05',
        endDate: '2026-12-12',
        amountCents: PRICES.weekly,
      },
    });
    if (last.kind !== 'createPaymentLink') return;
    const { conversation: waiting, replies } = replyOf(
      afterPaymentLink(last.conversation, last.booking, { sessionId: 'cs_1', url: 'https://pay.example/cs_1', amountCents: PRICES.weekly }, NOW),
    );
    expect(waiting).toMatchObject({ step: 'payment', checkoutSessionId: 'cs_1', paymentUrl: 'https://pay.example/cs_1' });
    expect(replies[0]).toContain('weekly 10 yd dumpster rental from Buckeye Bin Rentals');
    expect(replies[0]).toContain('Total $450.00');
    expect(replies[0]).toContain('https://pay.example/cs_1');
    expect(replies[0]).toContain('12 Elm St, Columbus, OH 43215');
    // A text while the payment is open repeats the link.
    expect(replyOf(turn(waiting, 'hello?')).replies).toEqual([SMS_REPLIES.awaitingPayment('https://pay.example/cs_1')]);
  });

  it("asks for the period after the ZIP, listing the provider's three totals", () => {
    const { last } = converse(['BOOK', '43215']);
    const { replies } = replyOf(last);
    expect(replies[0]).toContain('Buckeye Bin Rentals delivers to Columbus, OH 43215');
    expect(replies[0]).toContain('1 for 3 days ($290.00)');
    expect(replies[0]).toContain('2 for a week ($450.00)');
    expect(replies[0]).toContain('3 for a month ($1,650.00)');
  });

  it('re-prompts a period it cannot read and keeps the step', () => {
    const { conversation } = converse(['BOOK', '43215']);
    const again = replyOf(turn(conversation, '4'));
    expect(again.replies).toEqual([SMS_REPLIES.periodAgain(PRICES)]);
    expect(again.conversation?.step).toBe('period');
  });

  it('re-prompts a malformed, past or far-off date with the reason', () => {
    const { conversation } = converse(['BOOK', '43215', '1']);
    expect(conversation?.step).toBe('date');
    expect(replyOf(turn(conversation, 'next-ish')).replies).toEqual([SMS_REPLIES.dateAgain]);
    expect(replyOf(turn(conversation, '13/45')).replies).toEqual([SMS_REPLIES.dateAgain]);
    expect(replyOf(turn(conversation, 'today')).replies[0]).toContain('The earliest delivery date is tomorrow, Tue, Nov 24, 2026');
    expect(replyOf(turn(conversation, '2027-12-31')).replies).toEqual([SMS_REPLIES.dateTooLate]);
    expect(replyOf(turn(conversation, 'today')).conversation?.step).toBe('date');
  });

  it('confirms the date it read before going on: YES accepts, a new date is confirmed again', () => {
    const { conversation } = converse(['BOOK', '43215', '2']);
    const asked = replyOf(turn(conversation, 'Dec 5'));
    expect(asked.conversation).toMatchObject({ step: 'confirmDate', deliveryDate: '2026-12-05' });
    expect(asked.replies).toEqual(['Sat, Dec 5 - reply YES or a new date.']);
    const changed = replyOf(turn(asked.conversation, '12/7'));
    expect(changed.conversation).toMatchObject({ step: 'confirmDate', deliveryDate: '2026-12-07' });
    expect(changed.replies).toEqual(['Mon, Dec 7 - reply YES or a new date.']);
    expect(replyOf(turn(changed.conversation, 'maybe')).replies).toEqual([SMS_REPLIES.confirmDateAgain('2026-12-07')]);
    const accepted = replyOf(turn(changed.conversation, 'Yes'));
    expect(accepted.conversation).toMatchObject({ step: 'address', deliveryDate: '2026-12-07' });
    expect(accepted.replies[0]).toContain('What is the street address');
  });

  it('goes back one question on BACK, at every step', () => {
    const atPeriod = converse(['BOOK', '43215']).conversation;
    const toZip = replyOf(turn(atPeriod, 'back'));
    expect(toZip.conversation?.step).toBe('zip');
    expect(toZip.replies).toEqual([SMS_REPLIES.zipAgain]);
    const atDate = converse(['BOOK', '43215', '2']).conversation;
    const toPeriod = replyOf(turn(atDate, 'BACK'));
    expect(toPeriod.conversation?.step).toBe('period');
    expect(toPeriod.replies[0]).toContain('2 for a week');
    const atConfirm = converse(['BOOK', '43215', '2', '12/5']).conversation;
    expect(replyOf(turn(atConfirm, 'back')).conversation?.step).toBe('date');
    const atAddress = converse(['BOOK', '43215', '2', '12/5', 'yes']).conversation;
    const toDate = replyOf(turn(atAddress, 'Back'));
    expect(toDate.conversation?.step).toBe('date');
    expect(toDate.replies).toEqual([SMS_REPLIES.askDate('weekly', PRICES)]);
    const waiting = { ...atAddress!, step: 'payment' as const, street: '12 Elm St', paymentUrl: 'https://pay.example/cs_1' };
    const toAddress = replyOf(turn(waiting, 'back'));
    expect(toAddress.conversation?.step).toBe('address');
    expect(SMS_REPLIES.help).toContain('BACK');
  });

  it('re-prompts a street without a house number', () => {
    const { conversation } = converse(['BOOK', '43215', '3', 'tomorrow', 'YES']);
    expect(conversation).toMatchObject({ step: 'address', deliveryDate: '2026-11-24', period: 'monthly' });
    for (const bad of ['Elm Street', '12', 'x']) expect(replyOf(turn(conversation, bad)).replies).toEqual([SMS_REPLIES.addressAgain]);
  });

  it('restarts on BOOK at any step', () => {
    const { conversation } = converse(['BOOK', '43215', '1']);
    const restarted = replyOf(turn(conversation, 'BOOK'));
    expect(restarted.conversation).toMatchObject({ step: 'zip' });
    expect(restarted.conversation?.zipCode).toBeUndefined();
  });

  it('treats an expired conversation as none', () => {
    const { conversation } = converse(['BOOK', '43215']);
    const later = new Date(NOW.getTime() + 25 * 3600 * 1000);
    const { conversation: next, replies } = replyOf(turn(conversation, '2', { now: later }));
    expect(next?.step).toBe('zip');
    expect(replies).toEqual([SMS_REPLIES.welcome]);
  });

  it('answers HELP with the help text and the support phone, leaving the conversation as it was', () => {
    const { conversation } = converse(['BOOK', '43215']);
    const help = replyOf(turn(conversation, 'help'));
    expect(help.replies[0]).toContain(SITE_CONTACT.phone);
    expect(help.replies[0]).toContain('BOOK');
    expect(help.conversation).toEqual(conversation);
  });

  it('opts out on STOP, then ignores everything but START', () => {
    const { conversation } = converse(['BOOK', '43215']);
    expect(turn(conversation, 'STOP')).toEqual({ kind: 'optOut', replies: [SMS_REPLIES.stopped] });
    expect(SMS_REPLIES.stopped).toMatch(/^You are unsubscribed/);
    for (const text of ['BOOK', 'STOP', '43215']) expect(turn(null, text, { optedOut: true })).toEqual({ kind: 'ignore' });
    // Carriers expect HELP answered always, even after STOP.
    expect(turn(null, 'HELP', { optedOut: true })).toEqual({ kind: 'helpWhileOptedOut', replies: [SMS_REPLIES.help] });
    expect(turn(null, 'start', { optedOut: true })).toEqual({ kind: 'optIn', replies: [SMS_REPLIES.started] });
    expect(SMS_REPLIES.started).toMatch(/^You are subscribed again/);
  });

  it('ends 3-day, weekly and monthly rentals on the right day', () => {
    expect(endDateOf('threeDay', '2026-12-05')).toBe('2026-12-08');
    expect(endDateOf('weekly', '2026-12-05')).toBe('2026-12-12');
    // A month is the 30 days priced, as a web checkout's length is.
    expect(endDateOf('monthly', '2027-01-31')).toBe('2027-03-02');
  });
});
