// SNS events as Lambda receives them from a topic (the shape of AWS's sample event), for the tests
// of the SNS-subscribed functions.
import type { SNSEvent } from 'aws-lambda';

const TOPIC_ARN = 'arn:aws:sns:us-east-1:123456789012:dev-marketplace-topic';

/** One record whose Message is `message` (JSON unless it is a string already). */
export function snsEvent(message: unknown, messageId = '95df01b4-ee98-5cb9-9903-4c221d41eb5e'): SNSEvent {
  return {
    Records: [
      {
        EventSource: 'aws:sns',
        EventVersion: '1.0',
        EventSubscriptionArn: `${TOPIC_ARN}:21be56ed-a058-49f5-8c98-aedd2564c486`,
        Sns: {
          Type: 'Notification',
          MessageId: messageId,
          TopicArn: TOPIC_ARN,
          Subject: null as unknown as string,
          Message: typeof message === 'string' ? message : JSON.stringify(message),
          Timestamp: '2026-11-26T18:47:13.322Z',
          SignatureVersion: '1',
          Signature: 'tcc6faL2yUC6dgZdmrwh1Y4cGa/ebXEkAi6RibDsvpi+tE/1+82j...65r==',
          SigningCertUrl: 'https://sns.us-east-1.amazonaws.com/SimpleNotificationService-ac565b8b1a6c5d002d285f9598aa1d9b.pem',
          UnsubscribeUrl: `https://sns.us-east-1.amazonaws.com/?Action=Unsubscribe&SubscriptionArn=${TOPIC_ARN}:21be56ed-a058-49f5-8c98-aedd2564c486`,
          MessageAttributes: {},
        },
      },
    ],
  };
}
