import * as z from 'zod';
import { SMS_CONVERSATION_STEPS, SMS_RENTAL_PERIODS } from '../../../../shared/schemas/sms';
import { SERVICE_NAME, TABLE_TTL_ATTRIBUTE } from '../table';
import { entityModel } from '../schema';

/**
 * A text-to-book conversation in progress, one per phone number (E.164). It lives 24 hours from
 * the last text (DynamoDB TTL); a conversation that ends (no provider, paid) is deleted.
 */
export const storedSmsConversationSchema = z.object({
  phoneNumber: z.string(),
  step: z.enum(SMS_CONVERSATION_STEPS),
  zipCode: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  /** The ZIP's IANA time zone: delivery dates are read on its clock. */
  timeZone: z.string().optional(),
  providerId: z.string().optional(),
  providerName: z.string().optional(),
  period: z.enum(SMS_RENTAL_PERIODS).optional(),
  /** The provider's total for each period, as the period question quoted them (shared/pricing.ts). */
  periodPricesCents: z
    .object(Object.fromEntries(SMS_RENTAL_PERIODS.map((period) => [period, z.number()])) as Record<(typeof SMS_RENTAL_PERIODS)[number], z.ZodNumber>)
    .optional(),
  deliveryDate: z.string().optional(),
  street: z.string().optional(),
  checkoutSessionId: z.string().optional(),
  paymentUrl: z.string().optional(),
  /** The last text answered: SNS may deliver one twice. */
  lastInboundMessageId: z.string().optional(),
  /** Epoch seconds: DynamoDB's TTL deletes the item after this. */
  expiresAt: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const smsConversationModel = entityModel({
  model: { entity: 'smsConversation', version: '1', service: SERVICE_NAME },
  schema: storedSmsConversationSchema,
  fields: { expiresAt: TABLE_TTL_ATTRIBUTE },
  indexes: {
    byPhone: { pk: { field: 'pk', composite: ['phoneNumber'] }, sk: { field: 'sk', composite: [] } },
  },
});
