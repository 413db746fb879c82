// Lambda entry of the sms function, subscribed to the inbound-SMS SNS topic that AWS End User
// Messaging two-way SMS publishes to: each record's Message is one inbound text (JSON), validated
// with the SNS envelope by Powertools' parser (platform/messaging/sns-messages.ts).
// An event that is not an inbound text is logged and dropped, with no read, write or reply: AWS
// writes these messages, so one that does not read as a text now never will (a test publish, a
// format this function does not know), and an answer minutes later, after retries, would only
// confuse a texter. It is not retried and does not go to the dead-letter queue.
// A failure while answering a real text is thrown after the other records are done, so Lambda's
// retries try it again (the conversation skips a text it has already answered). Every text read
// counts in the TextsReceived business metric (platform/metrics.ts).
import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { inboundSmsSchema } from '../../shared/schemas/sms';
import { getConfig } from '../platform/config';
import { createStore } from '../platform/data/store';
import { logger } from '../platform/logger';
import { createMessaging } from '../platform/messaging/messaging';
import { asSnsHandler, snsMessages, snsRefusal, type SnsHandler } from '../platform/messaging/sns-messages';
import { BUSINESS_METRICS, countBusinessEvent, flushMetrics } from '../platform/metrics';
import { paymentPortOnce } from '../platform/payments/create-payment-port';
import { createDynamoDbRateLimiter } from '../platform/rate-limit/rate-limiter';
import { handleInboundSms, type InboundSmsDeps } from './handle-inbound-sms';
import { now } from '../platform/clock';

/** The function's dependencies from configuration; `siteUrl` is where payment pages return to. */
export function smsDepsFromConfig(overrides: Partial<InboundSmsDeps> = {}): InboundSmsDeps {
  const config = getConfig();
  const siteUrl = overrides.siteUrl ?? config.SITE_URL;
  if (!siteUrl) throw new Error('Invalid configuration: SITE_URL is required by the sms function (payment links return there)');
  return {
    store: createStore({ tableName: config.TABLE_NAME }),
    sms: createMessaging(config).sms,
    payments: paymentPortOnce(() => config),
    clock: now,
    textLimit: createDynamoDbRateLimiter({ tableName: config.TABLE_NAME }),
    ...overrides,
    siteUrl,
  };
}

export function createInboundSmsHandler(
  makeDeps: () => InboundSmsDeps,
  answer: typeof handleInboundSms = handleInboundSms,
): SnsHandler {
  const chain = middy()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(snsMessages(inboundSmsSchema))
    .use(flushMetrics())
    .handler(async (parsed): Promise<void> => {
      if (!parsed.success) {
        logger.error('Not an inbound text: dropped', { ...snsRefusal(parsed) });
        return;
      }
      let failed = 0;
      for (const { Sns } of parsed.data.Records) {
        const inbound = Sns.Message;
        countBusinessEvent(BUSINESS_METRICS.textsReceived);
        try {
          const outcome = await answer(makeDeps(), inbound);
          logger.info('Inbound text answered', { inboundMessageId: inbound.inboundMessageId, ...outcome });
        } catch (error) {
          failed += 1;
          logger.error('Inbound text not answered', { inboundMessageId: inbound.inboundMessageId, error: error as Error });
        }
      }
      if (failed > 0) throw new Error(`${failed} inbound text(s) not answered`);
    });
  return asSnsHandler(chain);
}

let built: InboundSmsDeps | undefined;
export const handler = createInboundSmsHandler(() => (built ??= smsDepsFromConfig()));
