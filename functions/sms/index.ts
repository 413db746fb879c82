// Lambda entry of the sms function, subscribed to the inbound-SMS SNS topic that AWS End User
// Messaging two-way SMS publishes to: each record's Message is one inbound text (JSON). A text
// that is not one is logged and dropped (retrying cannot fix it); a failure while answering a
// real text is thrown after the other records are done, so Lambda's retries try it again (the
// conversation skips a text it has already answered).
import type { SNSEvent } from 'aws-lambda';
import { inboundSmsSchema, type InboundSms } from '../../shared/schemas/sms';
import { getConfig } from '../platform/config';
import { createStore } from '../platform/data/store';
import { logger } from '../platform/logger';
import { createMessaging } from '../platform/messaging/messaging';
import { paymentPortOnce } from '../platform/payments/create-payment-port';
import { createDynamoDbRateLimiter } from '../platform/rate-limit/rate-limiter';
import { handleInboundSms, type InboundSmsDeps } from './handle-inbound-sms';

export function parseInboundSms(message: string): InboundSms | undefined {
  try {
    const parsed = inboundSmsSchema.safeParse(JSON.parse(message));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The function's dependencies from configuration; `siteUrl` is where payment pages return to. */
export function smsDepsFromConfig(overrides: Partial<InboundSmsDeps> = {}): InboundSmsDeps {
  const config = getConfig();
  const siteUrl = overrides.siteUrl ?? config.SITE_URL;
  if (!siteUrl) throw new Error('Invalid configuration: SITE_URL is required by the sms function (payment links return there)');
  return {
    store: createStore({ tableName: config.TABLE_NAME }),
    sms: createMessaging(config).sms,
    payments: paymentPortOnce(() => config),
    clock: () => new Date(),
    textLimit: createDynamoDbRateLimiter({ tableName: config.TABLE_NAME }),
    ...overrides,
    siteUrl,
  };
}

export function createInboundSmsHandler(makeDeps: () => InboundSmsDeps) {
  return async (event: SNSEvent): Promise<void> => {
    let failed = 0;
    for (const record of event.Records) {
      const inbound = parseInboundSms(record.Sns.Message);
      if (!inbound) {
        logger.error('Not an inbound text', { messageId: record.Sns.MessageId });
        continue;
      }
      try {
        const outcome = await handleInboundSms(makeDeps(), inbound);
        logger.info('Inbound text answered', { inboundMessageId: inbound.inboundMessageId, ...outcome });
      } catch (error) {
        failed += 1;
        logger.error('Inbound text not answered', { inboundMessageId: inbound.inboundMessageId, error: error as Error });
      }
    }
    if (failed > 0) throw new Error(`${failed} inbound text(s) not answered`);
  };
}

let built: InboundSmsDeps | undefined;
export const handler = createInboundSmsHandler(() => (built ??= smsDepsFromConfig()));
