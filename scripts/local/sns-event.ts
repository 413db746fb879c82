// The SNS event AWS delivers to a subscribed Lambda, for the local stand-ins of the order-events and
// inbound-SMS topics: one record, shaped as SNS writes it (the functions' parser checks the
// envelope: its URLs must be URLs, its timestamp an ISO time), with the message as its JSON (a
// message published as text, as the local SNS front receives it, goes as it is).
import { randomUUID } from 'node:crypto';
import type { SNSEvent, SNSMessageAttributes } from 'aws-lambda';

export function localSnsEvent(topicArn: string, message: unknown, messageAttributes: SNSMessageAttributes = {}): SNSEvent {
  const subscriptionArn = `${topicArn}:local`;
  const [, , , region] = topicArn.split(':');
  const endpoint = `https://sns.${region}.amazonaws.com`;
  return {
    Records: [
      {
        EventSource: 'aws:sns',
        EventVersion: '1.0',
        EventSubscriptionArn: subscriptionArn,
        Sns: {
          Type: 'Notification',
          MessageId: randomUUID(),
          TopicArn: topicArn,
          Subject: '',
          Message: typeof message === 'string' ? message : JSON.stringify(message),
          Timestamp: new Date().toISOString(),
          SignatureVersion: '1',
          Signature: '',
          SigningCertUrl: `${endpoint}/SimpleNotificationService-local.pem`,
          UnsubscribeUrl: `${endpoint}/?Action=Unsubscribe&SubscriptionArn=${encodeURIComponent(subscriptionArn)}`,
          MessageAttributes: messageAttributes,
        },
      },
    ],
  };
}
