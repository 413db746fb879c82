// Text-to-book: the rental lengths a texter can pick, the steps of a conversation, and the inbound
// text as AWS End User Messaging two-way SMS publishes it to the inbound SNS topic. A text order is
// priced like any other: its provider's quote (shared/pricing.ts) for the size and the length.
import * as z from 'zod';
import type { RENTAL_PERIODS } from './rental';

export const SMS_RENTAL_PERIODS = ['threeDay', 'weekly', 'monthly'] as const;
export type SmsRentalPeriod = (typeof SMS_RENTAL_PERIODS)[number];

export interface SmsPeriodTerms {
  /** What the texter replies to choose it (besides words such as "week"). */
  choice: '1' | '2' | '3';
  label: string;
  /** The rental length priced and booked: the pick-up is the delivery date plus these days. */
  days: number;
  /** The rental's own period vocabulary (a 3-day hire is billed as days). */
  rentalPeriod: (typeof RENTAL_PERIODS)[number];
}

export const SMS_PERIOD_TERMS: Record<SmsRentalPeriod, SmsPeriodTerms> = {
  threeDay: { choice: '1', label: '3-day', days: 3, rentalPeriod: 'daily' },
  weekly: { choice: '2', label: 'weekly', days: 7, rentalPeriod: 'weekly' },
  monthly: { choice: '3', label: 'monthly', days: 30, rentalPeriod: 'monthly' },
};

// Kept with the constants, where the landing page reads it without loading these schemas.
export { SMS_DUMPSTER_SIZE } from '../constants';

/** The provider's total for each length a texter can pick, as quoted in the period question. */
export type SmsPeriodPrices = Record<SmsRentalPeriod, number>;

/** What the conversation waits for next. */
export const SMS_CONVERSATION_STEPS = ['zip', 'period', 'date', 'confirmDate', 'address', 'payment'] as const;

/** A conversation lasts this long after the last text. */
export const SMS_CONVERSATION_TTL_HOURS = 24;

/** The SNS message body of an inbound text (two-way SMS); extra fields are ignored. */
export const inboundSmsSchema = z.object({
  originationNumber: z.string().min(1),
  destinationNumber: z.string().optional(),
  messageKeyword: z.string().optional(),
  messageBody: z.string(),
  inboundMessageId: z.string().min(1),
  previousPublishedMessageId: z.string().optional(),
});
export type InboundSms = z.infer<typeof inboundSmsSchema>;

/** The local SMS simulator's POST /dev/sms body. */
export const simulatedSmsSchema = z.object({
  from: z.string().trim().min(1, 'Enter the number the text comes from'),
  text: z.string().max(1600, 'A text is at most 1600 characters'),
});
