// Everything that differs between stages lives here, so a stage's behaviour can be read in one place.
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { SITE_CONTACT } from '../shared/constants';

export interface StageSettings {
  stage: string;
  /** Prefix of physical names (table, secret) so stages can share one account. */
  namePrefix: string;
  isProduction: boolean;
  removalPolicy: RemovalPolicy;
  /** Empty buckets on stack deletion; never in prod, where the data outlives the stack. */
  autoDeleteObjects: boolean;
  deletionProtection: boolean;
  versionedBuckets: boolean;
  logRetention: RetentionDays;
  logLevel: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';
  throttling: { rateLimit: number; burstLimit: number };
  /** Tighter limits on the public form routes (FORM_THROTTLED_ROUTES in infra/constructs/api.ts). */
  formThrottling: { rateLimit: number; burstLimit: number };
  senderEmail: string;
  lambdaTimeout: Duration;
  lambdaMemoryMb: number;
}

const STAGE_NAME = /^[a-z][a-z0-9-]{0,19}$/;

export function validateStageName(stage: string): string {
  if (!STAGE_NAME.test(stage)) {
    throw new Error(
      `Invalid stage "${stage}": use 1-20 lowercase letters, digits or hyphens, starting with a letter.`,
    );
  }
  return stage;
}

export interface StageContext {
  stage?: string;
  /** Overrides the SES sender (context `senderEmail`), e.g. for a stage with its own verified domain. */
  senderEmail?: string;
}

export function stageSettings(context: StageContext = {}): StageSettings {
  const stage = validateStageName(context.stage ?? 'dev');
  const isProduction = stage === 'prod';
  return {
    stage,
    namePrefix: stage,
    isProduction,
    removalPolicy: isProduction ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    autoDeleteObjects: !isProduction,
    deletionProtection: isProduction,
    versionedBuckets: isProduction,
    logRetention: isProduction ? RetentionDays.THREE_MONTHS : RetentionDays.ONE_WEEK,
    logLevel: isProduction ? 'INFO' : 'DEBUG',
    // Prod absorbs real traffic; other stages get a low ceiling so a runaway script stays cheap.
    throttling: isProduction ? { rateLimit: 500, burstLimit: 1000 } : { rateLimit: 50, burstLimit: 100 },
    // Sign-ups, provider requests, support tickets and access-code checks come a few a minute from
    // people; far more a second is a script.
    formThrottling: isProduction ? { rateLimit: 10, burstLimit: 20 } : { rateLimit: 2, burstLimit: 5 },
    senderEmail: context.senderEmail ?? SITE_CONTACT.noReplyEmail,
    lambdaTimeout: Duration.seconds(10),
    lambdaMemoryMb: 1024,
  };
}
