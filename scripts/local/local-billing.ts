// The billing function on the local stack: subscribed to the in-process rental event bus beside the
// notifications handler, invoked with the same SNS event shape AWS delivers (the handler skips every
// event but a pickup, which the AWS subscription's filter does there).
import type { SNSEvent } from 'aws-lambda';
import { localRentalEventsSettled, subscribeLocalRentalEvents } from '../../functions/platform/events/local-rental-events';
import { snsEventOf } from './local-notifications';

/** Subscribes the billing handler; `siteUrl` answers the gateway's address once it listens (the invoices' pay links). */
export function startLocalBilling(siteUrl: () => string | undefined): () => Promise<void> {
  let handler: ((event: SNSEvent) => Promise<void>) | undefined;
  const unsubscribe = subscribeLocalRentalEvents(async (event) => {
    if (event.type !== 'rental.picked_up') return;
    if (!handler) {
      const { billingDepsFromConfig, createBillingHandler } = await import('../../functions/billing/index');
      let deps: ReturnType<typeof billingDepsFromConfig> | undefined;
      handler = createBillingHandler(() => (deps ??= billingDepsFromConfig({ siteUrl: siteUrl() })));
    }
    await handler(snsEventOf(event));
  });
  return async () => {
    unsubscribe();
    await localRentalEventsSettled();
  };
}
