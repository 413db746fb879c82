// Turns a function's entry of domain-permissions.ts into IAM statements on its role: explicit
// actions on explicit resources (no grantReadWriteData, which would add Scan and DescribeTable),
// plus the cdk-nag acknowledgements the remaining wildcards need, each with its reason.
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as ses from 'aws-cdk-lib/aws-ses';
import type * as sns from 'aws-cdk-lib/aws-sns';
import { permissionsOf, tableActionsOf, type FunctionName, type UploadPrefix } from './domain-permissions';
import { acknowledgeFindings, arnRef } from './nag-acknowledgements';

/** The resources a function may be granted; one that its entry needs must be given. */
export interface GrantableResources {
  table?: dynamodb.ITable;
  uploadsBucket?: s3.IBucket;
  orderEventsTopic?: sns.ITopic;
  stripeSecret?: secretsmanager.ISecret;
  originSecret?: secretsmanager.ISecret;
  emailIdentity?: ses.IEmailIdentity;
  userPool?: cognito.IUserPool;
}

function required<T>(resource: T | undefined, name: FunctionName, what: string): T {
  if (resource === undefined) throw new Error(`${name} is granted ${what} but was given none`);
  return resource;
}

export function grantFunctionPermissions(fn: lambda.Function, name: FunctionName, resources: GrantableResources): void {
  const permissions = permissionsOf(name);
  const allow = (actions: string[], resourceArns: string[]) =>
    fn.addToRolePolicy(new iam.PolicyStatement({ actions, resources: resourceArns }));

  const tableActions = tableActionsOf(permissions);
  if (tableActions.length > 0) {
    const table = required(resources.table, name, 'the table');
    allow(tableActions, [table.tableArn]);
    // Only Query reads an index; each index by name, so no index/* wildcard.
    const indexes = permissions.tableIndexes ?? [];
    if (indexes.length > 0) allow(['dynamodb:Query'], indexes.map((index) => `${table.tableArn}/index/${index}`));
  }

  const { uploads } = permissions;
  if (uploads) {
    const bucket = required(resources.uploadsBucket, name, 'the uploads bucket');
    const objects = (prefixes: readonly UploadPrefix[]) => prefixes.map((prefix) => bucket.arnForObjects(`${prefix}*`));
    if (uploads.put?.length) allow(['s3:PutObject'], objects(uploads.put));
    if (uploads.get?.length) allow(['s3:GetObject'], objects(uploads.get));
    if (uploads.delete?.length) allow(['s3:DeleteObject'], objects(uploads.delete));
    if (uploads.list) allow(['s3:ListBucket'], [bucket.bucketArn]);
    const prefixes = [...new Set([...(uploads.put ?? []), ...(uploads.get ?? []), ...(uploads.delete ?? [])])];
    acknowledgeFindings(
      fn,
      'AwsSolutions-IAM5',
      prefixes.map((prefix) => `Resource::${arnRef(bucket)}/${prefix}*`),
      'Object keys end in ids chosen at request time (per owner, then a random UUID); the wildcard is limited to ' +
        'the key prefix of the one kind of upload this function handles, in this one bucket.',
    );
  }

  if (permissions.email) {
    const identity = required(resources.emailIdentity, name, 'SES sending');
    // SES v2 SendEmail with Raw content is authorised as ses:SendRawEmail; kept for e-mails with attachments (domain-permissions.ts).
    identity.grant(fn, ...(permissions.email === 'withAttachments' ? ['ses:SendEmail', 'ses:SendRawEmail'] : ['ses:SendEmail']));
  }

  if (permissions.smsToPhoneNumbers) {
    // Texts are published straight to phone numbers, which have no ARN to scope the grant to.
    allow(['sns:Publish'], ['*']);
    acknowledgeFindings(
      fn,
      'AwsSolutions-IAM5',
      ['Resource::*'],
      'sns:Publish to a phone number (SMS) has no resource ARN; the function publishes to no topic.',
    );
  }

  if (permissions.orderEvents) {
    // The topic uses the AWS-managed SNS key, whose key policy already admits SNS callers in this
    // account; grantPublish would add a kms:GenerateDataKey* on key/* statement for nothing.
    allow(['sns:Publish'], [required(resources.orderEventsTopic, name, 'the order-events topic').topicArn]);
  }

  if (permissions.stripeSecret) {
    // GetSecretValue only: grantRead would add DescribeSecret, which the payment port never calls.
    allow(['secretsmanager:GetSecretValue'], [required(resources.stripeSecret, name, 'the Stripe secret').secretArn]);
  }

  if (permissions.originSecret) {
    allow(['secretsmanager:GetSecretValue'], [required(resources.originSecret, name, 'the origin secret').secretArn]);
  }

  if (permissions.tableStream) {
    const table = required(resources.table, name, 'the table stream');
    if (!table.tableStreamArn) throw new Error(`${name} reads the table's stream, but the table has none`);
    allow(['dynamodb:DescribeStream', 'dynamodb:GetShardIterator', 'dynamodb:GetRecords'], [table.tableStreamArn]);
    allow(['dynamodb:ListStreams'], ['*']);
    acknowledgeFindings(
      fn,
      'AwsSolutions-IAM5',
      ['Resource::*'],
      'dynamodb:ListStreams has no resource ARN (Lambda\'s event source mapping lists the stream); the stream itself is read on its own ARN only.',
    );
  }

  if (permissions.userPool?.length) {
    allow([...permissions.userPool], [required(resources.userPool, name, 'the user pool').userPoolArn]);
  }
}
