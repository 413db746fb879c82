// Least privilege per function. First the synthesised roles: each function may do exactly the
// actions listed here, on exactly these resources (the table and the indexes it queries, key
// prefixes of the uploads bucket, the order-events topic, the Stripe secret, the user pool, the
// sender identity), and nothing anywhere may Scan. Then the code: each function's bundle still
// needs no more than infra/constructs/domain-permissions.ts grants, and uses what it is granted.
import { describe, expect, it } from 'vitest';
import { jobPhotoPrefix } from '../../functions/drivers/job-photos';
import { receiptPrefix } from '../../functions/financials/expenses/receipts';
import { uploadPrefix } from '../../functions/onboarding/uploads';
import { listingImagePrefix } from '../../functions/providers/listings/listing-images';
import { providerLogoPrefix } from '../../functions/providers/profile/provider-logo';
import { DOMAINS } from '../../shared/contract/contract';
import {
  COGNITO_DELETE_ACTIONS,
  COGNITO_DISABLE_ACTIONS,
  COGNITO_PASSWORD_CHECK_ACTIONS,
  COGNITO_REGISTRATION_ACTIONS,
  COGNITO_SIGN_OUT_ACTIONS,
  permissionsOf,
  SCHEDULED_FUNCTIONS,
  STREAM_FUNCTIONS,
  SUBSCRIBER_FUNCTIONS,
  tableActionsOf,
  UPLOAD_PREFIXES,
  type FunctionName,
} from '../../infra/constructs/domain-permissions';
import { stackFor } from './build-stack';
import { analyseCode, bundledCode, loadEntityModels } from './function-code';
import { allowedActions, logicalIdOf, managedPolicies } from './template-values';

const { template } = stackFor('dev');
const models = await loadEntityModels();
const FUNCTIONS: FunctionName[] = [...DOMAINS, ...SUBSCRIBER_FUNCTIONS, ...SCHEDULED_FUNCTIONS, ...STREAM_FUNCTIONS];

// Rendered resources -> the names used below.
const table = `<${logicalIdOf(template, 'AWS::DynamoDB::Table')}.Arn>`;
const bucket = `<${logicalIdOf(template, 'AWS::S3::Bucket', /marketplace-uploads-/)}.Arn>`;
const names: Record<string, string> = {
  [table]: 'table',
  [bucket]: 'uploads bucket',
  [`<${logicalIdOf(template, 'AWS::SNS::Topic', /order-events/)}>`]: 'order-events topic',
  [`<${logicalIdOf(template, 'AWS::SecretsManager::Secret', /stripe/)}>`]: 'stripe secret',
  [`<${logicalIdOf(template, 'AWS::SecretsManager::Secret', /origin-verify/)}>`]: 'origin secret',
  [`<${logicalIdOf(template, 'AWS::Cognito::UserPool')}.Arn>`]: 'user pool',
  [`<${logicalIdOf(template, 'AWS::SQS::Queue', /dead-letters/)}.Arn>`]: 'dead-letter queue',
  [`<${logicalIdOf(template, 'AWS::SQS::Queue', /search-index-failures/)}.Arn>`]: 'search index failure queue',
  [`<${logicalIdOf(template, 'AWS::SQS::Queue', /dispatch-jobs-failures/)}.Arn>`]: 'dispatch jobs failure queue',
  [`<${logicalIdOf(template, 'AWS::DynamoDB::Table')}.StreamArn>`]: 'table stream',
  [`arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity/<${logicalIdOf(template, 'AWS::SES::EmailIdentity')}>`]: 'sender identity',
  '*': '*',
};
const nameOf = (resource: string) =>
  names[resource] ??
  (resource.startsWith(`${table}/index/`) ? `table index ${resource.slice(`${table}/index/`.length)}` : undefined) ??
  (resource.startsWith(`${bucket}/`) ? `uploads ${resource.slice(bucket.length + 1)}` : resource);

/** action -> named resources, for one function's role. */
const grantsOf = (name: FunctionName) =>
  Object.fromEntries(Object.entries(allowedActions(template, name)).map(([action, resources]) => [action, resources.map(nameOf).sort()]));

const READ = ['dynamodb:BatchGetItem', 'dynamodb:ConditionCheckItem', 'dynamodb:GetItem', 'dynamodb:Query'];
const WRITE = ['dynamodb:BatchWriteItem', 'dynamodb:DeleteItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'];
const on = (resources: string[], ...actions: string[]) => Object.fromEntries(actions.map((action) => [action, resources.sort()]));
const tableRead = (...indexes: string[]) => ({
  ...on(['table'], ...READ),
  'dynamodb:Query': ['table', ...indexes.map((index) => `table index ${index}`)].sort(),
});
const tableReadWrite = (...indexes: string[]) => ({ ...on(['table'], ...WRITE), ...tableRead(...indexes) });
/** Every HTTP domain's chain checks CloudFront's origin secret first. */
const originSecret = on(['origin secret'], 'secretsmanager:GetSecretValue');
const registration = on(['user pool'], 'cognito-idp:AdminAddUserToGroup', 'cognito-idp:AdminCreateUser', 'cognito-idp:AdminDeleteUser', 'cognito-idp:AdminSetUserPassword');
/** The current password checked before an account is deleted. */
const passwordCheck = on(['user pool'], 'cognito-idp:AdminInitiateAuth', 'cognito-idp:AdminGetUser');

const EXPECTED: Record<FunctionName, Record<string, string[]>> = {
  catalog: { ...on(['table'], 'dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem'), ...originSecret },
  accounts: {
    ...tableReadWrite('gsi1'),
    ...registration,
    ...on(['user pool'], 'cognito-idp:AdminUserGlobalSignOut'),
    ...passwordCheck,
    ...on(['sender identity'], 'ses:SendEmail'),
    ...originSecret,
  },
  rentals: {
    ...tableReadWrite('gsi1'),
    ...on(['order-events topic'], 'sns:Publish'),
    ...on(['uploads job-photos/*'], 's3:GetObject'),
    ...on(['origin secret', 'stripe secret'], 'secretsmanager:GetSecretValue'),
  },
  checkout: {
    ...tableReadWrite(),
    ...on(['order-events topic'], 'sns:Publish'),
    ...on(['sender identity'], 'ses:SendEmail'),
    ...on(['origin secret', 'stripe secret'], 'secretsmanager:GetSecretValue'),
  },
  providers: {
    ...tableReadWrite('gsi1', 'gsi2', 'gsi3', 'gsi4', 'gsi5'),
    ...on(['order-events topic'], 'sns:Publish'),
    ...on(['origin secret', 'stripe secret'], 'secretsmanager:GetSecretValue'),
    ...on(['uploads media/provider-logos/*', 'uploads media/listing-images/*'], 's3:PutObject', 's3:GetObject'),
    ...on(['uploads media/provider-logos/*', 'uploads media/listing-images/*', 'uploads onboarding/*'], 's3:DeleteObject'),
    ...on(['uploads bucket'], 's3:ListBucket'),
    ...on(['user pool'], 'cognito-idp:AdminDeleteUser'),
    ...passwordCheck,
  },
  operators: {
    ...originSecret,
    ...tableReadWrite('gsi1', 'gsi3'),
    ...on(['sender identity'], 'ses:SendEmail'),
    ...on(['uploads onboarding/*'], 's3:GetObject'),
  },
  onboarding: {
    ...originSecret,
    ...tableReadWrite(),
    ...on(['uploads onboarding/*', 'uploads media/provider-logos/*'], 's3:PutObject', 's3:GetObject', 's3:DeleteObject'),
    ...on(['uploads bucket'], 's3:ListBucket'),
    ...registration,
  },
  reviews: {
    ...originSecret,
    ...on(['table'], 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'),
    'dynamodb:Query': ['table', 'table index gsi1', 'table index gsi3'].sort(),
  },
  drivers: {
    ...originSecret,
    ...tableReadWrite('gsi1'),
    ...on(['order-events topic'], 'sns:Publish'),
    ...on(['sender identity'], 'ses:SendEmail'),
    ...on(['uploads job-photos/*'], 's3:PutObject', 's3:GetObject', 's3:DeleteObject'),
    ...on(['uploads bucket'], 's3:ListBucket'),
    ...registration,
    ...on(['user pool'], 'cognito-idp:AdminDisableUser'),
  },
  financials: {
    ...on(['origin secret', 'stripe secret'], 'secretsmanager:GetSecretValue'),
    ...tableReadWrite('gsi1'),
    ...on(['sender identity'], 'ses:SendEmail', 'ses:SendRawEmail'),
    ...on(['uploads receipts/*'], 's3:PutObject', 's3:GetObject', 's3:DeleteObject'),
    ...on(['uploads bucket'], 's3:ListBucket'),
  },
  support: { ...tableReadWrite('gsi1', 'gsi2'), ...on(['sender identity'], 'ses:SendEmail'), ...originSecret },
  notifications: {
    ...on(['table'], 'dynamodb:GetItem', 'dynamodb:UpdateItem'),
    ...on(['sender identity'], 'ses:SendEmail'),
    // Texts to phone numbers: no ARN exists to scope to.
    ...on(['*'], 'sns:Publish'),
    ...on(['dead-letter queue'], 'sqs:SendMessage'),
  },
  sms: {
    // The payment link's unit hold adds the inventory's ConditionCheck (functions/availability/holds.ts).
    ...on(['table'], 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'),
    ...on(['stripe secret'], 'secretsmanager:GetSecretValue'),
    ...on(['*'], 'sns:Publish'),
    ...on(['dead-letter queue'], 'sqs:SendMessage'),
  },
  billing: {
    ...on(['table'], 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:ConditionCheckItem'),
    ...on(['stripe secret'], 'secretsmanager:GetSecretValue'),
    ...on(['sender identity'], 'ses:SendEmail', 'ses:SendRawEmail'),
    ...on(['order-events topic'], 'sns:Publish'),
    ...on(['dead-letter queue'], 'sqs:SendMessage'),
  },
  availability: {
    ...on(['table'], 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'),
    'dynamodb:Query': ['table', 'table index gsi3'],
    ...on(['dead-letter queue'], 'sqs:SendMessage'),
  },
  // The stream read on its own ARN (ListStreams has none); failed records' positions to its own queue.
  'search-index': {
    ...on(['table'], 'dynamodb:GetItem', 'dynamodb:BatchWriteItem', 'dynamodb:PutItem', 'dynamodb:DeleteItem'),
    'dynamodb:Query': ['table', 'table index gsi1'],
    ...on(['table stream'], 'dynamodb:DescribeStream', 'dynamodb:GetShardIterator', 'dynamodb:GetRecords'),
    ...on(['*'], 'dynamodb:ListStreams'),
    ...on(['search index failure queue'], 'sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'),
  },
  dispatch: {
    ...originSecret,
    ...on(['table'], 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'),
    'dynamodb:Query': ['table', 'table index gsi1'].sort(),
  },
  // Rentals and their jobs by key, jobs created and updated; the stream as the search index reads it.
  'dispatch-jobs': {
    ...on(['table'], 'dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'),
    ...on(['table stream'], 'dynamodb:DescribeStream', 'dynamodb:GetShardIterator', 'dynamodb:GetRecords'),
    ...on(['*'], 'dynamodb:ListStreams'),
    ...on(['dispatch jobs failure queue'], 'sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'),
  },
};

const sorted = (grants: Record<string, string[]>) => Object.fromEntries(Object.entries(grants).sort(([a], [b]) => a.localeCompare(b)));

describe('IAM: each function is allowed exactly what its code uses', () => {
  it.each(FUNCTIONS)('%s', (name) => {
    expect(sorted(grantsOf(name))).toEqual(sorted(EXPECTED[name]));
  });

  it.each(FUNCTIONS)('%s has only the basic execution role (its own logs) as a managed policy', (name) => {
    expect(managedPolicies(template, name)).toEqual(['arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole']);
  });

  it('grants no action wildcard, and a "*" resource only for texts to phone numbers and listing the table\'s streams', () => {
    for (const name of FUNCTIONS) {
      for (const [action, resources] of Object.entries(allowedActions(template, name))) {
        expect(action, `${name}: ${action}`).not.toContain('*');
        if (resources.includes('*')) {
          expect([name, action]).toEqual(
            action === 'dynamodb:ListStreams' ? [expect.stringMatching(/^(search-index|dispatch-jobs)$/), 'dynamodb:ListStreams'] : [expect.stringMatching(/^(notifications|sms)$/), 'sns:Publish'],
          );
        }
      }
    }
  });

  it('lets nothing in the stack Scan the table or describe it, and only the stream consumers (search index, dispatch jobs) read its stream', () => {
    const everyAction = Object.values(template.findResources('AWS::IAM::Policy')).flatMap((policy) =>
      (policy.Properties.PolicyDocument.Statement as { Action: string | string[] }[]).flatMap((statement) => [statement.Action].flat()),
    );
    expect(everyAction.length).toBeGreaterThan(0);
    for (const action of ['dynamodb:Scan', 'dynamodb:*', 'dynamodb:DescribeTable']) {
      expect(everyAction).not.toContain(action);
    }
    const streamReaders = FUNCTIONS.filter((name) => 'dynamodb:GetRecords' in allowedActions(template, name));
    expect(streamReaders).toEqual(['search-index', 'dispatch-jobs']);
    expect(everyAction.filter((action) => action === 'dynamodb:GetRecords')).toHaveLength(2);
  });

  it('scopes every object grant to a key prefix of the uploads bucket, never the whole bucket', () => {
    for (const name of FUNCTIONS) {
      for (const [action, resources] of Object.entries(grantsOf(name))) {
        if (!/^s3:\w+Object$/.test(action)) continue;
        for (const resource of resources) expect(resource, `${name}: ${action}`).toMatch(/^uploads [a-z-]+\/([a-z-]+\/)?\*$/);
      }
    }
  });
});

describe('domain-permissions.ts matches the code (read from each bundle)', () => {
  const uses = Object.fromEntries(FUNCTIONS.map((name) => [name, analyseCode(name, bundledCode(name), models)])) as Record<
    FunctionName,
    ReturnType<typeof analyseCode>
  >;

  it.each(FUNCTIONS)('%s: queries exactly the indexes it is granted, needs no table action it lacks, never scans', (name) => {
    const permissions = permissionsOf(name);
    const use = uses[name];
    expect([...use.indexes].sort(), 'indexes queried by the code').toEqual([...(permissions.tableIndexes ?? [])].sort());
    const granted = tableActionsOf(permissions);
    expect(granted).toEqual(expect.arrayContaining([...use.tableActions]));
    // An exact list is exactly what the code does; a read level means the code writes nothing.
    if (Array.isArray(permissions.table)) expect([...granted].sort()).toEqual([...use.tableActions].sort());
    if (permissions.table === 'read') expect(WRITE.filter((action) => use.tableActions.has(action))).toEqual([]);
    expect(use.scans).toBe(false);
  });

  it.each(FUNCTIONS)('%s: uses the uploads, user pool, topic, secret and messaging it is granted, and no other', (name) => {
    const permissions = permissionsOf(name);
    const use = uses[name];
    expect({
      put: Boolean(permissions.uploads?.put?.length),
      get: Boolean(permissions.uploads?.get?.length),
      delete: Boolean(permissions.uploads?.delete?.length),
      list: Boolean(permissions.uploads?.list),
    }).toEqual({
      put: use.uploads.has('presignPost'),
      get: use.uploads.has('head') || use.uploads.has('readStart') || use.uploads.has('presignGet'),
      delete: use.uploads.has('deleteObjects'),
      list: use.uploads.has('head'),
    });
    expect([...(permissions.userPool ?? [])]).toEqual([
      // A driver's invitation makes a sign-in and its password is set on joining: registration's actions.
      ...(use.users.has('createUser') || use.users.has('inviteUser') ? COGNITO_REGISTRATION_ACTIONS : use.users.has('deleteUser') ? COGNITO_DELETE_ACTIONS : []),
      ...(use.users.has('signOutEverywhere') ? COGNITO_SIGN_OUT_ACTIONS : []),
      ...(use.users.has('disableUser') ? COGNITO_DISABLE_ACTIONS : []),
      ...(use.users.has('checkPassword') ? COGNITO_PASSWORD_CHECK_ACTIONS : []),
    ]);
    expect({
      orderEvents: Boolean(permissions.orderEvents),
      stripeSecret: Boolean(permissions.stripeSecret),
      originSecret: Boolean(permissions.originSecret),
      email: permissions.email,
      sms: Boolean(permissions.smsToPhoneNumbers),
    }).toEqual({
      orderEvents: use.publishesOrderEvents,
      stripeSecret: use.readsStripeSecret,
      originSecret: use.checksOriginSecret,
      email: use.sendsEmail ? (use.sendsEmailAttachments ? 'withAttachments' : 'simple') : undefined,
      sms: use.sendsSms,
    });
  });

  it('grants object actions under the prefixes the code builds its keys with', () => {
    const startsWith = (prefix: string) => expect.stringMatching(new RegExp(`^${prefix}.`));
    expect(uploadPrefix('ABCD-EFGH-JKLM', 'insurance')).toEqual(startsWith(UPLOAD_PREFIXES.registrationDocuments));
    expect(uploadPrefix('ABCD-EFGH-JKLM', 'license')).toEqual(startsWith(UPLOAD_PREFIXES.registrationDocuments));
    expect(uploadPrefix('ABCD-EFGH-JKLM', 'logo')).toEqual(startsWith(UPLOAD_PREFIXES.providerLogos));
    expect(providerLogoPrefix('provider-1')).toEqual(startsWith(UPLOAD_PREFIXES.providerLogos));
    expect(listingImagePrefix('provider-1')).toEqual(startsWith(UPLOAD_PREFIXES.listingImages));
    expect(receiptPrefix('provider-1')).toEqual(startsWith(UPLOAD_PREFIXES.receipts));
    expect(jobPhotoPrefix('provider-1', 'job-1', 'placement')).toEqual(startsWith(UPLOAD_PREFIXES.jobPhotos));
    expect(jobPhotoPrefix('provider-1', 'job-1', 'weight_ticket')).toEqual(startsWith(UPLOAD_PREFIXES.jobPhotos));
  });
});
