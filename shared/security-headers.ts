// The browser-security headers on every response of the site. In AWS, CloudFront's
// response-headers policy sets them (infra/constructs/web.ts); locally the gateway does
// (scripts/local/gateway.ts). Both build them here, so the two cannot drift, and
// tests/infra/security-headers.test.ts and tests/api/security-headers.test.ts hold each to this module.
//
// What the SPA needs, and so all the CSP allows: its own hashed module scripts and stylesheets
// (Vite writes no inline script or style; React sets style props through the CSSOM, which CSP
// does not govern); images from its own origin (/images, /media), blob: previews of files being
// uploaded and receipts shown from presigned links on the uploads bucket; fetch to its own API,
// Cognito's endpoint and the uploads bucket (presigned POST). Stripe checkout is a top-level
// redirect (no Stripe.js, no frame), which CSP does not restrict. No fonts beyond its own origin
// (it uses system fonts), no frames, no plugins.

/** HSTS: one year, subdomains included, eligible for the browsers' preload list. */
export const STRICT_TRANSPORT_SECURITY = { maxAgeSeconds: 365 * 24 * 60 * 60, includeSubdomains: true, preload: true } as const;
const CONTENT_TYPE_OPTIONS = 'nosniff';
export const FRAME_OPTIONS = 'DENY';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

export interface ContentSecurityPolicyOptions {
  /**
   * Origin of the Cognito user-pool endpoint the SPA signs in through, e.g.
   * https://cognito-idp.us-east-1.amazonaws.com. Omit it where the SPA reaches Cognito on its own
   * origin (the local gateway's /cognito proxy), which 'self' already covers.
   */
  cognitoOrigin?: string;
  /** Origins of the uploads bucket: presigned POSTs from the browser, receipt images from presigned GET links. */
  uploadOrigins: readonly string[];
  /** Rewrite http subresource URLs to https: on in AWS (HTTPS only); off on the plain-http local gateway. */
  upgradeInsecureRequests: boolean;
  /**
   * Inline <style> blocks. Never for the SPA, API or media; only the local gateway's own tool pages
   * (/dev/*, the payment sandbox), which exist only on a developer's machine, use it.
   */
  allowInlineStyles?: boolean;
}

export function contentSecurityPolicy(options: ContentSecurityPolicyOptions): string {
  const uploads = options.uploadOrigins.join(' ');
  const withUploads = (sources: string) => (uploads ? `${sources} ${uploads}` : sources);
  return [
    "default-src 'self'",
    "script-src 'self'",
    options.allowInlineStyles ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    withUploads("img-src 'self' blob:"),
    "font-src 'self'",
    withUploads(`connect-src 'self'${options.cognitoOrigin ? ` ${options.cognitoOrigin}` : ''}`),
    "frame-src 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    ...(options.upgradeInsecureRequests ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

function strictTransportSecurityValue(): string {
  const { maxAgeSeconds, includeSubdomains, preload } = STRICT_TRANSPORT_SECURITY;
  return [`max-age=${maxAgeSeconds}`, ...(includeSubdomains ? ['includeSubDomains'] : []), ...(preload ? ['preload'] : [])].join('; ');
}

/** Every header by its lowercase name, as the browser receives it from CloudFront. */
export function securityHeaders(csp: ContentSecurityPolicyOptions): Record<string, string> {
  return {
    'strict-transport-security': strictTransportSecurityValue(),
    'x-content-type-options': CONTENT_TYPE_OPTIONS,
    'x-frame-options': FRAME_OPTIONS,
    'referrer-policy': REFERRER_POLICY,
    'content-security-policy': contentSecurityPolicy(csp),
  };
}

/**
 * Public images under /media are user uploads. Whatever a file claims to be, it is served only as
 * one of the image types the upload forms accept (anything else is not served at all), never
 * sniffed, and, should someone open one as a page, in a sandbox with nothing allowed: an HTML file
 * or script uploaded as a "listing image" can then neither run nor read the site's storage.
 * CloudFront's /media/* behaviour (infra/constructs/web.ts) and the local gateway's /media
 * (scripts/local/media.ts) both send these.
 */
export const MEDIA_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";

/** The headers of every /media response, by lowercase name, besides its content type. */
export function mediaSecurityHeaders(): Record<string, string> {
  return {
    'strict-transport-security': strictTransportSecurityValue(),
    'x-content-type-options': CONTENT_TYPE_OPTIONS,
    'x-frame-options': FRAME_OPTIONS,
    'referrer-policy': REFERRER_POLICY,
    'content-security-policy': MEDIA_CONTENT_SECURITY_POLICY,
  };
}
