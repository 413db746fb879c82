// The local stack's stand-in for the order-events topic: an in-process bus. Publishing returns at
// once and each subscriber runs afterwards, as an SNS subscriber would; a subscriber's failure is
// logged and never reaches the publisher. The subscriber list lives on globalThis so the gateway
// and the lazily loaded domain handlers share one bus even if a module is loaded twice.
import { logger } from '../logger';
import type { RentalEvent, RentalEventPublisher } from './rental-events';

export type RentalEventSubscriber = (event: RentalEvent) => Promise<unknown>;

const BUS = Symbol.for('marketplace.localRentalEventBus');
type Bus = { subscribers: Set<RentalEventSubscriber>; inFlight: Set<Promise<void>> };

function bus(): Bus {
  const holder = globalThis as unknown as Record<symbol, Bus | undefined>;
  return (holder[BUS] ??= { subscribers: new Set(), inFlight: new Set() });
}

/** Adds a subscriber; returns the function that removes it. */
export function subscribeLocalRentalEvents(subscriber: RentalEventSubscriber): () => void {
  bus().subscribers.add(subscriber);
  return () => bus().subscribers.delete(subscriber);
}

/** Resolves once every delivery started so far has finished (tests, shutdown). */
export async function localRentalEventsSettled(): Promise<void> {
  while (bus().inFlight.size > 0) await Promise.allSettled([...bus().inFlight]);
}

export function createLocalRentalEventPublisher(): RentalEventPublisher {
  return {
    async publish(event) {
      for (const subscriber of bus().subscribers) {
        const delivery = new Promise<void>((resolve) => setImmediate(resolve))
          .then(() => subscriber(event))
          .then(
            () => undefined,
            (error: unknown) => logger.error('Local rental event subscriber failed', { event, error: error as Error }),
          );
        bus().inFlight.add(delivery);
        void delivery.finally(() => bus().inFlight.delete(delivery));
      }
    },
  };
}
