// CloudFront's response-headers policy sends exactly the values of shared/security-headers.ts
// (which the local gateway sends too), on every behaviour: the SPA, /media/* and /api/*.
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  FRAME_OPTIONS,
  REFERRER_POLICY,
  STRICT_TRANSPORT_SECURITY,
} from '../../shared/security-headers';
import { stackFor } from './build-stack';
import { PSEUDO, render } from './template-values';

describe.each(['dev', 'prod'])('%s security headers', (stage) => {
  const { template } = stackFor(stage);
  const policies = template.findResources('AWS::CloudFront::ResponseHeadersPolicy');
  const [policyId] = Object.keys(policies);
  const config = policies[policyId!]!.Properties.ResponseHeadersPolicyConfig;
  const headers = config.SecurityHeadersConfig;

  it('has one policy, on every cache behaviour', () => {
    expect(Object.keys(policies)).toHaveLength(1);
    const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
    const { DefaultCacheBehavior, CacheBehaviors } = distribution!.Properties.DistributionConfig;
    for (const behaviour of [DefaultCacheBehavior, ...CacheBehaviors]) expect(behaviour.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
  });

  it('sends the shared HSTS, nosniff, framing and referrer values, overriding the origin', () => {
    expect(headers.StrictTransportSecurity).toEqual({
      AccessControlMaxAgeSec: STRICT_TRANSPORT_SECURITY.maxAgeSeconds,
      IncludeSubdomains: STRICT_TRANSPORT_SECURITY.includeSubdomains,
      Preload: STRICT_TRANSPORT_SECURITY.preload,
      Override: true,
    });
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
    expect(headers.FrameOptions).toEqual({ FrameOption: FRAME_OPTIONS, Override: true });
    expect(headers.ReferrerPolicy).toEqual({ ReferrerPolicy: REFERRER_POLICY, Override: true });
  });

  it("sends the shared CSP with this stack's Cognito endpoint and uploads bucket", () => {
    const { Override, ContentSecurityPolicy } = headers.ContentSecurityPolicy;
    expect(Override).toBe(true);
    const region = PSEUDO['AWS::Region'];
    expect(render(ContentSecurityPolicy, PSEUDO)).toBe(
      contentSecurityPolicy({
        cognitoOrigin: `https://cognito-idp.${region}.amazonaws.com`,
        uploadOrigins: [`https://${stage}-marketplace-uploads-${PSEUDO['AWS::AccountId']}-${region}.s3.${region}.amazonaws.com`],
        upgradeInsecureRequests: true,
      }),
    );
  });

  it('is strict: no inline or eval script, no inline style, no wildcard source, no framing', () => {
    const csp = render(headers.ContentSecurityPolicy.ContentSecurityPolicy, PSEUDO);
    const directives = Object.fromEntries(csp.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['style-src']).toEqual(["'self'"]);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*|data:|http:/);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https://cognito-idp.us-east-1.amazonaws.com']));
  });
});
