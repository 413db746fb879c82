// A function's environment in asset mode: the variables the synthesized template gives it, with
// each reference to a deployed resource (Ref, Fn::GetAtt, Fn::Join) replaced by the local stack's
// counterpart, then the local stack's own settings on top (its endpoints and credentials, and the
// stand-ins for services it has no emulator of), then the variables the Lambda runtime itself
// sets. A reference asset mode cannot place is an error at start: a variable added to the stack
// without a local counterpart is found here, not by a request that fails later.
import type { Json, SynthesizedFunction } from './synthesized-stack';

export interface LocalResources {
  region: string;
  tableName: string;
  uploadsBucket: string;
  userPoolId: string;
  userPoolClientId: string;
  /** The gateway's address, standing in for the CloudFront distribution's. */
  siteUrl: string;
  distributionId: string;
}

/** A topic's or secret's local ARN, from its logical id (the local SNS and Secrets Manager know them so). */
export const localTopicArn = (region: string, logicalId: string) => `arn:aws:sns:${region}:000000000000:${logicalId}`;
export const localSecretArn = (region: string, logicalId: string) => `arn:aws:secretsmanager:${region}:000000000000:secret:${logicalId}`;

/** Variables whose deployed value names a resource the local stack has under another name. */
const BY_VARIABLE: Record<string, (local: LocalResources) => string> = {
  TABLE_NAME: (local) => local.tableName,
  UPLOADS_BUCKET: (local) => local.uploadsBucket,
  USER_POOL_ID: (local) => local.userPoolId,
  USER_POOL_CLIENT_ID: (local) => local.userPoolClientId,
  SITE_URL: (local) => local.siteUrl,
  DISTRIBUTION_ID: (local) => local.distributionId,
};

const referencedId = (value: Json): string | undefined => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  if (typeof value.Ref === 'string') return value.Ref;
  return undefined;
};

/** The template's variables with every reference placed locally. */
export function resolvedTemplateVariables(fn: SynthesizedFunction, resourceTypes: Record<string, string>, local: LocalResources): Record<string, string> {
  const resolved: Record<string, string> = {};
  for (const [name, value] of Object.entries(fn.environment)) {
    if (typeof value === 'string') {
      resolved[name] = value;
      continue;
    }
    const ref = referencedId(value);
    const type = ref ? resourceTypes[ref] : undefined;
    if (ref && type === 'AWS::SNS::Topic') resolved[name] = localTopicArn(local.region, ref);
    else if (ref && type === 'AWS::SecretsManager::Secret') resolved[name] = localSecretArn(local.region, ref);
    else if (BY_VARIABLE[name]) resolved[name] = BY_VARIABLE[name](local);
    else throw new Error(`Asset mode has no local value for ${fn.name}'s ${name} (${JSON.stringify(value)}): add one in scripts/local/asset-mode/lambda-environment.ts`);
  }
  return resolved;
}

/**
 * The whole environment of an instance: the template's variables, the local stack's settings over
 * them, and what the Lambda runtime sets for every function (its name, memory, task root, handler,
 * UTC as the time zone).
 */
export function lambdaEnvironment(
  fn: SynthesizedFunction,
  options: { resourceTypes: Record<string, string>; local: LocalResources; overrides: Record<string, string>; taskRoot: string },
): Record<string, string> {
  return {
    ...resolvedTemplateVariables(fn, options.resourceTypes, options.local),
    ...options.overrides,
    AWS_REGION: options.local.region,
    AWS_DEFAULT_REGION: options.local.region,
    AWS_LAMBDA_FUNCTION_NAME: fn.name,
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(fn.memoryMb),
    AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
    AWS_EXECUTION_ENV: `AWS_Lambda_${fn.runtime}`,
    LAMBDA_TASK_ROOT: options.taskRoot,
    _HANDLER: fn.handler,
    TZ: 'UTC',
    LANG: 'en_US.UTF-8',
  };
}
