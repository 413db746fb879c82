// The notifications function: subscribed to the order-events topic, it e-mails (SES) and texts
// (SNS SMS) the customer and the provider of each rental event and saves the ETA onto the rental.
// SNS retries delivery to it and parks undeliverable messages in the dead-letter queue; a failed
// invocation (a message still undelivered after the in-process retries) is retried twice by Lambda
// and then lands in the same queue, where the dead-letter alarm sees it.
import { Duration } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as ses from 'aws-cdk-lib/aws-ses';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { StageSettings } from '../stage-settings';
import { marketplaceFunction } from './marketplace-function';
import { grantFunctionPermissions } from './grant-permissions';

export interface OrderNotificationsProps {
  settings: StageSettings;
  table: dynamodb.ITable;
  orderEventsTopic: sns.ITopic;
  emailIdentity: ses.IEmailIdentity;
  deadLetterQueue: sqs.IQueue;
}

export class OrderNotifications extends Construct {
  readonly function: nodejs.NodejsFunction;

  constructor(scope: Construct, id: string, props: OrderNotificationsProps) {
    super(scope, id);
    const { settings } = props;
    const fn = marketplaceFunction(this, {
      settings,
      name: 'notifications',
      table: props.table,
      ids: { function: 'Function', logs: 'Logs' },
      // Four messages with up to three tries each and backoff: more than an API request needs.
      timeout: Duration.seconds(60),
      retryAttempts: 2,
      deadLetterQueue: props.deadLetterQueue,
      environment: { SENDER_EMAIL: settings.senderEmail, MESSAGING_MODE: 'aws' },
    });
    // The rental, provider and opt-outs by key, the ETA written back, e-mails and texts
    // (infra/constructs/domain-permissions.ts); it publishes to no topic.
    grantFunctionPermissions(fn, 'notifications', { table: props.table, emailIdentity: props.emailIdentity });
    props.orderEventsTopic.addSubscription(
      new subscriptions.LambdaSubscription(fn, { deadLetterQueue: props.deadLetterQueue }),
    );
    this.function = fn;
  }
}
