// Text-to-book: the flat-rate trailer periods a texter can pick, the steps of a conversation, and
// the inbound text as AWS End User Messaging two-way SMS publishes it to the inbound SNS topic.
import * as z from 'zod';
import { LANDING_TRAILER_PRICES_CENTS } from '../constants';
import type { RENTAL_PERIODS } from './rental';

export const SMS_RENTAL_PERIODS = ['threeDay', 'weekly', 'monthly'] as const;
export type SmsRentalPeriod = (typeof SMS_RENTAL_PERIODS)[number];

export interface SmsPeriodTerms {
  /** What the texter replies to choose it (besides words such as "week"). */
  choice: '1' | '2' | '3';
  label: string;
  priceCents: number;
  /** The rental's own period vocabulary (a 3-day hire is billed as days). */
  rentalPeriod: (typeof RENTAL_PERIODS)[number];
}

export const SMS_PERIOD_TERMS: Record<SmsRentalPeriod, SmsPeriodTerms> = {
  threeDay: { choice: '1', label: '3-day', priceCents: LANDING_TRAILER_PRICES_CENTS.threeDay, rentalPeriod: 'daily' },
  weekly: { choice: '2', label: 'weekly', priceCents: LANDING_TRAILER_PRICES_CENTS.weekly, rentalPeriod: 'weekly' },
  monthly: { choice: '3', label: 'monthly', priceCents: LANDING_TRAILER_PRICES_CENTS.monthly, rentalPeriod: 'monthly' },
};

/** What the conversation waits for next. */
export const SMS_CONVERSATION_STEPS = ['zip', 'period', 'date', 'confirmDate', 'address', 'payment'] as const;
export type SmsConversationStep = (typeof SMS_CONVERSATION_STEPS)[number];

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
