import { describe, expect, it } from 'vitest';
import { isCrossSiteToolRequest } from './same-origin-tools';

const OWN = 'http://localhost:3000';

describe('requests to the local tools that change state', () => {
  it('are refused from another page: a foreign or opaque Origin, or Sec-Fetch-Site naming another site', () => {
    for (const headers of [{ origin: 'http://evil.example' }, { origin: 'http://127.0.0.1:3000' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }]) {
      expect(isCrossSiteToolRequest('POST', '/dev/sms', headers, OWN), JSON.stringify(headers)).toBe(true);
    }
    expect(isCrossSiteToolRequest('DELETE', '/dev/dynamodb-requests', { origin: 'http://evil.example' }, OWN)).toBe(true);
    expect(isCrossSiteToolRequest('POST', '/sandbox/checkout/cs_1/pay', { origin: 'http://evil.example' }, OWN)).toBe(true);
  });

  it('are taken from the gateway\'s own pages and from no page at all (a terminal, a test)', () => {
    for (const headers of [{ origin: OWN }, { origin: OWN, 'sec-fetch-site': 'same-origin' }, {}, { 'sec-fetch-site': 'none' }, { 'sec-fetch-mode': 'cors' }]) {
      expect(isCrossSiteToolRequest('POST', '/dev/sms', headers, OWN), JSON.stringify(headers)).toBe(false);
    }
  });

  it('leave reads and the API alone', () => {
    expect(isCrossSiteToolRequest('GET', '/dev/sms', { origin: 'http://evil.example' }, OWN)).toBe(false);
    expect(isCrossSiteToolRequest('POST', '/api/support-tickets', { origin: 'http://evil.example' }, OWN)).toBe(false);
  });
});
