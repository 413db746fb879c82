// The whole marketplace on one machine: DynamoDB Local, cognito-local and s3rver on free ports,
// the outbox for e-mail and texts, sample data, and the local gateway in front. Used by
// `npm start` (persisting to .local/) and by the test suites (in memory, throwaway folders).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createStore } from '../../functions/platform/data/store';
import { ensureZipTable } from '../../functions/platform/zip-table/build-zip-table';
import { createOutbox } from '../../functions/platform/messaging/outbox';
import { isSeeded, seedSampleData } from '../seed/seed';
import { rebuildOffBooks } from '../maintenance/rebuild-books';
import { rebuildMissingJobs } from '../maintenance/rebuild-jobs';
import { rebuildMissingRatings } from '../maintenance/rebuild-ratings';
import { killAllChildren } from './child-process';
import { cognitoSeedUsers, ensureUserPool, startCognitoLocal, type UserPoolIds } from './cognito-local';
import { startDynamoDbRequestLog, type DynamoDbRequestLog } from './dynamodb-request-log';
import { ensureTable, startDynamoDbLocal } from './dynamodb-local';
import { allowedHostNames, siteOriginsOf } from './allowed-hosts';
import { startGateway } from './gateway';
import { createMediaServer } from './media';
import { createJwtVerifier } from './jwt-verifier';
import { loadLocalCredentials, type LocalCredentials } from './local-credentials';
import { sourceFunctions, type MarketplaceFunctions } from './marketplace-functions';
import { startAssetFunctions } from './asset-mode/asset-functions';
import { createPaymentSandbox } from './payment-sandbox';
import { LOCAL_UPLOADS_BUCKET, s3SeedFiles, startS3Local } from './s3-local';
import { SITE_ROOT } from './spa-build';
import { startTableStream, type TableStream } from './table-stream';

const LOCAL_TABLE_NAME = 'local-marketplace';
const LOCAL_REGION = 'us-east-1';
const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');

/** The local sweep runs every minute: sooner than AWS's schedule, so a demo sees dates come back quickly. */
const LOCAL_SWEEP_INTERVAL_MS = 60_000;

export interface LocalStackOptions {
  /** Gateway port; 0 picks a free one. */
  port: number;
  /** Persist everything here (npm start); without it the stack is in memory and throwaway (tests). */
  dataDir?: string;
  /** Wipe dataDir first. */
  reset?: boolean;
  /** Write the sample marketplace and demo sign-ins into an empty table (default true). */
  seed?: boolean;
  /** Record every DynamoDB operation, readable at /dev/dynamodb-requests (tests). */
  recordDynamoDbRequests?: boolean;
  /** With recordDynamoDbRequests: note each read's consumed capacity and answer size too (the benchmark). */
  recordConsumedCapacity?: boolean;
  logRequests?: boolean;
  log?: (line: string) => void;
  now?: Date;
  /**
   * Client IPs the abuse limits (shared/abuse-limits.ts) never count. Default: none for a
   * persistent stack (npm start limits everyone, as AWS does); 127.0.0.1 for a throwaway one (the
   * API and browser test suites), whose tests post contact requests, tickets and registrations far
   * more often than any person would (failed sign-ins are limited per account, for everyone, by the
   * Cognito emulator's guard: scripts/local/sign-in-limit.ts). tests/api/rate-limits.test.ts proves
   * the real numbers over such a stack by connecting from other loopback addresses (127.0.0.2...).
   */
  rateLimitExemptIps?: string[];
  /**
   * Let POST /dev/clock {days} move the functions' clock forward (functions/platform/clock.ts): the
   * browser tests live through a rental's days with it. Functions run as sources only (in this process).
   */
  testClock?: boolean;
  /**
   * How the marketplace's functions run (marketplace-functions.ts): 'sources' (default) imports
   * their TypeScript into this process; 'assets' runs the bundles `cdk synth` wrote in `cdkOut`
   * (default cdk.out), as Lambda would.
   */
  functions?: 'sources' | 'assets';
  cdkOut?: string;
  /**
   * How many times faster than Stripe's schedule the payment sandbox retries a failed webhook
   * delivery (payment-sandbox-webhooks.ts); PAYMENT_SANDBOX_RETRY_SPEEDUP, else 1: Stripe's own
   * pace, a minute to twelve hours between attempts for up to three days.
   */
  webhookRetrySpeedup?: number;
}

export interface LocalStack {
  url: string;
  userPool: UserPoolIds;
  endpoints: { dynamodb: string; cognito: string; s3: string };
  tableName: string;
  outboxDir: string;
  dynamoDbRequestLog?: DynamoDbRequestLog;
  functions: MarketplaceFunctions;
  /** The table's stream feeding its consumers: `drained()` once search has caught up with every write so far. */
  tableStream: TableStream;
  /** The AWS credentials the emulators' fronts accept (this install's own). */
  credentials: LocalCredentials;
  /** The local payment sandbox's webhook signing secret; absent when real Stripe test mode is used. */
  paymentWebhookSecret?: string;
  /** The local payment sandbox's secret API key; absent when real Stripe test mode is used. */
  paymentSandboxSecretKey?: string;
  stop(): Promise<void>;
}

interface SavedState {
  userPool?: UserPoolIds;
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const log = options.log ?? (() => undefined);
  // The functions run from their sources and the sample data read US ZIPs from the table made at
  // build time (not committed): `npm start`, the API and browser tests and the bench make it here.
  ensureZipTable();
  const persistent = options.dataDir !== undefined;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'marketplace-'));
  if (persistent && options.reset) {
    log(`Resetting local data in ${dataDir}`);
    rmSync(dataDir, { recursive: true, force: true });
  }
  mkdirSync(dataDir, { recursive: true });
  const stateFile = path.join(dataDir, 'state.json');
  const saved: SavedState = existsSync(stateFile) ? (JSON.parse(readFileSync(stateFile, 'utf8')) as SavedState) : {};

  const stoppers: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopOne of stoppers.reverse()) await stopOne().catch(() => undefined);
    if (!persistent) rmSync(dataDir, { recursive: true, force: true });
  };

  // The SDK clients (the functions' and ours) find the emulators through the SDK's standard
  // variables, so no application code knows it runs locally. They sign with this install's own
  // credentials, which the Cognito and S3 fronts check as AWS checks IAM credentials. The Lambda
  // runtime is newer than the Node running this, so the SDK's Node-version notice does not apply here.
  const credentials = loadLocalCredentials(dataDir);
  Object.assign(process.env, {
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  });

  const outboxDir = path.join(dataDir, 'outbox');
  try {
    const [dynamodb, cognito, s3] = await Promise.all([
      startDynamoDbLocal(persistent ? { dataDir: path.join(dataDir, 'dynamodb') } : {}),
      startCognitoLocal({ dataDir: path.join(dataDir, 'cognito'), codeMail: createOutbox(outboxDir), credentials }),
      startS3Local({ dataDir: path.join(dataDir, 's3'), credentials }),
    ]);
    stoppers.push(() => dynamodb.child.stop(), () => cognito.child.stop(), () => s3.stop());
    log(`Emulators up: DynamoDB Local ${dynamodb.endpoint}, cognito-local ${cognito.endpoint}, S3 (s3rver behind the upload front) ${s3.endpoint}`);

    const requestLog = options.recordDynamoDbRequests ? await startDynamoDbRequestLog(dynamodb.endpoint, { consumedCapacity: options.recordConsumedCapacity }) : undefined;
    if (requestLog) stoppers.push(() => requestLog.stop());
    const dynamodbEndpoint = requestLog?.endpoint ?? dynamodb.endpoint;

    // The settings the functions run with locally. In source mode they share this process's
    // environment; in asset mode each function's environment is its template's, with these over it.
    const functionSettings: Record<string, string> = {
      AWS_ENDPOINT_URL_DYNAMODB: dynamodbEndpoint,
      AWS_ENDPOINT_URL_S3: s3.endpoint,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognito.endpoint,
      // SES and SNS text messages have no emulator: the outbox receives them.
      MESSAGING_MODE: 'outbox',
      OUTBOX_DIR: outboxDir,
      RATE_LIMIT_EXEMPT_IPS: (options.rateLimitExemptIps ?? (persistent ? [] : ['127.0.0.1'])).join(','),
      // Every answer is checked against its route's response schema (shared/contract): a handler
      // that drifts from the contract fails here, in development and in every API test (the
      // benchmarks turn it off: deployed functions do not check).
      API_VALIDATE_RESPONSES: process.env.API_VALIDATE_RESPONSES ?? 'true',
      // Business metrics (functions/platform/metrics.ts) are counted and dropped, not printed, unless
      // asked for with POWERTOOLS_METRICS_DISABLED=false (then each invocation's EMF line goes to stdout).
      POWERTOOLS_METRICS_DISABLED: process.env.POWERTOOLS_METRICS_DISABLED ?? 'true',
      ...(process.env.POWERTOOLS_LOG_LEVEL ? { POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL } : {}),
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    };
    Object.assign(process.env, functionSettings, {
      STAGE: 'local',
      TABLE_NAME: LOCAL_TABLE_NAME,
      UPLOADS_BUCKET: LOCAL_UPLOADS_BUCKET,
      // Rental events go to the in-process bus, where the notifications handler is subscribed.
      EVENTS_MODE: 'local',
    });
    let siteUrl: string | undefined;

    const pool = await ensureUserPool(cognito.endpoint, saved.userPool);
    process.env.USER_POOL_ID = pool.ids.userPoolId;
    process.env.USER_POOL_CLIENT_ID = pool.ids.userPoolClientId;
    writeFileSync(stateFile, JSON.stringify({ userPool: pool.ids } satisfies SavedState, null, 2));
    const client = new DynamoDBClient({ endpoint: dynamodb.endpoint });
    if (pool.created) {
      // A new user pool means none of the stored profiles has a sign-in any more: start afresh.
      await client.send(new DeleteTableCommand({ TableName: LOCAL_TABLE_NAME })).catch(() => undefined);
    }
    const { indexesAdded } = await ensureTable(dynamodb.endpoint, LOCAL_TABLE_NAME);
    const store = createStore({ tableName: LOCAL_TABLE_NAME, client });
    if (options.seed !== false && !(await isSeeded(store))) {
      const started = Date.now();
      await seedSampleData({
        store,
        users: cognitoSeedUsers(cognito.endpoint, pool.ids.userPoolId),
        files: s3SeedFiles(s3.endpoint, credentials),
        now: options.now,
      });
      log(`Sample data written in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    } else if (persistent) {
      // Data kept from an older version may predate the books' tallies or an index of the rentals:
      // recount the providers whose books are off, every provider when an index was just added.
      const rebuilt = await rebuildOffBooks(store, { all: indexesAdded.length > 0 });
      if (rebuilt > 0) log(`Books recounted for ${rebuilt} provider${rebuilt === 1 ? '' : 's'} (kept data predating them).`);
      // Rentals kept from before the dispatch board have no jobs, and the stream read from here on
      // never mentions them again: make the jobs of providers that have none.
      const withJobs = await rebuildMissingJobs(store);
      if (withJobs > 0) log(`Dispatch jobs made for ${withJobs} provider${withJobs === 1 ? '' : 's'} (kept rentals predating them).`);
      // Profiles kept from before the reviews domain lack ratingSum, so their average reads 0.0:
      // count their review items (only those profiles; one index read when none does).
      const recounted = await rebuildMissingRatings(store);
      if (recounted > 0) log(`Ratings recounted from their reviews for ${recounted} provider${recounted === 1 ? '' : 's'} (kept data predating them).`);
    }
    client.destroy();
    requestLog?.clear();

    // Payments: Stripe test mode if a key is configured, else the local sandbox on the gateway.
    const paymentSandbox = process.env.STRIPE_SECRET_KEY
      ? undefined
      : createPaymentSandbox({
          stateFile: path.join(dataDir, 'payment-sandbox.json'),
          log,
          webhookRetrySpeedup: options.webhookRetrySpeedup ?? (Number(process.env.PAYMENT_SANDBOX_RETRY_SPEEDUP) || 1),
        });
    if (paymentSandbox) {
      Object.assign(process.env, {
        PAYMENTS_MODE: 'sandbox',
        PAYMENT_SANDBOX_SECRET_KEY: paymentSandbox.secretKey,
        STRIPE_WEBHOOK_SECRET: paymentSandbox.webhookSecret,
      });
    }

    const functions: MarketplaceFunctions =
      options.functions === 'assets'
        ? await startAssetFunctions({
            cdkOut: options.cdkOut ?? path.join(PROJECT_ROOT, 'cdk.out'),
            projectRoot: PROJECT_ROOT,
            credentials,
            region: LOCAL_REGION,
            local: () => ({ tableName: LOCAL_TABLE_NAME, uploadsBucket: LOCAL_UPLOADS_BUCKET, ...pool.ids, siteUrl: siteUrl ?? 'http://localhost' }),
            overrides: () => ({
              ...functionSettings,
              ...(paymentSandbox
                ? {
                    PAYMENTS_MODE: 'sandbox',
                    PAYMENT_SANDBOX_URL: process.env.PAYMENT_SANDBOX_URL ?? '',
                    PAYMENT_SANDBOX_SECRET_KEY: paymentSandbox.secretKey,
                    STRIPE_WEBHOOK_SECRET: paymentSandbox.webhookSecret,
                  }
                : {}),
            }),
            streamConsumerEndpoint: dynamodb.endpoint,
            stripeKeys: paymentSandbox
              ? { secretKey: paymentSandbox.secretKey, webhookSecret: paymentSandbox.webhookSecret }
              : { secretKey: process.env.STRIPE_SECRET_KEY ?? '', webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? '' },
            log: options.logRequests ? log : undefined,
          })
        : sourceFunctions({ tableName: LOCAL_TABLE_NAME, siteUrl: () => siteUrl, streamConsumerEndpoint: dynamodb.endpoint });
    stoppers.push(() => functions.stop());
    // The table's stream to its consumers (the search index), as Lambda's event source mapping feeds them.
    const tableStream = await startTableStream({
      endpoint: dynamodb.endpoint,
      tableName: LOCAL_TABLE_NAME,
      region: LOCAL_REGION,
      consumers: functions.tableStreamConsumers(),
      log,
    });
    stoppers.push(() => tableStream.stop());
    stoppers.push(startAvailabilitySweep(functions, log));

    const gateway = await startGateway({
      port: options.port,
      siteRoot: SITE_ROOT,
      cognitoEndpoint: cognito.endpoint,
      runtimeConfig: { stage: 'local', region: LOCAL_REGION, ...pool.ids },
      verifyJwt: createJwtVerifier({ issuer: `${cognito.endpoint}/${pool.ids.userPoolId}`, clientId: pool.ids.userPoolClientId }),
      functions,
      outboxDir,
      dynamoDbRequestLog: requestLog,
      tableStream,
      paymentSandbox,
      media: createMediaServer({ endpoint: s3.endpoint, bucket: LOCAL_UPLOADS_BUCKET, credentials }),
      testClock: options.testClock === true && options.functions !== 'assets',
      logRequests: options.logRequests,
    });
    stoppers.push(() => gateway.close());
    siteUrl = gateway.url;
    s3.allowSiteOrigins(siteOriginsOf(Number(new URL(gateway.url).port), allowedHostNames()));
    if (paymentSandbox) {
      process.env.PAYMENT_SANDBOX_URL = `${gateway.url}/sandbox`;
      log('Payments: local payment sandbox (card 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined).');
      log(`Payment sandbox API key (for refunds and disputes from a terminal): in ${path.join(dataDir, 'payment-sandbox.json')}`);
    } else {
      log('Payments: Stripe test mode (STRIPE_SECRET_KEY is set).');
    }

    return {
      url: gateway.url,
      userPool: pool.ids,
      endpoints: { dynamodb: dynamodbEndpoint, cognito: cognito.endpoint, s3: s3.endpoint },
      tableName: LOCAL_TABLE_NAME,
      credentials,
      outboxDir,
      dynamoDbRequestLog: requestLog,
      functions,
      tableStream,
      ...(paymentSandbox ? { paymentWebhookSecret: paymentSandbox.webhookSecret, paymentSandboxSecretKey: paymentSandbox.secretKey } : {}),
      stop,
    };
  } catch (error) {
    await stop();
    killAllChildren();
    throw error;
  }
}

/**
 * The scheduled availability sweep (infra/constructs/availability-sweep.ts), on a timer: unit
 * holds whose payment sessions expired unpaid are released even if the sandbox's
 * checkout.session.expired event never came. Answers its stopper.
 */
function startAvailabilitySweep(functions: MarketplaceFunctions, log: (line: string) => void): () => Promise<void> {
  const timer = setInterval(() => {
    functions.sweepAvailability().catch((error: unknown) => log(`[availability] sweep failed: ${String(error)}`));
  }, LOCAL_SWEEP_INTERVAL_MS);
  timer.unref();
  return async () => clearInterval(timer);
}
