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
import { acknowledgeFindings, acknowledgeLambdaBasicRole, arnRef } from './nag-acknowledgements';
import type { StageSettings } from '../stage-settings';

const SPA_DIST = fileURLToPath(new URL('../../frontend/dist', import.meta.url));

/** Paths without a file extension are client-side routes: serve the SPA shell for them. */
const SPA_REWRITE = `function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
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

    const headers = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      responseHeadersPolicyName: `${settings.namePrefix}-marketplace-security-headers`,
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(props), override: true },
      },
    });

    // Through an imported reference, so the origin grants nothing on its own: the grant below
    // lets CloudFront read media/* only, never the documents and receipts beside it.
    const mediaOriginBucket = s3.Bucket.fromBucketAttributes(this, 'MediaOriginBucket', {
      bucketName: props.uploadsBucketName,
      bucketRegionalDomainName: `${props.uploadsBucketName}.s3.${Aws.REGION}.${Aws.URL_SUFFIX}`,
    });

    // The API endpoint is https://<id>.execute-api.<region>.amazonaws.com; CloudFront wants the host.
    const apiHost = Fn.select(2, Fn.split('/', props.httpApi.apiEndpoint));

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `${settings.stage} dumpster marketplace`,
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.accessLogsBucket,
      logFilePrefix: 'cloudfront/',
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
          responseHeadersPolicy: headers,
          compress: true,
        },
        '/api/*': {
          origin: new origins.HttpOrigin(apiHost, { protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
        },
      },
    });
    this.siteUrl = `https://${this.distribution.distributionDomainName}`;
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
    nag.acknowledge({
      id: 'AwsSolutions-CFR2',
      reason: 'WAF is an operator decision per stage (cost vs. threat); API Gateway throttling bounds abuse meanwhile.',
    });
    nag.acknowledge({
      id: 'AwsSolutions-CFR4',
      reason: 'The default *.cloudfront.net certificate only allows TLSv1; a custom domain with TLSv1.2_2021 fixes it.',
    });

    // The SPA is a build output (absent on a fresh clone); config.json is always written. Hashed
    // assets go first, then the shell (index.html, config.json) uncached, so a browser never gets
    // an index.html naming chunks that are not there yet. No pruning: tabs opened before a deploy
    // keep loading their chunks.
    const hasBuild = existsSync(SPA_DIST);
    const assets = hasBuild
      ? new s3deploy.BucketDeployment(this, 'DeployAssets', {
          sources: [s3deploy.Source.asset(SPA_DIST, { exclude: ['index.html'] })],
          destinationBucket: props.siteBucket,
          prune: false,
          memoryLimit: 512,
        })
      : undefined;
    const shell = new s3deploy.BucketDeployment(this, 'DeployShell', {
      sources: [
        ...(hasBuild ? [s3deploy.Source.asset(SPA_DIST, { exclude: ['*', '!index.html'] })] : []),
        s3deploy.Source.jsonData('config.json', props.runtimeConfig),
      ],
      destinationBucket: props.siteBucket,
      cacheControl: [s3deploy.CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/index.html', '/config.json'],
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

function contentSecurityPolicy(props: WebProps): string {
  const region = Stack.of(props.httpApi).region;
  return [
    "default-src 'self'",
    "script-src 'self' https://js.stripe.com",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://*.amazonaws.com",
    "font-src 'self' data:",
    `connect-src 'self' ${props.cognitoEndpoint} https://cognito-identity.${region}.amazonaws.com https://*.s3.amazonaws.com https://*.s3.${region}.amazonaws.com`,
    'frame-src https://checkout.stripe.com https://js.stripe.com',
    "form-action 'self' https://checkout.stripe.com https://*.amazonaws.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}
