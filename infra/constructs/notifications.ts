// Messaging plumbing: rental events fan out through SNS, inbound texts arrive on their own topic,
// failed deliveries land in a dead-letter queue, and e-mail leaves through an SES identity.
import { Duration, Validations } from 'aws-cdk-lib';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { StageSettings } from '../stage-settings';

export interface NotificationsProps {
  settings: StageSettings;
}

export class Notifications extends Construct {
  readonly orderEventsTopic: sns.Topic;
  readonly inboundSmsTopic: sns.Topic;
  readonly deadLetterQueue: sqs.Queue;
  readonly emailIdentity: ses.EmailIdentity;

  constructor(scope: Construct, id: string, { settings }: NotificationsProps) {
    super(scope, id);

    // Only our own Lambdas publish order events, so the AWS-managed SNS key is enough.
    this.orderEventsTopic = new sns.Topic(this, 'OrderEvents', {
      topicName: `${settings.namePrefix}-marketplace-order-events`,
      enforceSSL: true,
      masterKey: kms.Alias.fromAliasName(this, 'SnsManagedKey', 'alias/aws/sns'),
    });
    this.inboundSmsTopic = new sns.Topic(this, 'InboundSms', {
      topicName: `${settings.namePrefix}-marketplace-inbound-sms`,
      enforceSSL: true,
    });
    Validations.of(this.inboundSmsTopic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'AWS End User Messaging publishes inbound texts here and cannot use the AWS-managed SNS key; texts carry no ' +
        'more than the phone number already in the message, and the topic only accepts TLS.',
    });

    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetters', {
      queueName: `${settings.namePrefix}-marketplace-dead-letters`,
      retentionPeriod: Duration.days(14),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy: settings.removalPolicy,
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is itself the dead-letter queue (for SNS subscriptions and async Lambda failures).',
    });

    // A single address verifies by a click; a whole domain needs DNS records (see docs/OPERATIONS.md).
    this.emailIdentity = new ses.EmailIdentity(this, 'Sender', {
      identity: ses.Identity.email(settings.senderEmail),
    });
  }
}
