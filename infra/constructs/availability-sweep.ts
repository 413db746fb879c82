// The availability sweep: every few minutes it releases the unit holds whose payment sessions
// expired unpaid (functions/availability), so dates come back even when the payment provider's
// checkout.session.expired event is late or lost. Its role reads holds by expiry (gsi3) and deletes
// them, giving their days back; nothing else (infra/constructs/domain-permissions.ts).
import { Duration } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { StageSettings } from '../stage-settings';
import { marketplaceFunction } from './marketplace-function';
import { grantFunctionPermissions } from './grant-permissions';

/** How often the sweep runs: a lapsed hold is released within this of its grace period (holds.ts). */
const SWEEP_INTERVAL_MINUTES = 5;

export interface AvailabilitySweepProps {
  settings: StageSettings;
  table: dynamodb.ITable;
  deadLetterQueue: sqs.IQueue;
}

export class AvailabilitySweep extends Construct {
  readonly function: nodejs.NodejsFunction;

  constructor(scope: Construct, id: string, props: AvailabilitySweepProps) {
    super(scope, id);
    const { settings } = props;
    const fn = marketplaceFunction(this, {
      settings,
      name: 'availability',
      table: props.table,
      ids: { function: 'Function', logs: 'Logs' },
      timeout: Duration.seconds(60),
      retryAttempts: 0,
      deadLetterQueue: props.deadLetterQueue,
    });
    grantFunctionPermissions(fn, 'availability', { table: props.table });
    new events.Rule(this, 'Schedule', {
      description: 'Releases unit holds whose payment sessions expired unpaid',
      schedule: events.Schedule.rate(Duration.minutes(SWEEP_INTERVAL_MINUTES)),
      targets: [new targets.LambdaFunction(fn, { retryAttempts: 0 })],
    });
    this.function = fn;
  }
}
