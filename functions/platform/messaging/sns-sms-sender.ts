// Text messages through Amazon SNS direct publish to a phone number (transactional, so carriers
// deliver order updates promptly).
import type { SNSClient } from '@aws-sdk/client-sns';
import type { SmsSender } from './message';

export function createSnsSmsSender(options: { client?: SNSClient } = {}): SmsSender {
  // Loaded on the first text, not at cold start: most requests send none.
  let client = options.client;
  return {
    async sendSms(message) {
      const { PublishCommand, SNSClient } = await import('@aws-sdk/client-sns');
      client ??= new SNSClient({});
      await client.send(
        new PublishCommand({
          PhoneNumber: message.to,
          Message: message.body,
          MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
        }),
      );
    },
  };
}
