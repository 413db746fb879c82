// Text messages through Amazon SNS direct publish to a phone number (transactional, so carriers
// deliver order updates promptly).
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import type { SmsSender } from './message';

export function createSnsSmsSender(options: { client?: SNSClient } = {}): SmsSender {
  const client = options.client ?? new SNSClient({});
  return {
    async sendSms(message) {
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
