// The API answers only requests that came through CloudFront. Its own execute-api address is
// public too, and there a caller could set the viewer-address header the abuse limits count by
// (and so spread a flood over invented addresses). CloudFront adds a secret header to every request
// it sends the API (infra/constructs/web.ts); the secret lives in Secrets Manager and is rotated
// (functions/origin-secret). This check runs first in the handler chain: without the header's
// current (or, during a rotation, previous or pending) value, 403 and nothing else runs.
// Where no secret is configured (the local gateway, which has no CloudFront), there is no check.
import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { forbidden } from '../errors';

/** The header CloudFront sets on its origin requests to the API. */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** The version stages a request's secret may be in: a rotation moves CloudFront to AWSPENDING before it becomes AWSCURRENT. */
const ACCEPTED_VERSION_STAGES = ['AWSCURRENT', 'AWSPREVIOUS', 'AWSPENDING'] as const;

/** How long values read from Secrets Manager are trusted before they are read again. */
export const ORIGIN_SECRET_TTL_MS = 5 * 60 * 1000;
/** After a mismatch, the values are read again at most this often (a rotation has just moved CloudFront on). */
const REFRESH_AFTER_MISMATCH_MS = 10 * 1000;

export type OriginSecretLoader = () => Promise<readonly string[]>;

export interface OriginVerifier {
  /** True when `value` is one of the secret's accepted values. */
  accepts(value: string | undefined): Promise<boolean>;
}

function matchesAny(value: string, secrets: readonly string[]): boolean {
  const given = Buffer.from(value);
  return secrets.some((secret) => {
    const expected = Buffer.from(secret);
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

export function createOriginVerifier(load: OriginSecretLoader, clock: () => number = Date.now): OriginVerifier {
  let values: readonly string[] = [];
  let loadedAt = Number.NEGATIVE_INFINITY;
  let loading: Promise<readonly string[]> | undefined;
  const refresh = () =>
    (loading ??= load()
      .then((loaded) => {
        values = loaded;
        loadedAt = clock();
        return loaded;
      })
      .finally(() => {
        loading = undefined;
      }));
  return {
    async accepts(value) {
      if (!value) return false;
      if (clock() - loadedAt > ORIGIN_SECRET_TTL_MS) await refresh();
      if (matchesAny(value, values)) return true;
      // CloudFront may have moved to a newly rotated value since the last read.
      if (clock() - loadedAt > REFRESH_AFTER_MISMATCH_MS) return matchesAny(value, await refresh());
      return false;
    },
  };
}

/** The secret's values in every accepted version stage (a stage with no version is skipped). */
export function secretsManagerOriginSecrets(secretArn: string): OriginSecretLoader {
  return async () => {
    // Loaded on first use: only deployed stages configure the check.
    const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
    const client = new SecretsManagerClient({});
    try {
      const values = await Promise.all(
        ACCEPTED_VERSION_STAGES.map(async (VersionStage) => {
          try {
            return (await client.send(new GetSecretValueCommand({ SecretId: secretArn, VersionStage }))).SecretString;
          } catch (error) {
            if ((error as { name?: string }).name === 'ResourceNotFoundException') return undefined;
            throw error;
          }
        }),
      );
      return values.filter((value): value is string => typeof value === 'string' && value.length > 0);
    } finally {
      client.destroy();
    }
  };
}

/** The chain's first step; `verifier` undefined where no secret is configured. */
export const originVerify = (verifier: () => OriginVerifier | undefined): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2> => ({
  before: async (request) => {
    const check = verifier();
    if (!check) return;
    const headers = request.event.headers ?? {};
    const value = headers[ORIGIN_VERIFY_HEADER] ?? Object.entries(headers).find(([name]) => name.toLowerCase() === ORIGIN_VERIFY_HEADER)?.[1];
    if (!(await check.accepts(value))) throw forbidden('Forbidden');
  },
});
