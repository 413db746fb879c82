// The local gateway sends the browser-security headers of shared/security-headers.ts on every
// kind of response, as CloudFront does in AWS: the SPA shell, static images, the API (answers and
// errors), /media, the runtime config and 404s. Its CSP differs from AWS in origins only (the S3
// emulator instead of the bucket, Cognito on the same origin) and has no upgrade-insecure-requests
// (plain http). The SPA shell needs nothing the strict CSP refuses: no inline script or style.
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, mediaSecurityHeaders, securityHeaders } from '../../shared/security-headers';
import { api } from '../support/stack-client';

const PATHS = [
  ['the SPA shell', '/'],
  ['a client-side route', '/search?zipCode=43215'],
  ['a static image', '/images/dumpsters/roll-off-20.svg'],
  ['the runtime config', '/config.json'],
  ['an API answer', '/api/search?zipCode=43215'],
  ['an API 404', '/api/no-such-route'],
  ['an API 401', '/api/me'],
  ['a missing file', '/assets/missing-file.js'],
] as const;

/** The uploads origin the gateway's CSP names: the S3 emulator on a loopback port. */
function uploadOriginOf(csp: string): string {
  const connect = csp.split('; ').find((directive) => directive.startsWith('connect-src '));
  const origin = connect?.split(' ').find((source) => source.startsWith('http://'));
  expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  return origin!;
}

describe('security headers through the local gateway', () => {
  it.each(PATHS)('%s (%s) carries every header with the shared values', async (_label, path) => {
    const response = await api(path);
    await response.arrayBuffer();
    expect(response.status).toBeLessThan(500);
    const csp = response.headers.get('content-security-policy') ?? '';
    const expected = securityHeaders({ uploadOrigins: [uploadOriginOf(csp)], upgradeInsecureRequests: false });
    for (const [name, value] of Object.entries(expected)) expect(response.headers.get(name), name).toBe(value);
  });

  it('answers /media with the media headers instead: nosniff and a sandbox with nothing allowed', async () => {
    const response = await api('/media/listing-images/none/missing.png');
    await response.arrayBuffer();
    expect(response.status).toBe(404);
    for (const [name, value] of Object.entries(mediaSecurityHeaders())) expect(response.headers.get(name), name).toBe(value);
  });

  it('answers a 404 for a missing file and for an unknown API route, with the headers', async () => {
    for (const path of ['/assets/missing-file.js', '/api/no-such-route']) {
      const response = await api(path);
      await response.arrayBuffer();
      expect(response.status, path).toBe(404);
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }
  });

  it('uses the strict CSP: scripts and styles from the site only', async () => {
    const response = await api('/');
    await response.arrayBuffer();
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toBe(contentSecurityPolicy({ uploadOrigins: [uploadOriginOf(csp)], upgradeInsecureRequests: false }));
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self';");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('serves an SPA shell the strict CSP allows: module scripts by src, no inline script, style or handler', async () => {
    const response = await api('/');
    const html = await response.text();
    if (response.status === 503) return; // The site is not built here; the browser tests build it.
    expect(response.status).toBe(200);
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/assets\//);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/<style\b|\sstyle="|\son[a-z]+=|javascript:/i);
  });

  it("keeps inline styles for the gateway's own tool pages only (they do not exist in AWS)", async () => {
    const response = await api('/dev/outbox');
    await response.arrayBuffer();
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toBe(
      contentSecurityPolicy({ uploadOrigins: [uploadOriginOf(csp)], upgradeInsecureRequests: false, allowInlineStyles: true }),
    );
    expect(csp).toContain("script-src 'self';");
  });
});
