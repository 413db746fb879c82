// The search index consumer: an event source mapping on the table's stream, filtered to provider
// profile and listing changes, feeds functions/search-index, which writes the "serves ZIP" items
// search reads. Saves therefore write only the profile or listing and answer at once, whatever the
// provider's area. A batch that fails is split in halves (bisect) to find the record that fails,
// retried, and after that its records' positions go to a queue of their own, on which, and on the
// stream's iterator age (search falling behind the saves), an alarm fires (observability.ts).
import { Duration, Validations } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as eventSources from 'aws-cdk-lib/aws-lambda-event-sources';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { SEARCH_INDEX_BATCH_SIZE, SEARCH_INDEX_STREAM_FILTER } from '../../functions/catalog/search-index-source';
import type { StageSettings } from '../stage-settings';
import { functionCode } from './domain-bundling';
import { grantFunctionPermissions } from './grant-permissions';
import { acknowledgeLambdaBasicRole } from './nag-acknowledgements';

/** Retries of a failing batch (after bisecting) before its records are given up to the failure queue. */
const RETRY_ATTEMPTS = 5;

export interface SearchIndexProps {
  settings: StageSettings;
  table: dynamodb.ITable;
}

export class SearchIndex extends Construct {
  readonly function: nodejs.NodejsFunction;
  /** Where the records search could not take end up (their stream positions, to replay). */
  readonly failures: sqs.Queue;

  constructor(scope: Construct, id: string, props: SearchIndexProps) {
    super(scope, id);
    const { settings, table } = props;
    if (!table.tableStreamArn) throw new Error('The search index reads the table stream, and the table has none');
    const logGroup = new logs.LogGroup(this, 'Logs', { retention: settings.logRetention, removalPolicy: settings.removalPolicy });
    const fn = new nodejs.NodejsFunction(this, 'Function', {
      ...functionCode('functions/search-index/index.ts'),
      memorySize: settings.lambdaMemoryMb,
      // A national provider's area (3,000 ZIPs at most) is ~120 batch writes: seconds, not minutes.
      timeout: Duration.seconds(60),
      logGroup,
      environment: {
        STAGE: settings.stage,
        TABLE_NAME: table.tableName,
        LOG_LEVEL: settings.logLevel,
        POWERTOOLS_SERVICE_NAME: 'marketplace-search-index',
        POWERTOOLS_LOG_LEVEL: settings.logLevel,
        NODE_OPTIONS: '--enable-source-maps',
      },
    });
    grantFunctionPermissions(fn, 'search-index', { table });

    this.failures = new sqs.Queue(this, 'Failures', {
      queueName: `${settings.namePrefix}-marketplace-search-index-failures`,
      retentionPeriod: Duration.days(14),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy: settings.removalPolicy,
    });
    Validations.of(this.failures).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: "This queue is itself the dead-letter queue (the search index's on-failure destination).",
    });

    new lambda.EventSourceMapping(this, 'TableStream', {
      target: fn,
      eventSourceArn: table.tableStreamArn,
      startingPosition: lambda.StartingPosition.TRIM_HORIZON,
      batchSize: SEARCH_INDEX_BATCH_SIZE,
      maxBatchingWindow: Duration.seconds(1),
      bisectBatchOnError: true,
      reportBatchItemFailures: true,
      retryAttempts: RETRY_ATTEMPTS,
      // The stream keeps 24 hours; a record this old is better replayed by hand from the queue.
      maxRecordAge: Duration.hours(12),
      onFailure: new eventSources.SqsDlq(this.failures),
      filters: [lambda.FilterCriteria.filter(SEARCH_INDEX_STREAM_FILTER as unknown as Record<string, unknown>)],
    });
    acknowledgeLambdaBasicRole(fn);
    this.function = fn;
  }
}
