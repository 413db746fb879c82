// What a security review asked of the deployable stack, asserted on the synthesized template:
// the API answers only CloudFront (a rotated origin secret; no execute-api endpoint where the API
// has a domain of its own), Cognito is no more open than the app needs (no self sign-up, the
// password rule on every stage, SRP only on the web client), and the edge is hardened (WAF,
// reserved concurrency, TLS 1.2 (2021) in prod, encrypted topics, upload CORS without PUT).
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { DOMAINS } from '../../shared/contract/contract';
import { ORIGIN_VERIFY_HEADER } from '../../functions/platform/http/origin-verify';
import { TOPIC_PUBLISHING_SERVICES } from '../../infra/constructs/notifications';
import { API_ORIGIN_ID } from '../../infra/constructs/origin-secret';
import { FORM_RATE_LIMIT, formRoutePrefixes } from '../../infra/constructs/waf';
import { buildStack, PROD_TEST_SITE_DOMAIN, stackFor } from './build-stack';
import { allowedActions, functionNamed, logicalIdOf, render } from './template-values';

const dev = stackFor('dev').template;
const prod = stackFor('prod').template;

const distributionConfig = (template: typeof dev) =>
  Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig as Record<string, any>;

describe('the API answers only CloudFront', () => {
  const originSecretId = logicalIdOf(dev, 'AWS::SecretsManager::Secret', /origin-verify/);

  it('keeps a random origin secret, rotated every 30 days by its own function', () => {
    dev.hasResourceProperties('AWS::SecretsManager::Secret', {
      Name: 'dev/marketplace/origin-verify',
      GenerateSecretString: Match.objectLike({ PasswordLength: 64, ExcludePunctuation: true }),
    });
    dev.hasResourceProperties('AWS::SecretsManager::RotationSchedule', {
      SecretId: { Ref: originSecretId },
      RotationLambdaARN: { 'Fn::GetAtt': [functionNamed(dev, 'origin-secret').logicalId, 'Arn'] },
      RotationRules: { ScheduleExpression: 'rate(30 days)' },
    });
  });

  it('has CloudFront send it to the API as a header, resolved at deploy (never in the template text)', () => {
    const api = (distributionConfig(dev).Origins as Record<string, any>[]).find((origin) => origin.Id === API_ORIGIN_ID)!;
    expect(api.OriginCustomHeaders).toEqual([
      { HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: { 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: originSecretId }, ':SecretString:::}}']] } },
    ]);
  });

  it.each(DOMAINS)('has the %s function check it: the secret named in its environment, readable by it', (domain) => {
    const fn = functionNamed(dev, domain).properties;
    expect(fn.Environment.Variables.ORIGIN_VERIFY_SECRET_ARN).toEqual({ Ref: originSecretId });
    expect(allowedActions(dev, domain)['secretsmanager:GetSecretValue']).toContain(render({ Ref: originSecretId }));
  });

  it('lets the rotation function change only this secret and this distribution', () => {
    const grants = allowedActions(dev, 'origin-secret');
    const secret = render({ Ref: originSecretId });
    for (const action of ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue', 'secretsmanager:UpdateSecretVersionStage']) {
      expect(grants[action], action).toEqual([secret]);
    }
    for (const action of ['cloudfront:GetDistributionConfig', 'cloudfront:UpdateDistribution']) {
      expect(grants[action], action).toEqual([expect.stringMatching(/^arn:<AWS::Partition>:cloudfront::<AWS::AccountId>:distribution\/<\w+>$/)]);
    }
    expect(functionNamed(dev, 'origin-secret').properties.Environment.Variables.ORIGIN_ID).toBe(API_ORIGIN_ID);
  });

  it('disables the execute-api endpoint where the API has a domain of its own, and CloudFront goes there', () => {
    const { template } = buildStack('prod', {
      context: { apiDomainName: 'api.dumpstermatch.example', apiCertificateArn: 'arn:aws:acm:us-east-2:123456789012:certificate/abc' },
    });
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { DisableExecuteApiEndpoint: true });
    template.hasResourceProperties('AWS::ApiGatewayV2::DomainName', { DomainName: 'api.dumpstermatch.example' });
    template.resourceCountIs('AWS::ApiGatewayV2::ApiMapping', 1);
    const api = (distributionConfig(template).Origins as Record<string, any>[]).find((origin) => origin.Id === API_ORIGIN_ID)!;
    expect(api.DomainName).toBe('api.dumpstermatch.example');
    // Without one, the execute-api endpoint stays (CloudFront reaches the API there), guarded by the origin secret.
    expect(Object.values(dev.findResources('AWS::ApiGatewayV2::Api'))[0]!.Properties.DisableExecuteApiEndpoint).toBeFalsy();
  });
});

describe('Cognito is no more open than the app needs', () => {
  it.each([['dev', dev], ['prod', prod]] as const)('%s: no self sign-up, no OAuth, and users cannot change their e-mail', (_stage, template) => {
    template.hasResourceProperties('AWS::Cognito::UserPool', { AdminCreateUserConfig: { AllowAdminCreateUserOnly: true } });
    const [client] = Object.values(template.findResources('AWS::Cognito::UserPoolClient'));
    expect(client!.Properties.WriteAttributes).toEqual(['name']);
    expect(client!.Properties.AllowedOAuthFlowsUserPoolClient).toBe(false);
    expect(client!.Properties.CallbackURLs).toBeUndefined();
  });

  // Any stage name, not only the two the other tests build: the rule comes from no stage setting.
  it.each([['dev', dev], ['prod', prod], ['qa', stackFor('qa').template]] as const)(
    '%s: passwords of at least 8 characters with upper and lower case letters, a digit and a symbol',
    (_stage, template) => {
      const [pool] = Object.values(template.findResources('AWS::Cognito::UserPool'));
      expect(pool!.Properties.Policies.PasswordPolicy).toMatchObject({
        MinimumLength: 8,
        RequireUppercase: true,
        RequireLowercase: true,
        RequireNumbers: true,
        RequireSymbols: true,
      });
    },
  );

  it.each([['dev', dev], ['prod', prod]] as const)(
    '%s: the web client signs in with SRP only (the password never leaves the browser); the API checks a password with the admin flow',
    (_stage, template) => {
      const [client] = Object.values(template.findResources('AWS::Cognito::UserPoolClient'));
      expect([...(client!.Properties.ExplicitAuthFlows as string[])].sort()).toEqual(['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_SRP_AUTH']);
    },
  );
});

describe('edge and runtime hardening', () => {
  it('guards prod with WAF: managed rule groups and per-viewer rate rules, the form routes tighter', () => {
    const [acl] = Object.values(prod.findResources('AWS::WAFv2::WebACL'));
    expect(acl!.Properties.Scope).toBe('CLOUDFRONT');
    const rules = acl!.Properties.Rules as Record<string, any>[];
    expect(rules.map((rule) => rule.Name)).toEqual([
      'site-rate',
      'form-rate',
      'AWSManagedRulesAmazonIpReputationList',
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
    ]);
    const form = rules.find((rule) => rule.Name === 'form-rate')!.Statement.RateBasedStatement;
    expect(form).toMatchObject({ Limit: FORM_RATE_LIMIT, AggregateKeyType: 'IP' });
    const paths = (form.ScopeDownStatement.OrStatement.Statements as Record<string, any>[]).map((statement) => statement.ByteMatchStatement.SearchString);
    expect(paths).toEqual(formRoutePrefixes());
    expect(paths).toEqual(expect.arrayContaining(['/api/customers', '/api/provider-requests', '/api/support-tickets']));
    expect(distributionConfig(prod).WebACLId).toEqual({ 'Fn::GetAtt': [Object.keys(prod.findResources('AWS::WAFv2::WebACL'))[0], 'Arn'] });
    // A CloudFront web ACL exists only in us-east-1: the stack refuses to deploy elsewhere.
    expect(JSON.stringify(prod.toJSON().Rules)).toContain('us-east-1');
    // dev pays for no WAF unless asked.
    dev.resourceCountIs('AWS::WAFv2::WebACL', 0);
  });

  it('reserves concurrency for each API function in prod, none in dev', () => {
    for (const domain of DOMAINS) {
      expect(functionNamed(prod, domain).properties.ReservedConcurrentExecutions, domain).toBe(50);
      expect(functionNamed(dev, domain).properties.ReservedConcurrentExecutions, domain).toBeUndefined();
    }
  });

  it('requires TLS 1.2 (2021) from viewers in prod, on the site domain prod cannot do without', () => {
    const config = distributionConfig(prod);
    expect(config.Aliases).toEqual([PROD_TEST_SITE_DOMAIN.siteDomainName]);
    expect(config.ViewerCertificate).toMatchObject({ MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' });
    // On *.cloudfront.net CloudFront's default certificate allows TLSv1, so prod refuses to synthesize without a domain.
    expect(() => buildStack('prod', { context: { siteDomainName: undefined, siteCertificateArn: undefined } })).toThrow(/prod.*siteDomainName/);
  });

  it('encrypts the inbound-SMS and alarm topics with a rotating key that only their publishing services may use', () => {
    const keyId = logicalIdOf(prod, 'AWS::KMS::Key', /inbound-SMS and alarm/);
    prod.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true, Description: 'Encrypts the inbound-SMS and alarm topics' });
    for (const name of ['prod-marketplace-inbound-sms', 'prod-marketplace-alarms']) {
      prod.hasResourceProperties('AWS::SNS::Topic', { TopicName: name, KmsMasterKeyId: { 'Fn::GetAtt': [keyId, 'Arn'] } });
    }
    const statements = prod.findResources('AWS::KMS::Key')[keyId]!.Properties.KeyPolicy.Statement as Record<string, any>[];
    for (const service of TOPIC_PUBLISHING_SERVICES) {
      const granted = statements.filter((statement) => [statement.Principal?.Service].flat().includes(service));
      expect(granted, service).toHaveLength(1);
      expect([granted[0]!.Action].flat().sort(), service).toEqual(['kms:Decrypt', 'kms:GenerateDataKey*']);
      expect(granted[0]!.Condition, service).toEqual({ StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } });
    }
  });

  it('lets browsers POST uploads, and nothing else, from the site only', () => {
    const buckets = Object.values(prod.findResources('AWS::S3::Bucket')).filter((bucket) => bucket.Properties.CorsConfiguration);
    expect(buckets).toHaveLength(1);
    const [rule] = buckets[0]!.Properties.CorsConfiguration.CorsRules as Record<string, any>[];
    expect(rule!.AllowedMethods).toEqual(['POST']);
    expect(rule!.AllowedOrigins).toHaveLength(1);
  });
});
