// CloudFront's response-headers policies send exactly the values of shared/security-headers.ts
// (which the local gateway sends too): the site's on the SPA and /api/*, the media policy (nosniff
// and a sandbox CSP with nothing allowed) on /media/*.
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  FRAME_OPTIONS,
  MEDIA_CONTENT_SECURITY_POLICY,
  REFERRER_POLICY,
  STRICT_TRANSPORT_SECURITY,
} from '../../shared/security-headers';
import { stackFor } from './build-stack';
import { PSEUDO, render } from './template-values';

describe.each(['dev', 'prod'])('%s security headers', (stage) => {
  const { template } = stackFor(stage);
  const policies = template.findResources('AWS::CloudFront::ResponseHeadersPolicy');
  const policyId = Object.keys(policies).find((id) => id.includes('SecurityHeaders'));
  const mediaPolicyId = Object.keys(policies).find((id) => id.includes('MediaHeaders'));
  const config = policies[policyId!]!.Properties.ResponseHeadersPolicyConfig;
  const headers = config.SecurityHeadersConfig;

  it("has the site's policy on the SPA and the API, and the media policy on /media/*", () => {
    expect(Object.keys(policies)).toHaveLength(2);
    const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
    const { DefaultCacheBehavior, CacheBehaviors } = distribution!.Properties.DistributionConfig as {
      DefaultCacheBehavior: { ResponseHeadersPolicyId: unknown };
      CacheBehaviors: { PathPattern: string; ResponseHeadersPolicyId: unknown }[];
    };
    expect(DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    for (const behaviour of CacheBehaviors) {
      expect(behaviour.ResponseHeadersPolicyId, behaviour.PathPattern).toEqual({ Ref: behaviour.PathPattern === '/media/*' ? mediaPolicyId : policyId });
    }
  });

  it('answers /media/* with nosniff and a sandbox CSP that allows nothing, whatever was uploaded', () => {
    const media = policies[mediaPolicyId!]!.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(media.ContentSecurityPolicy).toEqual({ ContentSecurityPolicy: MEDIA_CONTENT_SECURITY_POLICY, Override: true });
    expect(media.ContentTypeOptions).toEqual({ Override: true });
    expect(media.FrameOptions).toEqual({ FrameOption: FRAME_OPTIONS, Override: true });
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
