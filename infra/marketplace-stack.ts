// One stack per stage, composed of small constructs; its outputs are what operators and the
// deploy need (docs/OPERATIONS.md).
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { type Construct } from 'constructs';
import { Api, cognitoEndpoint } from './constructs/api';
import { AvailabilitySweep } from './constructs/availability-sweep';
import { Auth } from './constructs/auth';
import { Data } from './constructs/data';
import { InboundSms } from './constructs/inbound-sms';
import { Notifications } from './constructs/notifications';
import { Observability } from './constructs/observability';
import { TableStreamConsumer } from './constructs/table-stream-consumer';
import { SEARCH_INDEX_BATCH_SIZE, SEARCH_INDEX_STREAM_FILTER } from '../functions/catalog/search-index-source';
import { DISPATCH_JOBS_BATCH_SIZE, DISPATCH_JOBS_STREAM_FILTER } from '../functions/dispatch/jobs-source';
import { OrderNotifications } from './constructs/order-notifications';
import { FinalBilling } from './constructs/final-billing';
import { OriginSecret } from './constructs/origin-secret';
import { Secrets } from './constructs/secrets';
import { Storage } from './constructs/storage';
import { Waf } from './constructs/waf';
import { Web } from './constructs/web';
import type { StageSettings } from './stage-settings';

export interface MarketplaceStackProps extends StackProps {
  settings: StageSettings;
}

export class MarketplaceStack extends Stack {
  constructor(scope: Construct, id: string, props: MarketplaceStackProps) {
    super(scope, id, props);
    const { settings } = props;

    const auth = new Auth(this, 'Auth', { settings });
    const data = new Data(this, 'Data', { settings });
    const storage = new Storage(this, 'Storage', { settings });
    const secrets = new Secrets(this, 'Secrets', { settings });
    const notifications = new Notifications(this, 'Notifications', { settings });
    const originSecret = new OriginSecret(this, 'OriginSecret', { settings });

    const api = new Api(this, 'Api', {
      settings,
      table: data.table,
      uploadsBucket: storage.uploadsBucket,
      stripeSecret: secrets.stripeSecret,
      orderEventsTopic: notifications.orderEventsTopic,
      emailIdentity: notifications.emailIdentity,
      issuerUrl: auth.issuerUrl,
      userPoolClientId: auth.userPoolClient.userPoolClientId,
      userPool: auth.userPool,
      originSecret: originSecret.secret,
    });

    const orderNotifications = new OrderNotifications(this, 'OrderNotifications', {
      settings,
      table: data.table,
      orderEventsTopic: notifications.orderEventsTopic,
      emailIdentity: notifications.emailIdentity,
      deadLetterQueue: notifications.deadLetterQueue,
    });

    const availabilitySweep = new AvailabilitySweep(this, 'AvailabilitySweep', {
      settings,
      table: data.table,
      deadLetterQueue: notifications.deadLetterQueue,
    });

    const searchIndex = new TableStreamConsumer(this, 'SearchIndex', {
      settings,
      table: data.table,
      name: 'search-index',
      description: 'the search index',
      batchSize: SEARCH_INDEX_BATCH_SIZE,
      filter: SEARCH_INDEX_STREAM_FILTER,
    });
    const dispatchJobs = new TableStreamConsumer(this, 'DispatchJobs', {
      settings,
      table: data.table,
      name: 'dispatch-jobs',
      description: 'the dispatch jobs',
      batchSize: DISPATCH_JOBS_BATCH_SIZE,
      filter: DISPATCH_JOBS_STREAM_FILTER,
    });

    const waf = settings.waf ? new Waf(this, 'Waf', { settings }) : undefined;
    const web = new Web(this, 'Web', {
      settings,
      apiDomainName: settings.apiDomain?.domainName,
      apiOriginHeaders: originSecret.originHeaders(),
      webAclArn: waf?.webAcl.attrArn,
      siteBucket: storage.siteBucket,
      uploadsBucket: storage.uploadsBucket,
      uploadsBucketName: storage.uploadsBucketName,
      accessLogsBucket: storage.accessLogsBucket,
      httpApi: api.httpApi,
      cognitoEndpoint: cognitoEndpoint(this),
      runtimeConfig: {
        // Same origin: CloudFront routes /api/* to the HTTP API.
        apiBaseUrl: '',
        region: this.region,
        userPoolId: auth.userPool.userPoolId,
        userPoolClientId: auth.userPoolClient.userPoolClientId,
        stage: settings.stage,
        // SRP: the password never leaves the browser. No endpoint: Amplify derives Cognito's
        // regional one from the pool id (only the local stack names one, its emulator's).
        authFlow: 'USER_SRP_AUTH',
      },
    });
    storage.allowUploadsFrom(web.siteUrl);
    originSecret.rotateWith(web.distribution);
    // The order e-mails and texts link to each order's manage page on the site.
    orderNotifications.function.addEnvironment('SITE_URL', web.siteUrl);

    const finalBilling = new FinalBilling(this, 'FinalBilling', {
      settings,
      table: data.table,
      orderEventsTopic: notifications.orderEventsTopic,
      stripeSecret: secrets.stripeSecret,
      emailIdentity: notifications.emailIdentity,
      deadLetterQueue: notifications.deadLetterQueue,
      siteUrl: web.siteUrl,
    });

    const inboundSms = new InboundSms(this, 'InboundSms', {
      settings,
      table: data.table,
      inboundSmsTopic: notifications.inboundSmsTopic,
      stripeSecret: secrets.stripeSecret,
      deadLetterQueue: notifications.deadLetterQueue,
      siteUrl: web.siteUrl,
    });

    const observability = new Observability(this, 'Observability', {
      settings,
      httpApi: api.httpApi,
      // Every Lambda of ours: the API's domains, the SNS-subscribed notifications and sms functions, the sweep, the search index.
      functions: {
        ...api.functions,
        notifications: orderNotifications.function,
        sms: inboundSms.function,
        availability: availabilitySweep.function,
        'search-index': searchIndex.function,
        'dispatch-jobs': dispatchJobs.function,
        billing: finalBilling.function,
      },
      deadLetterQueue: notifications.deadLetterQueue,
      searchIndex,
      dispatchJobs,
      topicKey: notifications.topicKey,
    });

    const outputs: Record<string, string> = {
      SiteUrl: web.siteUrl,
      // With a domain of its own the API has no execute-api endpoint.
      ApiEndpoint: settings.apiDomain ? `https://${settings.apiDomain.domainName}` : api.httpApi.apiEndpoint,
      DistributionId: web.distribution.distributionId,
      UserPoolId: auth.userPool.userPoolId,
      UserPoolClientId: auth.userPoolClient.userPoolClientId,
      TableName: data.table.tableName,
      UploadsBucketName: storage.uploadsBucket.bucketName,
      SiteBucketName: storage.siteBucket.bucketName,
      StripeSecretArn: secrets.stripeSecret.secretArn,
      OriginSecretArn: originSecret.secret.secretArn,
      OrderEventsTopicArn: notifications.orderEventsTopic.topicArn,
      InboundSmsTopicArn: notifications.inboundSmsTopic.topicArn,
      AlarmTopicArn: observability.alarmTopic.topicArn,
    };
    for (const [name, value] of Object.entries(outputs)) new CfnOutput(this, name, { value });
  }
}
