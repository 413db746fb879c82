// The HTTP API, built from THE route table: one Lambda per domain, one route per entry, and the
// Cognito JWT authorizer on every route that is not public by policy.
import { fileURLToPath } from 'node:url';
import { Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as ses from 'aws-cdk-lib/aws-ses';
import type * as sns from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { DOMAINS, routeKey, routes, type Domain } from '../../functions/routes';
import type { StageSettings } from '../stage-settings';
import { domainBundling } from './domain-bundling';
import { acknowledgeFindings, acknowledgeLambdaBasicRole, arnRef } from './nag-acknowledgements';

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface ApiProps {
  settings: StageSettings;
  table: dynamodb.ITable;
  uploadsBucket: s3.IBucket;
  stripeSecret: secretsmanager.ISecret;
  orderEventsTopic: sns.ITopic;
  emailIdentity: ses.IEmailIdentity;
  issuerUrl: string;
  userPoolClientId: string;
  /** The pool the accounts, onboarding and providers domains administer (registration and account deletion). */
  userPool: cognito.IUserPool;
}

/** The Cognito admin calls the accounts function makes, and nothing broader (no list or update). */
export const ACCOUNTS_COGNITO_ACTIONS = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminDeleteUser',
];

/** The providers function only deletes the caller's own sign-in (provider account deletion). */
export const PROVIDERS_COGNITO_ACTIONS = ['cognito-idp:AdminDeleteUser'];

export class Api extends Construct {
  readonly httpApi: apigw.HttpApi;
  readonly stage: apigw.HttpStage;
  readonly functions: Record<Domain, nodejs.NodejsFunction>;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { settings } = props;

    this.functions = Object.fromEntries(
      DOMAINS.map((domain) => [domain, this.domainFunction(domain, props)]),
    ) as Record<Domain, nodejs.NodejsFunction>;

    this.httpApi = new apigw.HttpApi(this, 'HttpApi', {
      apiName: `${settings.namePrefix}-marketplace-api`,
      // Stage settings (throttling, access logs) are set on the explicit stage below.
      createDefaultStage: false,
    });

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: settings.logRetention,
      removalPolicy: settings.removalPolicy,
    });
    this.stage = this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: settings.throttling,
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            responseLength: '$context.responseLength',
            latency: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
          }),
        ),
      },
    });

    const authorizer = new HttpJwtAuthorizer('CognitoJwt', props.issuerUrl, {
      jwtAudience: [props.userPoolClientId],
      identitySource: ['$request.header.Authorization'],
    });
    const integrations = Object.fromEntries(
      DOMAINS.map((domain) => [domain, new HttpLambdaIntegration(`${domain}-integration`, this.functions[domain])]),
    ) as Record<Domain, HttpLambdaIntegration>;

    for (const route of routes) {
      const isPublic = route.policy === 'public';
      const [httpRoute] = this.httpApi.addRoutes({
        path: route.path,
        methods: [apigw.HttpMethod[route.method]],
        integration: integrations[route.domain],
        authorizer: isPublic ? undefined : authorizer,
      });
      if (isPublic) {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `${routeKey(route)} is public by the route table's policy (anonymous browsing); the handler enforces nothing more.`,
        });
      }
    }
  }

  private domainFunction(domain: Domain, props: ApiProps): nodejs.NodejsFunction {
    const { settings } = props;
    const logGroup = new logs.LogGroup(this, `${domain}-logs`, {
      retention: settings.logRetention,
      removalPolicy: settings.removalPolicy,
    });
    const fn = new nodejs.NodejsFunction(this, `${domain}-function`, {
      entry: `${PROJECT_ROOT}functions/${domain}/index.ts`,
      handler: 'handler',
      projectRoot: PROJECT_ROOT,
      depsLockFilePath: `${PROJECT_ROOT}package-lock.json`,
      runtime: lambda.Runtime.NODEJS_24_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: settings.lambdaMemoryMb,
      timeout: settings.lambdaTimeout,
      logGroup,
      bundling: domainBundling(),
      environment: {
        STAGE: settings.stage,
        TABLE_NAME: props.table.tableName,
        UPLOADS_BUCKET: props.uploadsBucket.bucketName,
        USER_POOL_ID: props.userPool.userPoolId,
        // Public routes with an optional sign-in (the support form) check tokens for this client.
        USER_POOL_CLIENT_ID: props.userPoolClientId,
        LOG_LEVEL: settings.logLevel,
        POWERTOOLS_SERVICE_NAME: `marketplace-${domain}`,
        POWERTOOLS_LOG_LEVEL: settings.logLevel,
        SENDER_EMAIL: settings.senderEmail,
        STRIPE_SECRET_ARN: props.stripeSecret.secretArn,
        ORDER_EVENTS_TOPIC_ARN: props.orderEventsTopic.topicArn,
        NODE_OPTIONS: '--enable-source-maps',
      },
    });
    props.table.grantReadWriteData(fn);
    props.stripeSecret.grantRead(fn);
    props.emailIdentity.grantSendEmail(fn);
    // Explicit object actions instead of grantReadWrite, which adds s3:DeleteObject*, s3:List* and friends.
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
        resources: [props.uploadsBucket.arnForObjects('*')],
      }),
    );
    fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [props.uploadsBucket.bucketArn] }));
    // The topic uses the AWS-managed SNS key, whose key policy already admits SNS callers in this
    // account; grantPublish would add a kms:GenerateDataKey* on key/* statement for nothing.
    fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['sns:Publish'], resources: [props.orderEventsTopic.topicArn] }));

    // Customer registration (accounts) and provider registration (onboarding) create sign-ins.
    if (domain === 'accounts' || domain === 'onboarding') {
      fn.addToRolePolicy(new iam.PolicyStatement({ actions: ACCOUNTS_COGNITO_ACTIONS, resources: [props.userPool.userPoolArn] }));
    }
    // A provider deleting their account removes their own sign-in, and that is all it administers.
    if (domain === 'providers') {
      fn.addToRolePolicy(new iam.PolicyStatement({ actions: PROVIDERS_COGNITO_ACTIONS, resources: [props.userPool.userPoolArn] }));
    }

    acknowledgeLambdaBasicRole(fn);
    acknowledgeFindings(
      fn,
      'AwsSolutions-IAM5',
      [`Resource::${arnRef(props.table)}/index/*`],
      'Queries run on the table\'s own GSIs (gsi1-gsi3); index/* is scoped to this one table.',
    );
    acknowledgeFindings(
      fn,
      'AwsSolutions-IAM5',
      [`Resource::${arnRef(props.uploadsBucket)}/*`],
      'Upload keys sit under per-owner prefixes chosen at request time; the wildcard is limited to this bucket.',
    );
    return fn;
  }
}

/** Region-qualified Cognito endpoint the SPA and the CSP talk to. */
export const cognitoEndpoint = (scope: Construct) => `https://cognito-idp.${Stack.of(scope).region}.amazonaws.com`;
