// The notifications function on the local stack: subscribed to the in-process rental event bus in
// place of the order-events SNS topic, and invoked with the same SNS event shape AWS delivers, so
// the handler that runs in AWS is the one that runs here. Its messages land in the outbox.
import type { SNSEvent } from 'aws-lambda';
import { localRentalEventsSettled, subscribeLocalRentalEvents } from '../../functions/platform/events/local-rental-events';
import type { RentalEvent } from '../../functions/platform/events/rental-events';
import { localSnsEvent } from './sns-event';

const LOCAL_TOPIC_ARN = 'arn:aws:sns:us-east-1:000000000000:local-marketplace-order-events';

export function snsEventOf(event: RentalEvent): SNSEvent {
  return localSnsEvent(LOCAL_TOPIC_ARN, event, { type: { Type: 'String', Value: event.type } });
}

/**
 * Subscribes the notifications handler; the returned stop waits for deliveries in flight.
 * `siteUrl` answers the gateway's address once it listens: the manage links in the messages point
 * there (SITE_URL is not set locally, where return pages follow each request's own origin).
 */
export function startLocalNotifications(siteUrl: () => string | undefined): () => Promise<void> {
  let handler: ((event: SNSEvent) => Promise<void>) | undefined;
  const unsubscribe = subscribeLocalRentalEvents(async (event) => {
    if (!handler) {
      const { createNotificationsHandler, notifyDepsFromConfig } = await import('../../functions/notifications/index');
      let deps: ReturnType<typeof notifyDepsFromConfig> | undefined;
      handler = createNotificationsHandler(() => (deps ??= notifyDepsFromConfig({ siteUrl: siteUrl() })));
    }
    await handler(snsEventOf(event));
  });
  return async () => {
    unsubscribe();
    await localRentalEventsSettled();
  };
}
