// The conversation when no unit of the size is free for the texted dates: the service finds it
// (when the date is texted, or when the payment link's hold finds a day full) and the pure
// conversation answers with the next available date, offered to confirm with YES.
import { describe, expect, it } from 'vitest';
import { afterNoUnitFree, afterProviderLookup, nextTurn, SMS_REPLIES, type SmsConversation, type Turn } from './conversation';

const PHONE = '+16145550142';
const NOW = new Date('2026-11-23T15:00:00Z');
const PRICES = { threeDay: 29_000, weekly: 45_000, monthly: 165_000 };
const PROVIDER = { providerId: 'p-1', providerName: 'Buckeye Bin Rentals', city: 'Columbus', state: 'OH', timeZone: 'America/New_York', periodPricesCents: PRICES };

function converse(texts: string[]) {
  let conversation: SmsConversation | null = null;
  let last: Turn | undefined;
  for (const text of texts) {
    last = nextTurn({ phoneNumber: PHONE, text, now: NOW, conversation, optedOut: false });
    if (last.kind === 'findProvider') last = afterProviderLookup(last.conversation, PROVIDER, NOW);
    if (last.kind === 'reply') conversation = last.conversation;
  }
  return { conversation: conversation!, last: last! };
}

function reply(turn: Turn) {
  if (turn.kind !== 'reply') throw new Error(`expected a reply, got ${turn.kind}`);
  return { conversation: turn.conversation!, replies: turn.replies };
}

describe('no unit free for the texted dates', () => {
  it('names the full day and the next available delivery date, and YES books that date', () => {
    // Dec 5 read and waiting for confirmation: the service found Dec 8 full, Dec 12 the next free start.
    const { conversation } = converse(['BOOK', '43215', '2', '12/5']);
    expect(conversation).toMatchObject({ step: 'confirmDate', deliveryDate: '2026-12-05' });
    const answered = reply(afterNoUnitFree(conversation, { fullDay: '2026-12-08', nextStart: '2026-12-12' }, NOW));
    expect(answered.replies).toEqual([SMS_REPLIES.noUnitFree('Buckeye Bin Rentals', '2026-12-08', '2026-12-12')]);
    expect(answered.replies[0]).toBe(
      'Sorry, Buckeye Bin Rentals has no 10 yd dumpster free on Tue, Dec 8. The next available delivery date is Sat, Dec 12, 2026: reply YES to book it, or text another date.',
    );
    expect(answered.conversation).toMatchObject({ step: 'confirmDate', deliveryDate: '2026-12-12', period: 'weekly' });

    const yes = reply(nextTurn({ phoneNumber: PHONE, text: 'yes', now: NOW, conversation: answered.conversation, optedOut: false }));
    expect(yes.conversation).toMatchObject({ step: 'address', deliveryDate: '2026-12-12' });
    expect(yes.replies[0]).toContain('Delivery on Sat, Dec 12, 2026.');
  });

  it('takes another date texted instead, read and confirmed like the first', () => {
    const { conversation } = converse(['BOOK', '43215', '2', '12/5']);
    const answered = reply(afterNoUnitFree(conversation, { fullDay: '2026-12-05', nextStart: '2026-12-12' }, NOW));
    const other = reply(nextTurn({ phoneNumber: PHONE, text: '12/20', now: NOW, conversation: answered.conversation, optedOut: false }));
    expect(other.conversation).toMatchObject({ step: 'confirmDate', deliveryDate: '2026-12-20' });
    expect(other.replies).toEqual([SMS_REPLIES.confirmDate('2026-12-20')]);
  });

  it('when the payment link finds the day taken meanwhile, opens no payment and offers the next date', () => {
    const { conversation, last } = converse(['BOOK', '43215', '2', '12/5', 'yes', '12 Elm St']);
    expect(last.kind).toBe('createPaymentLink');
    if (last.kind !== 'createPaymentLink') return;
    const answered = reply(afterNoUnitFree(last.conversation, { fullDay: '2026-12-06', nextStart: '2026-12-13' }, NOW));
    expect(conversation.step).toBe('address');
    expect(answered.conversation).toMatchObject({ step: 'confirmDate', deliveryDate: '2026-12-13', street: '12 Elm St' });
    expect(answered.conversation.checkoutSessionId).toBeUndefined();
    expect(answered.conversation.paymentUrl).toBeUndefined();
  });

  it('with no date free for the whole rental, keeps the date question open and suggests a shorter rental', () => {
    const { conversation } = converse(['BOOK', '43215', '3', '12/5']);
    const answered = reply(afterNoUnitFree(conversation, { fullDay: '2026-12-05', nextStart: undefined }, NOW));
    expect(answered.conversation.step).toBe('date');
    expect(answered.conversation.deliveryDate).toBeUndefined();
    expect(answered.replies[0]).toMatch(/^Sorry, Buckeye Bin Rentals has no 10 yd dumpster free on Sat, Dec 5\. None is free .* Reply BACK to choose a shorter rental/);
    // BACK from the date question asks for the period again.
    const back = reply(nextTurn({ phoneNumber: PHONE, text: 'BACK', now: NOW, conversation: answered.conversation, optedOut: false }));
    expect(back.conversation.step).toBe('period');
  });

  it('is pure: the same conversation and finding give the same turn', () => {
    const { conversation } = converse(['BOOK', '43215', '2', '12/5']);
    const found = { fullDay: '2026-12-08', nextStart: '2026-12-12' };
    expect(afterNoUnitFree(conversation, found, NOW)).toEqual(afterNoUnitFree(conversation, found, NOW));
    expect(conversation).toMatchObject({ step: 'confirmDate', deliveryDate: '2026-12-05' });
  });
});
