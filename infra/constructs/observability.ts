// Alarms on what a customer would feel (API 5xx), what breaks silently (Lambda errors and
// throttles), what gets lost (messages parked in the dead-letter queue) and money taken without an
// order (the PaymentsFailed business metric), all to one topic. The functions' business metrics
// (functions/platform/metrics.ts) go to the stage's namespace, which this construct gives them.
import { Duration } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { BUSINESS_METRICS, BUSINESS_METRICS_SERVICE } from '../../functions/platform/metrics';
import type * as kms from 'aws-cdk-lib/aws-kms';
import * as sns from 'aws-cdk-lib/aws-sns';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { StageSettings } from '../stage-settings';

export interface ObservabilityProps {
  settings: StageSettings;
  httpApi: apigw.HttpApi;
  /** Watched for errors and throttles, and told the business metrics' namespace. */
  functions: Record<string, lambda.Function>;
  deadLetterQueue: sqs.IQueue;
  /** The key CloudWatch may encrypt alarm messages with (notifications.ts). */
  topicKey: kms.IKey;
  /** The search index consumer (table-stream-consumer.ts): its failure queue and how far it lags the table's stream. */
  searchIndex?: { function: lambda.Function; failures: sqs.IQueue };
  /** The dispatch jobs consumer (table-stream-consumer.ts): its failure queue and how far it lags the table's stream. */
  dispatchJobs?: { function: lambda.Function; failures: sqs.IQueue };
}

/**
 * The table stream's consumers: what it means when records sit in a consumer's failure queue, and
 * when it lags the stream further than its users feel (the oldest record it has yet to take).
 */
const STREAM_CONSUMER_ALARMS = [
  {
    consumer: 'searchIndex',
    name: 'search-index',
    failures: 'Provider or listing changes search could not take are in the search index failure queue: search shows stale data for them',
    lag: 'The search index is falling behind the table stream: providers wait for their saves to show in search',
    // Search this far behind the saves is felt by providers.
    maxLag: Duration.minutes(2),
  },
  {
    consumer: 'dispatchJobs',
    name: 'dispatch-jobs',
    failures: 'Rental changes the dispatch jobs could not take are in their failure queue: the board shows stale jobs for them',
    lag: 'The dispatch jobs are falling behind the table stream: approvals and date changes wait to reach the board',
    // The board this far behind the rentals (an approval not yet on it) is felt by the office.
    maxLag: Duration.minutes(2),
  },
] as const;

/** Where the stage's business metrics go: one namespace per stage, as stages may share an account. */
export const businessMetricsNamespace = (settings: Pick<StageSettings, 'stage'>) => `Marketplace/${settings.stage}`;

export class Observability extends Construct {
  readonly alarmTopic: sns.Topic;

  constructor(scope: Construct, id: string, props: ObservabilityProps) {
    super(scope, id);
    const { settings } = props;

    this.alarmTopic = new sns.Topic(this, 'AlarmTopic', {
      topicName: `${settings.namePrefix}-marketplace-alarms`,
      enforceSSL: true,
      masterKey: props.topicKey,
    });

    const alarmAction = new actions.SnsAction(this.alarmTopic);
    const alarm = (alarmId: string, metric: cloudwatch.IMetric, description: string, threshold = 1) => {
      const created = new cloudwatch.Alarm(this, alarmId, {
        alarmName: `${settings.namePrefix}-marketplace-${alarmId}`,
        alarmDescription: description,
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
      created.addAlarmAction(alarmAction);
      created.addOkAction(alarmAction);
      return created;
    };

    const fiveMinutes = { period: Duration.minutes(5), statistic: cloudwatch.Stats.SUM };
    alarm('api-5xx', props.httpApi.metricServerError(fiveMinutes), 'HTTP API answered 5xx', 5);

    for (const [domain, fn] of Object.entries(props.functions)) {
      alarm(`${domain}-errors`, fn.metricErrors(fiveMinutes), `${domain} Lambda threw errors`, 3);
      alarm(`${domain}-throttles`, fn.metricThrottles(fiveMinutes), `${domain} Lambda was throttled`);
    }

    const namespace = businessMetricsNamespace(settings);
    for (const fn of Object.values(props.functions)) fn.addEnvironment('POWERTOOLS_METRICS_NAMESPACE', namespace);
    // A customer paid and has no order (refunded because the unit went, or a paid amount that differs
    // from the quote): staff should know at once, even for one.
    alarm(
      'payments-failed',
      new cloudwatch.Metric({
        namespace,
        metricName: BUSINESS_METRICS.paymentsFailed,
        dimensionsMap: { service: BUSINESS_METRICS_SERVICE },
        ...fiveMinutes,
      }),
      'A payment did not become an order (refunded, or a paid amount that differs from the quote): see the checkout logs',
    );

    alarm(
      'dead-letters',
      props.deadLetterQueue.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: cloudwatch.Stats.MAXIMUM,
      }),
      'Messages are waiting in the dead-letter queue: a notification or event was not delivered',
    );

    for (const watched of STREAM_CONSUMER_ALARMS) {
      const consumer = props[watched.consumer];
      if (!consumer) continue;
      alarm(
        `${watched.name}-failures`,
        consumer.failures.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: cloudwatch.Stats.MAXIMUM }),
        watched.failures,
      );
      alarm(
        `${watched.name}-lag`,
        consumer.function.metric('IteratorAge', { period: Duration.minutes(5), statistic: cloudwatch.Stats.MAXIMUM }),
        watched.lag,
        watched.maxLag.toMilliseconds(),
      );
    }
  }
}
