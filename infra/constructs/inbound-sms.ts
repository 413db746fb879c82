// The sms function: subscribed to the inbound-SMS topic that AWS End User Messaging two-way SMS
// publishes texts to, it runs the text-to-book conversation (state in the table, with TTL), opens
// payment sessions through Stripe (secret read at cold start) and answers by SNS SMS. It writes
// no rental: the paid session becomes one through the checkout domain's webhook.
import { Duration } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { StageSettings } from '../stage-settings';
import { marketplaceFunction } from './marketplace-function';
import { grantFunctionPermissions } from './grant-permissions';

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
    const fn = marketplaceFunction(this, {
      settings,
      name: 'sms',
      table: props.table,
      ids: { function: 'sms-function', logs: 'Logs' },
      // A Secrets Manager read and a Stripe call on a cold start, then a few texts.
      timeout: Duration.seconds(30),
      retryAttempts: 2,
      deadLetterQueue: props.deadLetterQueue,
      environment: {
        MESSAGING_MODE: 'aws',
        STRIPE_SECRET_ARN: props.stripeSecret.secretArn,
        SITE_URL: props.siteUrl,
      },
    });
    // Items by key only (conversation, opt-out, provider, checkout, the per-number text counter)
    // and the ZIP's one Query on the base table: no index, no scan, no batch; the Stripe secret;
    // replies by text (infra/constructs/domain-permissions.ts).
    grantFunctionPermissions(fn, 'sms', { table: props.table, stripeSecret: props.stripeSecret });
    props.inboundSmsTopic.addSubscription(new subscriptions.LambdaSubscription(fn, { deadLetterQueue: props.deadLetterQueue }));
    this.function = fn;
  }
}
