import { SMS_CONVERSATION_STEPS, SMS_RENTAL_PERIODS } from '../../../../shared/schemas/sms';
import { SERVICE_NAME, TABLE_TTL_ATTRIBUTE } from '../table';

/**
 * A text-to-book conversation in progress, one per phone number (E.164). It lives 24 hours from
 * the last text (DynamoDB TTL); a conversation that ends (no provider, paid) is deleted.
 */
export const smsConversationModel = {
  model: { entity: 'smsConversation', version: '1', service: SERVICE_NAME },
  attributes: {
    phoneNumber: { type: 'string', required: true },
    step: { type: SMS_CONVERSATION_STEPS, required: true },
    zipCode: { type: 'string' },
    city: { type: 'string' },
    state: { type: 'string' },
    /** The ZIP's IANA time zone: delivery dates are read on its clock. */
    timeZone: { type: 'string' },
    providerId: { type: 'string' },
    providerName: { type: 'string' },
    period: { type: SMS_RENTAL_PERIODS },
    /** The provider's total for each period, as the period question quoted them (shared/pricing.ts). */
    periodPricesCents: {
      type: 'map',
      properties: { threeDay: { type: 'number', required: true }, weekly: { type: 'number', required: true }, monthly: { type: 'number', required: true } },
    },
    deliveryDate: { type: 'string' },
    street: { type: 'string' },
    checkoutSessionId: { type: 'string' },
    paymentUrl: { type: 'string' },
    /** The last text answered: SNS may deliver one twice. */
    lastInboundMessageId: { type: 'string' },
    /** Epoch seconds: DynamoDB's TTL deletes the item after this. */
    expiresAt: { type: 'number', required: true, field: TABLE_TTL_ATTRIBUTE },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byPhone: { pk: { field: 'pk', composite: ['phoneNumber'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;
