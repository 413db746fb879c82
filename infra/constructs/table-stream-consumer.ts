// A consumer of the table's stream: an event source mapping, filtered to the records one function
// keeps something from, feeds that function. Writers therefore write only their own item and
// answer at once; what is derived from it (the search index's "serves ZIP" items, the dispatch
// board's jobs) follows within seconds. A batch that fails is split in halves (bisect) to find the
// record that fails, retried, and after that its records' positions go to a queue of the
// consumer's own, on which, and on the stream's iterator age (the consumer falling behind), an
// alarm fires (observability.ts). Two consumers is as many as DynamoDB advises per stream shard; a
// third would share one of these functions.
import { Duration, Validations } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as eventSources from 'aws-cdk-lib/aws-lambda-event-sources';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { StageSettings } from '../stage-settings';
import { marketplaceFunction } from './marketplace-function';
import type { FunctionName } from './domain-permissions';
import { grantFunctionPermissions } from './grant-permissions';

/** Retries of a failing batch (after bisecting) before its records are given up to the failure queue. */
const RETRY_ATTEMPTS = 5;

export interface TableStreamConsumerProps {
  settings: StageSettings;
  table: dynamodb.ITable;
  /** The function's name in the permissions table, its folder under functions/ and its queue's name. */
  name: Extract<FunctionName, 'search-index' | 'dispatch-jobs'>;
  /** What it keeps, for errors and the queue's description ("the search index"). */
  description: string;
  batchSize: number;
  /** The event source mapping's filter: only the records the function keeps something from. */
  filter: Record<string, unknown>;
}

export class TableStreamConsumer extends Construct {
  readonly function: nodejs.NodejsFunction;
  /** Where the records the consumer could not take end up (their stream positions, to replay). */
  readonly failures: sqs.Queue;

  constructor(scope: Construct, id: string, props: TableStreamConsumerProps) {
    super(scope, id);
    const { settings, table, name, description } = props;
    if (!table.tableStreamArn) throw new Error(`${description} reads the table stream, and the table has none`);
    const fn = marketplaceFunction(this, {
      settings,
      name,
      table,
      ids: { function: 'Function', logs: 'Logs' },
      // A batch is at most a national provider's area (3,000 ZIPs: ~120 batch writes) or 100
      // rentals (a read and a few writes each): seconds, not minutes.
      timeout: Duration.seconds(60),
    });
    grantFunctionPermissions(fn, name, { table });

    this.failures = new sqs.Queue(this, 'Failures', {
      queueName: `${settings.namePrefix}-marketplace-${name}-failures`,
      retentionPeriod: Duration.days(14),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy: settings.removalPolicy,
    });
    Validations.of(this.failures).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: `This queue is itself the dead-letter queue (${description}'s on-failure destination).`,
    });

    new lambda.EventSourceMapping(this, 'TableStream', {
      target: fn,
      eventSourceArn: table.tableStreamArn,
      startingPosition: lambda.StartingPosition.TRIM_HORIZON,
      batchSize: props.batchSize,
      maxBatchingWindow: Duration.seconds(1),
      bisectBatchOnError: true,
      reportBatchItemFailures: true,
      retryAttempts: RETRY_ATTEMPTS,
      // The stream keeps 24 hours; a record this old is better replayed (docs/OPERATIONS.md).
      maxRecordAge: Duration.hours(12),
      onFailure: new eventSources.SqsDlq(this.failures),
      filters: [lambda.FilterCriteria.filter(props.filter)],
    });
    this.function = fn;
  }
}
