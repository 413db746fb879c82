// Messaging plumbing: rental events fan out through SNS, inbound texts arrive on their own topic,
// failed deliveries land in a dead-letter queue, and e-mail leaves through an SES identity.
import { Aws, Duration, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { StageSettings } from '../stage-settings';

/** AWS services that publish to our encrypted topics: End User Messaging (inbound texts) and CloudWatch (alarms). */
export const TOPIC_PUBLISHING_SERVICES = ['sms-voice.amazonaws.com', 'cloudwatch.amazonaws.com'] as const;

export interface NotificationsProps {
  settings: StageSettings;
}

export class Notifications extends Construct {
  readonly orderEventsTopic: sns.Topic;
  readonly inboundSmsTopic: sns.Topic;
  readonly deadLetterQueue: sqs.Queue;
  readonly emailIdentity: ses.EmailIdentity;
  /** Encrypts the topics that AWS services publish to (inbound texts, alarms), which cannot use the AWS-managed key. */
  readonly topicKey: kms.Key;

  constructor(scope: Construct, id: string, { settings }: NotificationsProps) {
    super(scope, id);

    // Only our own Lambdas publish order events, so the AWS-managed SNS key is enough.
    this.orderEventsTopic = new sns.Topic(this, 'OrderEvents', {
      topicName: `${settings.namePrefix}-marketplace-order-events`,
      enforceSSL: true,
      masterKey: kms.Alias.fromAliasName(this, 'SnsManagedKey', 'alias/aws/sns'),
    });
    // AWS End User Messaging and CloudWatch alarms publish as AWS services, which the AWS-managed SNS
    // key does not admit; this key does, for SNS on their behalf, and nothing else.
    this.topicKey = new kms.Key(this, 'TopicKey', {
      alias: `${settings.namePrefix}-marketplace-topics`,
      description: 'Encrypts the inbound-SMS and alarm topics',
      enableKeyRotation: true,
      removalPolicy: settings.removalPolicy,
    });
    for (const service of TOPIC_PUBLISHING_SERVICES) {
      this.topicKey.addToResourcePolicy(
        new iam.PolicyStatement({
          principals: [new iam.ServicePrincipal(service)],
          actions: ['kms:GenerateDataKey*', 'kms:Decrypt'],
          resources: ['*'],
          conditions: { StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID } },
        }),
      );
    }
    this.inboundSmsTopic = new sns.Topic(this, 'InboundSms', {
      topicName: `${settings.namePrefix}-marketplace-inbound-sms`,
      enforceSSL: true,
      masterKey: this.topicKey,
    });
    // Two-way SMS: AWS End User Messaging publishes each inbound text to this topic as a service,
    // which the topic must admit (with the key above), for this account's phone numbers only.
    this.inboundSmsTopic.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'EndUserMessagingInboundTexts',
        principals: [new iam.ServicePrincipal('sms-voice.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.inboundSmsTopic.topicArn],
        conditions: {
          StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID },
          ArnLike: { 'aws:SourceArn': `arn:${Aws.PARTITION}:sms-voice:${Aws.REGION}:${Aws.ACCOUNT_ID}:*` },
        },
      }),
    );

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
