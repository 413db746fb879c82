// Picks the rental event adapter for this process from configuration: the SNS topic in AWS, the
// in-process bus on the local stack.
import type { Config } from '../config';
import { createLocalRentalEventPublisher } from './local-rental-events';
import type { RentalEventPublisher } from './rental-events';
import { createSnsRentalEventPublisher } from './sns-rental-events';

export function createRentalEventPublisher(config: Config): RentalEventPublisher {
  if (config.EVENTS_MODE === 'local') return createLocalRentalEventPublisher();
  if (!config.ORDER_EVENTS_TOPIC_ARN) throw new Error('Invalid configuration: ORDER_EVENTS_TOPIC_ARN is required when EVENTS_MODE is sns');
  return createSnsRentalEventPublisher({ topicArn: config.ORDER_EVENTS_TOPIC_ARN });
}
