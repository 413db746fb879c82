// No secret in the SPA bundle: everything under frontend/dist is public (CloudFront serves it to
// anyone), so no asset may carry a Stripe secret or restricted key, a webhook signing secret, an AWS
// access key, a private key, or the local payment sandbox's webhook secret. `npm test` builds the
// SPA before the vitest projects run; when dist is missing (a lone `vitest run --project infra`)
// the test builds it with Vite's API.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'frontend/dist');

const SECRET_PATTERNS: { name: string; pattern: RegExp }[] = [
  { name: 'Stripe live secret key', pattern: /sk_live_[0-9A-Za-z]{8,}/ },
  { name: 'Stripe test secret key', pattern: /sk_test_[0-9A-Za-z]{8,}/ },
  { name: 'Stripe restricted key', pattern: /rk_(?:live|test)_[0-9A-Za-z]{8,}/ },
  { name: 'Stripe webhook secret', pattern: /whsec_[0-9A-Za-z_]{8,}/ },
  { name: 'AWS access key id', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/ },
  { name: 'private key', pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----/ },
  { name: 'PEM block', pattern: /-----BEGIN / },
];

/** The sandbox's webhook secrets of local data folders on this machine (`npm start` keeps one in .local). */
function localWebhookSecrets(): string[] {
  const secrets: string[] = [];
  for (const file of [path.join(root, '.local/payment-sandbox.json')]) {
    if (!existsSync(file)) continue;
    const secret = (JSON.parse(readFileSync(file, 'utf8')) as { webhookSecret?: string }).webhookSecret;
    if (secret) secrets.push(secret);
  }
  for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']) {
    const value = process.env[name];
    if (value && value.length >= 8) secrets.push(value);
  }
  return secrets;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

describe('the SPA bundle', () => {
  beforeAll(async () => {
    if (existsSync(path.join(dist, 'index.html'))) return;
    const { build } = await import('vite');
    await build({ configFile: path.join(root, 'frontend/vite.config.ts'), logLevel: 'warn' });
  }, 180_000);

  it('carries no secret-shaped string in any asset', () => {
    const files = filesUnder(dist);
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
    const literals = localWebhookSecrets();
    const hits: string[] = [];
    for (const file of files) {
      const text = readFileSync(file).toString('latin1');
      const name = path.relative(root, file);
      for (const { name: kind, pattern } of SECRET_PATTERNS) {
        const match = pattern.exec(text);
        if (match) hits.push(`${name}: ${kind} (${match[0].slice(0, 12)}...)`);
      }
      for (const literal of literals) {
        if (text.includes(literal)) hits.push(`${name}: a local secret value (${literal.slice(0, 12)}...)`);
      }
    }
    console.log(`secret scan: ${files.length} assets in frontend/dist, ${SECRET_PATTERNS.length} patterns, ${literals.length} local secret values, ${hits.length} hits`);
    expect(hits).toEqual([]);
  });
});
