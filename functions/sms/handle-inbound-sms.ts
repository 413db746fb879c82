// One inbound text: read the number's opt-out and conversation, run the conversation one turn
// (answering its provider and payment-link requests), save what it became and send the replies
// through the SmsSender (which itself refuses opted-out numbers). A paid conversation is over:
// its rental exists and the order notifications have texted the confirmation. A number over its
// cap of inbound texts gets one short reply, then silence until the window ends (text-limit.ts).
import type { InboundSms } from '../../shared/schemas/sms';
import { toE164 } from '../notifications/order-notification';
import type { Store } from '../platform/data/store';
import { logger } from '../platform/logger';
import type { SmsSender } from '../platform/messaging/message';
import type { PaymentPort } from '../platform/payments/payment-port';
import type { RateLimiter } from '../platform/rate-limit/rate-limiter';
import { afterDateRefusal, afterNoUnitFree, afterPaymentLink, afterProviderLookup, nextTurn, type SmsConversation, type Turn } from './conversation';
import { checkSmsDate, createSmsCheckout } from './sms-checkout';
import { checkTextLimit, TEXT_LIMIT_REPLY, type TextLimitOutcome } from './text-limit';
import { providerForZip } from './zip-provider';

export interface InboundSmsDeps {
  store: Store;
  sms: SmsSender;
  payments: () => Promise<PaymentPort>;
  clock: () => Date;
  siteUrl: string;
  /** Caps inbound texts per number (RATE_LIMITS.inboundTexts); without it, no cap (unit tests). */
  textLimit?: RateLimiter;
}

export interface InboundSmsOutcome {
  phoneNumber: string;
  turn: Turn['kind'] | 'duplicate' | 'limited';
  replies: number;
}

async function readConversation(store: Store, phoneNumber: string): Promise<SmsConversation | null> {
  const { data } = await store.entities.smsConversation.get({ phoneNumber }).go({ consistent: true });
  return data;
}

async function isOptedOut(store: Store, phoneNumber: string): Promise<boolean> {
  const { data } = await store.entities.smsOptOut.get({ phoneNumber }).go({ consistent: true });
  return data !== null;
}

/** Waiting for a payment that has meanwhile become a rental: the conversation is over. */
async function paidMeanwhile(store: Store, conversation: SmsConversation | null): Promise<boolean> {
  if (conversation?.step !== 'payment' || !conversation.checkoutSessionId) return false;
  const { data } = await store.entities.checkoutSession.get({ sessionId: conversation.checkoutSessionId }).go({ consistent: true });
  return data?.status === 'recorded';
}

/** The cap's verdict; if it cannot be read, the text is answered (the failure is logged). */
async function textLimitOf(limiter: RateLimiter, phoneNumber: string, text: string): Promise<TextLimitOutcome> {
  try {
    return await checkTextLimit(limiter, phoneNumber, text);
  } catch (error) {
    logger.error('Inbound text limit not checked; text answered', { phoneNumber, error: error as Error });
    return 'allowed';
  }
}

export async function handleInboundSms(deps: InboundSmsDeps, inbound: InboundSms): Promise<InboundSmsOutcome> {
  const phoneNumber = toE164(inbound.originationNumber) ?? inbound.originationNumber.trim();
  const now = deps.clock();
  const [stored, optedOut] = await Promise.all([readConversation(deps.store, phoneNumber), isOptedOut(deps.store, phoneNumber)]);
  if (stored?.lastInboundMessageId === inbound.inboundMessageId) {
    // SNS delivers at least once: the same text twice must not answer twice.
    return { phoneNumber, turn: 'duplicate', replies: 0 };
  }
  const limited = deps.textLimit ? await textLimitOf(deps.textLimit, phoneNumber, inbound.messageBody) : 'allowed';
  if (limited !== 'allowed') {
    const replies = limited === 'firstRefusal' && !optedOut ? [TEXT_LIMIT_REPLY] : [];
    logger.warn('Inbound text over the per-number limit', { phoneNumber, replies: replies.length });
    for (const body of replies) await deps.sms.sendSms({ to: phoneNumber, body });
    return { phoneNumber, turn: 'limited', replies: replies.length };
  }
  const conversation = (await paidMeanwhile(deps.store, stored)) ? null : stored;

  let turn = nextTurn({ phoneNumber, text: inbound.messageBody, now, conversation, optedOut });
  if (turn.kind === 'findProvider') {
    turn = afterProviderLookup(turn.conversation, await providerForZip(deps.store, turn.zipCode), now);
  } else if (turn.kind === 'reply' && turn.conversation?.step === 'confirmDate') {
    // A date was read: the provider's booking rules and a free unit for the rental's days decide
    // before the texter is asked to confirm it. (A conversation saved before zones were kept reads
    // the Pacific clock, as its booking does.)
    const { conversation: read } = turn;
    const { providerId, zipCode, deliveryDate, period, timeZone = 'America/Los_Angeles' } = read;
    const check = providerId && zipCode && deliveryDate && period ? await checkSmsDate(deps.store, { providerId, zipCode, deliveryDate, period, timeZone }, now) : undefined;
    if (check?.kind === 'refused') turn = afterDateRefusal(read, check.message, now);
    if (check?.kind === 'noUnitFree') turn = afterNoUnitFree(read, check, now);
  } else if (turn.kind === 'createPaymentLink') {
    // The link holds the unit for the rental's days; a day taken since the date was confirmed opens no payment.
    const link = await createSmsCheckout({ ...deps, payments: await deps.payments() }, turn.booking);
    turn = link.kind === 'link' ? afterPaymentLink(turn.conversation, turn.booking, link, now) : afterNoUnitFree(turn.conversation, link, now);
  }

  const send = async (replies: string[]) => {
    for (const body of replies) await deps.sms.sendSms({ to: phoneNumber, body });
  };
  const conversations = deps.store.entities.smsConversation;
  switch (turn.kind) {
    case 'ignore':
      logger.info('Inbound text from an opted-out number ignored', { phoneNumber });
      return { phoneNumber, turn: turn.kind, replies: 0 };
    case 'helpWhileOptedOut':
      // The one text an opted-out number still gets: the answer to its HELP.
      for (const body of turn.replies) await deps.sms.sendSms({ to: phoneNumber, body, answersHelp: true });
      return { phoneNumber, turn: turn.kind, replies: turn.replies.length };
    case 'optOut':
      // The confirmation goes out first: once the opt-out is stored, nothing more may be sent.
      await send(turn.replies);
      await deps.store.entities.smsOptOut.put({ phoneNumber, optedOutAt: now.toISOString() }).go();
      await conversations.delete({ phoneNumber }).go();
      return { phoneNumber, turn: turn.kind, replies: turn.replies.length };
    case 'optIn':
      await deps.store.entities.smsOptOut.delete({ phoneNumber }).go();
      await send(turn.replies);
      return { phoneNumber, turn: turn.kind, replies: turn.replies.length };
    case 'reply':
      if (turn.conversation) await conversations.put({ ...turn.conversation, lastInboundMessageId: inbound.inboundMessageId }).go();
      else await conversations.delete({ phoneNumber }).go();
      await send(turn.replies);
      return { phoneNumber, turn: turn.kind, replies: turn.replies.length };
    default:
      throw new Error(`Unanswered conversation request ${turn.kind}`);
  }
}
