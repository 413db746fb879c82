// The single marketplace table, built from the same key schema the local stack and the data layer (functions/platform/data) use.
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TABLE_BASE_NAME, TABLE_KEYS, TABLE_TTL_ATTRIBUTE } from '../../functions/platform/data/table';
import type { StageSettings } from '../stage-settings';

export interface DataProps {
  settings: StageSettings;
}

const stringKey = (name: string) => ({ name, type: dynamodb.AttributeType.STRING });

export class Data extends Construct {
  readonly table: dynamodb.Table;

  constructor(scope: Construct, id: string, { settings }: DataProps) {
    super(scope, id);

    this.table = new dynamodb.Table(this, 'Table', {
      tableName: `${settings.namePrefix}-${TABLE_BASE_NAME}`,
      partitionKey: stringKey(TABLE_KEYS.partitionKey),
      sortKey: stringKey(TABLE_KEYS.sortKey),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      // The stream feeds the search index consumer (table-stream-consumer.ts): saves write only the profile or
      // listing, and the "serves ZIP" items follow from their change records.
      stream: dynamodb.StreamViewType.NEW_AND_OLD_IMAGES,
      // SMS conversations expire by themselves 24 hours after the last text.
      timeToLiveAttribute: TABLE_TTL_ATTRIBUTE,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      deletionProtection: settings.deletionProtection,
      removalPolicy: settings.removalPolicy,
    });
    for (const index of TABLE_KEYS.globalIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
  }
}
