// The AWS services asset mode's functions call that have no emulator in the local stack, each the
// small part of the service's API the marketplace uses, reached through the SDK's standard
// AWS_ENDPOINT_URL_<SERVICE> variables and checking SigV4 signatures with the stack's credentials
// as AWS checks IAM ones:
// - SNS (query protocol): Publish to a topic, delivered to the functions the template subscribes to
//   it, after the answer (SNS delivers asynchronously);
// - Secrets Manager (JSON protocol): GetSecretValue, DescribeSecret, PutSecretValue and
//   UpdateSecretVersionStage, with version stages, for the origin secret and its rotation;
// - CloudFront (REST XML): GetDistributionConfig and UpdateDistribution of the one distribution,
//   enough for the origin secret's rotation to set the API origin's header, which the local
//   gateway then sends as CloudFront would.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LocalCredentials } from '../local-credentials';
import { readBodyUpTo } from '../request-body';
import { verifySignedRequest } from '../sigv4';

const MAX_BODY_BYTES = 1024 * 1024;

interface AwsFront {
  endpoint: string;
  close(): Promise<void>;
}

type FrontHandler = (request: IncomingMessage, body: Buffer, response: ServerResponse) => unknown;

async function startFront(credentials: LocalCredentials, refuse: (response: ServerResponse, status: number, code: string, message: string) => unknown, handle: FrontHandler): Promise<AwsFront> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBodyUpTo(request, MAX_BODY_BYTES);
      if (body === null) return refuse(response, 413, 'RequestEntityTooLarge', 'Request Entity Too Large');
      const check = verifySignedRequest({ method: request.method ?? 'GET', url: request.url ?? '/', headers: request.headers, body }, credentials);
      if (!check.ok) return refuse(response, 403, check.code, check.message);
      await handle(request, body, response);
    })().catch((error: unknown) => refuse(response, 500, 'InternalFailure', String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

// ---- SNS ------------------------------------------------------------------------------------

export interface PublishedMessage {
  topicArn: string;
  message: string;
  attributes: Record<string, { Type: string; Value: string }>;
}

export async function startLocalSns(credentials: LocalCredentials, deliver: (published: PublishedMessage) => Promise<void>): Promise<AwsFront & { settled(): Promise<void> }> {
  const inFlight = new Set<Promise<void>>();
  const refuse = (response: ServerResponse, status: number, code: string, message: string) =>
    response
      .writeHead(status, { 'content-type': 'text/xml' })
      .end(`<ErrorResponse><Error><Type>Sender</Type><Code>${code}</Code><Message>${xmlEscape(message)}</Message></Error><RequestId>${randomUUID()}</RequestId></ErrorResponse>`);
  const front = await startFront(credentials, refuse, (_request, body, response) => {
    const form = new URLSearchParams(body.toString('utf8'));
    if (form.get('Action') !== 'Publish') return refuse(response, 400, 'InvalidAction', `${form.get('Action')} is not supported locally`);
    const topicArn = form.get('TopicArn');
    const message = form.get('Message');
    if (!topicArn || message === null) return refuse(response, 400, 'InvalidParameter', 'TopicArn and Message are required');
    const attributes: PublishedMessage['attributes'] = {};
    for (let index = 1; form.has(`MessageAttributes.entry.${index}.Name`); index += 1) {
      const prefix = `MessageAttributes.entry.${index}`;
      attributes[form.get(`${prefix}.Name`)!] = { Type: form.get(`${prefix}.Value.DataType`) ?? 'String', Value: form.get(`${prefix}.Value.StringValue`) ?? '' };
    }
    const messageId = randomUUID();
    response
      .writeHead(200, { 'content-type': 'text/xml' })
      .end(`<PublishResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/"><PublishResult><MessageId>${messageId}</MessageId></PublishResult><ResponseMetadata><RequestId>${randomUUID()}</RequestId></ResponseMetadata></PublishResponse>`);
    const delivery = new Promise<void>((resolve) => setImmediate(resolve)).then(() => deliver({ topicArn, message, attributes }));
    inFlight.add(delivery);
    void delivery.finally(() => inFlight.delete(delivery));
  });
  return {
    ...front,
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

// ---- Secrets Manager ------------------------------------------------------------------------

interface SecretVersion {
  /** None yet for the version a rotation starts with, until its createSecret step puts one. */
  value?: string;
  stages: string[];
}

interface Secret {
  arn: string;
  rotationEnabled: boolean;
  versions: Map<string, SecretVersion>;
}

export interface LocalSecretsManager extends AwsFront {
  /**
   * What RotateSecret does before it invokes the rotation function: a new version (the rotation's
   * ClientRequestToken) labelled AWSPENDING, without a value. Answers the token.
   */
  startRotation(arn: string): string;
}

export async function startLocalSecretsManager(
  credentials: LocalCredentials,
  secrets: { arn: string; value: string; rotationEnabled?: boolean }[],
): Promise<LocalSecretsManager> {
  const store = new Map<string, Secret>(
    secrets.map(({ arn, value, rotationEnabled = false }) => [arn, { arn, rotationEnabled, versions: new Map([[randomUUID(), { value, stages: ['AWSCURRENT'] }]]) }]),
  );
  const refuse = (response: ServerResponse, status: number, code: string, message: string) =>
    response.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' }).end(JSON.stringify({ __type: code, message }));
  const notFound = (response: ServerResponse) => refuse(response, 400, 'ResourceNotFoundException', "Secrets Manager can't find the specified secret.");
  const moveStage = (secret: Secret, stage: string, toVersion: string | undefined) => {
    for (const [id, version] of secret.versions) {
      if (id !== toVersion) version.stages = version.stages.filter((candidate) => candidate !== stage);
    }
    const target = toVersion ? secret.versions.get(toVersion) : undefined;
    if (target && !target.stages.includes(stage)) target.stages.push(stage);
  };

  const front = await startFront(credentials, refuse, (request, body, response) => {
    const operation = String(request.headers['x-amz-target'] ?? '').replace(/^secretsmanager\./, '');
    const input = JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
    const secret = store.get(String(input.SecretId));
    if (!secret) return notFound(response);
    const answer = (result: unknown) => response.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' }).end(JSON.stringify(result));
    switch (operation) {
      case 'GetSecretValue': {
        const stage = typeof input.VersionStage === 'string' ? input.VersionStage : input.VersionId ? undefined : 'AWSCURRENT';
        const found = [...secret.versions].find(
          ([id, version]) => version.value !== undefined && (!input.VersionId || id === input.VersionId) && (!stage || version.stages.includes(stage)),
        );
        if (!found) return notFound(response);
        return answer({ ARN: secret.arn, Name: secret.arn, VersionId: found[0], SecretString: found[1].value, VersionStages: found[1].stages });
      }
      case 'DescribeSecret':
        return answer({
          ARN: secret.arn,
          Name: secret.arn,
          RotationEnabled: secret.rotationEnabled,
          VersionIdsToStages: Object.fromEntries([...secret.versions].filter(([, version]) => version.stages.length > 0).map(([id, version]) => [id, version.stages])),
        });
      case 'PutSecretValue': {
        const versionId = String(input.ClientRequestToken ?? randomUUID());
        const stages = Array.isArray(input.VersionStages) ? input.VersionStages.map(String) : ['AWSCURRENT'];
        const existing = secret.versions.get(versionId);
        if (existing?.value !== undefined && existing.value !== input.SecretString) {
          return refuse(response, 400, 'ResourceExistsException', 'A version with this ClientRequestToken already exists with a different value.');
        }
        secret.versions.set(versionId, { value: String(input.SecretString), stages: existing?.stages ?? [] });
        for (const stage of stages) moveStage(secret, stage, versionId);
        return answer({ ARN: secret.arn, Name: secret.arn, VersionId: versionId, VersionStages: stages });
      }
      case 'UpdateSecretVersionStage': {
        const stage = String(input.VersionStage);
        const previous = typeof input.RemoveFromVersionId === 'string' ? input.RemoveFromVersionId : undefined;
        if (stage === 'AWSCURRENT' && previous) moveStage(secret, 'AWSPREVIOUS', previous);
        moveStage(secret, stage, typeof input.MoveToVersionId === 'string' ? input.MoveToVersionId : undefined);
        // The version that became current is no longer pending.
        if (stage === 'AWSCURRENT') for (const version of secret.versions.values()) if (version.stages.includes('AWSCURRENT')) version.stages = version.stages.filter((name) => name !== 'AWSPENDING');
        return answer({ ARN: secret.arn, Name: secret.arn });
      }
      default:
        return refuse(response, 400, 'InvalidAction', `${operation} is not supported locally`);
    }
  });
  return {
    ...front,
    startRotation(arn) {
      const secret = store.get(arn);
      if (!secret) throw new Error(`No local secret ${arn}`);
      const token = randomUUID();
      secret.versions.set(token, { stages: [] });
      moveStage(secret, 'AWSPENDING', token);
      return token;
    },
  };
}

// ---- CloudFront -----------------------------------------------------------------------------

export interface LocalCloudFront extends AwsFront {
  /** The API origin's custom headers CloudFront sends: those of the last deployed configuration. */
  originHeaders(): Record<string, string>;
  /** 'InProgress' while a configuration change is deploying, as GetDistribution reports it. */
  status(): 'Deployed' | 'InProgress';
}

/**
 * How long a configuration change takes to reach the edge. CloudFront takes minutes; here a few
 * seconds, but longer than the API's re-read of the origin secret after a mismatch
 * (functions/platform/http/origin-verify.ts), as in AWS, so a rotation behaves as it does there.
 */
const LOCAL_DEPLOY_DELAY_MS = 12_000;

/**
 * One distribution with one API origin (`originId`) whose custom headers the rotation changes.
 * The configuration is kept as the XML the SDK sends back; only the custom headers are read out.
 * GetDistributionConfig answers the new configuration at once; the edge sends its headers once it
 * has deployed.
 */
export async function startLocalCloudFront(
  credentials: LocalCredentials,
  distribution: { id: string; originId: string; headers: Record<string, string> },
): Promise<LocalCloudFront> {
  const headersXml = (headers: Record<string, string>) => {
    const items = Object.entries(headers)
      .map(([name, value]) => `<OriginCustomHeader><HeaderName>${xmlEscape(name)}</HeaderName><HeaderValue>${xmlEscape(value)}</HeaderValue></OriginCustomHeader>`)
      .join('');
    return `<CustomHeaders><Quantity>${Object.keys(headers).length}</Quantity><Items>${items}</Items></CustomHeaders>`;
  };
  let config =
    `<?xml version="1.0" encoding="UTF-8"?><DistributionConfig xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/">` +
    `<CallerReference>local</CallerReference><Comment></Comment><Enabled>true</Enabled>` +
    `<Origins><Quantity>1</Quantity><Items><Origin><Id>${xmlEscape(distribution.originId)}</Id><DomainName>localhost</DomainName>` +
    `${headersXml(distribution.headers)}</Origin></Items></Origins></DistributionConfig>`;
  let etag = randomUUID();
  let deployed = { ...distribution.headers };
  let deploying: ReturnType<typeof setTimeout> | undefined;

  const headersIn = (xml: string): Record<string, string> => {
    const origin = [...xml.matchAll(/<Origin>([\s\S]*?)<\/Origin>/g)].map((match) => match[1]!).find((xml) => xml.includes(`<Id>${xmlEscape(distribution.originId)}</Id>`));
    return Object.fromEntries([...(origin ?? '').matchAll(/<HeaderName>(.*?)<\/HeaderName><HeaderValue>(.*?)<\/HeaderValue>/g)].map((match) => [match[1]!, match[2]!]));
  };

  const refuse = (response: ServerResponse, status: number, code: string, message: string) =>
    response
      .writeHead(status, { 'content-type': 'text/xml' })
      .end(`<?xml version="1.0"?><ErrorResponse><Error><Type>Sender</Type><Code>${code}</Code><Message>${xmlEscape(message)}</Message></Error><RequestId>${randomUUID()}</RequestId></ErrorResponse>`);
  const front = await startFront(credentials, refuse, (request, body, response) => {
    const match = /^\/2020-05-31\/distribution\/([^/]+)\/config$/.exec(new URL(request.url ?? '/', 'http://local').pathname);
    if (!match || match[1] !== distribution.id) return refuse(response, 404, 'NoSuchDistribution', 'The specified distribution does not exist.');
    if (request.method === 'GET') return response.writeHead(200, { 'content-type': 'text/xml', etag }).end(config);
    if (request.method === 'PUT') {
      if (request.headers['if-match'] !== etag) return refuse(response, 412, 'PreconditionFailed', 'The If-Match version is missing or not valid for the resource.');
      config = body.toString('utf8');
      etag = randomUUID();
      const headers = headersIn(config);
      clearTimeout(deploying);
      deploying = setTimeout(() => {
        deployed = headers;
        deploying = undefined;
      }, LOCAL_DEPLOY_DELAY_MS);
      deploying.unref();
      return response.writeHead(200, { 'content-type': 'text/xml', etag }).end(`<?xml version="1.0"?><Distribution xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"><Id>${distribution.id}</Id><DistributionConfig>${config.replace(/^<\?xml[^>]*\?>/, '').replace(/^<DistributionConfig[^>]*>|<\/DistributionConfig>$/g, '')}</DistributionConfig></Distribution>`);
    }
    return refuse(response, 405, 'MethodNotAllowed', 'Method Not Allowed');
  });
  return {
    ...front,
    originHeaders: () => deployed,
    status: () => (deploying ? 'InProgress' : 'Deployed'),
    close: async () => {
      clearTimeout(deploying);
      await front.close();
    },
  };
}
