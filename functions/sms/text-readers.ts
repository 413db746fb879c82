// Reading what texters write, pure: carrier keywords (and the conversation's own BACK and YES), ZIP
// codes, rental periods, delivery dates and street lines. The conversation (conversation.ts)
// decides what to do with a reading; these only say what the text means.
import { deliveryDateProblem, deliveryWindow, isCalendarDate, addDays } from '../../shared/rental-dates';
import { SMS_PERIOD_TERMS, SMS_RENTAL_PERIODS, type SmsRentalPeriod } from '../../shared/schemas/sms';
import { calendarDateIn } from '../../shared/zoned-time';

// The keywords carriers and AWS End User Messaging treat as opt-out, opt-in and help.
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'OPT-OUT', 'REVOKE']);
const START_WORDS = new Set(['START', 'UNSTOP', 'SUBSCRIBE', 'OPTIN', 'OPT-IN']);
const HELP_WORDS = new Set(['HELP', 'INFO']);
const BOOK_WORDS = new Set(['BOOK', 'RENT', 'NEW', 'RESTART']);
const BACK_WORDS = new Set(['BACK', 'PREVIOUS', 'PREV', 'GO BACK']);

export type Keyword = 'stop' | 'start' | 'help' | 'book' | 'back';

export function keywordOf(text: string): Keyword | undefined {
  const word = text.trim().replace(/[.!?]+$/, '').replace(/\s+/g, ' ').toUpperCase();
  if (STOP_WORDS.has(word)) return 'stop';
  if (START_WORDS.has(word)) return 'start';
  if (HELP_WORDS.has(word)) return 'help';
  if (BOOK_WORDS.has(word)) return 'book';
  if (BACK_WORDS.has(word)) return 'back';
  return undefined;
}

/** A yes to "reply YES": the ways people say it in a text. */
export function isYes(text: string): boolean {
  return /^(?:y|yes|yeah|yep|yup|ok|okay|sure|correct|confirm|confirmed|sounds good)$/.test(text.trim().toLowerCase().replace(/[.!]+$/, ''));
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

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

function monthOf(word: string): number | undefined {
  const index = MONTHS.indexOf(word.slice(0, 3));
  // "sept" and full names read as their first three letters; anything else is not a month.
  return index >= 0 && /^[a-z]+$/.test(word) ? index + 1 : undefined;
}

function isoOf(year: number, month: number, day: number): string | undefined {
  const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isCalendarDate(text) ? text : undefined;
}

/** A month and day with no year: this year's if it is today or later, else next year's. */
function nextOccurrence(today: string, month: number, day: number): string | undefined {
  const year = Number(today.slice(0, 4));
  const thisYear = isoOf(year, month, day);
  return thisYear && thisYear >= today ? thisYear : isoOf(year + 1, month, day);
}

const fullYear = (text: string) => (text.length === 2 ? 2000 + Number(text) : Number(text));

/** The calendar date a text names, if it names one (whether it can be booked is decided after). */
function dateNamed(value: string, today: string, tomorrow: string): string | undefined {
  if (/^(?:tomorrow|tmrw|tmr|tomorow)$/.test(value)) return tomorrow;
  if (value === 'today') return today;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const us = /^(\d{1,2})[/.-](\d{1,2})(?:[/.-](\d{2}|\d{4}))?$/.exec(value);
  if (us) {
    const [month, day] = [Number(us[1]), Number(us[2])];
    return us[3] ? isoOf(fullYear(us[3]), month, day) : nextOccurrence(today, month, day);
  }
  // "Dec 5", "December 5th", "dec. 5, 2026", "5 Dec".
  const words = value.replace(/[.,]/g, ' ').replace(/(\d)(?:st|nd|rd|th)\b/g, '$1').trim().split(/\s+/);
  const [first = '', second = '', third] = words;
  const monthFirst = monthOf(first) && /^\d{1,2}$/.test(second) ? { month: monthOf(first)!, day: Number(second) } : undefined;
  const dayFirst = /^\d{1,2}$/.test(first) && monthOf(second) ? { month: monthOf(second)!, day: Number(first) } : undefined;
  const named = monthFirst ?? dayFirst;
  if (named && words.length <= 3) {
    if (third === undefined) return nextOccurrence(today, named.month, named.day);
    return /^\d{2}(?:\d{2})?$/.test(third) ? isoOf(fullYear(third), named.month, named.day) : undefined;
  }
  // A weekday: the next one after today.
  const weekday = words.length === 1 && /^[a-z]+$/.test(first) ? WEEKDAYS.indexOf(first.slice(0, 3)) : -1;
  if (weekday >= 0 && (first.length === 3 || /^(?:sun|mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?)(?:day)?$/.test(first))) {
    const todayIndex = new Date(`${today}T00:00:00Z`).getUTCDay();
    return addDays(today, ((weekday - todayIndex + 6) % 7) + 1);
  }
  return undefined;
}

/**
 * A delivery date as texters write it: 12/5, 12/05/2026, 12/5/26, 2026-12-05, Dec 5, December 5th,
 * 5 Dec, Friday, TOMORROW. A month and day without a year is the next such day from today on, so
 * today's own date is refused as too soon rather than read as next year's. "Today" is read on the
 * clock of the delivery ZIP (`timeZone`), as the web checkout reads it (shared/rental-dates.ts).
 */
export function parseDeliveryDate(text: string, now: Date, timeZone: string): DateReading {
  const today = calendarDateIn(now, timeZone);
  const { earliest } = deliveryWindow(now, timeZone);
  const date = dateNamed(text.trim().toLowerCase().replace(/[.!]+$/, ''), today, earliest);
  if (!date || !isCalendarDate(date)) return { problem: 'unreadable', earliest };
  const problem = deliveryDateProblem(date, now, timeZone);
  if (problem === 'tooSoon') return { problem: 'tooSoon', earliest };
  if (problem === 'tooFar') return { problem: 'tooLate', earliest };
  return { date };
}

/** A street line with a house number: digits and a word, nothing a texter would send by mistake. */
export function parseStreet(text: string): string | undefined {
  const street = text.trim().replace(/\s+/g, ' ');
  if (street.length < 4 || street.length > 120) return undefined;
  if (!/\d/.test(street) || !/[a-z]{2,}/i.test(street)) return undefined;
  return street;
}
