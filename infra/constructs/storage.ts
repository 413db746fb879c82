// S3 buckets: user uploads (presigned POST from the browser), the SPA's files, and the access logs
// of both.
import { Aws, Duration } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { StageSettings } from '../stage-settings';

/** How long an overwritten or deleted object's old version is kept in a versioned bucket. */
const NONCURRENT_DAYS = 30;

export interface StorageProps {
  settings: StageSettings;
}

export class Storage extends Construct {
  readonly uploadsBucket: s3.Bucket;
  /**
   * The uploads bucket's name as a plain value (no reference to the bucket resource). CloudFront
   * serves /media/* from this bucket while the bucket's CORS rule names the CloudFront origin; with
   * references both ways the template would have a cycle, so the name is chosen here instead.
   */
  readonly uploadsBucketName: string;
  readonly siteBucket: s3.Bucket;
  readonly accessLogsBucket: s3.Bucket;

  constructor(scope: Construct, id: string, { settings }: StorageProps) {
    super(scope, id);

    const common = {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      removalPolicy: settings.removalPolicy,
      autoDeleteObjects: settings.autoDeleteObjects,
    } satisfies s3.BucketProps;

    // Versioned where the data must survive (prod): a deleted or overwritten object stays
    // recoverable for NONCURRENT_DAYS, then goes for good (so a deleted account's files do not
    // linger as old versions).
    const versioned = settings.versionedBuckets;
    const noncurrent = versioned ? { noncurrentVersionExpiration: Duration.days(NONCURRENT_DAYS) } : {};

    this.accessLogsBucket = new s3.Bucket(this, 'AccessLogs', {
      ...common,
      versioned,
      // Log delivery (S3 server access logs and CloudFront standard logs) writes with ACLs.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(settings.isProduction ? 365 : 30), ...noncurrent }],
    });

    this.uploadsBucketName = `${settings.namePrefix}-marketplace-uploads-${Aws.ACCOUNT_ID}-${Aws.REGION}`;
    this.uploadsBucket = new s3.Bucket(this, 'Uploads', {
      ...common,
      bucketName: this.uploadsBucketName,
      versioned,
      serverAccessLogsBucket: this.accessLogsBucket,
      serverAccessLogsPrefix: 'uploads/',
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(1), ...noncurrent }],
    });

    this.siteBucket = new s3.Bucket(this, 'Site', {
      ...common,
      versioned,
      serverAccessLogsBucket: this.accessLogsBucket,
      serverAccessLogsPrefix: 'site/',
      lifecycleRules: versioned ? [noncurrent] : undefined,
    });
  }

  /**
   * Browsers post files straight to S3 (presigned POST), so the site's origin needs CORS for POST,
   * and for nothing else: nothing uploads by PUT, and receipts and documents open as links and images.
   */
  allowUploadsFrom(origin: string): void {
    this.uploadsBucket.addCorsRule({
      allowedMethods: [s3.HttpMethods.POST],
      allowedOrigins: [origin],
      allowedHeaders: ['*'],
      exposedHeaders: ['ETag'],
      maxAge: 3000,
    });
  }
}
