// The sms function: subscribed to the inbound-SMS topic that AWS End User Messaging two-way SMS
// publishes texts to, it runs the text-to-book conversation (state in the table, with TTL), opens
// payment sessions through Stripe (secret read at cold start) and answers by SNS SMS. It writes
// no rental: the paid session becomes one through the checkout domain's webhook.
import { Duration } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { StageSettings } from '../stage-settings';
import { functionCode } from './domain-bundling';
import { grantFunctionPermissions } from './grant-permissions';
import { acknowledgeLambdaBasicRole } from './nag-acknowledgements';

export interface InboundSmsProps {
  settings: StageSettings;
  table: dynamodb.ITable;
  inboundSmsTopic: sns.ITopic;
  stripeSecret: secretsmanager.ISecret;
  deadLetterQueue: sqs.IQueue;
  /** Where payment pages send the texter's browser back to. */
  siteUrl: string;
}

export class InboundSms extends Construct {
  readonly function: nodejs.NodejsFunction;

  constructor(scope: Construct, id: string, props: InboundSmsProps) {
    super(scope, id);
    const { settings } = props;
    const logGroup = new logs.LogGroup(this, 'Logs', {
      retention: settings.logRetention,
      removalPolicy: settings.removalPolicy,
    });
    const fn = new nodejs.NodejsFunction(this, 'sms-function', {
      ...functionCode('functions/sms/index.ts'),
      memorySize: settings.lambdaMemoryMb,
      // A Secrets Manager read and a Stripe call on a cold start, then a few texts.
      timeout: Duration.seconds(30),
      logGroup,
      retryAttempts: 2,
      deadLetterQueue: props.deadLetterQueue,
      environment: {
        STAGE: settings.stage,
        TABLE_NAME: props.table.tableName,
        LOG_LEVEL: settings.logLevel,
        POWERTOOLS_SERVICE_NAME: 'marketplace-sms',
        POWERTOOLS_LOG_LEVEL: settings.logLevel,
        MESSAGING_MODE: 'aws',
        STRIPE_SECRET_ARN: props.stripeSecret.secretArn,
        SITE_URL: props.siteUrl,
        NODE_OPTIONS: '--enable-source-maps',
      },
    });
    // Items by key only (conversation, opt-out, provider, checkout, the per-number text counter)
    // and the ZIP's one Query on the base table: no index, no scan, no batch; the Stripe secret;
    // replies by text (infra/constructs/domain-permissions.ts).
    grantFunctionPermissions(fn, 'sms', { table: props.table, stripeSecret: props.stripeSecret });
    props.inboundSmsTopic.addSubscription(new subscriptions.LambdaSubscription(fn, { deadLetterQueue: props.deadLetterQueue }));

    acknowledgeLambdaBasicRole(fn);
    this.function = fn;
  }
}
