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
  /**
   * The site's own domain with its ACM certificate (which CloudFront needs in us-east-1). With one,
   * viewers need TLS 1.2 with the 2021 cipher suites; on the default *.cloudfront.net name
   * CloudFront's own certificate and policy apply (TLSv1 still accepted), so prod requires one.
   */
  siteDomain?: CustomDomain;
  /**
   * The API's own domain with a regional ACM certificate. With one, CloudFront reaches the API there
   * and the default execute-api endpoint is disabled, so nothing can call the API but through it.
   */
  apiDomain?: CustomDomain;
  /**
   * AWS WAF on the distribution: managed rule groups and per-viewer rate rules. A CloudFront web ACL
   * must live in us-east-1, so a stage with it deploys there (a stack rule refuses other regions).
   * On in prod; other stages pay nothing for it unless asked (context `waf=true`).
   */
  waf: boolean;
  /**
   * Reserved concurrency per API function: a ceiling on what a flood can cost and a floor no other
   * function can take. Only where the account's concurrency allows it (100 must stay unreserved; new
   * accounts may start with 10 in all): prod, or context `reservedConcurrency=N`.
   */
  reservedConcurrency?: number;
  /** How often the secret CloudFront shows the API (origin-verify) is replaced. */
  originSecretRotation: Duration;
}

interface CustomDomain {
  domainName: string;
  certificateArn: string;
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
  /** Context `siteDomainName` + `siteCertificateArn`. */
  siteDomainName?: string;
  siteCertificateArn?: string;
  /** Context `apiDomainName` + `apiCertificateArn`. */
  apiDomainName?: string;
  apiCertificateArn?: string;
  /** Context `waf`: 'true' or 'false' overrides the stage's default. */
  waf?: string | boolean;
  /** Context `reservedConcurrency`: per API function; 0 for none. */
  reservedConcurrency?: string | number;
}

function customDomain(domainName: string | undefined, certificateArn: string | undefined, what: string): CustomDomain | undefined {
  if (!domainName && !certificateArn) return undefined;
  if (!domainName || !certificateArn) throw new Error(`A custom ${what} domain needs both its name and its certificate ARN.`);
  return { domainName, certificateArn };
}

const flag = (value: string | boolean | undefined, fallback: boolean) =>
  value === undefined ? fallback : value === true || value === 'true';

/** Each API function's reserved concurrency in prod: 9 functions, 450 of an account's 1000 by default. */
const PROD_RESERVED_CONCURRENCY = 50;

export function stageSettings(context: StageContext = {}): StageSettings {
  const stage = validateStageName(context.stage ?? 'dev');
  const isProduction = stage === 'prod';
  const siteDomain = customDomain(context.siteDomainName, context.siteCertificateArn, 'site');
  // CloudFront's default certificate cannot be held to a minimum TLS version: production viewers
  // get TLS 1.2 (2021) only on a domain of the site's own.
  if (isProduction && !siteDomain) {
    throw new Error('The prod stage needs the site on its own domain, held to TLSv1.2_2021: pass -c siteDomainName=<name> -c siteCertificateArn=<ACM certificate in us-east-1>.');
  }
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
    siteDomain,
    apiDomain: customDomain(context.apiDomainName, context.apiCertificateArn, 'API'),
    waf: flag(context.waf, isProduction),
    reservedConcurrency: reservedConcurrencyOf(context.reservedConcurrency, isProduction),
    originSecretRotation: Duration.days(30),
  };
}

function reservedConcurrencyOf(value: string | number | undefined, isProduction: boolean): number | undefined {
  if (value === undefined) return isProduction ? PROD_RESERVED_CONCURRENCY : undefined;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0) throw new Error(`Invalid reservedConcurrency "${value}": use a whole number (0 for none).`);
  return count === 0 ? undefined : count;
}
