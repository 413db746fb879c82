// Asset mode's Lambda runtime stand-in, on small hand-written assets: only the AWS SDK resolves
// beside an asset, instances see only their own environment, a timeout ends the instance, a
// failed import is reported as Lambda reports it, and the template's references are placed locally.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lambdaEnvironment, resolvedTemplateVariables, type LocalResources } from './lambda-environment';
import { lambdaFunctionRunner, LambdaInvocationError, type LambdaFunctionRunner } from './lambda-instances';
import { prepareLambdaRuntimeDir, type LambdaRuntimeDir } from './lambda-runtime-dir';
import type { SynthesizedFunction } from './synthesized-stack';

const PROJECT_NODE_MODULES = path.resolve(import.meta.dirname, '../../../node_modules');

function asset(name: string, source: string, overrides: Partial<SynthesizedFunction> = {}): SynthesizedFunction {
  const assetDir = mkdtempSync(path.join(tmpdir(), `asset-${name}-`));
  writeFileSync(path.join(assetDir, 'index.mjs'), source);
  return { logicalId: `${name}Function`, name, assetDir, handler: 'index.handler', runtime: 'nodejs24.x', timeoutSeconds: 5, memoryMb: 128, environment: {}, ...overrides };
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function run(fn: SynthesizedFunction, environment: Record<string, string> = {}): { runner: LambdaFunctionRunner; dir: LambdaRuntimeDir } {
  const dir = prepareLambdaRuntimeDir([fn], PROJECT_NODE_MODULES);
  const runner = lambdaFunctionRunner(fn, { taskRoot: dir.taskRoot(fn), environment });
  cleanups.push(() => runner.stop(), () => dir.remove());
  return { runner, dir };
}

describe('the Lambda runtime of asset mode', () => {
  it('resolves the AWS SDK beside an asset and nothing else of the project', async () => {
    const fn = asset(
      'probe',
      `export async function handler(event) {
        const tried = {};
        for (const name of event.modules) {
          try { await import(name); tried[name] = 'found'; } catch (error) { tried[name] = error.code; }
        }
        return tried;
      }`,
    );
    const { runner, dir } = run(fn);
    expect(dir.runtimePackages).toContain('@aws-sdk/client-dynamodb');
    for (const bundled of ['zod', 'stripe', 'zipcodes', '@middy/core']) expect(dir.runtimePackages).not.toContain(bundled);
    const result = await runner.invoke({ modules: ['@aws-sdk/client-dynamodb', 'zod', 'stripe', '@middy/core'] }, 'test');
    expect(result).toEqual({ '@aws-sdk/client-dynamodb': 'found', zod: 'ERR_MODULE_NOT_FOUND', stripe: 'ERR_MODULE_NOT_FOUND', '@middy/core': 'ERR_MODULE_NOT_FOUND' });
  });

  it("gives an instance only its function's environment, and counts its cold start", async () => {
    const fn = asset('env', 'export const handler = async () => ({ table: process.env.TABLE_NAME, home: process.env.HOME ?? null, tz: process.env.TZ });');
    const { runner } = run(fn, { TABLE_NAME: 'local-marketplace', TZ: 'UTC' });
    expect(await runner.invoke({}, 'first')).toEqual({ table: 'local-marketplace', home: null, tz: 'UTC' });
    await runner.invoke({}, 'second');
    expect(runner.invocations().map((record) => [record.served, record.cold])).toEqual([
      ['first', true],
      ['second', false],
    ]);
  });

  it('ends an instance whose invocation runs past the timeout, and starts a fresh one next time', async () => {
    const fn = asset('slow', 'let calls = 0; export const handler = async (event) => { calls += 1; if (event.hang) await new Promise(() => setInterval(() => {}, 1000)); return calls; };', {
      timeoutSeconds: 1,
    });
    const { runner } = run(fn);
    await expect(runner.invoke({ hang: true }, 'hang')).rejects.toThrow('Task timed out after 1.00 seconds');
    // A new instance: its module state starts afresh.
    expect(await runner.invoke({}, 'after')).toBe(1);
  });

  it('reports a handler that throws, or an asset that cannot load, as a function error', async () => {
    const throwing = run(asset('throws', "export const handler = async () => { throw new TypeError('no such rental'); };")).runner;
    const error = await throwing.invoke({}, 'x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LambdaInvocationError);
    expect((error as LambdaInvocationError).detail).toMatchObject({ errorType: 'TypeError', errorMessage: 'no such rental' });

    const broken = run(asset('broken', "import 'not-a-bundled-package'; export const handler = async () => 1;")).runner;
    await expect(broken.invoke({}, 'x')).rejects.toThrow(/Cannot find package 'not-a-bundled-package'/);
  });
});

describe('the environment of a function in asset mode', () => {
  const local: LocalResources = {
    region: 'us-east-1',
    tableName: 'local-marketplace',
    uploadsBucket: 'local-uploads',
    userPoolId: 'us-east-1_local',
    userPoolClientId: 'client',
    siteUrl: 'http://localhost:3000',
    distributionId: 'ELOCAL',
  };
  const resourceTypes = { Table: 'AWS::DynamoDB::Table', Events: 'AWS::SNS::Topic', Stripe: 'AWS::SecretsManager::Secret', Distribution: 'AWS::CloudFront::Distribution' };
  const fn = asset('catalog', 'export const handler = async () => null;', {
    environment: {
      STAGE: 'dev',
      TABLE_NAME: { Ref: 'Table' },
      ORDER_EVENTS_TOPIC_ARN: { Ref: 'Events' },
      STRIPE_SECRET_ARN: { Ref: 'Stripe' },
      SITE_URL: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': ['Distribution', 'DomainName'] }]] },
    },
  });

  it("places the template's references locally and keeps its plain values", () => {
    expect(resolvedTemplateVariables(fn, resourceTypes, local)).toEqual({
      STAGE: 'dev',
      TABLE_NAME: 'local-marketplace',
      ORDER_EVENTS_TOPIC_ARN: 'arn:aws:sns:us-east-1:000000000000:Events',
      STRIPE_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:000000000000:secret:Stripe',
      SITE_URL: 'http://localhost:3000',
    });
  });

  it('adds the local settings and what the Lambda runtime sets, over the template', () => {
    const environment = lambdaEnvironment(fn, { resourceTypes, local, overrides: { MESSAGING_MODE: 'outbox', STAGE: 'dev' }, taskRoot: '/task/catalog' });
    expect(environment).toMatchObject({ MESSAGING_MODE: 'outbox', AWS_LAMBDA_FUNCTION_NAME: 'catalog', LAMBDA_TASK_ROOT: '/task/catalog', _HANDLER: 'index.handler', TZ: 'UTC' });
  });

  it('refuses a reference it cannot place, naming the variable', () => {
    const unknown = asset('x', 'export const handler = async () => null;', { environment: { QUEUE_URL: { Ref: 'Queue' } } });
    expect(() => resolvedTemplateVariables(unknown, { Queue: 'AWS::SQS::Queue' }, local)).toThrow(/no local value for x's QUEUE_URL/);
  });
});
