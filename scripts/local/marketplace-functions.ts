// The marketplace's Lambda functions as the local stack runs them, in one of two modes:
// - sources (the default): each function's TypeScript entry imported into this process, loaded on
//   first use like a cold start; quick to start and to change while developing;
// - assets (`npm start -- --assets`, and the API test suite in `npm test`): the bundles `cdk synth`
//   wrote, each in processes of its own as Lambda runs them (asset-mode/asset-functions.ts).
// The gateway, the SMS simulator, the availability timer and the table's stream (table-stream.ts)
// talk to either through this one face.
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import type { Domain, Route } from '../../shared/contract/contract';
import type { InboundSms } from '../../shared/schemas/sms';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { releaseLapsedHolds } from '../../functions/availability/holds';
import { SEARCH_INDEX_BATCH_SIZE, SEARCH_INDEX_STREAM_FILTER } from '../../functions/catalog/search-index-source';
import { DISPATCH_JOBS_BATCH_SIZE, DISPATCH_JOBS_STREAM_FILTER } from '../../functions/dispatch/jobs-source';
import { createStore } from '../../functions/platform/data/store';
import { inboundSnsEvent } from './sms-simulator';
import type { FunctionUsage } from './asset-mode/asset-functions';
import { startLocalNotifications } from './local-notifications';
import { startLocalBilling } from './local-billing';
import type { TableStreamConsumer } from './table-stream';

export interface MarketplaceFunctions {
  mode: 'sources' | 'assets';
  /** Whether API Gateway's JWT authorizer guards the route. */
  authorizes(route: Route): boolean;
  invokeApi(route: Route, event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2>;
  /**
   * The headers CloudFront adds on its way to the API: its viewer-address header (the CloudFront
   * function's) and the origin secret's header, where the functions are configured to read them.
   */
  originHeaders(sourceIp: string): Record<string, string>;
  /** An inbound text, delivered as AWS End User Messaging publishes it to the inbound-SMS topic. */
  receiveText(inbound: InboundSms, siteUrl: string): Promise<void>;
  /** The scheduled availability sweep, run now. */
  sweepAvailability(): Promise<void>;
  /** The functions the table's stream feeds, each with its event source mapping's filter and batch size. */
  tableStreamConsumers(): TableStreamConsumer[];
  /** Asset mode only: Secrets Manager's rotation of the origin secret, through its rotation function. */
  rotateOriginSecret?(): Promise<void>;
  /** Asset mode only: each function of the template, how often it ran and what it served. */
  usage?(): FunctionUsage[];
  /** Asset mode only: whether the stand-in CloudFront distribution is still deploying a change. */
  distributionStatus?(): 'Deployed' | 'InProgress';
  stop(): Promise<void>;
}

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/** Each domain's Lambda entry module. Record<Domain, ...>: a new domain fails the type check until it is mounted here. */
const DOMAIN_MODULES: Record<Domain, () => Promise<{ handler: unknown }>> = {
  catalog: () => import('../../functions/catalog/index'),
  accounts: () => import('../../functions/accounts/index'),
  rentals: () => import('../../functions/rentals/index'),
  checkout: () => import('../../functions/checkout/index'),
  providers: () => import('../../functions/providers/index'),
  operators: () => import('../../functions/operators/index'),
  onboarding: () => import('../../functions/onboarding/index'),
  financials: () => import('../../functions/financials/index'),
  support: () => import('../../functions/support/index'),
  reviews: () => import('../../functions/reviews/index'),
  dispatch: () => import('../../functions/dispatch/index'),
  drivers: () => import('../../functions/drivers/index'),
};

function lambdaContext(domain: Domain, requestId: string): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `local-${domain}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:local-${domain}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/local-${domain}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 29_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/**
 * The functions from their sources, in this process. Rental events go over the in-process bus to
 * the notifications handler (EVENTS_MODE=local); `siteUrl` answers the gateway's address once it
 * listens, for the links in those messages.
 */
export function sourceFunctions(options: {
  tableName: string;
  siteUrl: () => string | undefined;
  /** DynamoDB Local itself, not the request log in front of it: the stream's writes are nobody's request. */
  streamConsumerEndpoint?: string;
}): MarketplaceFunctions {
  const loaded = new Map<Domain, Promise<Handler>>();
  let store: ReturnType<typeof createStore> | undefined;
  const stopNotifications = startLocalNotifications(options.siteUrl);
  // A pickup's final billing, beside the notifications on the same bus (functions/billing).
  const stopBilling = startLocalBilling(options.siteUrl);
  return {
    mode: 'sources',
    authorizes: (route) => route.policy !== 'public',
    async invokeApi(route, event) {
      let handler = loaded.get(route.domain);
      if (!handler) {
        handler = DOMAIN_MODULES[route.domain]().then((module) => module.handler as Handler);
        loaded.set(route.domain, handler);
      }
      return (await handler)(event, lambdaContext(route.domain, event.requestContext.requestId));
    },
    originHeaders: () => ({}),
    async receiveText(inbound, siteUrl) {
      const { createInboundSmsHandler, smsDepsFromConfig } = await import('../../functions/sms/index');
      await createInboundSmsHandler(() => smsDepsFromConfig({ siteUrl }))(inboundSnsEvent(inbound));
    },
    async sweepAvailability() {
      await releaseLapsedHolds({ store: (store ??= createStore({ tableName: options.tableName })), clock: () => new Date() });
    },
    tableStreamConsumers() {
      // Loaded on first use, like a cold start, as the domains are.
      let handler: Promise<(event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse>> | undefined;
      const load = async () => {
        const { createSearchIndexHandler } = await import('../../functions/catalog/search-index-stream');
        const client = new DynamoDBClient(options.streamConsumerEndpoint ? { endpoint: options.streamConsumerEndpoint } : {});
        const consumerStore = createStore({ tableName: options.tableName, client });
        return createSearchIndexHandler(() => ({ store: consumerStore, clock: () => new Date() }));
      };
      let jobsHandler: Promise<(event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse>> | undefined;
      const loadJobs = async () => {
        const { createDispatchJobsHandler } = await import('../../functions/dispatch/jobs-stream');
        const client = new DynamoDBClient(options.streamConsumerEndpoint ? { endpoint: options.streamConsumerEndpoint } : {});
        const consumerStore = createStore({ tableName: options.tableName, client });
        return createDispatchJobsHandler(() => ({ store: consumerStore, clock: () => new Date() }));
      };
      return [
        {
          name: 'search-index',
          filterPatterns: [SEARCH_INDEX_STREAM_FILTER],
          batchSize: SEARCH_INDEX_BATCH_SIZE,
          invoke: async (event) => (await (handler ??= load()))(event),
        },
        {
          name: 'dispatch-jobs',
          filterPatterns: [DISPATCH_JOBS_STREAM_FILTER],
          batchSize: DISPATCH_JOBS_BATCH_SIZE,
          invoke: async (event) => (await (jobsHandler ??= loadJobs()))(event),
        },
      ];
    },
    stop: async () => {
      await stopBilling();
      await stopNotifications();
    },
  };
}
