// The post-deploy smoke test: read-only checks of a stage through its site URL, as a visitor's
// browser reaches it (CloudFront in AWS, the gateway locally; the API refuses calls that bypass
// CloudFront). Nothing is written: no sign-up, no booking. Every check gets its own time limit and
// ends in a row, so a stage that is down gives one failed row per check, never an exception.
// API paths and response schemas come from the contract (shared/contract), the runtime config's
// shape and the Cognito endpoint from the SPA's own modules, so the smoke test cannot drift from
// what the site actually calls.
import * as z from 'zod';
import { requestPath } from '../../frontend/src/lib/api/client';
import { cognitoEndpointOf, runtimeConfigSchema } from '../../frontend/src/lib/config';
import { contract } from '../../shared/contract/contract';
import { OHIO_PROVIDERS } from '../seed/sample-providers';
import { describeFailure, SmokeFailure } from './failure';
import { contractAnswer, expectStatus, get, successStatus } from './http';
import { securityHeaderProblems } from './security-headers';
import { siteSignIn } from './site-sign-in';

/** The demo provider's first ZIP: the local sample data serves it with listings. */
export const DEFAULT_SMOKE_ZIP = OHIO_PROVIDERS[0]!.zipCodes[0]!;

const DEFAULT_TIMEOUT_MS = 10_000;

/** frontend/index.html's mount point, which every shell of the SPA carries. */
const SPA_ROOT = '<div id="root"';

interface SmokeOptions {
  /** The site's base URL: the stage's SiteUrl output, or the local stack's address. */
  url: string;
  zip?: string;
  /** A user to sign in as; without one the sign-in row is skipped. */
  credentials?: { email: string; password: string };
  timeoutMs?: number;
}

export type SmokeResult = 'pass' | 'fail' | 'skipped';

export interface SmokeRow {
  check: string;
  result: SmokeResult;
  ms: number;
  detail: string;
}

interface Passed<T> {
  detail: string;
  value?: T;
}

/** A check's outcome as later checks need it: its value, or why there is none. */
type Step<T> = { row: SmokeRow; value?: T; reason?: string };

async function step<T>(check: string, timeoutMs: number, work: (signal: AbortSignal) => Promise<Passed<T>>): Promise<Step<T>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  // Work that ignores the signal (a body still streaming) cannot hold the row past its time.
  const timedOut = new Promise<never>((_resolve, reject) => controller.signal.addEventListener('abort', () => reject(new Error('timed out'))));
  try {
    const passed = await Promise.race([work(controller.signal), timedOut]);
    return { row: { check, result: 'pass', ms: ms(), detail: passed.detail }, value: passed.value };
  } catch (error) {
    const reason = controller.signal.aborted ? `no answer within ${timeoutMs} ms` : describeFailure(error);
    return { row: { check, result: 'fail', ms: ms(), detail: reason }, reason };
  } finally {
    clearTimeout(timer);
  }
}

/** The value an earlier check found, or a failure that names the earlier check's reason. */
function needs<T>(earlier: Step<T>, what: string): T {
  if (earlier.value === undefined) throw new SmokeFailure(`no ${what} (${earlier.reason ?? 'its check failed'})`);
  return earlier.value;
}

async function siteShell(site: string, path: string, signal: AbortSignal): Promise<void> {
  const response = await get(`${site}${path}`, signal, { accept: 'text/html' });
  await expectStatus(response, 200, path);
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('text/html')) throw new SmokeFailure(`${path} answered ${type || 'no content type'}, not HTML`);
  if (!(await response.text()).includes(SPA_ROOT)) throw new SmokeFailure(`${path} answered HTML without the SPA root (${SPA_ROOT}>)`);
}

/** The config the SPA reads, held to what a deployed one must name: the stage's user pool, client and region. */
const deployedConfigSchema = runtimeConfigSchema.extend({
  region: z.string().min(1),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
});
type DeployedConfig = z.output<typeof deployedConfigSchema>;

async function runtimeConfig(site: string, signal: AbortSignal): Promise<Passed<DeployedConfig>> {
  const response = await get(`${site}/config.json`, signal, { accept: 'application/json' });
  await expectStatus(response, 200, '/config.json');
  const config = await contractAnswer(response, deployedConfigSchema, '/config.json');
  const api = config.apiBaseUrl || 'same origin';
  return {
    detail: `stage ${config.stage}, API ${api}, pool ${config.userPoolId}, client ${config.userPoolClientId}, Cognito ${cognitoEndpointOf(config)}`,
    value: config,
  };
}

async function search(api: string, zipCode: string, signal: AbortSignal): Promise<Passed<{ listingId?: string }>> {
  const route = contract.searchProviders;
  const path = requestPath(route.path, { zipCode });
  const response = await get(`${api}${path}`, signal, { accept: 'application/json' });
  await expectStatus(response, successStatus(route), path);
  const answer = await contractAnswer(response, route.response, path);
  const listings = answer.providers.flatMap((provider) => provider.listings);
  return {
    detail: `${path}: ${answer.zip.city}, ${answer.zip.state}: ${answer.providers.length} providers, ${listings.length} listings`,
    value: { listingId: listings[0]?.listingId },
  };
}

async function listing(api: string, zipCode: string, found: { listingId?: string }, signal: AbortSignal): Promise<Passed<never>> {
  if (!found.listingId) throw new SmokeFailure(`the search for ZIP ${zipCode} found no listing to open (try --zip with a served ZIP)`);
  const route = contract.getListing;
  const path = requestPath(route.path, { listingId: found.listingId });
  const response = await get(`${api}${path}`, signal, { accept: 'application/json' });
  await expectStatus(response, successStatus(route), path);
  const answer = await contractAnswer(response, route.response, path);
  return { detail: `${path}: ${answer.listing.size}-yard ${answer.listing.type} of ${answer.provider.businessName}` };
}

async function zipLookup(api: string, zipCode: string, signal: AbortSignal): Promise<Passed<never>> {
  const route = contract.lookupZipCode;
  const path = requestPath(route.path, { zipCode });
  const response = await get(`${api}${path}`, signal, { accept: 'application/json' });
  await expectStatus(response, successStatus(route), path);
  const answer = await contractAnswer(response, route.response, path);
  return { detail: `${path}: ${answer.city}, ${answer.state}, ${answer.providerCount} providers` };
}

async function securityHeaders(site: string, api: string, zipCode: string, signal: AbortSignal): Promise<Passed<never>> {
  const targets = [
    ['shell', `${site}/`],
    ['API', `${api}${requestPath(contract.searchProviders.path, { zipCode })}`],
  ] as const;
  const problems: string[] = [];
  let https = true;
  for (const [label, url] of targets) {
    const response = await get(url, signal);
    await response.arrayBuffer();
    // Where the answer finally came from: CloudFront redirects http to https.
    const overHttps = new URL(response.url || url).protocol === 'https:';
    https &&= overHttps;
    problems.push(...securityHeaderProblems(response.headers, overHttps).map((problem) => `${label}: ${problem}`));
  }
  if (problems.length) throw new SmokeFailure(problems.join('; '));
  return { detail: `shell and API: ${https ? 'HSTS, ' : ''}CSP, nosniff, frame DENY, referrer policy${https ? '' : ' (HSTS is checked over https only)'}` };
}

/** A signed-in route of the contract: GET /api/me answers any signed-in user, whatever the role. */
const signedInRoute = contract.getMe;

async function anonymousRefused(api: string, signal: AbortSignal): Promise<Passed<never>> {
  const response = await get(`${api}${signedInRoute.path}`, signal, { accept: 'application/json' });
  await expectStatus(response, 401, `${signedInRoute.path} without a token`);
  await response.arrayBuffer();
  return { detail: `${signedInRoute.path} (${signedInRoute.policy}) without a token: 401` };
}

async function signIn(api: string, config: DeployedConfig, credentials: { email: string; password: string }, signal: AbortSignal): Promise<Passed<never>> {
  const accessToken = await siteSignIn(config, credentials, signal);
  const response = await get(`${api}${signedInRoute.path}`, signal, { accept: 'application/json', authorization: `Bearer ${accessToken}` });
  await expectStatus(response, successStatus(signedInRoute), `${signedInRoute.path} with the access token`);
  const me = await contractAnswer(response, signedInRoute.response, signedInRoute.path);
  return { detail: `${credentials.email} signed in with ${config.authFlow} (role ${me.role ?? 'none'}): ${signedInRoute.path} ${successStatus(signedInRoute)}` };
}

export async function runSmoke(options: SmokeOptions): Promise<SmokeRow[]> {
  const site = options.url.replace(/\/+$/, '');
  const zip = options.zip ?? DEFAULT_SMOKE_ZIP;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const rows: SmokeRow[] = [];
  const run = async <T>(check: string, work: (signal: AbortSignal) => Promise<Passed<T>>): Promise<Step<T>> => {
    const done = await step(check, timeoutMs, work);
    rows.push(done.row);
    return done;
  };

  const deepRoute = `/results?zipCode=${encodeURIComponent(zip)}`;
  await run('site shell', async (signal) => {
    await siteShell(site, '/', signal);
    await siteShell(site, deepRoute, signal);
    return { detail: `/ and ${deepRoute}: 200 HTML with the SPA root` };
  });
  const config = await run('runtime config', (signal) => runtimeConfig(site, signal));
  // As the SPA does: the config's API base, or the site's own origin (CloudFront routes /api/*).
  const api = config.value?.apiBaseUrl.replace(/\/+$/, '') || site;
  const found = await run('search by ZIP', (signal) => search(api, zip, signal));
  await run('listing detail', (signal) => listing(api, zip, needs(found, 'search answer to take a listing from'), signal));
  await run('ZIP lookup', (signal) => zipLookup(api, zip, signal));
  await run('security headers', (signal) => securityHeaders(site, api, zip, signal));
  await run('anonymous refused', (signal) => anonymousRefused(api, signal));
  const { credentials } = options;
  if (credentials) await run('sign-in', (signal) => signIn(api, needs(config, 'runtime config to sign in with'), credentials, signal));
  else rows.push({ check: 'sign-in', result: 'skipped', ms: 0, detail: 'set SMOKE_EMAIL and SMOKE_PASSWORD to sign in' });
  return rows;
}
