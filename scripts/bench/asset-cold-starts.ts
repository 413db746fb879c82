// Cold starts as a user pays them, from the deployable Lambda assets: for every function of the
// synthesized template, a fresh instance (a new process in asset mode, asset-mode/asset-functions.ts)
// imports its asset and answers a first, representative request against the seeded local stack.
// Reported per function: the import (Lambda's init duration), the first request on the fresh
// instance, and the two together from process start.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { DynamoDBClient, GetItemCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { providerProfileModel } from '../../functions/platform/data/entities/provider-profile';
import { rentalModel } from '../../functions/platform/data/entities/rental';
import type { FunctionName } from '../../infra/constructs/domain-permissions';
import { tableKey } from '../../functions/platform/data/keys';
import { contract, routes, type OperationKey } from '../../shared/contract/contract';
import type { Domain } from '../../shared/contract/route';
import { matchRoute, toApiEvent } from '../local/api-event';
import type { AssetFunctions } from '../local/asset-mode/asset-functions';
import { synthesizeAssets } from '../local/asset-mode/synthesize';
import { startLocalStack } from '../local/local-stack';
import { accessToken } from '../local/sign-in';
import { localSnsEvent } from '../local/sns-event';
import { DEMO_SIGN_INS } from '../seed/seed';
import { summarize, type LatencySummary } from './stats';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface AssetColdStart {
  name: string;
  /** What the first request was. */
  request: string;
  init: LatencySummary;
  firstRequest: LatencySummary;
  total: LatencySummary;
}

type Signer = 'customer' | 'provider' | 'operator';

/** Each HTTP domain's first request: a typical read of the page a user opens first, by operation. */
/** Record<Domain, ...>: a new API domain fails the type check until its first request is named here. */
const FIRST_REQUESTS: Record<Domain, { operation: OperationKey; signedIn?: Signer; url: (ids: SeedIds) => string; body?: unknown }> = {
  catalog: { operation: 'searchProviders', url: () => '/api/search?zipCode=43215' },
  accounts: { operation: 'getMe', signedIn: 'customer', url: () => '/api/me' },
  rentals: { operation: 'listCustomerRentals', signedIn: 'customer', url: () => '/api/customer/rentals' },
  checkout: { operation: 'getCheckoutProvider', url: (ids) => `/api/checkout/providers/${ids.providerId}` },
  providers: { operation: 'getProviderProfile', signedIn: 'provider', url: () => '/api/provider/profile' },
  operators: { operation: 'listProviders', signedIn: 'operator', url: () => '/api/operator/providers' },
  onboarding: { operation: 'checkAccessCode', url: () => '/api/access-codes/NOSUCHCODE' },
  financials: { operation: 'listInvoices', signedIn: 'provider', url: () => '/api/provider/invoices' },
  reviews: { operation: 'listProviderReviews', url: (ids) => `/api/providers/${ids.providerId}/reviews` },
  dispatch: { operation: 'getDispatchBoard', signedIn: 'provider', url: () => '/api/provider/dispatch' },
  support: {
    operation: 'createSupportTicket',
    url: () => '/api/support-tickets',
    body: { identifierType: 'email', email: 'bench@example.com', message: 'Measuring the first request of a fresh instance.' },
  },
  drivers: { operation: 'getDriverInvitation', url: () => '/api/driver-invitations/no-such-invitation' },
};

interface SeedIds {
  providerId: string;
}

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

export async function benchAssetColdStarts(runs: number): Promise<AssetColdStart[]> {
  synthesizeAssets(ROOT);
  const stack = await startLocalStack({ port: 0, functions: 'assets', rateLimitExemptIps: ['127.0.0.1'] });
  try {
    const functions = stack.functions as AssetFunctions;
    const claims = Object.fromEntries(
      await Promise.all(
        DEMO_SIGN_INS.map(async (signIn) => [signIn.role, claimsOf(await accessToken(stack.url, signIn.email, signIn.password))] as const),
      ),
    ) as Record<Signer, Record<string, unknown>>;
    const search = (await (await fetch(`${stack.url}/api/search?zipCode=43215`)).json()) as { providers: { providerId: string }[] };
    const ids: SeedIds = { providerId: search.providers[0]!.providerId };
    // The seeded provider's profile as the table's stream carries it, for the search index's record.
    const profileKey = tableKey(providerProfileModel, { providerId: ids.providerId });
    const dynamodb = new DynamoDBClient({ endpoint: stack.endpoints.dynamodb });
    const { Item: profileImage } = await dynamodb.send(
      new GetItemCommand({ TableName: stack.tableName, Key: { pk: { S: profileKey.pk! }, sk: { S: profileKey.sk! } } }),
    );
    const rentals = (await (
      await fetch(`${stack.url}/api/customer/rentals`, { headers: { authorization: `Bearer ${await accessToken(stack.url, DEMO_SIGN_INS[0]!.email, DEMO_SIGN_INS[0]!.password)}` } })
    ).json()) as { rentals: { rentalId: string; status: string }[] };
    const rentalKey = tableKey(rentalModel, { rentalId: rentals.rentals[0]!.rentalId });
    const { Item: rentalImage } = await dynamodb.send(
      new GetItemCommand({ TableName: stack.tableName, Key: { pk: { S: rentalKey.pk! }, sk: { S: rentalKey.sk! } } }),
    );
    dynamodb.destroy();

    const eventFor = (name: string): { request: string; event: unknown } => {
      const first = (FIRST_REQUESTS as Partial<Record<string, (typeof FIRST_REQUESTS)[Domain]>>)[name];
      if (first) {
        const url = new URL(first.url(ids), stack.url);
        const route = contract[first.operation];
        const body = first.body === undefined ? Buffer.alloc(0) : Buffer.from(JSON.stringify(first.body));
        const headers = { host: url.host, 'user-agent': 'bench', ...(first.body ? { 'content-type': 'application/json' } : {}), ...functions.originHeaders('127.0.0.1') };
        const match = matchRoute(route.method, url.pathname);
        if (!match) throw new Error(`No route for ${first.operation}`);
        const event = toApiEvent({ method: route.method, url, headers, body, sourceIp: '127.0.0.1' }, match, first.signedIn ? claims[first.signedIn] : null);
        // Named by the route's path, so the report reads the same from run to run (the ids differ).
        return { request: `${route.method} ${route.path}${url.search}`, event };
      }
      const topicArn = (logicalId: string) => `arn:aws:sns:us-east-1:000000000000:${logicalId}`;
      const topicOf = (subscriber: string) => Object.entries(functions.stack.subscriptions).find(([, names]) => names.includes(subscriber))![0];
      const stream = (request: string, OldImage: Record<string, AttributeValue>, NewImage: Record<string, AttributeValue>) => {
        const record = { eventName: 'MODIFY', eventSource: 'aws:dynamodb', awsRegion: 'us-east-1', dynamodb: { Keys: { pk: OldImage.pk, sk: OldImage.sk }, OldImage, NewImage, SequenceNumber: '1', StreamViewType: 'NEW_AND_OLD_IMAGES' } };
        return { request, event: { Records: [record] } };
      };
      // Record<...>: a new subscriber, scheduled or stream function fails the type check until it names its first event.
      const firstEvents: Record<Exclude<FunctionName, Domain> | 'origin-secret', () => { request: string; event: unknown }> = {
        notifications: () => {
          const rental = rentals.rentals[0]!;
          const message = { type: 'rental.created', rentalId: rental.rentalId, occurredAt: new Date().toISOString() };
          return { request: 'SNS rental event (a customer rental)', event: localSnsEvent(topicArn(topicOf('notifications')), message, { type: { Type: 'String', Value: message.type } }) };
        },
        // A pickup event of a rental not picked up: the billing reads it and has nothing to bill.
        billing: () => {
          const rental = rentals.rentals[0]!;
          const message = { type: 'rental.picked_up', rentalId: rental.rentalId, occurredAt: new Date().toISOString() };
          return { request: 'SNS pickup event (a rental not picked up)', event: localSnsEvent(topicArn(topicOf('billing')), message, { type: { Type: 'String', Value: message.type } }) };
        },
        sms: () => {
          const text = { originationNumber: '+16145550199', destinationNumber: '+16145550142', messageKeyword: 'HELP', messageBody: 'HELP', inboundMessageId: randomUUID() };
          return { request: 'SNS inbound text HELP', event: localSnsEvent(topicArn(topicOf('sms')), text) };
        },
        availability: () => ({ request: 'scheduled sweep', event: { version: '0', id: randomUUID(), 'detail-type': 'Scheduled Event', source: 'aws.events', time: new Date().toISOString(), detail: {} } }),
        'search-index': () => {
          // A price change as the event source mapping delivers it: the images differ, so the
          // consumer reads the profile and what search holds for it (already in step: nothing written).
          const OldImage = structuredClone(profileImage!) as Record<string, AttributeValue>;
          OldImage.pricing!.M!.deliveryFeeCents = { N: '1' };
          return stream("stream record: a provider's price changed", OldImage, profileImage!);
        },
        // A rental's change as the event source mapping delivers it: its jobs are in step already (nothing written).
        'dispatch-jobs': () => stream("stream record: a customer's rental changed", rentalImage!, rentalImage!),
        'origin-secret': () => ({ request: 'rotation step createSecret', event: functions.startOriginSecretRotation() }),
      };
      const firstEvent = (firstEvents as Partial<Record<string, () => { request: string; event: unknown }>>)[name];
      if (!firstEvent) throw new Error(`No first request for the function ${name}: add one to scripts/bench/asset-cold-starts.ts`);
      return firstEvent();
    };

    // The functions are sampled in turn (one fresh instance of each, then the next round), so what
    // the machine does meanwhile (the stack settling after its seed, other processes) falls on all
    // of them alike rather than on whichever came first.
    const samples = new Map(functions.stack.functions.map((fn) => [fn.name, [] as Awaited<ReturnType<AssetFunctions['coldStart']>>[]]));
    const requests = new Map<string, string>();
    for (let run = 0; run < runs; run += 1) {
      for (const fn of functions.stack.functions) {
        const next = eventFor(fn.name);
        requests.set(fn.name, next.request);
        const measured = await functions.coldStart(fn.name, next.event);
        const status = (measured.result as { statusCode?: number } | null)?.statusCode;
        if (status !== undefined && status >= 500) throw new Error(`${fn.name}'s first request answered ${status}`);
        samples.get(fn.name)!.push(measured);
      }
    }
    const results: AssetColdStart[] = functions.stack.functions.map((fn) => {
      const measured = samples.get(fn.name)!;
      const result = {
        name: fn.name,
        request: requests.get(fn.name)!,
        init: summarize(measured.map((sample) => sample.initMs)),
        firstRequest: summarize(measured.map((sample) => sample.firstRequestMs)),
        total: summarize(measured.map((sample) => sample.totalMs)),
      };
      console.log(`  ${fn.name}: import ${result.init.p50.toFixed(0)} ms + first request ${result.firstRequest.p50.toFixed(0)} ms (${result.request}); from process start ${result.total.p50.toFixed(0)} ms`);
      return result;
    });
    // Every route of the contract is served by one of these functions.
    const served = new Set(functions.stack.routes.map((route) => route.routeKey));
    const missing = routes.filter((route) => !served.has(`${route.method} ${route.path}`));
    if (missing.length > 0) throw new Error(`Routes missing from the synthesized API: ${missing.map((route) => route.operation).join(', ')}`);
    return results;
  } finally {
    await stack.stop();
  }
}
