// The text-to-book conversation, pure: (conversation so far, inbound text, clock) -> the next
// conversation and the replies. The two steps that need the outside world (is the ZIP served, and
// the payment link) come back as requests; the service answers them and calls the matching
// continuation (afterProviderLookup, afterPaymentLink), which is pure again. So does what the service
// learns of the texted date: the provider does not deliver then (afterDateRefusal), or no unit of the
// size is free for the rental's days (afterNoUnitFree, when the date is texted or when the payment
// link's hold finds a day full).
//
//   any text / BOOK -> zip -> [no provider: polite no, ask another ZIP] -> period -> date ->
//   confirmDate (YES, or a new date to confirm) -> address -> payment
//   [no unit free: the next available date offered to confirm (confirmDate), or another date asked for]
//   BACK: the question before. HELP: the help text, the conversation unchanged, answered even to
//   an opted-out number (carriers require it). STOP: opted out of every other text until START.
import { SITE_CONTACT } from '../../shared/constants';
import { formatUsd } from '../../shared/money';
import { addDays } from '../../shared/rental-dates';
import {
  SMS_CONVERSATION_TTL_HOURS,
  SMS_DUMPSTER_SIZE,
  SMS_PERIOD_TERMS,
  type SmsPeriodPrices,
  type SmsRentalPeriod,
} from '../../shared/schemas/sms';
import type * as z from 'zod';
import type { storedSmsConversationSchema } from '../platform/data/entities/sms-conversation';
import { isYes, keywordOf, parseDeliveryDate, parsePeriod, parseStreet, parseZip, type DateReading } from './text-readers';

/** A conversation as stored (the smsConversation entity): what each step has learned so far. */
export type SmsConversation = z.output<typeof storedSmsConversationSchema>;

export interface ZipProvider {
  providerId: string;
  providerName: string;
  city: string;
  state: string;
  timeZone: string;
  /** Its total for each period: shared/pricing.ts's quote for the size texted for, delivered. */
  periodPricesCents: SmsPeriodPrices;
}

/**
 * Everything the payment link is made from. The amount is the one quoted; the payment session
 * prices the order again from the provider's stored prices and the texter is quoted that.
 */
export interface SmsBooking {
  phoneNumber: string;
  zipCode: string;
  city: string;
  state: string;
  street: string;
  providerId: string;
  providerName: string;
  period: SmsRentalPeriod;
  deliveryDate: string;
  endDate: string;
  amountCents: number;
  /** The delivery ZIP's time zone, where the delivery date is a day. */
  timeZone: string;
}

export type Turn =
  /** Send the replies, then store the opt-out (so the confirmation is the last text) and end the conversation. */
  | { kind: 'optOut'; replies: string[] }
  /** Remove the opt-out, then send the replies. */
  | { kind: 'optIn'; replies: string[] }
  /** An opted-out number: nothing is sent, nothing changes. */
  | { kind: 'ignore' }
  /** HELP from an opted-out number: the help text is sent all the same, nothing else changes. */
  | { kind: 'helpWhileOptedOut'; replies: string[] }
  /** Save the conversation (null: it ended, delete it) and send the replies. */
  | { kind: 'reply'; conversation: SmsConversation | null; replies: string[] }
  | { kind: 'findProvider'; conversation: SmsConversation; zipCode: string }
  | { kind: 'createPaymentLink'; conversation: SmsConversation; booking: SmsBooking };

const { name: SITE, phone: SUPPORT_PHONE } = SITE_CONTACT;
const PRODUCT = `${SMS_DUMPSTER_SIZE} yd dumpster`;
const periodMenu = (prices: SmsPeriodPrices | undefined) =>
  prices
    ? `Reply 1 for 3 days (${formatUsd(prices.threeDay)}), 2 for a week (${formatUsd(prices.weekly)}) or 3 for a month (${formatUsd(prices.monthly)}), delivery included.`
    : 'Reply 1 for 3 days, 2 for a week or 3 for a month.';

export const SMS_REPLIES = {
  welcome: `${SITE}: let's book your ${PRODUCT}. Reply with the 5-digit ZIP code where it should be delivered. Reply HELP for help, STOP to opt out.`,
  zipAgain: 'Please reply with the 5-digit ZIP code where the dumpster should be delivered, e.g. 43215.',
  noProvider: (zipCode: string) =>
    `Sorry, we don't have a provider delivering to ${zipCode} yet, so we can't book it by text. Reply with another ZIP code, or call ${SUPPORT_PHONE}.`,
  askPeriod: (provider: ZipProvider, zipCode: string) =>
    `Good news: ${provider.providerName} delivers to ${provider.city}, ${provider.state} ${zipCode}. How long do you need the ${PRODUCT}? ${periodMenu(provider.periodPricesCents)}`,
  periodAgain: (prices: SmsPeriodPrices | undefined) => `Sorry, we didn't get that. ${periodMenu(prices)}`,
  askDate: (period: SmsRentalPeriod, prices: SmsPeriodPrices | undefined) =>
    `${capitalize(SMS_PERIOD_TERMS[period].label)} rental${prices ? `, ${formatUsd(prices[period])}` : ''}. What day should we deliver? Reply with a date like 12/5, 12/05/2026, 2026-12-05 or TOMORROW.`,
  dateAgain: "Sorry, we couldn't read that date. Reply with a date like 12/5, 12/05/2026, 2026-12-05 or TOMORROW.",
  dateTooSoon: (earliest: string) =>
    `The earliest delivery date is tomorrow, ${dateLabel(earliest)}. Please reply with that date or a later one.`,
  dateTooLate: 'We book up to a year ahead. Please reply with a delivery date within the next 12 months.',
  anotherDate: 'Please reply with another delivery date.',
  noUnitFree: (providerName: string, fullDay: string, nextStart: string | undefined) =>
    `Sorry, ${providerName} has no ${PRODUCT} free on ${shortDateLabel(fullDay)}. ` +
    (nextStart
      ? `The next available delivery date is ${dateLabel(nextStart)}: reply YES to book it, or text another date.`
      : `None is free for this rental on any date we can book yet. Reply BACK to choose a shorter rental, or call ${SUPPORT_PHONE}.`),
  confirmDate: (date: string) => `${shortDateLabel(date)} - reply YES or a new date.`,
  confirmDateAgain: (date: string) => `Reply YES to have it delivered on ${shortDateLabel(date)}, or text another date. Reply BACK to change the period.`,
  askAddress: (conversation: SmsConversation, date: string) =>
    `Delivery on ${dateLabel(date)}. What is the street address for delivery in ${conversation.city}, ${conversation.state} ${conversation.zipCode}? (e.g. 12 Elm St)`,
  addressAgain: 'Please reply with the street address for delivery, house number first, e.g. 12 Elm St.',
  quote: (booking: SmsBooking, url: string) =>
    `Your quote: ${SMS_PERIOD_TERMS[booking.period].label} ${PRODUCT} rental from ${booking.providerName}, delivered ${dateLabel(booking.deliveryDate)} ` +
    `to ${booking.street}, ${booking.city}, ${booking.state} ${booking.zipCode}. Total ${formatUsd(booking.amountCents)}. Pay here to book: ${url}`,
  awaitingPayment: (url: string) => `Your booking is waiting for payment: ${url} Reply BOOK to start over or HELP for help.`,
  help:
    `${SITE} text-to-book: text BOOK and we ask for your ZIP code, rental period, delivery date and street address, then send a quote and a payment link. ` +
    `Reply BACK to change your last answer. Questions? Call ${SUPPORT_PHONE}. Reply STOP to opt out. Msg & data rates may apply.`,
  stopped: `You are unsubscribed from ${SITE} texts and will receive no more messages. Reply START to subscribe again.`,
  started: `You are subscribed again to ${SITE} texts. Text BOOK to rent a dumpster or HELP for help.`,
} as const;

function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** "Sat, Dec 5" for an ISO date (read in UTC, so it never shifts a day). */
function shortDateLabel(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** "Sat, Dec 5, 2026" for an ISO date (read in UTC, so it never shifts a day). */
function dateLabel(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The pick-up: the delivery date plus the days priced, as for every order (shared/pricing.ts). */
export function endDateOf(period: SmsRentalPeriod, deliveryDate: string): string {
  return addDays(deliveryDate, SMS_PERIOD_TERMS[period].days);
}

const expiresAt = (now: Date) => Math.floor(now.getTime() / 1000) + SMS_CONVERSATION_TTL_HOURS * 3600;

function touch(conversation: SmsConversation, now: Date, changes: Partial<SmsConversation>): SmsConversation {
  return { ...conversation, ...changes, expiresAt: expiresAt(now), updatedAt: now.toISOString() };
}

function fresh(phoneNumber: string, now: Date): SmsConversation {
  return { phoneNumber, step: 'zip', expiresAt: expiresAt(now), createdAt: now.toISOString(), updatedAt: now.toISOString() };
}

/** DynamoDB deletes expired items late; an expired conversation is over all the same. */
function isLive(conversation: SmsConversation | null, now: Date): conversation is SmsConversation {
  return conversation !== null && conversation.expiresAt * 1000 > now.getTime();
}

export interface InboundTurnInput {
  phoneNumber: string;
  text: string;
  now: Date;
  conversation: SmsConversation | null;
  optedOut: boolean;
}

export function nextTurn({ phoneNumber, text, now, conversation: stored, optedOut }: InboundTurnInput): Turn {
  const keyword = keywordOf(text);
  if (optedOut) {
    if (keyword === 'start') return { kind: 'optIn', replies: [SMS_REPLIES.started] };
    return keyword === 'help' ? { kind: 'helpWhileOptedOut', replies: [SMS_REPLIES.help] } : { kind: 'ignore' };
  }
  if (keyword === 'stop') return { kind: 'optOut', replies: [SMS_REPLIES.stopped] };
  if (keyword === 'start') return { kind: 'optIn', replies: [SMS_REPLIES.started] };
  const conversation = isLive(stored, now) ? stored : null;
  if (keyword === 'help') return { kind: 'reply', conversation, replies: [SMS_REPLIES.help] };
  if (!conversation || keyword === 'book') return { kind: 'reply', conversation: fresh(phoneNumber, now), replies: [SMS_REPLIES.welcome] };
  if (keyword === 'back') return stepBack(conversation, now);
  const reply = (changes: Partial<SmsConversation>, replies: string[]): Turn => ({ kind: 'reply', conversation: touch(conversation, now, changes), replies });

  switch (conversation.step) {
    case 'zip': {
      const zipCode = parseZip(text);
      if (!zipCode) return reply({}, [SMS_REPLIES.zipAgain]);
      return { kind: 'findProvider', conversation: touch(conversation, now, { zipCode }), zipCode };
    }
    case 'period': {
      const period = parsePeriod(text);
      if (!period) return reply({}, [SMS_REPLIES.periodAgain(conversation.periodPricesCents)]);
      return reply({ step: 'date', period }, [SMS_REPLIES.askDate(period, conversation.periodPricesCents)]);
    }
    case 'date':
      return dateTurn(conversation, parseDeliveryDate(text, now, timeZoneOf(conversation)), now);
    case 'confirmDate': {
      if (isYes(text) && conversation.deliveryDate) {
        const next = touch(conversation, now, { step: 'address' });
        return { kind: 'reply', conversation: next, replies: [SMS_REPLIES.askAddress(next, conversation.deliveryDate)] };
      }
      // Another date is read and confirmed again; text that is no date at all asks once more.
      const reading = parseDeliveryDate(text, now, timeZoneOf(conversation));
      if ('problem' in reading && reading.problem === 'unreadable') return reply({}, [SMS_REPLIES.confirmDateAgain(conversation.deliveryDate ?? '')]);
      return dateTurn(conversation, reading, now);
    }
    case 'address': {
      const street = parseStreet(text);
      if (!street) return reply({}, [SMS_REPLIES.addressAgain]);
      const next = touch(conversation, now, { street });
      return { kind: 'createPaymentLink', conversation: next, booking: bookingOf(next) };
    }
    case 'payment':
      return reply({}, [SMS_REPLIES.awaitingPayment(conversation.paymentUrl ?? '')]);
  }
}

/** Set with the provider; a conversation saved before zones were kept reads the Pacific clock. */
const timeZoneOf = (conversation: SmsConversation) => conversation.timeZone ?? 'America/Los_Angeles';

/** A date read on the delivery ZIP's clock is confirmed before the conversation goes on; a problem says why. */
function dateTurn(conversation: SmsConversation, reading: DateReading, now: Date): Turn {
  if ('problem' in reading) {
    const reply =
      reading.problem === 'tooSoon'
        ? SMS_REPLIES.dateTooSoon(reading.earliest)
        : reading.problem === 'tooLate'
          ? SMS_REPLIES.dateTooLate
          : SMS_REPLIES.dateAgain;
    return { kind: 'reply', conversation: touch(conversation, now, {}), replies: [reply] };
  }
  return {
    kind: 'reply',
    conversation: touch(conversation, now, { step: 'confirmDate', deliveryDate: reading.date }),
    replies: [SMS_REPLIES.confirmDate(reading.date)],
  };
}

/** BACK: the question before this one, asked again (the answers after it are kept until replaced). */
function stepBack(conversation: SmsConversation, now: Date): Turn {
  const to = (step: SmsConversation['step'], replies: string[]): Turn => ({ kind: 'reply', conversation: touch(conversation, now, { step }), replies });
  const provider: ZipProvider | undefined =
    conversation.providerId && conversation.providerName && conversation.city && conversation.state && conversation.periodPricesCents
      ? {
          providerId: conversation.providerId,
          providerName: conversation.providerName,
          city: conversation.city,
          state: conversation.state,
          timeZone: conversation.timeZone ?? '',
          periodPricesCents: conversation.periodPricesCents,
        }
      : undefined;
  switch (conversation.step) {
    case 'zip':
    case 'period':
      return to('zip', [SMS_REPLIES.zipAgain]);
    case 'date':
      return to('period', [provider ? SMS_REPLIES.askPeriod(provider, conversation.zipCode ?? '') : SMS_REPLIES.periodAgain(conversation.periodPricesCents)]);
    case 'confirmDate':
    case 'address':
      return to('date', [SMS_REPLIES.askDate(conversation.period ?? 'weekly', conversation.periodPricesCents)]);
    case 'payment':
      return to('address', [SMS_REPLIES.askAddress(conversation, conversation.deliveryDate ?? '')]);
  }
}

function bookingOf(conversation: SmsConversation): SmsBooking {
  const { zipCode, city, state, street, providerId, providerName, period, deliveryDate, periodPricesCents } = conversation;
  if (!zipCode || !city || !state || !street || !providerId || !providerName || !period || !deliveryDate || !periodPricesCents) {
    throw new Error(`SMS conversation ${conversation.phoneNumber} reached the address step incomplete`);
  }
  return {
    phoneNumber: conversation.phoneNumber,
    zipCode,
    city,
    state,
    street,
    providerId,
    providerName,
    period,
    deliveryDate,
    endDate: endDateOf(period, deliveryDate),
    amountCents: periodPricesCents[period],
    timeZone: conversation.timeZone ?? 'America/Los_Angeles',
  };
}

/**
 * A confirmed-looking date the provider does not deliver on (their lead time, a weekday they do not
 * deliver on, a blackout date): their refusal, naming the next day they deliver, and the date
 * question stays open, so the texter never gives an address for a day that cannot be booked.
 */
export function afterDateRefusal(conversation: SmsConversation, refusal: string, now: Date): Turn {
  const { deliveryDate: _refused, ...rest } = conversation;
  return { kind: 'reply', conversation: touch(rest, now, { step: 'date' }), replies: [`${refusal} ${SMS_REPLIES.anotherDate}`] };
}

/** What the service found for the texted dates: the first day without a unit free, and the next date with one for the whole rental. */
export interface NoUnitFree {
  fullDay: string;
  nextStart: string | undefined;
}

/**
 * No unit of the size is free on a day of the rental (found when the date was texted, or by the
 * payment link's hold): the next available delivery date is offered to confirm with YES (the
 * conversation waits at confirmDate with it), or, when there is none, the date question stays open.
 * A payment link never opens for days without a unit.
 */
export function afterNoUnitFree(conversation: SmsConversation, found: NoUnitFree, now: Date): Turn {
  const { deliveryDate: _full, checkoutSessionId: _session, paymentUrl: _url, ...rest } = conversation;
  const reply = SMS_REPLIES.noUnitFree(conversation.providerName ?? 'The provider', found.fullDay, found.nextStart);
  const next = found.nextStart ? touch(rest, now, { step: 'confirmDate', deliveryDate: found.nextStart }) : touch(rest, now, { step: 'date' });
  return { kind: 'reply', conversation: next, replies: [reply] };
}

/** The answer to findProvider: with no provider there, a polite no, and the ZIP question stays open. */
export function afterProviderLookup(conversation: SmsConversation, provider: ZipProvider | null, now: Date): Turn {
  const zipCode = conversation.zipCode ?? '';
  if (!provider) {
    const { zipCode: _unserved, ...rest } = conversation;
    return { kind: 'reply', conversation: touch(rest, now, { step: 'zip' }), replies: [SMS_REPLIES.noProvider(zipCode)] };
  }
  return {
    kind: 'reply',
    conversation: touch(conversation, now, {
      step: 'period',
      providerId: provider.providerId,
      providerName: provider.providerName,
      city: provider.city,
      state: provider.state,
      timeZone: provider.timeZone,
      periodPricesCents: provider.periodPricesCents,
    }),
    replies: [SMS_REPLIES.askPeriod(provider, zipCode)],
  };
}

/**
 * The answer to createPaymentLink: the quote and the link; the conversation waits for the payment.
 * The total quoted is the amount the payment session charges.
 */
export function afterPaymentLink(
  conversation: SmsConversation,
  booking: SmsBooking,
  link: { sessionId: string; url: string; amountCents: number },
  now: Date,
): Turn {
  return {
    kind: 'reply',
    conversation: touch(conversation, now, { step: 'payment', checkoutSessionId: link.sessionId, paymentUrl: link.url }),
    replies: [SMS_REPLIES.quote({ ...booking, amountCents: link.amountCents }, link.url)],
  };
}
