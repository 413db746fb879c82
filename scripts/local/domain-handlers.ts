// The Lambda entry of each domain, loaded on first use like a cold start. Record<Domain, ...>
// makes a new domain in the contract fail the type check until it is mounted here.
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { Domain } from '../../shared/contract/contract';

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/** Each domain's Lambda entry module. */
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
};

const loaded = new Map<Domain, Promise<Handler>>();

export function domainHandler(domain: Domain): Promise<Handler> {
  let handler = loaded.get(domain);
  if (!handler) {
    handler = DOMAIN_MODULES[domain]().then((module) => module.handler as Handler);
    loaded.set(domain, handler);
  }
  return handler;
}

export function lambdaContext(domain: Domain, requestId: string): Context {
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
