// The billing function: subscribed to the order-events topic beside the notifications function,
// with a filter policy on the message's `type` attribute so only rental.picked_up reaches it, it runs
// each picked-up rental's final billing (functions/billing): the final invoice, the off-session
// charge of the card saved at checkout (Stripe), the invoice e-mail with its pay link when that is
// declined, and the rental.final_invoice event it publishes back to the same topic. SNS retries
// delivery and parks what it cannot deliver in the dead-letter queue; a failed invocation is retried
// twice by Lambda (safe: the billing is recorded once, the charge carries its idempotency key).
import { Duration } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as ses from 'aws-cdk-lib/aws-ses';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { StageSettings } from '../stage-settings';
import { marketplaceFunction } from './marketplace-function';
import { grantFunctionPermissions } from './grant-permissions';

export interface FinalBillingProps {
  settings: StageSettings;
  table: dynamodb.ITable;
  orderEventsTopic: sns.ITopic;
  stripeSecret: secretsmanager.ISecret;
  emailIdentity: ses.IEmailIdentity;
  deadLetterQueue: sqs.IQueue;
  /** Where the final invoices' pay links point. */
  siteUrl: string;
}

/** The one event the billing function acts on (the publisher sets `type` as a message attribute). */
const FINAL_BILLING_EVENT_TYPES = ['rental.picked_up'];

export class FinalBilling extends Construct {
  readonly function: nodejs.NodejsFunction;

  constructor(scope: Construct, id: string, props: FinalBillingProps) {
    super(scope, id);
    const { settings } = props;
    const fn = marketplaceFunction(this, {
      settings,
      name: 'billing',
      table: props.table,
      ids: { function: 'billing-function', logs: 'Logs' },
      // A Secrets Manager read and a Stripe charge on a cold start, the invoice's PDF and e-mail.
      timeout: Duration.seconds(30),
      retryAttempts: 2,
      deadLetterQueue: props.deadLetterQueue,
      environment: {
        SENDER_EMAIL: settings.senderEmail,
        MESSAGING_MODE: 'aws',
        STRIPE_SECRET_ARN: props.stripeSecret.secretArn,
        ORDER_EVENTS_TOPIC_ARN: props.orderEventsTopic.topicArn,
        SITE_URL: props.siteUrl,
      },
    });
    // The rental, its payment, the provider and the invoice counter by key, the invoice's
    // transaction with its tallies, the Stripe secret, the invoice e-mail (with its PDF) and the
    // rental.final_invoice event (infra/constructs/domain-permissions.ts).
    grantFunctionPermissions(fn, 'billing', {
      table: props.table,
      stripeSecret: props.stripeSecret,
      emailIdentity: props.emailIdentity,
      orderEventsTopic: props.orderEventsTopic,
    });
    props.orderEventsTopic.addSubscription(
      new subscriptions.LambdaSubscription(fn, {
        deadLetterQueue: props.deadLetterQueue,
        filterPolicy: { type: sns.SubscriptionFilter.stringFilter({ allowlist: FINAL_BILLING_EVENT_TYPES }) },
      }),
    );
    this.function = fn;
  }
}
