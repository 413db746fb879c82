import type { SNSClient } from '@aws-sdk/client-sns';
import { describe, expect, it } from 'vitest';
import { createLocalRentalEventPublisher, localRentalEventsSettled, subscribeLocalRentalEvents } from './local-rental-events';
import type { RentalEvent } from './rental-events';
import { createSnsRentalEventPublisher } from './sns-rental-events';

const event: RentalEvent = { type: 'rental.created', rentalId: 'r-1', occurredAt: '2026-11-23T00:00:00.000Z' };

describe('local rental event bus', () => {
  it('returns before subscribers run, then runs each of them; a failing subscriber reaches no one', async () => {
    const seen: string[] = [];
    const stops = [
      subscribeLocalRentalEvents(async (received) => void seen.push(`a:${received.rentalId}`)),
      subscribeLocalRentalEvents(async () => {
        throw new Error('subscriber broke');
      }),
      subscribeLocalRentalEvents(async (received) => void seen.push(`b:${received.type}`)),
    ];
    await expect(createLocalRentalEventPublisher().publish(event)).resolves.toBeUndefined();
    expect(seen).toEqual([]);
    await localRentalEventsSettled();
    expect(seen.sort()).toEqual(['a:r-1', 'b:rental.created']);
    for (const stop of stops) stop();
    await createLocalRentalEventPublisher().publish(event);
    await localRentalEventsSettled();
    expect(seen).toHaveLength(2);
  });
});

describe('SNS rental event publisher', () => {
  it('publishes the event as JSON to the topic with its type as an attribute', async () => {
    const sent: unknown[] = [];
    const client = { send: async (command: { input: unknown }) => void sent.push(command.input) } as unknown as SNSClient;
    await createSnsRentalEventPublisher({ topicArn: 'arn:aws:sns:us-east-1:1:order-events', client }).publish(event);
    expect(sent).toEqual([
      {
        TopicArn: 'arn:aws:sns:us-east-1:1:order-events',
        Message: JSON.stringify(event),
        MessageAttributes: { type: { DataType: 'String', StringValue: 'rental.created' } },
      },
    ]);
  });

  it('never throws when SNS fails: the order is already stored', async () => {
    const client = { send: async () => Promise.reject(new Error('throttled')) } as unknown as SNSClient;
    await expect(createSnsRentalEventPublisher({ topicArn: 'arn', client }).publish(event)).resolves.toBeUndefined();
  });
});
