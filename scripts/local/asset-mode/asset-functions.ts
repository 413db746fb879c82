// Asset mode: the marketplace's functions as `cdk deploy` would ship them. Every function of the
// synthesized template runs from its asset in Lambda-like instances (lambda-instances.ts) with the
// template's environment placed locally (lambda-environment.ts). What AWS wires around them is
// taken from the template too: API routes go to the function and authorizer their integration
// names, SNS topics deliver to the functions subscribed to them (the local SNS front), the table's
// stream feeds the functions its event source mappings name (scripts/local/table-stream.ts reads
// it, with each mapping's filter and batch size), the schedule runs its function, and the origin secret is rotated by its rotation function against the local
// Secrets Manager and CloudFront fronts, whose API-origin header the gateway then sends.
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import type { APIGatewayProxyStructuredResultV2, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { routeKey } from '../../../shared/contract/contract';
import { ORIGIN_VERIFY_HEADER } from '../../../functions/platform/http/origin-verify';
import type { LocalCredentials } from '../local-credentials';
import type { MarketplaceFunctions } from '../marketplace-functions';
import { localSnsEvent } from '../sns-event';
import { startLocalCloudFront, startLocalSecretsManager, startLocalSns, type PublishedMessage } from './aws-service-fronts';
import { lambdaFunctionRunner, type InvocationRecord, type LambdaFunctionRunner } from './lambda-instances';
import { lambdaEnvironment, localSecretArn, localTopicArn, resolvedTemplateVariables, type LocalResources } from './lambda-environment';
import { prepareLambdaRuntimeDir } from './lambda-runtime-dir';
import { readSynthesizedStack, type SynthesizedStack } from './synthesized-stack';

/** The stage whose template the local stack runs. */
export const ASSET_MODE_STAGE = 'dev';
const LOCAL_DISTRIBUTION_ID = 'ELOCALDISTRIBUTION';
const ACCOUNT = '000000000000';

export interface FunctionUsage {
  name: string;
  logicalId: string;
  invocations: number;
  coldStarts: number;
  failures: number;
  /** What it served: route keys, 'sns <topic>', 'schedule', 'rotation <step>'. */
  served: string[];
}

export interface AssetFunctions extends MarketplaceFunctions {
  stack: SynthesizedStack;
  usage(): FunctionUsage[];
  /** Secrets Manager's rotation of the origin secret: the rotation function's four steps. */
  rotateOriginSecret(): Promise<void>;
  /** A rotation started as RotateSecret starts it, and the event of its first step (createSecret). */
  startOriginSecretRotation(): { SecretId: string; ClientRequestToken: string; Step: 'createSecret' };
  /**
   * A cold start measured: a new instance of the function (a fresh process), its asset's import,
   * then its first invocation with `event`; the instance is then ended.
   */
  coldStart(name: string, event: unknown): Promise<ColdStart>;
}

interface ColdStart {
  /** Importing the asset's handler module (Lambda's static initialisation). */
  initMs: number;
  /** The first invocation, on the fresh instance. */
  firstRequestMs: number;
  /** From starting the process to the first invocation's answer. */
  totalMs: number;
  result: unknown;
}

export interface AssetFunctionsOptions {
  cdkOut: string;
  projectRoot: string;
  credentials: LocalCredentials;
  region: string;
  /** The local stack's resources, known once it runs (the gateway's address among them). */
  local: () => Omit<LocalResources, 'distributionId' | 'region'>;
  /** The local stack's settings over the template's: endpoints, the outbox, the payment sandbox, test switches. */
  overrides: () => Record<string, string>;
  /** DynamoDB for the functions the table's stream feeds: the emulator itself, so their writes stay out of the request log. */
  streamConsumerEndpoint?: string;
  /** What the Stripe secret holds locally: the payment sandbox's keys, or Stripe test mode's. */
  stripeKeys: { secretKey: string; webhookSecret: string };
  log?: (line: string) => void;
}

const ORIGIN_SECRET_VARIABLE = 'ORIGIN_VERIFY_SECRET_ARN';
const STRIPE_SECRET_VARIABLE = 'STRIPE_SECRET_ARN';
const VIEWER_ADDRESS_VARIABLE = 'RATE_LIMIT_VIEWER_ADDRESS_HEADER';

export async function startAssetFunctions(options: AssetFunctionsOptions): Promise<AssetFunctions> {
  const stack = readSynthesizedStack(options.cdkOut, ASSET_MODE_STAGE);
  const { region } = options;
  const local = (): LocalResources => ({ ...options.local(), region, distributionId: LOCAL_DISTRIBUTION_ID });
  const runtimeDir = prepareLambdaRuntimeDir(stack.functions, path.join(options.projectRoot, 'node_modules'));
  const stoppers: (() => Promise<void> | void)[] = [() => runtimeDir.remove()];

  const byName = new Map(stack.functions.map((fn) => [fn.name, fn]));
  const variable = (name: string) => stack.functions.map((fn) => fn.environment[name]).find((value) => value !== undefined);
  const secretRef = (name: string) => {
    const value = variable(name);
    return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof value.Ref === 'string' ? value.Ref : undefined;
  };

  // Secrets: the origin secret (rotated) and the Stripe keys.
  const originSecret = secretRef(ORIGIN_SECRET_VARIABLE);
  const stripeSecret = secretRef(STRIPE_SECRET_VARIABLE);
  const initialOriginValue = randomBytes(32).toString('base64url');
  const secrets = await startLocalSecretsManager(options.credentials, [
    ...(originSecret
      ? [{ arn: localSecretArn(region, originSecret), value: initialOriginValue, rotationEnabled: stack.rotations.some((rotation) => rotation.secret === originSecret) }]
      : []),
    ...(stripeSecret ? [{ arn: localSecretArn(region, stripeSecret), value: JSON.stringify(options.stripeKeys) }] : []),
  ]);
  stoppers.push(() => secrets.close());
  const originId = variable('ORIGIN_ID');
  const cloudFront = await startLocalCloudFront(options.credentials, {
    id: LOCAL_DISTRIBUTION_ID,
    originId: typeof originId === 'string' ? originId : 'api',
    headers: originSecret ? { [ORIGIN_VERIFY_HEADER]: initialOriginValue } : {},
  });
  stoppers.push(() => cloudFront.close());

  const runners = new Map<string, LambdaFunctionRunner>();
  const sns = await startLocalSns(options.credentials, (published) => deliver(published, false));
  stoppers.push(() => sns.close());

  const overrides = () => ({
    ...options.overrides(),
    AWS_ENDPOINT_URL_SNS: sns.endpoint,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: secrets.endpoint,
    AWS_ENDPOINT_URL_CLOUDFRONT: cloudFront.endpoint,
    AWS_ACCESS_KEY_ID: options.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: options.credentials.secretAccessKey,
  });

  function newRunner(name: string): LambdaFunctionRunner {
    const fn = byName.get(name);
    if (!fn) throw new Error(`The template has no function ${name}`);
    const taskRoot = runtimeDir.taskRoot(fn);
    const streamFed = stack.streamMappings.some((mapping) => mapping.function === name);
    const settings = { ...overrides(), ...(streamFed && options.streamConsumerEndpoint ? { AWS_ENDPOINT_URL_DYNAMODB: options.streamConsumerEndpoint } : {}) };
    const environment = lambdaEnvironment(fn, { resourceTypes: stack.resourceTypes, local: local(), overrides: settings, taskRoot });
    return lambdaFunctionRunner(fn, { taskRoot, environment, log: options.log && ((functionName, line) => options.log!(`[${functionName}] ${line}`)) });
  }

  function runner(name: string): LambdaFunctionRunner {
    let found = runners.get(name);
    if (!found) {
      found = newRunner(name);
      runners.set(name, found);
    }
    return found;
  }
  // Every function's template variables are placed now: one without a local counterpart stops the start.
  for (const fn of stack.functions) resolvedTemplateVariables(fn, stack.resourceTypes, { ...local(), siteUrl: 'http://localhost' });

  const topicOf = (topicArn: string) => Object.keys(stack.subscriptions).find((logicalId) => localTopicArn(region, logicalId) === topicArn);

  /** SNS to its subscribed functions; a failed delivery is logged (SNS would retry, then dead-letter it). */
  async function deliver(published: PublishedMessage, rethrow: boolean): Promise<void> {
    const topic = topicOf(published.topicArn);
    if (!topic) return options.log?.(`[sns] nothing subscribed to ${published.topicArn}`);
    for (const subscriber of stack.subscriptions[topic]!) {
      try {
        await runner(subscriber).invoke(localSnsEvent(published.topicArn, published.message, published.attributes), `sns ${topic}`);
      } catch (error) {
        options.log?.(`[sns] delivery to ${subscriber} failed: ${String(error)}`);
        if (rethrow) throw error;
      }
    }
  }

  const routeFunctions = new Map(stack.routes.map((route) => [route.routeKey, route]));
  const viewerAddressHeader = variable(VIEWER_ADDRESS_VARIABLE);
  const inboundTopic = Object.entries(stack.subscriptions).find(([, subscribers]) => subscribers.includes('sms'))?.[0];
  const schedule = stack.schedules[0];
  const rotation = stack.rotations.find((candidate) => candidate.secret === originSecret);
  const startOriginSecretRotation = () => {
    if (!originSecret) throw new Error('The template has no origin secret');
    const SecretId = localSecretArn(region, originSecret);
    return { SecretId, ClientRequestToken: secrets.startRotation(SecretId), Step: 'createSecret' as const };
  };

  return {
    mode: 'assets',
    stack,
    authorizes(route) {
      const synthesized = routeFunctions.get(routeKey(route));
      if (!synthesized) throw new Error(`The synthesized API has no route ${routeKey(route)}: synthesize again (npx cdk synth -q -c stage=${ASSET_MODE_STAGE})`);
      return synthesized.authorized;
    },
    async invokeApi(route, event) {
      const key = routeKey(route);
      const synthesized = routeFunctions.get(key);
      if (!synthesized) throw new Error(`The synthesized API has no route ${key}`);
      return (await runner(synthesized.function).invoke(event, key)) as APIGatewayProxyStructuredResultV2;
    },
    originHeaders(sourceIp) {
      return {
        // As the CloudFront function on /api/* writes it (infra/constructs/web.ts): IPv6 in brackets.
        ...(typeof viewerAddressHeader === 'string' ? { [viewerAddressHeader.toLowerCase()]: sourceIp.includes(':') ? `[${sourceIp}]` : sourceIp } : {}),
        ...cloudFront.originHeaders(),
      };
    },
    async receiveText(inbound) {
      if (!inboundTopic) throw new Error('The template subscribes no function named sms to a topic');
      // As SNS would deliver it, awaited: the simulator answers with the replies.
      await deliver({ topicArn: localTopicArn(region, inboundTopic), message: JSON.stringify(inbound), attributes: {} }, true);
    },
    async sweepAvailability() {
      if (!schedule) throw new Error('The template schedules no function');
      const time = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
      await runner(schedule.function).invoke(
        {
          version: '0',
          id: randomUUID(),
          'detail-type': 'Scheduled Event',
          source: 'aws.events',
          account: ACCOUNT,
          time,
          region,
          resources: [`arn:aws:events:${region}:${ACCOUNT}:rule/${schedule.function}`],
          detail: {},
        },
        'schedule',
      );
    },
    tableStreamConsumers() {
      return stack.streamMappings.map((mapping) => ({
        name: mapping.function,
        filterPatterns: mapping.filterPatterns,
        batchSize: mapping.batchSize,
        invoke: async (event: DynamoDBStreamEvent) => {
          const answer = (await runner(mapping.function).invoke(event, `stream ${mapping.table}`)) as DynamoDBBatchResponse | null | undefined;
          // Without ReportBatchItemFailures Lambda ignores the answer: only a thrown error fails the batch.
          return mapping.reportsBatchItemFailures && answer ? answer : undefined;
        },
      }));
    },
    async rotateOriginSecret() {
      if (!rotation) throw new Error('The template rotates no origin secret');
      const first = startOriginSecretRotation();
      for (const step of ['createSecret', 'setSecret', 'testSecret', 'finishSecret']) {
        await runner(rotation.function).invoke({ ...first, Step: step }, `rotation ${step}`);
      }
    },
    startOriginSecretRotation,
    distributionStatus: () => cloudFront.status(),
    async coldStart(name, event) {
      const fresh = newRunner(name);
      const started = performance.now();
      try {
        const result = await fresh.invoke(event, 'cold start');
        const totalMs = performance.now() - started;
        const [record] = fresh.invocations();
        return { initMs: record?.initMs ?? 0, firstRequestMs: record?.durationMs ?? 0, totalMs, result };
      } finally {
        fresh.stop();
      }
    },
    usage() {
      return stack.functions.map((fn) => {
        const records: readonly InvocationRecord[] = runners.get(fn.name)?.invocations() ?? [];
        return {
          name: fn.name,
          logicalId: fn.logicalId,
          invocations: records.length,
          coldStarts: records.filter((record) => record.cold).length,
          failures: records.filter((record) => record.failed).length,
          served: [...new Set(records.map((record) => record.served))].sort(),
        };
      });
    },
    async stop() {
      await sns.settled();
      for (const found of runners.values()) found.stop();
      for (const stopOne of stoppers.reverse()) await stopOne();
    },
  };
}
