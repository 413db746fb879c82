// What every function of the marketplace that works on the table shares: a log group of its own
// with the stage's retention, the bundle of functions/<name>/index.ts (domain-bundling.ts), the
// stage's memory, and the environment the platform code reads (stage, table, log level, the
// service name its logs and metrics carry, source-mapped stack traces). Each construct adds what
// its function alone needs (its timeout and retries, further variables, its permissions from
// domain-permissions.ts, what invokes it).
import type { Duration } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { StageSettings } from '../stage-settings';
import { functionCode } from './domain-bundling';
import type { FunctionName } from './domain-permissions';
import { acknowledgeLambdaBasicRole } from './nag-acknowledgements';

export interface MarketplaceFunctionProps {
  settings: StageSettings;
  /** Its name in the permissions table, its folder under functions/, and its service name. */
  name: FunctionName;
  table: dynamodb.ITable;
  timeout: Duration;
  /** The construct ids of the function and its log group: they name the deployed resources, so they stay as first deployed. */
  ids: { function: string; logs: string };
  /** Variables beyond the shared ones. */
  environment?: Record<string, string>;
  /** Asynchronous invocations: Lambda's retries, then the dead-letter queue. */
  retryAttempts?: number;
  deadLetterQueue?: sqs.IQueue;
  reservedConcurrentExecutions?: number;
}

export function marketplaceFunction(scope: Construct, props: MarketplaceFunctionProps): nodejs.NodejsFunction {
  const { settings, name } = props;
  const logGroup = new logs.LogGroup(scope, props.ids.logs, { retention: settings.logRetention, removalPolicy: settings.removalPolicy });
  const fn = new nodejs.NodejsFunction(scope, props.ids.function, {
    ...functionCode(`functions/${name}/index.ts`),
    memorySize: settings.lambdaMemoryMb,
    timeout: props.timeout,
    logGroup,
    ...(props.retryAttempts === undefined ? {} : { retryAttempts: props.retryAttempts }),
    ...(props.deadLetterQueue ? { deadLetterQueue: props.deadLetterQueue } : {}),
    ...(props.reservedConcurrentExecutions ? { reservedConcurrentExecutions: props.reservedConcurrentExecutions } : {}),
    environment: {
      STAGE: settings.stage,
      TABLE_NAME: props.table.tableName,
      LOG_LEVEL: settings.logLevel,
      POWERTOOLS_SERVICE_NAME: `marketplace-${name}`,
      POWERTOOLS_LOG_LEVEL: settings.logLevel,
      NODE_OPTIONS: '--enable-source-maps',
      ...props.environment,
    },
  });
  acknowledgeLambdaBasicRole(fn);
  return fn;
}
