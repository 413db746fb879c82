// S3 buckets: user uploads (presigned POST from the browser), the SPA's files, and the access logs
// of both.
import { Aws, Duration } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { StageSettings } from '../stage-settings';

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

    this.accessLogsBucket = new s3.Bucket(this, 'AccessLogs', {
      ...common,
      // Log delivery (S3 server access logs and CloudFront standard logs) writes with ACLs.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(settings.isProduction ? 365 : 30) }],
    });

    this.uploadsBucketName = `${settings.namePrefix}-marketplace-uploads-${Aws.ACCOUNT_ID}-${Aws.REGION}`;
    this.uploadsBucket = new s3.Bucket(this, 'Uploads', {
      ...common,
      bucketName: this.uploadsBucketName,
      versioned: settings.versionedBuckets,
      serverAccessLogsBucket: this.accessLogsBucket,
      serverAccessLogsPrefix: 'uploads/',
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    });

    this.siteBucket = new s3.Bucket(this, 'Site', {
      ...common,
      versioned: settings.versionedBuckets,
      serverAccessLogsBucket: this.accessLogsBucket,
      serverAccessLogsPrefix: 'site/',
    });
  }

  /** Browsers post files straight to S3 (presigned POST), so the site's origin needs CORS. */
  allowUploadsFrom(origin: string): void {
    this.uploadsBucket.addCorsRule({
      allowedMethods: [s3.HttpMethods.POST, s3.HttpMethods.PUT, s3.HttpMethods.GET],
      allowedOrigins: [origin],
      allowedHeaders: ['*'],
      exposedHeaders: ['ETag'],
      maxAge: 3000,
    });
  }
}
