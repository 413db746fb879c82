// What asset mode reads from the template `cdk synth` wrote (cdk.out): the stack's Lambda functions
// with their asset folders, handlers, timeouts and environment; which function serves each API
// route and whether the JWT authorizer guards it; which functions the SNS topics deliver to; the
// functions the table's stream feeds (event source mappings, with their filters); the schedules;
// and the secret rotation. Everything the local stack runs in asset mode comes from here,
// so what it runs is what `cdk deploy` would ship.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface TemplateResource {
  Type: string;
  Properties?: Record<string, Json>;
  Metadata?: Record<string, Json>;
}

interface Template {
  Resources: Record<string, TemplateResource>;
}

export interface SynthesizedFunction {
  logicalId: string;
  /** The marketplace's name for it: the POWERTOOLS_SERVICE_NAME without its prefix ('catalog', 'notifications'). */
  name: string;
  /** The asset folder inside cdk.out that `cdk deploy` would zip and upload. */
  assetDir: string;
  /** 'index.handler': the module file (index.mjs) and its export. */
  handler: string;
  runtime: string;
  timeoutSeconds: number;
  memoryMb: number;
  /** The environment as the template declares it: strings, or intrinsics (Ref, Fn::GetAtt, Fn::Join) to resolve. */
  environment: Record<string, Json>;
}

interface SynthesizedRoute {
  routeKey: string;
  function: string;
  /** API Gateway's JWT authorizer guards the route (AuthorizationType JWT). */
  authorized: boolean;
}

export interface SynthesizedStack {
  templateFile: string;
  /** Every resource's type, by logical id: what a Ref in a function's environment points at. */
  resourceTypes: Record<string, string>;
  functions: SynthesizedFunction[];
  /** CDK's own functions (custom-resource providers that run only while CloudFormation deploys), by logical id. */
  deploymentFunctions: string[];
  routes: SynthesizedRoute[];
  /** Topic logical id -> the functions subscribed to it. */
  subscriptions: Record<string, string[]>;
  /** Functions fed by a DynamoDB table's stream: their event source mapping's batch size and filter patterns (parsed). */
  streamMappings: { function: string; table: string; batchSize: number; filterPatterns: unknown[]; reportsBatchItemFailures: boolean }[];
  /** Scheduled functions with their schedule expression. */
  schedules: { function: string; expression: string }[];
  /** Secrets rotated by a function of ours: secret logical id -> function. */
  rotations: { secret: string; function: string }[];
}

const SERVICE_PREFIX = 'marketplace-';

const isObject = (value: Json | undefined): value is { [key: string]: Json } => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The logical id a Ref or Fn::GetAtt points at. */
function referencedId(value: Json | undefined): string | undefined {
  if (!isObject(value)) return undefined;
  if (typeof value.Ref === 'string') return value.Ref;
  const getAtt = value['Fn::GetAtt'];
  if (Array.isArray(getAtt) && typeof getAtt[0] === 'string') return getAtt[0];
  return undefined;
}

/** The template of the stage in cdk.out (one stack per stage: Marketplace-<stage>). */
function templateFileIn(cdkOut: string, stage: string): string {
  const file = path.join(cdkOut, `Marketplace-${stage}.template.json`);
  if (!existsSync(file)) {
    const present = existsSync(cdkOut) ? readdirSync(cdkOut).filter((name) => name.endsWith('.template.json')) : [];
    throw new Error(`No synthesized template ${file} (found: ${present.join(', ') || 'none'}). Run: npx cdk synth -q -c stage=${stage}`);
  }
  return file;
}

export function readSynthesizedStack(cdkOut: string, stage: string): SynthesizedStack {
  const templateFile = templateFileIn(cdkOut, stage);
  const template = JSON.parse(readFileSync(templateFile, 'utf8')) as Template;
  const resources = Object.entries(template.Resources);

  const functions: SynthesizedFunction[] = [];
  const deploymentFunctions: string[] = [];
  for (const [logicalId, resource] of resources) {
    if (resource.Type !== 'AWS::Lambda::Function') continue;
    const properties = resource.Properties ?? {};
    const environment = isObject(properties.Environment) && isObject(properties.Environment.Variables) ? properties.Environment.Variables : {};
    const service = environment.POWERTOOLS_SERVICE_NAME;
    if (typeof service !== 'string' || !service.startsWith(SERVICE_PREFIX)) {
      deploymentFunctions.push(logicalId);
      continue;
    }
    const assetPath = resource.Metadata?.['aws:asset:path'];
    if (typeof assetPath !== 'string') throw new Error(`${logicalId} has no aws:asset:path metadata: synthesize with asset metadata (the CDK CLI's default)`);
    functions.push({
      logicalId,
      name: service.slice(SERVICE_PREFIX.length),
      assetDir: path.join(cdkOut, assetPath),
      handler: String(properties.Handler),
      runtime: String(properties.Runtime),
      timeoutSeconds: typeof properties.Timeout === 'number' ? properties.Timeout : 3,
      memoryMb: typeof properties.MemorySize === 'number' ? properties.MemorySize : 128,
      environment,
    });
  }
  const nameOf = (logicalId: string | undefined) => {
    const found = functions.find((candidate) => candidate.logicalId === logicalId);
    if (!found) throw new Error(`The template points at a function ${logicalId ?? '(none)'} that is not one of the marketplace's`);
    return found.name;
  };

  const integrations = new Map<string, string>();
  for (const [logicalId, resource] of resources) {
    if (resource.Type === 'AWS::ApiGatewayV2::Integration') integrations.set(logicalId, nameOf(referencedId(resource.Properties?.IntegrationUri)));
  }
  const routes: SynthesizedRoute[] = [];
  for (const [, resource] of resources) {
    if (resource.Type !== 'AWS::ApiGatewayV2::Route') continue;
    const properties = resource.Properties ?? {};
    // Target: "integrations/" + Ref of the integration.
    const join = isObject(properties.Target) ? properties.Target['Fn::Join'] : undefined;
    const parts = Array.isArray(join) && Array.isArray(join[1]) ? join[1] : [];
    const integration = parts.map(referencedId).find((id) => id !== undefined);
    const target = integration && integrations.get(integration);
    if (!target) throw new Error(`Route ${String(properties.RouteKey)} has no Lambda integration`);
    routes.push({ routeKey: String(properties.RouteKey), function: target, authorized: properties.AuthorizationType === 'JWT' });
  }

  const subscriptions: Record<string, string[]> = {};
  const schedules: SynthesizedStack['schedules'] = [];
  const rotations: SynthesizedStack['rotations'] = [];
  const streamMappings: SynthesizedStack['streamMappings'] = [];
  for (const [, resource] of resources) {
    const properties = resource.Properties ?? {};
    if (resource.Type === 'AWS::Lambda::EventSourceMapping') {
      const source = referencedId(properties.EventSourceArn);
      const filters = isObject(properties.FilterCriteria) && Array.isArray(properties.FilterCriteria.Filters) ? properties.FilterCriteria.Filters : [];
      if (source && template.Resources[source]?.Type === 'AWS::DynamoDB::Table') {
        streamMappings.push({
          function: nameOf(referencedId(properties.FunctionName)),
          table: source,
          // Lambda's default for a DynamoDB stream.
          batchSize: typeof properties.BatchSize === 'number' ? properties.BatchSize : 100,
          filterPatterns: filters.flatMap((filter) => (isObject(filter) && typeof filter.Pattern === 'string' ? [JSON.parse(filter.Pattern) as unknown] : [])),
          reportsBatchItemFailures: Array.isArray(properties.FunctionResponseTypes) && properties.FunctionResponseTypes.includes('ReportBatchItemFailures'),
        });
      }
    }
    if (resource.Type === 'AWS::SNS::Subscription' && properties.Protocol === 'lambda') {
      const topic = referencedId(properties.TopicArn);
      if (topic) (subscriptions[topic] ??= []).push(nameOf(referencedId(properties.Endpoint)));
    }
    if (resource.Type === 'AWS::Events::Rule' && typeof properties.ScheduleExpression === 'string' && Array.isArray(properties.Targets)) {
      for (const target of properties.Targets) {
        if (isObject(target)) schedules.push({ function: nameOf(referencedId(target.Arn)), expression: properties.ScheduleExpression });
      }
    }
    if (resource.Type === 'AWS::SecretsManager::RotationSchedule') {
      const secret = referencedId(properties.SecretId);
      if (secret) rotations.push({ secret, function: nameOf(referencedId(properties.RotationLambdaARN)) });
    }
  }
  const resourceTypes = Object.fromEntries(resources.map(([logicalId, resource]) => [logicalId, resource.Type]));
  return { templateFile, resourceTypes, functions, deploymentFunctions, routes, subscriptions, streamMappings, schedules, rotations };
}
