// The HTTP API, built from THE route table: one Lambda per domain, one route per entry, and the
// Cognito JWT authorizer on every route that is not public by policy.
import { Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as ses from 'aws-cdk-lib/aws-ses';
import type * as sns from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { DOMAINS, routeKey, routes, type Domain } from '../../shared/contract/contract';
import { VIEWER_ADDRESS_HEADER } from '../../shared/abuse-limits';
import type { StageSettings } from '../stage-settings';
import { marketplaceFunction } from './marketplace-function';
import { grantFunctionPermissions } from './grant-permissions';

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
  /** The secret CloudFront shows the API (origin-secret.ts): every function checks it first. */
  originSecret: secretsmanager.ISecret;
}

/**
 * The routes API Gateway throttles below the stage default (`gatewayThrottle: 'form'` in the
 * contract): a limit per route across all callers, a ceiling on what a distributed flood can cost
 * on top of the per-client limits the handler chain enforces (`rateLimit`).
 */
export const FORM_THROTTLED_ROUTES = routes.filter((route) => route.gatewayThrottle === 'form').map(routeKey);

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

    const { apiDomain } = settings;
    this.httpApi = new apigw.HttpApi(this, 'HttpApi', {
      apiName: `${settings.namePrefix}-marketplace-api`,
      // Stage settings (throttling, access logs) are set on the explicit stage below.
      createDefaultStage: false,
      // With a domain of its own, the API is reachable only there, and CloudFront is its one caller.
      disableExecuteApiEndpoint: apiDomain !== undefined,
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

    if (apiDomain) {
      const domainName = new apigw.DomainName(this, 'DomainName', {
        domainName: apiDomain.domainName,
        certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', apiDomain.certificateArn),
        securityPolicy: apigw.SecurityPolicy.TLS_1_2,
      });
      new apigw.ApiMapping(this, 'DomainMapping', { api: this.httpApi, domainName, stage: this.stage });
    }

    const authorizer = new HttpJwtAuthorizer('CognitoJwt', props.issuerUrl, {
      jwtAudience: [props.userPoolClientId],
      identitySource: ['$request.header.Authorization'],
    });
    const integrations = Object.fromEntries(
      DOMAINS.map((domain) => [domain, new HttpLambdaIntegration(`${domain}-integration`, this.functions[domain])]),
    ) as Record<Domain, HttpLambdaIntegration>;

    const routesByKey = new Map<string, apigw.HttpRoute>();
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
      routesByKey.set(routeKey(route), httpRoute!);
    }

    // Per-route throttling (the stage's RouteSettings). CloudFormation resolves the route keys when
    // it creates the stage, so the stage waits for those routes.
    const cfnStage = this.stage.node.defaultChild as apigw.CfnStage;
    cfnStage.routeSettings = Object.fromEntries(
      FORM_THROTTLED_ROUTES.map((key) => {
        const httpRoute = routesByKey.get(key);
        if (!httpRoute) throw new Error(`${key} is throttled but is not in functions/routes.ts`);
        cfnStage.node.addDependency(httpRoute);
        return [key, { ThrottlingRateLimit: settings.formThrottling.rateLimit, ThrottlingBurstLimit: settings.formThrottling.burstLimit }];
      }),
    );
  }

  private domainFunction(domain: Domain, props: ApiProps): nodejs.NodejsFunction {
    const { settings } = props;
    const fn = marketplaceFunction(this, {
      settings,
      name: domain,
      table: props.table,
      ids: { function: `${domain}-function`, logs: `${domain}-logs` },
      timeout: settings.lambdaTimeout,
      // A ceiling on what a flood can cost (and a floor no other function takes), where the account allows it.
      reservedConcurrentExecutions: settings.reservedConcurrency,
      environment: {
        UPLOADS_BUCKET: props.uploadsBucket.bucketName,
        USER_POOL_ID: props.userPool.userPoolId,
        // Public routes with an optional sign-in (the support form) check tokens for this client;
        // account deletion checks the current password on it (the admin password flow).
        USER_POOL_CLIENT_ID: props.userPoolClientId,
        SENDER_EMAIL: settings.senderEmail,
        STRIPE_SECRET_ARN: props.stripeSecret.secretArn,
        ORDER_EVENTS_TOPIC_ARN: props.orderEventsTopic.topicArn,
        // Written by CloudFront's viewer-request function on /api/* (infra/constructs/web.ts).
        RATE_LIMIT_VIEWER_ADDRESS_HEADER: VIEWER_ADDRESS_HEADER,
        // Requests without CloudFront's origin secret are refused first (origin-verify.ts).
        ORIGIN_VERIFY_SECRET_ARN: props.originSecret.secretArn,
      },
    });
    // Only what this domain's code uses (infra/constructs/domain-permissions.ts).
    grantFunctionPermissions(fn, domain, {
      table: props.table,
      uploadsBucket: props.uploadsBucket,
      orderEventsTopic: props.orderEventsTopic,
      stripeSecret: props.stripeSecret,
      originSecret: props.originSecret,
      emailIdentity: props.emailIdentity,
      userPool: props.userPool,
    });
    return fn;
  }
}

/** Region-qualified Cognito endpoint the SPA and the CSP talk to. */
export const cognitoEndpoint = (scope: Construct) => `https://cognito-idp.${Stack.of(scope).region}.amazonaws.com`;
