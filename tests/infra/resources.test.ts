// The stateful and edge resources have the shape the functions and the SPA rely on.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { TABLE_KEYS } from '../../functions/platform/data/table';
import { API_VIEWER_ADDRESS, SPA_REWRITE } from '../../infra/constructs/web';
import { VIEWER_ADDRESS_HEADER } from '../../shared/abuse-limits';
import { routeDocumentFor } from '../../shared/route-documents';
import { stackFor } from './build-stack';

const { template, outdir } = stackFor('dev');

describe('auth', () => {
  it('creates the customer, provider, operator and driver groups', () => {
    const groups = Object.values(template.findResources('AWS::Cognito::UserPoolGroup')).map(
      (group) => group.Properties.GroupName,
    );
    expect(groups.sort()).toEqual(['customer', 'driver', 'operator', 'provider']);
  });

  it('signs in by e-mail and lets the SPA use the SRP flow without a secret', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      // Customers register through the API, never straight with Cognito (tests/infra/hardening.test.ts).
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
    });
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
    });
  });

  it('deploys a runtime config that has the SPA sign in with SRP at Cognito itself', () => {
    // config.json as the shell deployment uploads it (stack values appear as deployment markers).
    const staged = readdirSync(outdir)
      .map((name) => path.join(outdir, name, 'config.json'))
      .filter((file) => existsSync(file));
    expect(staged).toHaveLength(1);
    const config = JSON.parse(readFileSync(staged[0]!, 'utf8')) as Record<string, unknown>;
    expect(config).toMatchObject({ apiBaseUrl: '', stage: 'dev', authFlow: 'USER_SRP_AUTH' });
    expect(config).toHaveProperty('userPoolId');
    expect(config).toHaveProperty('userPoolClientId');
    // No endpoint: Amplify derives Cognito's own from the pool id (only the local emulator is named).
    expect(config).not.toHaveProperty('cognitoEndpoint');
    const [client] = Object.values(template.findResources('AWS::Cognito::UserPoolClient'));
    expect(client!.Properties.ExplicitAuthFlows).toEqual(expect.arrayContaining(['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']));
  });
});

describe('table', () => {
  it('is built from the shared key schema with every GSI, PITR and a stream', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      TableName: 'dev-marketplace',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE_KEYS.globalIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
      SSESpecification: { SSEEnabled: true },
    });
  });
});

describe('storage', () => {
  it('blocks public access and requires TLS on every bucket', () => {
    const buckets = template.findResources('AWS::S3::Bucket');
    expect(Object.keys(buckets).length).toBeGreaterThanOrEqual(3);
    for (const bucket of Object.values(buckets)) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
    }
    const policies = Object.values(template.findResources('AWS::S3::BucketPolicy'));
    for (const policy of policies) {
      expect(JSON.stringify(policy.Properties.PolicyDocument)).toContain('aws:SecureTransport');
    }
  });

  it('lets the site origin post uploads straight to the uploads bucket', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({
            AllowedMethods: ['POST'],
            AllowedOrigins: [Match.objectLike({ 'Fn::Join': Match.anyValue() })],
          }),
        ],
      },
    });
  });
});

describe('web', () => {
  const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
  const config = distribution?.Properties.DistributionConfig;

  it('serves the SPA with a viewer-request rewrite and security headers', () => {
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: expect.anything() },
    ]);
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toBeDefined();
  });

  it('sends /api/* to the HTTP API uncached with every method allowed', () => {
    const api = config.CacheBehaviors.find((behaviour: { PathPattern: string }) => behaviour.PathPattern === '/api/*');
    expect(api).toBeDefined();
    expect(api.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']));
    expect(api.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad'); // CachingDisabled
    expect(api.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac'); // AllViewerExceptHostHeader
  });

  it('serves public images at /media/* from the uploads bucket, readable by CloudFront under media/ only', () => {
    const media = config.CacheBehaviors.find((behaviour: { PathPattern: string }) => behaviour.PathPattern === '/media/*');
    expect(media).toBeDefined();
    expect(media.AllowedMethods ?? ['GET', 'HEAD']).toEqual(['GET', 'HEAD']); // CloudFront's default when omitted
    expect(media.ResponseHeadersPolicyId).toBeDefined();
    const origin = config.Origins.find((candidate: { Id: string }) => candidate.Id === media.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain('-marketplace-uploads-');
    const policies = Object.values(template.findResources('AWS::S3::BucketPolicy')).filter((policy) =>
      JSON.stringify(policy.Properties.Bucket).includes('Uploads'),
    );
    const statements = policies.flatMap((policy) => policy.Properties.PolicyDocument.Statement as { Principal?: unknown; Resource: unknown }[]);
    const cloudFront = statements.filter((statement) => JSON.stringify(statement.Principal ?? '').includes('cloudfront'));
    expect(cloudFront).toHaveLength(1);
    expect(JSON.stringify(cloudFront[0]!.Resource)).toContain('/media/*');
  });

  it('sends HSTS, nosniff, DENY framing and a CSP allowing Cognito (Stripe checkout is a redirect, which needs none)', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({ IncludeSubdomains: true }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: Match.objectLike({ ReferrerPolicy: 'strict-origin-when-cross-origin' }),
          ContentSecurityPolicy: Match.objectLike({ Override: true }),
        }),
      },
    });
    const csp = JSON.stringify(
      Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'))[0]?.Properties,
    );
    expect(csp).toContain('https://cognito-idp.');
    // The full policy is held to shared/security-headers.ts by tests/infra/security-headers.test.ts.
  });

  it('hands the API the viewer IP CloudFront saw, overwriting any the viewer sent, and the functions read it', () => {
    const handler = new Function(`${API_VIEWER_ADDRESS}\nreturn handler;`)() as (event: object) => { headers: Record<string, { value: string }> };
    const forged = { request: { uri: '/api/search', headers: { [VIEWER_ADDRESS_HEADER]: { value: '10.0.0.1' } } }, viewer: { ip: '203.0.113.7' } };
    expect(handler(forged).headers[VIEWER_ADDRESS_HEADER]).toEqual({ value: '203.0.113.7' });
    template.hasResourceProperties('AWS::CloudFront::Function', { FunctionCode: API_VIEWER_ADDRESS });
    const distribution = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0];
    const api = distribution.Properties.DistributionConfig.CacheBehaviors.find((behavior: { PathPattern: string }) => behavior.PathPattern === '/api/*');
    expect(api.FunctionAssociations).toHaveLength(1);
    expect(api.FunctionAssociations[0].EventType).toBe('viewer-request');
    const functions = Object.values(template.findResources('AWS::Lambda::Function')).filter(
      (fn) => fn.Properties.Environment?.Variables?.TABLE_NAME && /marketplace-(catalog|accounts|onboarding|support)/.test(String(fn.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME)),
    );
    expect(functions.length).toBe(4);
    for (const fn of functions) expect(fn.Properties.Environment.Variables.RATE_LIMIT_VIEWER_ADDRESS_HEADER).toBe(VIEWER_ADDRESS_HEADER);
  });

  it('rewrites extension-less paths to their shell, as the local site chooses it', () => {
    template.hasResourceProperties('AWS::CloudFront::Function', { FunctionCode: SPA_REWRITE });
    // The function's own code, run as CloudFront would: same shell as routeDocumentFor for each path.
    const handler = new Function(`${SPA_REWRITE}\nreturn handler;`)() as (event: { request: { uri: string } }) => { uri: string };
    for (const uri of ['/', '/search', '/results', '/results/', '/dumpster/abc', '/dumpster', '/dumpster/', '/provider/dashboard']) {
      expect(handler({ request: { uri } }).uri).toBe(routeDocumentFor(uri));
    }
    for (const uri of ['/assets/index-abc.js', '/favicon.svg', '/config.json']) expect(handler({ request: { uri } }).uri).toBe(uri);
  });
});
