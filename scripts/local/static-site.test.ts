import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticSite } from './static-site';

const root = mkdtempSync(path.join(tmpdir(), 'site-'));
mkdirSync(path.join(root, 'assets'));
writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
writeFileSync(path.join(root, 'dumpster.html'), '<!doctype html><title>listing shell</title>');
writeFileSync(path.join(root, 'assets/app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
const site = createStaticSite(root);
const server = createServer((request, response) => site.serve(request, response, new URL(request.url!, 'http://x').pathname));
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('static site', () => {
  it('answers client-side routes with index.html, never cached', async () => {
    const response = await fetch(`${base}/results?zipCode=43215`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>app</title>');
  });

  it('answers a route with its own shell (a listing) with that shell, and a route whose shell is not built with index.html', async () => {
    expect(await (await fetch(`${base}/dumpster/abc`)).text()).toContain('listing shell');
    // results.html is not in this site: the generic shell still works.
    expect(await (await fetch(`${base}/results`)).text()).toContain('<title>app</title>');
  });

  it('serves hashed assets gzipped and cached for a year', async () => {
    const response = await fetch(`${base}/assets/app-abc123.js`);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toContain('console.log');
  });

  it('answers 404 for a missing file and never leaves the site folder', async () => {
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
    const escaped = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
    expect(await escaped.text()).not.toContain('root:');
  });
});
