// The Lambda entry of one domain: a middy chain that every route of the domain goes through.
//   logger + correlation id -> error mapper -> came through CloudFront (403; origin-verify.ts)
//   -> route and access policy (caller from JWT claims)
//   -> a body is JSON (415) -> body size limit (413)
//   -> the caller's account still exists (401; one GetItem, signed-in routes)
//   -> the route's rate limit, if it declares one (429)
//   -> JSON body parsing -> well-formed text in path, query and body (400)
//   -> zod validation with the route's schemas (shared/contract) -> the operation
//   -> JSON response with the route's status (or a file download); where responses are checked (tests
//   and the local stack), a success body its route's response schema refuses is a 500.
import middy, { type MiddlewareObj } from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { Domain, OperationKey, Route } from '../../../shared/contract/contract';
import { routeKey, type DomainRoute } from '../../../shared/contract/route';
import { MESSAGES } from '../../../shared/messages';
import { getConfig, originVerifySecretArn } from '../config';
import { notFound } from '../errors';
import { logger } from '../logger';
import { flushMetrics } from '../metrics';
import { createStore } from '../data/store';
import { createDynamoDbRateLimiter } from '../rate-limit/rate-limiter';
import { rateLimitSettingsFrom } from '../rate-limit/settings';
import { createStoreAccountReader, requireAccount, type AccountReader, type CallerAccount } from './account-check';
import { bodySizeLimit } from './body-size';
import { assertPolicy, callerFromEvent, type Caller } from './caller';
import { errorMapper } from './error-mapper';
import { createOriginVerifier, originVerify, secretsManagerOriginSecrets, type OriginVerifier } from './origin-verify';
import { jsonBodiesOnly } from './json-body-type';
import { FileResult, OperationResult, type DomainOperations, type OperationHandler } from './operation';
import { clientIdentity, enforceRateLimit, type RateLimitDeps } from './rate-limit';
import { fileResponse, jsonResponse } from './response';
import { wellFormedText } from './well-formed-text';

type Event = APIGatewayProxyEventV2;
type Result = APIGatewayProxyResultV2;

interface RequestState<Deps> {
  route: Route;
  operation: OperationHandler<OperationKey, Deps>;
  caller: Caller | null;
  account: CallerAccount | null;
}

const CORRELATION_HEADER = 'x-correlation-id';

/** Correlation id: the caller's own header if it sent one, else API Gateway's request id. */
const correlationId = (): MiddlewareObj<Event, Result> => ({
  before: async (request) => {
    const id = request.event.headers?.[CORRELATION_HEADER] ?? request.event.requestContext?.requestId;
    if (id) logger.appendKeys({ correlationId: id });
  },
  after: async (request) => {
    const id = request.event.headers?.[CORRELATION_HEADER] ?? request.event.requestContext?.requestId;
    if (id && request.response && typeof request.response === 'object') {
      request.response.headers = { ...request.response.headers, [CORRELATION_HEADER]: id };
    }
  },
});

/** The body before JSON parsing replaced it: only operations without a body schema read it. */
function rawBodyOf(event: Event): string | undefined {
  if (typeof event.body !== 'string') return undefined;
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

/** The rate limiter and its settings from configuration, built on the first limited request. */
const configuredRateLimits: RateLimitDeps = {
  limiter: once(() => createDynamoDbRateLimiter({ tableName: getConfig().TABLE_NAME })),
  settings: once(() => rateLimitSettingsFrom(process.env)),
};

/** CloudFront's origin secret, where one is configured (every deployed stage; not the local gateway). */
const configuredOriginVerifier = once((): OriginVerifier | undefined => {
  const secretArn = originVerifySecretArn();
  return secretArn ? createOriginVerifier(secretsManagerOriginSecrets(secretArn)) : undefined;
});

/** The profiles of signed-in callers, read from the configured table. */
const configuredAccounts = once((): AccountReader => createStoreAccountReader(createStore({ tableName: getConfig().TABLE_NAME })));

export interface DomainHandlerOptions {
  /** Rate limiting of routes that declare a limit; from configuration unless given (tests). */
  rateLimits?: RateLimitDeps;
  /** Where the account step reads callers' profiles; the table unless given (tests). */
  accounts?: () => AccountReader;
  /** The origin check; from configuration unless given (tests). */
  originVerifier?: () => OriginVerifier | undefined;
  /** Check each success body against its route's response schema; on where API_VALIDATE_RESPONSES is 'true' (tests, the local stack). */
  validateResponses?: boolean;
}

/**
 * A success body its route's schema refuses is the server breaking its own contract: in tests and
 * on the local stack that is a 500 with the issues logged, so the drift is seen where it is made.
 */
function checkResponse(route: Route, body: unknown): void {
  if (!route.response) return;
  const checked = route.response.safeParse(body);
  if (checked.success) return;
  logger.error('Response breaks its route contract', { route: `${route.method} ${route.path}`, issues: checked.error.issues });
  throw new Error(`The response of ${route.method} ${route.path} does not match its contract`);
}

/** The domain a route table (shared/contract/<domain>.ts) belongs to. */
type DomainOf<T> = T[keyof T] extends { domain: infer D extends Domain } ? D : never;

/**
 * The Lambda entry of one domain, from its own route table only (a domain's bundle carries its own
 * routes' schemas, not the whole contract's) and a handler for each of its operations.
 */
export function createDomainHandler<T extends Record<string, DomainRoute>, Deps>(
  domainRoutes: T,
  operations: DomainOperations<DomainOf<T>, Deps>,
  makeDeps: () => Deps,
  options: DomainHandlerOptions = {},
) {
  const routes = new Map(Object.values(domainRoutes).map((route) => [routeKey(route), route as Route]));
  const states = new WeakMap<Event, RequestState<Deps>>();
  // The content type is checked before (jsonBodiesOnly, in any letter case, which the parser's own
  // check is not). The parser takes disableContentTypeCheck (its index.js); its typings lack it.
  const jsonBody = httpJsonBodyParser({ disableContentTypeCheck: true } as Parameters<typeof httpJsonBodyParser>[0]);
  const rateLimits = options.rateLimits ?? configuredRateLimits;
  const accounts = options.accounts ?? configuredAccounts;
  const originVerifier = options.originVerifier ?? configuredOriginVerifier;
  const validateResponses = options.validateResponses ?? process.env.API_VALIDATE_RESPONSES === 'true';

  const routeAndPolicy: MiddlewareObj<Event, Result> = {
    before: async (request) => {
      // A route of another domain is not this function's: 404, as for no route at all.
      const route = routes.get(request.event.routeKey);
      if (!route) throw notFound(MESSAGES.notFound);
      const caller = callerFromEvent(request.event);
      assertPolicy(route.policy, caller);
      const operation = (operations as Record<string, OperationHandler<OperationKey, Deps>>)[route.operation];
      states.set(request.event, { route, operation, caller, account: null });
    },
  };

  /**
   * A token outlives the account it was issued for (deleted, or never made by the marketplace):
   * refuse a signed-in caller whose profile for the route's role is gone, before anything is read
   * from the body or written (account-check.ts). After the size check, so an oversized body costs no read.
   */
  const accountExists: MiddlewareObj<Event, Result> = {
    before: async (request) => {
      const state = states.get(request.event)!;
      state.account = await requireAccount(state.route.policy, state.caller, accounts);
    },
  };

  /** Before the body is parsed, so a refused request costs one conditional counter update and nothing else. */
  const rateLimit: MiddlewareObj<Event, Result> = {
    before: async (request) => {
      const state = states.get(request.event)!;
      await enforceRateLimit(state.route, request.event, state.caller, rateLimits);
    },
  };

  const bodyParser: MiddlewareObj<Event, Result> = {
    before: async (request) => {
      const state = states.get(request.event);
      const route = state?.route;
      if (route?.body && !route.rawBody && request.event.body !== undefined) {
        await jsonBody.before!(request as never);
      }
    },
  };

  const handler = async (event: Event): Promise<Result> => {
    const state = states.get(event)!;
    const { route } = state;
    const input = {
      params: route.params ? route.params.parse(event.pathParameters ?? {}) : undefined,
      query: route.query ? route.query.parse(event.queryStringParameters ?? {}) : undefined,
      body: route.body && !route.rawBody ? route.body.parse(event.body ?? {}) : undefined,
      caller: state.caller,
      account: state.account,
      headers: Object.fromEntries(Object.entries(event.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value ?? ''])),
      rawBody: rawBodyOf(event),
      client: clientIdentity(event, state.caller, rateLimits.settings()),
    };
    const result: unknown = await state.operation(input as never, makeDeps());
    if (result instanceof OperationResult) return jsonResponse(result.status, result.body, result.headers);
    if (result instanceof FileResult) return fileResponse(result.body, result.contentType, result.filename);
    if (route.status === 204) return jsonResponse(204);
    if (validateResponses) checkResponse(state.route, result);
    return jsonResponse(route.status ?? 200, result);
  };

  return middy<Event, Result, Error, Context>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(correlationId())
    .use(errorMapper())
    .use(originVerify(originVerifier))
    .use(routeAndPolicy)
    .use(jsonBodiesOnly())
    .use(bodySizeLimit())
    .use(accountExists)
    .use(rateLimit)
    .use(bodyParser)
    .use(wellFormedText())
    .use(flushMetrics())
    .handler(handler);
}

/** Builds a dependency once per process (a warm Lambda reuses it across invocations). */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
