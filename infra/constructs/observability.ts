// Alarms on what a customer would feel (API 5xx), what breaks silently (Lambda errors and
// throttles) and what gets lost (messages parked in the dead-letter queue), all to one topic.
import { Duration } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as kms from 'aws-cdk-lib/aws-kms';
import * as sns from 'aws-cdk-lib/aws-sns';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { StageSettings } from '../stage-settings';

export interface ObservabilityProps {
  settings: StageSettings;
  httpApi: apigw.HttpApi;
  functions: Record<string, lambda.IFunction>;
  deadLetterQueue: sqs.IQueue;
  /** The key CloudWatch may encrypt alarm messages with (notifications.ts). */
  topicKey: kms.IKey;
}

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

    alarm(
      'dead-letters',
      props.deadLetterQueue.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: cloudwatch.Stats.MAXIMUM,
      }),
      'Messages are waiting in the dead-letter queue: a notification or event was not delivered',
    );
  }
}
