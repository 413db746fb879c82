// Lambda entry of the notifications function, subscribed to the order-events SNS topic: each
// record's Message is a RentalEvent (JSON). The service never throws for a failed message; this
// handler throws only after it finished every record, when some message still failed after the
// in-process retries, so Lambda's asynchronous retries and then the dead-letter queue keep what
// remains (a retry may repeat a message that already went out). The rental itself is never at risk.
import type { SNSEvent } from 'aws-lambda';
import { getConfig } from '../platform/config';
import { createStore } from '../platform/data/store';
import { RENTAL_EVENT_TYPES, type RentalEvent } from '../platform/events/rental-events';
import { logger } from '../platform/logger';
import { createMessaging } from '../platform/messaging/messaging';
import { notifyRentalEvent, type NotifyDeps } from './notify-rental-event';

/** The function's dependencies from configuration; `siteUrl` is where manage links point (SITE_URL in AWS). */
export function notifyDepsFromConfig(overrides: { siteUrl?: string } = {}): NotifyDeps {
  const config = getConfig();
  const messaging = createMessaging(config);
  return { store: createStore({ tableName: config.TABLE_NAME }), email: messaging.email, sms: messaging.sms, siteUrl: overrides.siteUrl ?? config.SITE_URL };
}

// Built on the first event and reused while the Lambda stays warm (no HTTP chain to borrow `once` from).
let built: NotifyDeps | undefined;
const deps = (): NotifyDeps => (built ??= notifyDepsFromConfig());

export function parseRentalEvent(message: string): RentalEvent | undefined {
  try {
    const value = JSON.parse(message) as Partial<RentalEvent>;
    if (typeof value.rentalId === 'string' && RENTAL_EVENT_TYPES.includes(value.type as RentalEvent['type'])) {
      return { type: value.type!, rentalId: value.rentalId, occurredAt: String(value.occurredAt ?? '') };
    }
  } catch {
    // Logged below as not a rental event.
  }
  return undefined;
}

export function createNotificationsHandler(makeDeps: () => NotifyDeps) {
  return async (event: SNSEvent): Promise<void> => {
    let undelivered = 0;
    for (const record of event.Records) {
      const rentalEvent = parseRentalEvent(record.Sns.Message);
      if (!rentalEvent) {
        // Retrying cannot fix a malformed message: log it and move on.
        logger.error('Not a rental event', { messageId: record.Sns.MessageId });
        continue;
      }
      logger.appendKeys({ rentalId: rentalEvent.rentalId, eventType: rentalEvent.type });
      const outcome = await notifyRentalEvent(makeDeps(), rentalEvent);
      logger.info('Order notification done', { ...outcome });
      undelivered += outcome.failed.length;
      logger.removeKeys(['rentalId', 'eventType']);
    }
    if (undelivered > 0) throw new Error(`${undelivered} order notification message(s) not delivered`);
  };
}

export const handler = createNotificationsHandler(deps);
