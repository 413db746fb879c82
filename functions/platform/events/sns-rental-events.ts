// Rental events to the order-events SNS topic. The event is the message, as JSON; its type is also a
// message attribute so a subscription could filter on it.
import type { SNSClient } from '@aws-sdk/client-sns';
import { logger } from '../logger';
import type { RentalEventPublisher } from './rental-events';

export function createSnsRentalEventPublisher(options: { topicArn: string; client?: SNSClient }): RentalEventPublisher {
  // Loaded on the first publish, not at cold start: most requests publish nothing.
  let created: Promise<SNSClient> | undefined = options.client && Promise.resolve(options.client);
  return {
    async publish(event) {
      try {
        const { PublishCommand, SNSClient } = await import('@aws-sdk/client-sns');
        const client = await (created ??= Promise.resolve(new SNSClient({})));
        await client.send(
          new PublishCommand({
            TopicArn: options.topicArn,
            Message: JSON.stringify(event),
            MessageAttributes: { type: { DataType: 'String', StringValue: event.type } },
          }),
        );
      } catch (error) {
        // The order is already stored; a lost notification is logged (and alarmed on), never fatal.
        logger.error('Rental event not published', { event, error: error as Error });
      }
    },
  };
}
