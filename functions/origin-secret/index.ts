// The origin secret's rotation function (rotation.ts), invoked by Secrets Manager on its schedule.
// DISTRIBUTION_ID and ORIGIN_ID name the CloudFront distribution and its API origin;
// ORIGIN_VERIFY_HEADER the header.
import {
  CloudFrontClient,
  GetDistributionConfigCommand,
  UpdateDistributionCommand,
  type DistributionConfig,
} from '@aws-sdk/client-cloudfront';
import {
  DescribeSecretCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  SecretsManagerClient,
  UpdateSecretVersionStageCommand,
} from '@aws-sdk/client-secrets-manager';
import { ORIGIN_VERIFY_HEADER } from '../platform/http/origin-verify';
import { logger } from '../platform/logger';
import { rotateOriginSecret, type OriginHeaderTarget, type RotationEvent, type SecretStore } from './rotation';

const secretsClient = new SecretsManagerClient({});
const cloudFrontClient = new CloudFrontClient({});

const required = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const secrets: SecretStore = {
  async versions(secretId) {
    const described = await secretsClient.send(new DescribeSecretCommand({ SecretId: secretId }));
    return { rotationEnabled: described.RotationEnabled === true, versions: described.VersionIdsToStages ?? {} };
  },
  async value(secretId, versionId, stage) {
    try {
      return (await secretsClient.send(new GetSecretValueCommand({ SecretId: secretId, VersionId: versionId, VersionStage: stage }))).SecretString;
    } catch (error) {
      if ((error as { name?: string }).name === 'ResourceNotFoundException') return undefined;
      throw error;
    }
  },
  async current(secretId) {
    const value = (await secretsClient.send(new GetSecretValueCommand({ SecretId: secretId, VersionStage: 'AWSCURRENT' }))).SecretString;
    if (!value) throw new Error(`Secret ${secretId} has no current value`);
    return value;
  },
  async putPending(secretId, token, value) {
    await secretsClient.send(new PutSecretValueCommand({ SecretId: secretId, ClientRequestToken: token, SecretString: value, VersionStages: ['AWSPENDING'] }));
  },
  async makeCurrent(secretId, token, previousVersionId) {
    await secretsClient.send(
      new UpdateSecretVersionStageCommand({ SecretId: secretId, VersionStage: 'AWSCURRENT', MoveToVersionId: token, RemoveFromVersionId: previousVersionId }),
    );
  },
};

/** The API origin's custom headers in a distribution's configuration. */
function apiOriginHeaders(config: DistributionConfig, originId: string) {
  const origin = config.Origins?.Items?.find((candidate) => candidate.Id === originId);
  if (!origin) throw new Error(`The distribution has no origin ${originId}`);
  origin.CustomHeaders ??= { Quantity: 0, Items: [] };
  return origin.CustomHeaders;
}

const cloudFront: OriginHeaderTarget = {
  async get() {
    const { DistributionConfig: config } = await cloudFrontClient.send(new GetDistributionConfigCommand({ Id: required('DISTRIBUTION_ID') }));
    return apiOriginHeaders(config!, required('ORIGIN_ID')).Items?.find((header) => header.HeaderName?.toLowerCase() === ORIGIN_VERIFY_HEADER)?.HeaderValue;
  },
  async set(value) {
    const id = required('DISTRIBUTION_ID');
    const { DistributionConfig: config, ETag } = await cloudFrontClient.send(new GetDistributionConfigCommand({ Id: id }));
    const headers = apiOriginHeaders(config!, required('ORIGIN_ID'));
    const others = (headers.Items ?? []).filter((header) => header.HeaderName?.toLowerCase() !== ORIGIN_VERIFY_HEADER);
    headers.Items = [...others, { HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: value }];
    headers.Quantity = headers.Items.length;
    // IfMatch: a configuration changed since it was read is not overwritten (the step is retried).
    await cloudFrontClient.send(new UpdateDistributionCommand({ Id: id, IfMatch: ETag, DistributionConfig: config }));
  },
};

export async function handler(event: RotationEvent): Promise<void> {
  logger.info('Rotating the origin secret', { step: event.Step, secretId: event.SecretId });
  await rotateOriginSecret({ secrets, cloudFront }, event);
}
