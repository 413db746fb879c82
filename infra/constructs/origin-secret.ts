// The secret CloudFront shows the API on every request (the x-origin-verify origin header), so the
// API can refuse anything that did not come through CloudFront (functions/platform/http/
// origin-verify.ts): the execute-api address is public, and there a caller could forge the viewer
// address the abuse limits count by. The value is random, kept in Secrets Manager, written into the
// distribution at deploy through a CloudFormation dynamic reference (never in the template's
// text), and replaced every 30 days by a rotation function that moves the distribution to the
// new value before it becomes current (functions/origin-secret).
import { Duration, Stack } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../../functions/platform/http/origin-verify';
import type { StageSettings } from '../stage-settings';
import { functionCode } from './domain-bundling';
import { acknowledgeFindings, acknowledgeLambdaBasicRole } from './nag-acknowledgements';

/** The distribution's API origin, by the id the rotation function finds it with. */
export const API_ORIGIN_ID = 'api';

export interface OriginSecretProps {
  settings: StageSettings;
}

export class OriginSecret extends Construct {
  readonly secret: secretsmanager.Secret;
  private readonly settings: StageSettings;

  constructor(scope: Construct, id: string, { settings }: OriginSecretProps) {
    super(scope, id);
    this.settings = settings;
    this.secret = new secretsmanager.Secret(this, 'Secret', {
      secretName: `${settings.namePrefix}/marketplace/origin-verify`,
      description: 'The value CloudFront sends the API in the x-origin-verify header; rotated automatically.',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: settings.removalPolicy,
    });
  }

  /** The header CloudFront adds to its requests to the API: the current value, resolved at deploy. */
  originHeaders(): Record<string, string> {
    return { [ORIGIN_VERIFY_HEADER]: this.secret.secretValue.unsafeUnwrap() };
  }

  /** Rotates the value on schedule through the distribution (created once the distribution exists). */
  rotateWith(distribution: cloudfront.IDistribution): nodejs.NodejsFunction {
    const { settings } = this;
    const logGroup = new logs.LogGroup(this, 'RotationLogs', {
      retention: settings.logRetention,
      removalPolicy: settings.removalPolicy,
    });
    const fn = new nodejs.NodejsFunction(this, 'origin-secret-function', {
      ...functionCode('functions/origin-secret/index.ts'),
      memorySize: 256,
      timeout: Duration.seconds(60),
      logGroup,
      environment: {
        DISTRIBUTION_ID: distribution.distributionId,
        ORIGIN_ID: API_ORIGIN_ID,
        POWERTOOLS_SERVICE_NAME: 'marketplace-origin-secret',
        POWERTOOLS_LOG_LEVEL: settings.logLevel,
      },
    });
    // This secret only, and this distribution only.
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue', 'secretsmanager:UpdateSecretVersionStage'],
        resources: [this.secret.secretArn],
      }),
    );
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['cloudfront:GetDistributionConfig', 'cloudfront:UpdateDistribution'],
        resources: [
          Stack.of(this).formatArn({ service: 'cloudfront', region: '', resource: 'distribution', resourceName: distribution.distributionId }),
        ],
      }),
    );
    acknowledgeLambdaBasicRole(fn);
    this.secret.addRotationSchedule('Rotation', { rotationLambda: fn, automaticallyAfter: settings.originSecretRotation });
    acknowledgeFindings(
      fn,
      'AwsSolutions-IAM5',
      ['Resource::*'],
      "aws-cdk-lib's rotation schedule grants secretsmanager:GetRandomPassword, which has no resource to scope to; " +
        'the function makes its values with node:crypto and calls it never.',
    );
    return fn;
  }
}
