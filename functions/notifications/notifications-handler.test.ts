// The notifications function's entry: a rental event in a valid SNS envelope is handed to the
// service; anything else fails the invocation (for Lambda's retries and the dead-letter queue)
// before any dependency is built or any message read, sent or written.
import { describe, expect, it, vi } from 'vitest';
import { snsEvent } from '../platform/messaging/sns-events.fixture';
import type { RentalEvent } from '../platform/events/rental-events';
import { createNotificationsHandler, NOT_A_RENTAL_EVENT } from './index';
import type { NotificationOutcome, NotifyDeps } from './notify-rental-event';

const EVENT: RentalEvent = { type: 'rental.approved', rentalId: 'abcdef12-3456-7890-abcd-ef1234567890', occurredAt: '2026-11-26T18:47:13.000Z' };

function handlerWith(outcome: Partial<NotificationOutcome> = {}) {
  const deps = { store: {}, email: {}, sms: {} } as unknown as NotifyDeps;
  const makeDeps = vi.fn(() => deps);
  const notify = vi.fn(async (): Promise<NotificationOutcome> => ({ found: true, sent: ['customer email'], failed: [], skipped: [], ...outcome }));
  return { handler: createNotificationsHandler(makeDeps, notify), makeDeps, notify, deps };
}

describe('notifications handler', () => {
  it('hands the rental event of a valid SNS envelope to the service', async () => {
    const { handler, notify, deps } = handlerWith();
    await expect(handler(snsEvent({ ...EVENT, extra: 'ignored' }))).resolves.toBeUndefined();
    expect(notify).toHaveBeenCalledExactlyOnceWith(deps, EVENT);
  });

  it('reads an event published without its time', async () => {
    const { handler, notify, deps } = handlerWith();
    await handler(snsEvent({ type: 'rental.created', rentalId: EVENT.rentalId }));
    expect(notify).toHaveBeenCalledWith(deps, { type: 'rental.created', rentalId: EVENT.rentalId, occurredAt: '' });
  });

  it('fails after the service when a message stayed undelivered, for Lambda to retry', async () => {
    const { handler } = handlerWith({ failed: ['provider sms'] });
    await expect(handler(snsEvent(EVENT))).rejects.toThrow(/1 order notification message\(s\) not delivered/);
  });

  it.each([
    ['a message that is not JSON', snsEvent('not json')],
    ['an unknown event type', snsEvent({ ...EVENT, type: 'rental.teleported' })],
    ['an event without a rental', snsEvent({ type: 'rental.created', rentalId: ' ' })],
    ['an envelope that is not SNS', { Records: [{ eventSource: 'aws:sqs', body: JSON.stringify(EVENT) }] }],
    ['an envelope without records', { Records: [] }],
  ])('refuses %s without building anything or sending', async (_name, event) => {
    const { handler, makeDeps, notify } = handlerWith();
    await expect(handler(event as never)).rejects.toThrow(NOT_A_RENTAL_EVENT);
    expect(makeDeps).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });
});
