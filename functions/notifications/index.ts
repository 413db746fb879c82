// Lambda entry of the notifications function, subscribed to the order-events SNS topic: each
// record's Message is a RentalEvent (JSON), validated with the SNS envelope by Powertools' parser
// (platform/messaging/sns-messages.ts) before anything is read or sent.
// A message that is not a rental event fails the invocation, untouched: only this marketplace
// publishes to the topic, so such a message is a publisher newer than this function (a new event
// type mid-deploy, which a retry a minute later can read) or a bug; Lambda retries it twice, then
// the dead-letter queue keeps it for replay after a fix and its alarm fires. Never more than that.
// The service never throws for a failed delivery; this handler throws only after it finished every
// record, when some message still failed after the in-process retries, so Lambda's asynchronous
// retries and then the dead-letter queue keep what remains (a retry may repeat a message that
// already went out). The rental itself is never at risk.
import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { getConfig } from '../platform/config';
import { createStore } from '../platform/data/store';
import { logger } from '../platform/logger';
import { createMessaging } from '../platform/messaging/messaging';
import { asSnsHandler, snsMessages, snsRefusal, type SnsHandler } from '../platform/messaging/sns-messages';
import { notifyRentalEvent, type NotifyDeps } from './notify-rental-event';
import { rentalEventMessageSchema } from './rental-event-message';

/** The function's dependencies from configuration; `siteUrl` is where manage links point (SITE_URL in AWS). */
export function notifyDepsFromConfig(overrides: { siteUrl?: string } = {}): NotifyDeps {
  const config = getConfig();
  const messaging = createMessaging(config);
  return { store: createStore({ tableName: config.TABLE_NAME }), email: messaging.email, sms: messaging.sms, siteUrl: overrides.siteUrl ?? config.SITE_URL };
}

// Built on the first event and reused while the Lambda stays warm (no HTTP chain to borrow `once` from).
let built: NotifyDeps | undefined;
const deps = (): NotifyDeps => (built ??= notifyDepsFromConfig());

export const NOT_A_RENTAL_EVENT = 'Not a rental event';

export function createNotificationsHandler(
  makeDeps: () => NotifyDeps,
  notify: typeof notifyRentalEvent = notifyRentalEvent,
): SnsHandler {
  const chain = middy()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(snsMessages(rentalEventMessageSchema))
    .handler(async (parsed): Promise<void> => {
      if (!parsed.success) {
        logger.error(`${NOT_A_RENTAL_EVENT}: refused, for Lambda to retry and then the dead-letter queue to keep`, { ...snsRefusal(parsed) });
        throw new Error(NOT_A_RENTAL_EVENT);
      }
      let undelivered = 0;
      for (const { Sns } of parsed.data.Records) {
        const rentalEvent = Sns.Message;
        logger.appendKeys({ rentalId: rentalEvent.rentalId, eventType: rentalEvent.type, snsMessageId: Sns.MessageId });
        const outcome = await notify(makeDeps(), rentalEvent);
        logger.info('Order notification done', { ...outcome });
        undelivered += outcome.failed.length;
        logger.removeKeys(['rentalId', 'eventType', 'snsMessageId']);
      }
      if (undelivered > 0) throw new Error(`${undelivered} order notification message(s) not delivered`);
    });
  return asSnsHandler(chain);
}

export const handler = createNotificationsHandler(deps);
