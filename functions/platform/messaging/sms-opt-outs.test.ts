import { describe, expect, it } from 'vitest';
import type { SmsMessage } from './message';
import { withSmsOptOuts } from './sms-opt-outs';

describe('texts honour opt-outs', () => {
  it('sends to numbers that did not opt out and drops the rest silently', async () => {
    const sent: SmsMessage[] = [];
    const sender = withSmsOptOuts({ sendSms: async (message) => void sent.push(message) }, async (phone) => phone === '+16145550199');
    await sender.sendSms({ to: '+16145550142', body: 'Your order is confirmed' });
    await sender.sendSms({ to: '+16145550199', body: 'Your order is confirmed' });
    expect(sent.map((message) => message.to)).toEqual(['+16145550142']);
  });

  it('answers HELP even to a number that opted out, and nothing else', async () => {
    const sent: SmsMessage[] = [];
    const sender = withSmsOptOuts({ sendSms: async (message) => void sent.push(message) }, async () => true);
    await sender.sendSms({ to: '+16145550199', body: 'Help text', answersHelp: true });
    await sender.sendSms({ to: '+16145550199', body: 'Your order is confirmed' });
    expect(sent.map((message) => message.body)).toEqual(['Help text']);
  });
});
