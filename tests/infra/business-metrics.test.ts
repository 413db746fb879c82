// Business metrics (functions/platform/metrics.ts): every function writes them to its stage's
// namespace, and a payment that did not become an order raises an alarm on the alarm topic.
import { describe, expect, it } from 'vitest';
import { DOMAINS } from '../../shared/contract/contract';
import { BUSINESS_METRICS, BUSINESS_METRICS_SERVICE } from '../../functions/platform/metrics';
import { SCHEDULED_FUNCTIONS, STREAM_FUNCTIONS, SUBSCRIBER_FUNCTIONS } from '../../infra/constructs/domain-permissions';
import { businessMetricsNamespace } from '../../infra/constructs/observability';
import { stackFor } from './build-stack';
import { functionNamed, logicalIdOf } from './template-values';

describe.each(['dev', 'prod'])('business metrics (%s)', (stage) => {
  const { template } = stackFor(stage);

  it('names one namespace per stage', () => {
    expect(businessMetricsNamespace({ stage })).toBe(`Marketplace/${stage}`);
  });

  it.each([...DOMAINS, ...SUBSCRIBER_FUNCTIONS, ...SCHEDULED_FUNCTIONS, ...STREAM_FUNCTIONS])('tells the %s function the namespace', (name) => {
    expect(functionNamed(template, name).properties.Environment.Variables.POWERTOOLS_METRICS_NAMESPACE).toBe(`Marketplace/${stage}`);
  });

  it('alarms on the first payment that did not become an order, and on its recovery, to the alarm topic', () => {
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm'))
      .map((alarm) => alarm.Properties)
      .filter((alarm) => alarm.MetricName === BUSINESS_METRICS.paymentsFailed);
    const alarmTopic = { Ref: logicalIdOf(template, 'AWS::SNS::Topic', /marketplace-alarms/) };
    expect(alarms).toEqual([
      expect.objectContaining({
        AlarmName: `${stage}-marketplace-payments-failed`,
        Namespace: `Marketplace/${stage}`,
        Dimensions: [{ Name: 'service', Value: BUSINESS_METRICS_SERVICE }],
        Statistic: 'Sum',
        Period: 300,
        Threshold: 1,
        EvaluationPeriods: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        // No payment failed: no data, which is fine.
        TreatMissingData: 'notBreaching',
        AlarmActions: [alarmTopic],
        OKActions: [alarmTopic],
      }),
    ]);
  });
});
