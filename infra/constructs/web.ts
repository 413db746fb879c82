// CloudFront in front of everything: the SPA from a private S3 bucket and /api/* to the HTTP API on
// the same origin, so the browser needs no CORS for the API and one CSP covers the site.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Aws, Duration, Fn, Stack, Validations } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { MEDIA_PREFIX } from '../../functions/platform/files/media';
import { VIEWER_ADDRESS_HEADER } from '../../shared/abuse-limits';
import { ROUTE_DOCUMENTS } from '../../shared/route-documents';
import {
  contentSecurityPolicy,
  FRAME_OPTIONS,
  MEDIA_CONTENT_SECURITY_POLICY,
  REFERRER_POLICY,
  STRICT_TRANSPORT_SECURITY,
} from '../../shared/security-headers';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import { API_ORIGIN_ID } from './origin-secret';
import { acknowledgeFindings, acknowledgeLambdaBasicRole, arnRef } from './nag-acknowledgements';
import type { StageSettings } from '../stage-settings';

const SPA_DIST = fileURLToPath(new URL('../../frontend/dist', import.meta.url));

const SHELLS = ['index.html', ...ROUTE_DOCUMENTS.map((route) => route.document)];

/**
 * Paths without a file extension are client-side routes: serve the SPA shell for them, the route's
 * own shell where it has one (shared/route-documents.ts, the same choice the local site makes).
 * Written in the ES5 CloudFront Functions accept, with the table inlined.
 */
export const SPA_REWRITE = `var DOCUMENTS = ${JSON.stringify(ROUTE_DOCUMENTS.map(({ path, document }) => ({ path, document })))};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.substring(uri.lastIndexOf('/') + 1).indexOf('.') !== -1) return request;
  var trimmed = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.substring(0, uri.length - 1) : uri;
  request.uri = '/index.html';
  for (var i = 0; i < DOCUMENTS.length; i++) {
    var path = DOCUMENTS[i].path;
    var underPath = path.charAt(path.length - 1) === '/';
    if (underPath ? uri.indexOf(path) === 0 && uri.length > path.length : trimmed === path) {
      request.uri = '/' + DOCUMENTS[i].document;
      break;
    }
  }
  return request;
}`;

/**
 * Behind CloudFront, API Gateway's source IP is CloudFront's: the function hands the viewer's own
 * IP to the API in a header, overwriting whatever the viewer sent in it, for the per-client limits.
 * An IPv6 address goes in brackets: the API reads an address with an optional port there
 * (clientIpOf), and would take the last group of a bare one, when all digits, for the port, so
 * 2001:db8::1 and 2001:db8::2 would share one count.
 */
export const API_VIEWER_ADDRESS = `function handler(event) {
  var request = event.request;
  var ip = event.viewer.ip;
  request.headers['${VIEWER_ADDRESS_HEADER}'] = { value: ip.indexOf(':') === -1 ? ip : '[' + ip + ']' };
  return request;
}`;

export interface WebProps {
  settings: StageSettings;
  siteBucket: s3.IBucket;
  /** The uploads bucket: only its public images (keys under media/) are served, at /media/*. */
  uploadsBucket: s3.IBucket;
  /** Its name as a plain value (see Storage.uploadsBucketName): no reference back to the bucket. */
  uploadsBucketName: string;
  accessLogsBucket: s3.IBucket;
  httpApi: apigw.IHttpApi;
  /** The API's custom domain name, where the stage has one (its execute-api endpoint is then disabled). */
  apiDomainName?: string;
  /** Headers CloudFront adds to its requests to the API: the origin secret (origin-secret.ts). */
  apiOriginHeaders: Record<string, string>;
  /** The web ACL (waf.ts) guarding the distribution, where the stage has one. */
  webAclArn?: string;
  cognitoEndpoint: string;
  /** Runtime config the SPA reads from /config.json, so one build serves every stage. */
  runtimeConfig: Record<string, string>;
}

export class Web extends Construct {
  readonly distribution: cloudfront.Distribution;
  readonly siteUrl: string;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    const { settings } = props;

    const spaRewrite = new cloudfront.Function(this, 'SpaRewrite', {
      code: cloudfront.FunctionCode.fromInline(SPA_REWRITE),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Serve index.html for client-side routes',
    });

    // The values come from shared/security-headers.ts, which the local gateway sends too.
    const headers = securityHeadersPolicy(
      this,
      'SecurityHeaders',
      `${settings.namePrefix}-marketplace-security-headers`,
      contentSecurityPolicy({
        cognitoOrigin: props.cognitoEndpoint,
        uploadOrigins: [uploadsOrigin(props.uploadsBucketName, Stack.of(this).region)],
        upgradeInsecureRequests: true,
      }),
    );
    // Uploaded images: whatever a file is, opened as a page it runs nothing.
    const mediaHeaders = securityHeadersPolicy(this, 'MediaHeaders', `${settings.namePrefix}-marketplace-media-headers`, MEDIA_CONTENT_SECURITY_POLICY);

    // Through an imported reference, so the origin grants nothing on its own: the grant below
    // lets CloudFront read media/* only, never the documents and receipts beside it.
    const mediaOriginBucket = s3.Bucket.fromBucketAttributes(this, 'MediaOriginBucket', {
      bucketName: props.uploadsBucketName,
      bucketRegionalDomainName: `${props.uploadsBucketName}.s3.${Aws.REGION}.${Aws.URL_SUFFIX}`,
    });

    const apiViewerAddress = new cloudfront.Function(this, 'ApiViewerAddress', {
      code: cloudfront.FunctionCode.fromInline(API_VIEWER_ADDRESS),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Pass the viewer IP to the API for per-client rate limits',
    });

    // The API endpoint is https://<id>.execute-api.<region>.amazonaws.com (CloudFront wants the host),
    // or the stage's own API domain, when the execute-api endpoint is disabled.
    const apiHost = props.apiDomainName ?? Fn.select(2, Fn.split('/', props.httpApi.apiEndpoint));
    const siteDomain = settings.siteDomain;

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `${settings.stage} dumpster marketplace`,
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.accessLogsBucket,
      logFilePrefix: 'cloudfront/',
      ...(siteDomain
        ? {
            domainNames: [siteDomain.domainName],
            certificate: acm.Certificate.fromCertificateArn(this, 'SiteCertificate', siteDomain.certificateArn),
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(props.siteBucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        compress: true,
        functionAssociations: [{ function: spaRewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        // CloudFront forwards the path as is, so /media/x reads the key media/x and nothing else.
        '/media/*': {
          origin: origins.S3BucketOrigin.withOriginAccessControl(mediaOriginBucket),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: mediaHeaders,
          compress: true,
        },
        '/api/*': {
          // The origin secret overwrites any header of that name a viewer sends.
          origin: new origins.HttpOrigin(apiHost, {
            originId: API_ORIGIN_ID,
            protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
            customHeaders: props.apiOriginHeaders,
          }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
          functionAssociations: [{ function: apiViewerAddress, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
        },
      },
    });
    this.siteUrl = `https://${siteDomain?.domainName ?? this.distribution.distributionDomainName}`;
    props.uploadsBucket.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [new iam.ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [props.uploadsBucket.arnForObjects(`${MEDIA_PREFIX}*`)],
        conditions: {
          StringEquals: {
            'AWS:SourceArn': Stack.of(this).formatArn({
              service: 'cloudfront',
              region: '',
              resource: 'distribution',
              resourceName: this.distribution.distributionId,
            }),
          },
        },
      }),
    );

    const nag = Validations.of(this.distribution);
    nag.acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'A US marketplace with no legal need for geo restriction; blocking travellers would only lose bookings.',
    });
    if (!props.webAclArn) {
      nag.acknowledge({
        id: 'AwsSolutions-CFR2',
        reason: 'This stage runs without WAF (cost; on in prod, context waf=true elsewhere); API Gateway throttling and the per-client limits bound abuse.',
      });
    }
    if (!siteDomain) {
      nag.acknowledge({
        id: 'AwsSolutions-CFR4',
        reason: 'A test stage without a domain of its own uses the default *.cloudfront.net certificate, whose policy CloudFront sets; prod cannot synthesize without siteDomainName (infra/stage-settings.ts) and gets TLSv1.2_2021.',
      });
    }

    // The SPA is a build output (absent on a fresh clone); config.json is always written. Hashed
    // assets go first, then the shells (index.html and the route shells) and config.json uncached,
    // so a browser never gets a shell naming chunks that are not there yet. No pruning: tabs opened before a deploy
    // keep loading their chunks.
    const hasBuild = existsSync(SPA_DIST);
    const assets = hasBuild
      ? new s3deploy.BucketDeployment(this, 'DeployAssets', {
          sources: [s3deploy.Source.asset(SPA_DIST, { exclude: SHELLS })],
          destinationBucket: props.siteBucket,
          prune: false,
          memoryLimit: 512,
        })
      : undefined;
    const shell = new s3deploy.BucketDeployment(this, 'DeployShell', {
      sources: [
        ...(hasBuild ? [s3deploy.Source.asset(SPA_DIST, { exclude: ['*', ...SHELLS.map((file) => `!${file}`)] })] : []),
        s3deploy.Source.jsonData('config.json', props.runtimeConfig),
      ],
      destinationBucket: props.siteBucket,
      cacheControl: [s3deploy.CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: [...SHELLS.map((file) => `/${file}`), '/config.json'],
      prune: false,
      memoryLimit: 512,
    });
    if (assets) shell.node.addDependency(assets);
    this.acknowledgeDeploymentHandler(props.siteBucket);
  }

  /** BucketDeployment's handler is a stack-level singleton whose code and role aws-cdk-lib owns. */
  private acknowledgeDeploymentHandler(siteBucket: s3.IBucket): void {
    const handler = Stack.of(this).node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (!handler) return;
    acknowledgeLambdaBasicRole(handler);
    Validations.of(handler).acknowledge({
      id: 'AwsSolutions-L1',
      reason: 'The deployment handler\'s runtime is pinned by aws-cdk-lib (Python); it runs only during deploys.',
    });
    acknowledgeFindings(
      handler,
      'AwsSolutions-IAM5',
      [
        'Action::s3:GetBucket*',
        'Action::s3:GetObject*',
        'Action::s3:List*',
        'Action::s3:DeleteObject*',
        'Action::s3:Abort*',
        `Resource::${arnRef(siteBucket)}/*`,
        'Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*',
        // cloudfront:CreateInvalidation/GetInvalidation cannot be scoped to the distribution by CDK here.
        'Resource::*',
      ],
      'BucketDeployment copies the SPA from the CDK asset bucket into the site bucket and invalidates the ' +
        'distribution; aws-cdk-lib generates these grants, limited to those two buckets.',
    );
  }
}

/**
 * The uploads bucket's origin as the SDK builds presigned POST and GET URLs (virtual-hosted,
 * regional): the browser posts uploads there and shows receipts from it.
 */
const uploadsOrigin = (bucketName: string, region: string) => `https://${bucketName}.s3.${region}.amazonaws.com`;

/** A response-headers policy with the shared HSTS, nosniff, framing and referrer values and this CSP. */
function securityHeadersPolicy(scope: Construct, id: string, name: string, csp: string): cloudfront.ResponseHeadersPolicy {
  return new cloudfront.ResponseHeadersPolicy(scope, id, {
    responseHeadersPolicyName: name,
    securityHeadersBehavior: {
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(STRICT_TRANSPORT_SECURITY.maxAgeSeconds),
        includeSubdomains: STRICT_TRANSPORT_SECURITY.includeSubdomains,
        preload: STRICT_TRANSPORT_SECURITY.preload,
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: enumValue(cloudfront.HeadersFrameOption, FRAME_OPTIONS), override: true },
      referrerPolicy: { referrerPolicy: enumValue(cloudfront.HeadersReferrerPolicy, REFERRER_POLICY), override: true },
      contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
    },
  });
}

/** The CloudFront enum member whose value is the shared module's header value. */
function enumValue<T extends string>(members: Record<string, T>, value: string): T {
  const member = Object.values(members).find((candidate) => candidate === value);
  if (member === undefined) throw new Error(`CloudFront has no header value ${value}`);
  return member;
}
