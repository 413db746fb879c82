// Prod keeps its data when the stack goes away, recoverable and encrypted, and is watched by
// alarms; other stages clean up after themselves.
import { describe, expect, it } from 'vitest';
import { DOMAINS } from '../../shared/contract/contract';
import { FORM_THROTTLED_ROUTES } from '../../infra/constructs/api';
import { SCHEDULED_FUNCTIONS, STREAM_FUNCTIONS, SUBSCRIBER_FUNCTIONS } from '../../infra/constructs/domain-permissions';
import { stageSettings, validateStageName } from '../../infra/stage-settings';
import { PROD_TEST_SITE_DOMAIN, stackFor } from './build-stack';
import { functionNamed, logicalIdOf } from './template-values';

const STATEFUL = ['AWS::DynamoDB::Table', 'AWS::S3::Bucket', 'AWS::Cognito::UserPool'];

interface StatefulResource {
  id: string;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
}

function deletionPolicies(stage: string): StatefulResource[] {
  const { template } = stackFor(stage);
  return STATEFUL.flatMap((type) =>
    Object.entries(template.findResources(type)).map(([id, resource]) => ({ id, ...resource })),
  );
}

describe('stages', () => {
  it('prod retains the table, buckets and user pool, with deletion protection', () => {
    const resources = deletionPolicies('prod');
    for (const resource of resources) {
      expect(resource.DeletionPolicy, resource.id).toBe('Retain');
      expect(resource.UpdateReplacePolicy, resource.id).toBe('Retain');
    }
    const { template } = stackFor('prod');
    template.hasResourceProperties('AWS::DynamoDB::Table', { TableName: 'prod-marketplace', DeletionProtectionEnabled: true });
    for (const bucket of Object.values(template.findResources('AWS::S3::Bucket'))) {
      if (bucket.Properties.LoggingConfiguration) {
        expect(bucket.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
      }
    }
    expect(template.findResources('Custom::S3AutoDeleteObjects')).toEqual({});
  });

  describe('prod data protection', () => {
    const { template } = stackFor('prod');
    const buckets = template.findResources('AWS::S3::Bucket');
    const bucketId = (match: RegExp) => logicalIdOf(template, 'AWS::S3::Bucket', match);
    const accessLogsId = Object.keys(buckets).find((id) => id.startsWith('StorageAccessLogs'))!;

    it('keeps the table recoverable (point-in-time recovery), undeletable and encrypted at rest', () => {
      template.hasResourceProperties('AWS::DynamoDB::Table', {
        TableName: 'prod-marketplace',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
        // AWS-managed KMS key (aws/dynamodb).
        SSESpecification: { SSEEnabled: true },
      });
    });

    it('versions and encrypts every bucket, expiring old versions after a while', () => {
      expect(Object.keys(buckets)).toHaveLength(3);
      for (const [id, bucket] of Object.entries(buckets)) {
        expect(bucket.Properties.VersioningConfiguration, id).toEqual({ Status: 'Enabled' });
        expect(bucket.Properties.BucketEncryption, id).toEqual({
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        });
        const rules = bucket.Properties.LifecycleConfiguration.Rules as { NoncurrentVersionExpiration?: { NoncurrentDays: number } }[];
        expect(rules.some((rule) => rule.NoncurrentVersionExpiration?.NoncurrentDays), id).toBe(true);
      }
    });

    it('writes S3 server access logs of the uploads and site buckets, and CloudFront logs, to the access-logs bucket', () => {
      for (const id of [bucketId(/marketplace-uploads-/), Object.keys(buckets).find((candidate) => candidate.startsWith('StorageSite'))!]) {
        expect(buckets[id]!.Properties.LoggingConfiguration, id).toEqual({
          DestinationBucketName: { Ref: accessLogsId },
          LogFilePrefix: expect.any(String),
        });
      }
      const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
      expect(distribution!.Properties.DistributionConfig.Logging.Bucket).toEqual({ 'Fn::GetAtt': [accessLogsId, 'RegionalDomainName'] });
    });

    it('logs every API request', () => {
      const [apiStage] = Object.values(template.findResources('AWS::ApiGatewayV2::Stage'));
      expect(apiStage!.Properties.AccessLogSettings).toEqual({
        DestinationArn: { 'Fn::GetAtt': [expect.stringMatching(/^ApiAccessLogs/), 'Arn'] },
        Format: expect.stringContaining('$context.status'),
      });
    });

    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')).map((alarm) => alarm.Properties);
    const alarmTopic = { Ref: logicalIdOf(template, 'AWS::SNS::Topic', /marketplace-alarms/) };
    const alarmOn = (metricName: string, dimension: { Name: string; Value: unknown }) =>
      alarms.filter((alarm) => alarm.MetricName === metricName && JSON.stringify(alarm.Dimensions) === JSON.stringify([dimension]));

    it('alarms on API 5xx answers', () => {
      const apiId = logicalIdOf(template, 'AWS::ApiGatewayV2::Api');
      expect(alarmOn('5xx', { Name: 'ApiId', Value: { Ref: apiId } })).toHaveLength(1);
    });

    it.each([...DOMAINS, ...SUBSCRIBER_FUNCTIONS, ...SCHEDULED_FUNCTIONS, ...STREAM_FUNCTIONS])('alarms on %s Lambda errors and throttles', (name) => {
      const { logicalId } = functionNamed(template, name);
      for (const metric of ['Errors', 'Throttles']) {
        expect(alarmOn(metric, { Name: 'FunctionName', Value: { Ref: logicalId } }), metric).toHaveLength(1);
      }
    });

    it('alarms on undelivered notifications (messages in the dead-letter queue)', () => {
      const queue = logicalIdOf(template, 'AWS::SQS::Queue', /dead-letters/);
      expect(alarmOn('ApproximateNumberOfMessagesVisible', { Name: 'QueueName', Value: { 'Fn::GetAtt': [queue, 'QueueName'] } })).toHaveLength(1);
    });

    it('alarms on search index records given up (its failure queue) and on search falling behind the table stream', () => {
      const queue = logicalIdOf(template, 'AWS::SQS::Queue', /search-index-failures/);
      expect(alarmOn('ApproximateNumberOfMessagesVisible', { Name: 'QueueName', Value: { 'Fn::GetAtt': [queue, 'QueueName'] } })).toHaveLength(1);
      const { logicalId } = functionNamed(template, 'search-index');
      expect(alarmOn('IteratorAge', { Name: 'FunctionName', Value: { Ref: logicalId } })).toHaveLength(1);
    });

    it('feeds the search index from the table stream: provider profiles and listings only, bisected, retried, failures to its queue', () => {
      const mappings = Object.values(template.findResources('AWS::Lambda::EventSourceMapping'));
      expect(mappings).toHaveLength(2);
      const { Properties } = mappings.find((mapping) => mapping.Properties.FunctionName.Ref === functionNamed(template, 'search-index').logicalId)!;
      expect(Properties.EventSourceArn).toEqual({ 'Fn::GetAtt': [logicalIdOf(template, 'AWS::DynamoDB::Table'), 'StreamArn'] });
      expect(Properties.FunctionName).toEqual({ Ref: functionNamed(template, 'search-index').logicalId });
      expect(Properties).toMatchObject({ BisectBatchOnFunctionError: true, MaximumRetryAttempts: 5, FunctionResponseTypes: ['ReportBatchItemFailures'] });
      expect(Properties.DestinationConfig.OnFailure.Destination).toEqual({ 'Fn::GetAtt': [logicalIdOf(template, 'AWS::SQS::Queue', /search-index-failures/), 'Arn'] });
      expect(Properties.FilterCriteria.Filters.map((filter: { Pattern: string }) => JSON.parse(filter.Pattern))).toEqual([
        { dynamodb: { Keys: { sk: { S: ['$providerprofile_1', '$listing_1'] } } } },
      ]);
    });

    it('feeds the dispatch jobs from the table stream: rentals only, bisected, retried, failures to its queue, alarmed', () => {
      const { logicalId } = functionNamed(template, 'dispatch-jobs');
      const mappings = Object.values(template.findResources('AWS::Lambda::EventSourceMapping')).filter((mapping) => mapping.Properties.FunctionName.Ref === logicalId);
      expect(mappings).toHaveLength(1);
      const { Properties } = mappings[0]!;
      expect(Properties).toMatchObject({ BisectBatchOnFunctionError: true, MaximumRetryAttempts: 5, FunctionResponseTypes: ['ReportBatchItemFailures'] });
      const queue = logicalIdOf(template, 'AWS::SQS::Queue', /dispatch-jobs-failures/);
      expect(Properties.DestinationConfig.OnFailure.Destination).toEqual({ 'Fn::GetAtt': [queue, 'Arn'] });
      expect(Properties.FilterCriteria.Filters.map((filter: { Pattern: string }) => JSON.parse(filter.Pattern))).toEqual([{ dynamodb: { Keys: { sk: { S: ['$rental_1'] } } } }]);
      expect(alarmOn('ApproximateNumberOfMessagesVisible', { Name: 'QueueName', Value: { 'Fn::GetAtt': [queue, 'QueueName'] } })).toHaveLength(1);
      expect(alarmOn('IteratorAge', { Name: 'FunctionName', Value: { Ref: logicalId } })).toHaveLength(1);
    });

    it('sends every alarm, and its recovery, to the alarm topic', () => {
      // API 5xx, errors and throttles per function, the dead-letter queue, failed payments (business-metrics.test.ts),
      // the search index's failure queue and lag, the dispatch jobs' failure queue and lag.
      expect(alarms.length).toBe(1 + 2 * (DOMAINS.length + SUBSCRIBER_FUNCTIONS.length + SCHEDULED_FUNCTIONS.length + STREAM_FUNCTIONS.length) + 1 + 1 + 2 + 2);
      for (const alarm of alarms) {
        expect(alarm.AlarmActions, alarm.AlarmName).toEqual([alarmTopic]);
        expect(alarm.OKActions, alarm.AlarmName).toEqual([alarmTopic]);
      }
    });
  });

  it.each(['dev', 'prod'])('%s throttles the public form routes below the stage default', (stage) => {
    const { template } = stackFor(stage);
    const settings = stageSettings({ stage, ...(stage === 'prod' ? PROD_TEST_SITE_DOMAIN : {}) });
    const [[stageId, stageResource]] = Object.entries(template.findResources('AWS::ApiGatewayV2::Stage'));
    const { DefaultRouteSettings, RouteSettings } = stageResource!.Properties;
    expect(DefaultRouteSettings).toEqual({
      ThrottlingRateLimit: settings.throttling.rateLimit,
      ThrottlingBurstLimit: settings.throttling.burstLimit,
    });
    expect(Object.keys(RouteSettings).sort()).toEqual([...FORM_THROTTLED_ROUTES].sort());
    expect(FORM_THROTTLED_ROUTES).toEqual(expect.arrayContaining(['POST /api/customers', 'POST /api/provider-requests', 'POST /api/support-tickets']));
    for (const routeSettings of Object.values(RouteSettings)) {
      expect(routeSettings).toEqual({
        ThrottlingRateLimit: settings.formThrottling.rateLimit,
        ThrottlingBurstLimit: settings.formThrottling.burstLimit,
      });
    }
    expect(settings.formThrottling.rateLimit).toBeLessThan(settings.throttling.rateLimit);
    expect(settings.formThrottling.burstLimit).toBeLessThan(settings.throttling.burstLimit);
    // The stage is created after those routes, or CloudFormation cannot find their keys.
    const routeIds = Object.entries(template.findResources('AWS::ApiGatewayV2::Route'))
      .filter(([, route]) => (FORM_THROTTLED_ROUTES as readonly string[]).includes(route.Properties.RouteKey))
      .map(([id]) => id);
    expect(routeIds).toHaveLength(FORM_THROTTLED_ROUTES.length);
    expect(template.toJSON().Resources[stageId!].DependsOn).toEqual(expect.arrayContaining(routeIds));
  });

  it('dev deletes its table and buckets (emptying them first)', () => {
    for (const resource of deletionPolicies('dev')) {
      expect(resource.DeletionPolicy, resource.id).toBe('Delete');
    }
    const { template } = stackFor('dev');
    template.hasResourceProperties('AWS::DynamoDB::Table', { TableName: 'dev-marketplace', DeletionProtectionEnabled: false });
    expect(Object.keys(template.findResources('Custom::S3AutoDeleteObjects')).length).toBeGreaterThanOrEqual(3);
  });

  it('throttles prod higher than other stages', () => {
    expect(stageSettings({ stage: 'prod', ...PROD_TEST_SITE_DOMAIN }).throttling.rateLimit).toBeGreaterThan(
      stageSettings({ stage: 'dev' }).throttling.rateLimit,
    );
  });

  it('accepts lowercase stage names and rejects anything else', () => {
    expect(validateStageName('pr-42')).toBe('pr-42');
    for (const bad of ['Prod', 'my_stage', '', '-dev', 'a'.repeat(21)]) {
      expect(() => validateStageName(bad)).toThrow(/Invalid stage/);
    }
    expect(stageSettings().stage).toBe('dev');
  });
});
