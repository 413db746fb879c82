// The text-to-book conversation, pure: (conversation so far, inbound text, clock) -> the next
// conversation and the replies. The two steps that need the outside world (is the ZIP served, and
// the payment link) come back as requests; the service answers them and calls the matching
// continuation (afterProviderLookup, afterPaymentLink), which is pure again.
//
//   any text / BOOK -> zip -> [no provider: polite no, end] -> period -> date -> address -> payment
//   HELP: the help text, the conversation unchanged. STOP: opted out of every text until START.
import { SITE_CONTACT } from '../../shared/constants';
import { formatUsd } from '../../shared/money';
import { addDays, addMonth, deliveryDateProblem, deliveryWindow, isCalendarDate } from '../../shared/rental-dates';
import {
  SMS_CONVERSATION_TTL_HOURS,
  SMS_PERIOD_TERMS,
  SMS_RENTAL_PERIODS,
  type SmsConversationStep,
  type SmsRentalPeriod,
} from '../../shared/schemas/sms';
import { calendarDateIn } from '../../shared/zoned-time';

export interface SmsConversation {
  phoneNumber: string;
  step: SmsConversationStep;
  zipCode?: string;
  city?: string;
  state?: string;
  /** The ZIP's IANA time zone: delivery dates are read on its clock. */
  timeZone?: string;
  providerId?: string;
  providerName?: string;
  period?: SmsRentalPeriod;
  deliveryDate?: string;
  street?: string;
  checkoutSessionId?: string;
  paymentUrl?: string;
  /** The last text answered (SNS may deliver one twice). */
  lastInboundMessageId?: string;
  /** Epoch seconds (the table's TTL). */
  expiresAt: number;
  createdAt: string;
  updatedAt: string;
}

export interface ZipProvider {
  providerId: string;
  providerName: string;
  city: string;
  state: string;
  timeZone: string;
}

/** Everything the payment link is made from; the price comes from the period, never from the text. */
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
  /** Save the conversation (null: it ended, delete it) and send the replies. */
  | { kind: 'reply'; conversation: SmsConversation | null; replies: string[] }
  | { kind: 'findProvider'; conversation: SmsConversation; zipCode: string }
  | { kind: 'createPaymentLink'; conversation: SmsConversation; booking: SmsBooking };

const { name: SITE, phone: SUPPORT_PHONE } = SITE_CONTACT;
const price = (period: SmsRentalPeriod) => formatUsd(SMS_PERIOD_TERMS[period].priceCents);
const periodMenu = () =>
  `Reply 1 for 3 days (${price('threeDay')}), 2 for a week (${price('weekly')}) or 3 for a month (${price('monthly')}).`;

export const SMS_REPLIES = {
  welcome: `${SITE}: let's book your dump trailer. Reply with the 5-digit ZIP code where it should be delivered. Reply HELP for help, STOP to opt out.`,
  zipAgain: 'Please reply with the 5-digit ZIP code where the trailer should be delivered, e.g. 43215.',
  noProvider: (zipCode: string) =>
    `Sorry, we don't have a provider delivering to ${zipCode} yet, so we can't book it by text. Text BOOK to try another ZIP code or call ${SUPPORT_PHONE}.`,
  askPeriod: (provider: ZipProvider, zipCode: string) =>
    `Good news: ${provider.providerName} delivers to ${provider.city}, ${provider.state} ${zipCode}. How long do you need it? ${periodMenu()}`,
  periodAgain: `Sorry, we didn't get that. ${periodMenu()}`,
  askDate: (period: SmsRentalPeriod) =>
    `${capitalize(SMS_PERIOD_TERMS[period].label)} rental, ${price(period)}. What day should we deliver? Reply with a date like 12/5, 12/05/2026, 2026-12-05 or TOMORROW.`,
  dateAgain: "Sorry, we couldn't read that date. Reply with a date like 12/5, 12/05/2026, 2026-12-05 or TOMORROW.",
  dateTooSoon: (earliest: string) =>
    `The earliest delivery date is tomorrow, ${dateLabel(earliest)}. Please reply with that date or a later one.`,
  dateTooLate: 'We book up to a year ahead. Please reply with a delivery date within the next 12 months.',
  askAddress: (conversation: SmsConversation, date: string) =>
    `Delivery on ${dateLabel(date)}. What is the street address for delivery in ${conversation.city}, ${conversation.state} ${conversation.zipCode}? (e.g. 12 Elm St)`,
  addressAgain: 'Please reply with the street address for delivery, house number first, e.g. 12 Elm St.',
  quote: (booking: SmsBooking, url: string) =>
    `Your quote: ${SMS_PERIOD_TERMS[booking.period].label} dump trailer rental from ${booking.providerName}, delivered ${dateLabel(booking.deliveryDate)} ` +
    `to ${booking.street}, ${booking.city}, ${booking.state} ${booking.zipCode}. Total ${formatUsd(booking.amountCents)}. Pay here to book: ${url}`,
  awaitingPayment: (url: string) => `Your booking is waiting for payment: ${url} Reply BOOK to start over or HELP for help.`,
  help:
    `${SITE} text-to-book: text BOOK and we ask for your ZIP code, rental period, delivery date and street address, then send a quote and a payment link. ` +
    `Questions? Call ${SUPPORT_PHONE}. Reply STOP to opt out. Msg & data rates may apply.`,
  stopped: `You are unsubscribed from ${SITE} texts and will receive no more messages. Reply START to subscribe again.`,
  started: `You are subscribed again to ${SITE} texts. Text BOOK to rent a dump trailer or HELP for help.`,
} as const;

function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** "Sat, Dec 5, 2026" for an ISO date (read in UTC, so it never shifts a day). */
export function dateLabel(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

// The keywords carriers and AWS End User Messaging treat as opt-out, opt-in and help.
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'OPT-OUT', 'REVOKE']);
const START_WORDS = new Set(['START', 'UNSTOP', 'SUBSCRIBE', 'OPTIN', 'OPT-IN']);
const HELP_WORDS = new Set(['HELP', 'INFO']);
const BOOK_WORDS = new Set(['BOOK', 'RENT', 'NEW', 'RESTART']);

export type Keyword = 'stop' | 'start' | 'help' | 'book';

export function keywordOf(text: string): Keyword | undefined {
  const word = text.trim().replace(/[.!?]+$/, '').toUpperCase();
  if (STOP_WORDS.has(word)) return 'stop';
  if (START_WORDS.has(word)) return 'start';
  if (HELP_WORDS.has(word)) return 'help';
  if (BOOK_WORDS.has(word)) return 'book';
  return undefined;
}

export function parseZip(text: string): string | undefined {
  return /^\s*(?:zip(?:\s*code)?\s*:?\s*)?(\d{5})(?:-\d{4})?\s*\.?\s*$/i.exec(text)?.[1];
}

export function parsePeriod(text: string): SmsRentalPeriod | undefined {
  const value = text.trim().toLowerCase().replace(/[^a-z0-9 -]/g, '').replace(/\s+/g, ' ');
  for (const period of SMS_RENTAL_PERIODS) if (value === SMS_PERIOD_TERMS[period].choice) return period;
  if (/^(?:(?:a|one|1) )?month(?:ly)?$|^30 ?-?days?$/.test(value)) return 'monthly';
  if (/^(?:(?:a|one|1) )?week(?:ly)?$|^7 ?-?days?$|^seven ?-?days?$/.test(value)) return 'weekly';
  if (/^(?:3|three) ?-?days?$/.test(value)) return 'threeDay';
  return undefined;
}

export type DateReading = { date: string } | { problem: 'unreadable' | 'tooSoon' | 'tooLate'; earliest: string };

/**
 * A delivery date as texters write it: 12/5 (the next such day from tomorrow on), 12/05/2026,
 * 12/5/26, 2026-12-05, TOMORROW. "Today" and "tomorrow" are read on the clock of the delivery
 * ZIP (`timeZone`), as the web checkout reads them (shared/rental-dates.ts).
 */
export function parseDeliveryDate(text: string, now: Date, timeZone: string): DateReading {
  const today = calendarDateIn(now, timeZone);
  const { earliest } = deliveryWindow(now, timeZone);
  const value = text.trim().toLowerCase().replace(/[.!]+$/, '');
  let date: string | undefined;
  if (/^(?:tomorrow|tmrw|tmr|tomorow)$/.test(value)) date = earliest;
  else if (value === 'today') date = today;
  else {
    const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
    const us = /^(\d{1,2})[/.-](\d{1,2})(?:[/.-](\d{2}|\d{4}))?$/.exec(value);
    if (iso) date = isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    else if (us) {
      const [month, day] = [Number(us[1]), Number(us[2])];
      if (us[3]) date = isoOf(us[3].length === 2 ? 2000 + Number(us[3]) : Number(us[3]), month, day);
      else {
        const year = Number(today.slice(0, 4));
        const thisYear = isoOf(year, month, day);
        date = thisYear && thisYear >= earliest ? thisYear : isoOf(year + 1, month, day);
      }
    }
  }
  if (!date || !isCalendarDate(date)) return { problem: 'unreadable', earliest };
  const problem = deliveryDateProblem(date, now, timeZone);
  if (problem === 'tooSoon') return { problem: 'tooSoon', earliest };
  if (problem === 'tooFar') return { problem: 'tooLate', earliest };
  return { date };
}

function isoOf(year: number, month: number, day: number): string | undefined {
  const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isCalendarDate(text) ? text : undefined;
}

/** A street line with a house number: digits and a word, nothing a texter would send by mistake. */
export function parseStreet(text: string): string | undefined {
  const street = text.trim().replace(/\s+/g, ' ');
  if (street.length < 4 || street.length > 120) return undefined;
  if (!/\d/.test(street) || !/[a-z]{2,}/i.test(street)) return undefined;
  return street;
}

export function endDateOf(period: SmsRentalPeriod, deliveryDate: string): string {
  if (period === 'threeDay') return addDays(deliveryDate, 3);
  if (period === 'weekly') return addDays(deliveryDate, 7);
  return addMonth(deliveryDate);
}

const expiresAt = (now: Date) => Math.floor(now.getTime() / 1000) + SMS_CONVERSATION_TTL_HOURS * 3600;

function touch(conversation: SmsConversation, now: Date, changes: Partial<SmsConversation>): SmsConversation {
  return { ...conversation, ...changes, expiresAt: expiresAt(now), updatedAt: now.toISOString() };
}

function fresh(phoneNumber: string, now: Date): SmsConversation {
  return { phoneNumber, step: 'zip', expiresAt: expiresAt(now), createdAt: now.toISOString(), updatedAt: now.toISOString() };
}

/** DynamoDB deletes expired items late; an expired conversation is over all the same. */
export function isLive(conversation: SmsConversation | null, now: Date): conversation is SmsConversation {
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
  if (optedOut) return keyword === 'start' ? { kind: 'optIn', replies: [SMS_REPLIES.started] } : { kind: 'ignore' };
  if (keyword === 'stop') return { kind: 'optOut', replies: [SMS_REPLIES.stopped] };
  if (keyword === 'start') return { kind: 'optIn', replies: [SMS_REPLIES.started] };
  const conversation = isLive(stored, now) ? stored : null;
  if (keyword === 'help') return { kind: 'reply', conversation, replies: [SMS_REPLIES.help] };
  if (!conversation || keyword === 'book') return { kind: 'reply', conversation: fresh(phoneNumber, now), replies: [SMS_REPLIES.welcome] };

  switch (conversation.step) {
    case 'zip': {
      const zipCode = parseZip(text);
      if (!zipCode) return { kind: 'reply', conversation: touch(conversation, now, {}), replies: [SMS_REPLIES.zipAgain] };
      return { kind: 'findProvider', conversation: touch(conversation, now, { zipCode }), zipCode };
    }
    case 'period': {
      const period = parsePeriod(text);
      if (!period) return { kind: 'reply', conversation: touch(conversation, now, {}), replies: [SMS_REPLIES.periodAgain] };
      return { kind: 'reply', conversation: touch(conversation, now, { step: 'date', period }), replies: [SMS_REPLIES.askDate(period)] };
    }
    case 'date': {
      // Set with the provider; a conversation saved before zones were kept reads the Pacific clock.
      const reading = parseDeliveryDate(text, now, conversation.timeZone ?? 'America/Los_Angeles');
      if ('problem' in reading) {
        const reply =
          reading.problem === 'tooSoon'
            ? SMS_REPLIES.dateTooSoon(reading.earliest)
            : reading.problem === 'tooLate'
              ? SMS_REPLIES.dateTooLate
              : SMS_REPLIES.dateAgain;
        return { kind: 'reply', conversation: touch(conversation, now, {}), replies: [reply] };
      }
      const next = touch(conversation, now, { step: 'address', deliveryDate: reading.date });
      return { kind: 'reply', conversation: next, replies: [SMS_REPLIES.askAddress(next, reading.date)] };
    }
    case 'address': {
      const street = parseStreet(text);
      if (!street) return { kind: 'reply', conversation: touch(conversation, now, {}), replies: [SMS_REPLIES.addressAgain] };
      const next = touch(conversation, now, { street });
      return { kind: 'createPaymentLink', conversation: next, booking: bookingOf(next) };
    }
    case 'payment':
      return { kind: 'reply', conversation: touch(conversation, now, {}), replies: [SMS_REPLIES.awaitingPayment(conversation.paymentUrl ?? '')] };
  }
}

function bookingOf(conversation: SmsConversation): SmsBooking {
  const { zipCode, city, state, street, providerId, providerName, period, deliveryDate } = conversation;
  if (!zipCode || !city || !state || !street || !providerId || !providerName || !period || !deliveryDate) {
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
    amountCents: SMS_PERIOD_TERMS[period].priceCents,
    timeZone: conversation.timeZone ?? 'America/Los_Angeles',
  };
}

/** The answer to findProvider: no provider ends the conversation politely. */
export function afterProviderLookup(conversation: SmsConversation, provider: ZipProvider | null, now: Date): Turn {
  const zipCode = conversation.zipCode ?? '';
  if (!provider) return { kind: 'reply', conversation: null, replies: [SMS_REPLIES.noProvider(zipCode)] };
  return {
    kind: 'reply',
    conversation: touch(conversation, now, {
      step: 'period',
      providerId: provider.providerId,
      providerName: provider.providerName,
      city: provider.city,
      state: provider.state,
      timeZone: provider.timeZone,
    }),
    replies: [SMS_REPLIES.askPeriod(provider, zipCode)],
  };
}

/** The answer to createPaymentLink: the quote and the link; the conversation waits for the payment. */
export function afterPaymentLink(
  conversation: SmsConversation,
  booking: SmsBooking,
  link: { sessionId: string; url: string },
  now: Date,
): Turn {
  return {
    kind: 'reply',
    conversation: touch(conversation, now, { step: 'payment', checkoutSessionId: link.sessionId, paymentUrl: link.url }),
    replies: [SMS_REPLIES.quote(booking, link.url)],
  };
}
