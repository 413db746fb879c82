// Lambda entry of the availability sweep, run every few minutes by an EventBridge schedule
// (infra/constructs/availability-sweep.ts): releases the unit holds whose payment sessions expired
// without payment, whether or not the payment provider's checkout.session.expired event arrived.
// The local stack runs the same sweep on a timer (scripts/local/local-stack.ts).
import { getConfig } from '../platform/config';
import { createStore, type Store } from '../platform/data/store';
import { logger } from '../platform/logger';
import { releaseLapsedHolds } from './holds';
import { now } from '../platform/clock';

let store: Store | undefined;

export async function handler(): Promise<{ released: number }> {
  store ??= createStore({ tableName: getConfig().TABLE_NAME });
  const released = await releaseLapsedHolds({ store, clock: now });
  logger.info('Availability sweep done', { released });
  return { released };
}
