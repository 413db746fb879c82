import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../../shared/abuse-limits';
import { clientIpOf, counterKey, fixedWindow, ipOfViewerAddress, RATE_LIMIT_KEY_PREFIX, retryAfterSeconds } from './window';
import { rateLimitSettingsFrom } from './settings';

const at = (iso: string) => new Date(iso);

describe('fixed windows', () => {
  it('aligns windows to the clock and ends them windowSeconds later', () => {
    const window = fixedWindow(at('2026-03-01T10:59:59.900Z'), 3600);
    expect(new Date(window.startSeconds * 1000).toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(window.endSeconds - window.startSeconds).toBe(3600);
    expect(fixedWindow(at('2026-03-01T11:00:00.000Z'), 3600).startSeconds).toBe(window.endSeconds);
  });

  it('gives every moment of a window the same window', () => {
    const first = fixedWindow(at('2026-03-01T10:15:00.000Z'), 900);
    expect(fixedWindow(at('2026-03-01T10:29:59.999Z'), 900)).toEqual(first);
  });

  it('announces the seconds left in the window as Retry-After, at least 1', () => {
    const now = at('2026-03-01T10:45:00.250Z');
    expect(retryAfterSeconds(fixedWindow(now, 3600), now)).toBe(900);
    const last = at('2026-03-01T10:59:59.999Z');
    expect(retryAfterSeconds(fixedWindow(last, 3600), last)).toBe(1);
  });

  it('refuses a window that is not a positive whole number of seconds', () => {
    expect(() => fixedWindow(new Date(), 0)).toThrow();
    expect(() => fixedWindow(new Date(), 1.5)).toThrow();
  });
});

describe('counter keys', () => {
  it('keys a counter by limit, client and window, under a prefix no entity uses', () => {
    const window = fixedWindow(at('2026-03-01T10:00:00Z'), 3600);
    const key = counterKey(RATE_LIMITS.providerRequests, 'ip:203.0.113.7', window);
    expect(key).toEqual({ pk: '$ratelimit#provider-requests#ip%3A203.0.113.7', sk: `window#${window.startSeconds}` });
    expect(key.pk.startsWith(RATE_LIMIT_KEY_PREFIX)).toBe(true);
    // Entity keys start with the service name.
    expect(key.pk.startsWith('$marketplace')).toBe(false);
  });

  it('never lets an identity reach into another limit or window', () => {
    const window = fixedWindow(at('2026-03-01T10:00:00Z'), 3600);
    expect(counterKey(RATE_LIMITS.supportTickets, 'a#b', window).pk).toBe('$ratelimit#support-tickets#a%23b');
  });

  it('gives every limit its own counter name', () => {
    const names = Object.values(RATE_LIMITS).map((limit) => limit.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('client identity', () => {
  const event = (sourceIp: string, headers: Record<string, string> = {}) =>
    ({ headers, requestContext: { http: { sourceIp } } }) as unknown as APIGatewayProxyEventV2;

  it("is API Gateway's source IP", () => {
    expect(clientIpOf(event('198.51.100.4', { 'cloudfront-viewer-address': '203.0.113.7:443' }))).toBe('198.51.100.4');
  });

  it('is the viewer address header when the deployment names one (behind CloudFront)', () => {
    expect(clientIpOf(event('198.51.100.4', { 'cloudfront-viewer-address': '203.0.113.7:46532' }), 'cloudfront-viewer-address')).toBe('203.0.113.7');
    expect(clientIpOf(event('198.51.100.4'), 'cloudfront-viewer-address')).toBe('198.51.100.4');
  });

  it('reads IPv4 and IPv6 viewer addresses with their ports', () => {
    expect(ipOfViewerAddress('203.0.113.7:46532')).toBe('203.0.113.7');
    expect(ipOfViewerAddress('2001:db8::1:46532')).toBe('2001:db8::1');
    expect(ipOfViewerAddress('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(ipOfViewerAddress('203.0.113.7')).toBe('203.0.113.7');
  });

  it('reads exempt IPs and the viewer header from the environment', () => {
    expect(rateLimitSettingsFrom({})).toEqual({ exemptIps: new Set() });
    expect(rateLimitSettingsFrom({ RATE_LIMIT_EXEMPT_IPS: ' 127.0.0.1, ::1 ,', RATE_LIMIT_VIEWER_ADDRESS_HEADER: 'CloudFront-Viewer-Address' })).toEqual({
      exemptIps: new Set(['127.0.0.1', '::1']),
      viewerAddressHeader: 'cloudfront-viewer-address',
    });
  });
});
