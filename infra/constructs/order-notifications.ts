// The notifications function: subscribed to the order-events topic, it e-mails (SES) and texts
// (SNS SMS) the customer and the provider of each rental event and saves the ETA onto the rental.
// SNS retries delivery to it and parks undeliverable messages in the dead-letter queue; a failed
// invocation (a message still undelivered after the in-process retries) is retried twice by Lambda
// and then lands in the same queue, where the dead-letter alarm sees it.
import { Duration } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as ses from 'aws-cdk-lib/aws-ses';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { StageSettings } from '../stage-settings';
import { functionCode } from './domain-bundling';
import { grantFunctionPermissions } from './grant-permissions';
import { acknowledgeLambdaBasicRole } from './nag-acknowledgements';

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
    const logGroup = new logs.LogGroup(this, 'Logs', {
      retention: settings.logRetention,
      removalPolicy: settings.removalPolicy,
    });
    const fn = new nodejs.NodejsFunction(this, 'Function', {
      ...functionCode('functions/notifications/index.ts'),
      memorySize: settings.lambdaMemoryMb,
      // Four messages with up to three tries each and backoff: more than an API request needs.
      timeout: Duration.seconds(60),
      logGroup,
      retryAttempts: 2,
      deadLetterQueue: props.deadLetterQueue,
      environment: {
        STAGE: settings.stage,
        TABLE_NAME: props.table.tableName,
        LOG_LEVEL: settings.logLevel,
        POWERTOOLS_SERVICE_NAME: 'marketplace-notifications',
        POWERTOOLS_LOG_LEVEL: settings.logLevel,
        SENDER_EMAIL: settings.senderEmail,
        MESSAGING_MODE: 'aws',
        NODE_OPTIONS: '--enable-source-maps',
      },
    });
    // The rental, provider and opt-outs by key, the ETA written back, e-mails and texts
    // (infra/constructs/domain-permissions.ts); it publishes to no topic.
    grantFunctionPermissions(fn, 'notifications', { table: props.table, emailIdentity: props.emailIdentity });
    props.orderEventsTopic.addSubscription(
      new subscriptions.LambdaSubscription(fn, { deadLetterQueue: props.deadLetterQueue }),
    );

    acknowledgeLambdaBasicRole(fn);
    this.function = fn;
  }
}
