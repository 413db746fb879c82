import { describe, expect, it } from 'vitest';
import { allowedHostNames, isAllowedHost, siteOriginsOf } from './allowed-hosts';

describe('the local stack\'s host names', () => {
  const names = allowedHostNames({});

  it('are the loopback names on the port the server listens on', () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'LOCALHOST:3000']) expect(isAllowedHost(host, 3000, names), host).toBe(true);
    expect(isAllowedHost('localhost', 80, names)).toBe(true);
  });

  it('are nothing else: another name, another port, a look-alike, no Host at all', () => {
    for (const host of [undefined, '', 'evil.example:3000', 'evil.example', 'localhost:3001', 'localhost', 'localhost.:3000', 'localhost.evil.example:3000', '127.0.0.1.nip.io:3000', '[::2]:3000', 'localhost:3000:3000', '::1:3000', 'user@localhost:3000']) {
      expect(isAllowedHost(host, 3000, names), String(host)).toBe(false);
    }
  });

  it('take the names listed in LOCAL_ALLOWED_HOSTS, IPv6 addresses in brackets', () => {
    const listed = allowedHostNames({ LOCAL_ALLOWED_HOSTS: ' Dumpsters.Test , 192.168.1.20,fe80::1 ' });
    expect(listed).toEqual(['localhost', '127.0.0.1', '[::1]', 'dumpsters.test', '192.168.1.20', '[fe80::1]']);
    expect(isAllowedHost('dumpsters.test:3000', 3000, listed)).toBe(true);
    expect(isAllowedHost('[fe80::1]:3000', 3000, listed)).toBe(true);
    expect(isAllowedHost('dumpsters.test:3000', 3000, names)).toBe(false);
  });

  it('give the site one origin per name', () => {
    expect(siteOriginsOf(3000, names)).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']);
  });
});
