// The dispatch jobs consumer: a second event source mapping on the table's stream, filtered to
// rental records, feeds functions/dispatch-jobs, which keeps each rental's job items (delivery,
// swaps, pickup) for the dispatch board and the drivers. Rental moves therefore write only the
// rental, whoever makes them (provider, customer, webhook, sweep). Like the search index: a failing
// batch is bisected and retried, then its records' positions go to a queue of its own; alarms watch
// that queue and the stream's iterator age (observability.ts). Two consumers is as many as
// DynamoDB advises per stream shard; a third would share this one's function.
import { Duration, Validations } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as eventSources from 'aws-cdk-lib/aws-lambda-event-sources';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { DISPATCH_JOBS_BATCH_SIZE, DISPATCH_JOBS_STREAM_FILTER } from '../../functions/dispatch/jobs-source';
import type { StageSettings } from '../stage-settings';
import { functionCode } from './domain-bundling';
import { grantFunctionPermissions } from './grant-permissions';
import { acknowledgeLambdaBasicRole } from './nag-acknowledgements';

/** Retries of a failing batch (after bisecting) before its records are given up to the failure queue. */
const RETRY_ATTEMPTS = 5;

export interface DispatchJobsProps {
  settings: StageSettings;
  table: dynamodb.ITable;
}

export class DispatchJobs extends Construct {
  readonly function: nodejs.NodejsFunction;
  /** Where the rental records the jobs could not take end up (their stream positions, to replay). */
  readonly failures: sqs.Queue;

  constructor(scope: Construct, id: string, props: DispatchJobsProps) {
    super(scope, id);
    const { settings, table } = props;
    if (!table.tableStreamArn) throw new Error('The dispatch jobs read the table stream, and the table has none');
    const logGroup = new logs.LogGroup(this, 'Logs', { retention: settings.logRetention, removalPolicy: settings.removalPolicy });
    const fn = new nodejs.NodejsFunction(this, 'Function', {
      ...functionCode('functions/dispatch-jobs/index.ts'),
      memorySize: settings.lambdaMemoryMb,
      // A batch of 100 rentals, each a read and a few writes: seconds.
      timeout: Duration.seconds(60),
      logGroup,
      environment: {
        STAGE: settings.stage,
        TABLE_NAME: table.tableName,
        LOG_LEVEL: settings.logLevel,
        POWERTOOLS_SERVICE_NAME: 'marketplace-dispatch-jobs',
        POWERTOOLS_LOG_LEVEL: settings.logLevel,
        NODE_OPTIONS: '--enable-source-maps',
      },
    });
    grantFunctionPermissions(fn, 'dispatch-jobs', { table });

    this.failures = new sqs.Queue(this, 'Failures', {
      queueName: `${settings.namePrefix}-marketplace-dispatch-jobs-failures`,
      retentionPeriod: Duration.days(14),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy: settings.removalPolicy,
    });
    Validations.of(this.failures).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: "This queue is itself the dead-letter queue (the dispatch jobs consumer's on-failure destination).",
    });

    new lambda.EventSourceMapping(this, 'TableStream', {
      target: fn,
      eventSourceArn: table.tableStreamArn,
      startingPosition: lambda.StartingPosition.TRIM_HORIZON,
      batchSize: DISPATCH_JOBS_BATCH_SIZE,
      maxBatchingWindow: Duration.seconds(1),
      bisectBatchOnError: true,
      reportBatchItemFailures: true,
      retryAttempts: RETRY_ATTEMPTS,
      // The stream keeps 24 hours; a record this old is better replayed (scripts/maintenance/rebuild-jobs.ts).
      maxRecordAge: Duration.hours(12),
      onFailure: new eventSources.SqsDlq(this.failures),
      filters: [lambda.FilterCriteria.filter(DISPATCH_JOBS_STREAM_FILTER as unknown as Record<string, unknown>)],
    });
    acknowledgeLambdaBasicRole(fn);
    this.function = fn;
  }
}
