// The local gateway answers only the names it is reached by on this machine, and its tools that
// change state (/dev/*, the payment sandbox's form) only requests from its own pages or from no
// page at all (a terminal, a test). Any web page can make the developer's browser send requests
// to localhost: a cross-site form post to /dev/sms texted from the developer's stack, and a
// hostile name re-pointed at 127.0.0.1 (DNS rebinding) read /dev/outbox.json as its own origin.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { stackUrl } from '../support/stack-client';
import { send } from './loopback-client';
import { outbox } from './rentals-support';

const port = () => new URL(stackUrl()).port;
const get = (host: string, pathname: string) => send('127.0.0.1', 'GET', pathname, undefined, { host });

/** A number no other test texts from. */
const newPhone = () => `+1614${String(Math.floor(2_000_000 + Math.random() * 7_999_999))}`;
const textFrom = (from: string, headers: Record<string, string> = {}) =>
  send('127.0.0.1', 'POST', '/dev/sms', JSON.stringify({ from, text: 'HELP' }), { host: `localhost:${port()}`, ...headers });
const textsTo = async (phone: string) => (await outbox()).filter((entry) => entry.channel === 'sms' && entry.to === phone);

describe('Host allow-list', () => {
  it.each(['evil.example', 'evil.example:PORT', 'localhost.evil.example:PORT', '127.0.0.1.nip.io:PORT'])('refuses Host %s with 421 before serving anything', async (host) => {
    const hostHeader = host.replace('PORT', port());
    for (const pathname of ['/config.json', '/dev/outbox.json', '/api/search?zipCode=43215', '/', '/sandbox/checkout/cs_x']) {
      const answer = await get(hostHeader, pathname);
      expect(answer.status, `${hostHeader} ${pathname}`).toBe(421);
      expect(answer.text).not.toContain('evil.example');
      expect(answer.text).not.toContain('cognito');
    }
  });

  it('the upload front answers its own names only, too', async () => {
    const s3 = new URL(inject('s3Endpoint'));
    const atS3 = (host: string) => send('127.0.0.1', 'GET', '/local-marketplace-uploads/media/x', undefined, { host }, Number(s3.port));
    const rebound = await atS3(`evil.example:${s3.port}`);
    expect(rebound.status).toBe(421);
    expect(rebound.text).toContain('<Code>MisdirectedRequest</Code>');
    // Its own name reaches S3's checks: an unsigned read is denied as S3 denies it.
    const own = await atS3(`127.0.0.1:${s3.port}`);
    expect(own.status).toBe(403);
    expect(own.text).toContain('<Code>AccessDenied</Code>');
  });

  it('refuses an allowed name on another port than the gateway\'s', async () => {
    const other = String(Number(port()) + 1);
    expect((await get(`localhost:${other}`, '/config.json')).status).toBe(421);
  });

  it.each(['localhost', '127.0.0.1', '[::1]'])('serves %s, with the runtime config on that same origin', async (name) => {
    const origin = `http://${name}:${port()}`;
    const answer = await get(`${name}:${port()}`, '/config.json');
    expect(answer.status).toBe(200);
    expect((JSON.parse(answer.text) as { cognitoEndpoint: string }).cognitoEndpoint).toBe(`${origin}/cognito`);
    expect((await get(`${name}:${port()}`, '/dev/outbox.json')).status).toBe(200);
  });
});

describe('state-changing /dev tools and the payment form take only same-origin or page-less requests', () => {
  it.each([
    ['a foreign Origin', { origin: 'http://evil.example' }],
    ['another port of localhost', { origin: 'http://localhost:1' }],
    ['the other loopback name', { origin: 'http://127.0.0.1:PORT' }],
    ['an opaque Origin (a sandboxed frame)', { origin: 'null' }],
    ['no Origin, Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['no Origin, Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
  ])('POST /dev/sms with %s: 403 and nothing texted', async (_name, headers) => {
    const phone = newPhone();
    const answer = await textFrom(phone, Object.fromEntries(Object.entries(headers).map(([key, value]) => [key, value.replace('PORT', port())])));
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.text)).toEqual({ message: expect.stringMatching(/\S/) });
    expect(await textsTo(phone)).toEqual([]);
  });

  it('POST /dev/sms from its own page (same Origin) and from a terminal (no Origin) is delivered', async () => {
    const fromPage = newPhone();
    const samePage = await textFrom(fromPage, { origin: `http://localhost:${port()}`, 'sec-fetch-site': 'same-origin' });
    expect(samePage.status, samePage.text).toBe(200);
    expect((JSON.parse(samePage.text) as { replies: string[] }).replies.length).toBeGreaterThan(0);
    const fromTerminal = newPhone();
    expect((await textFrom(fromTerminal)).status).toBe(200);
    expect(await textsTo(fromTerminal)).not.toEqual([]);
  });

  it('npm run sms still texts the stack', async () => {
    const phone = newPhone();
    const output = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, '../../scripts/sms.ts'), phone, 'HELP'], {
        env: { ...process.env, SMS_GATEWAY_URL: stackUrl() },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });
    expect(output.code, output.stderr).toBe(0);
    expect(output.stdout).toContain(`> ${phone}: HELP`);
    expect(output.stdout).toMatch(/^< \S/m);
  }, 60_000);

  it('POST /dev/functions/availability-sweep: 403 cross-site, run from a terminal or its own origin', async () => {
    const sweep = (headers: Record<string, string>) => send('127.0.0.1', 'POST', '/dev/functions/availability-sweep', undefined, { host: `127.0.0.1:${port()}`, ...headers });
    expect((await sweep({ origin: 'http://evil.example' })).status).toBe(403);
    expect((await sweep({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    const own = await sweep({ origin: `http://127.0.0.1:${port()}` });
    expect(own.status, own.text).toBe(200);
    expect(JSON.parse(own.text)).toEqual({ ran: 'availability-sweep' });
    expect((await sweep({})).status).toBe(200);
  });

  it('DELETE /dev/dynamodb-requests and the payment form refuse a foreign Origin too', async () => {
    const host = `localhost:${port()}`;
    expect((await send('127.0.0.1', 'DELETE', '/dev/dynamodb-requests', undefined, { host, origin: 'http://evil.example' })).status).toBe(403);
    const pay = await send('127.0.0.1', 'POST', '/sandbox/checkout/cs_local_missing/pay', 'cardNumber=4242424242424242', {
      host,
      origin: 'http://evil.example',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(pay.status).toBe(403);
  });
});
