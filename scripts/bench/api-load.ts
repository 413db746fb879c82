// Budget: the local gateway under sustained load answers with zero errors. Three scenarios, each
// on its own: provider search, listing detail, and a signed-in read with a real token from the
// local Cognito emulator. Requests/s, p50 and p99 reported.
import autocannon from 'autocannon';
import { signInTokens } from '../local/sign-in';
import type { LocalStack } from '../local/local-stack';
import { DEMO_SIGN_INS } from '../seed/seed';

export interface LoadScenarioResult {
  name: string;
  path: string;
  connections: number;
  durationSeconds: number;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** A listing the seeded marketplace shows in its first search. */
export async function seededListingId(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/search?zipCode=43215&size=20`);
  const body = (await response.json()) as { providers: { listings: { listingId: string }[] }[] };
  const listing = body.providers.flatMap((provider) => provider.listings)[0];
  if (!listing) throw new Error('the seeded search for 43215 shows no listing');
  return listing.listingId;
}

/** Signs the demo customer in through the gateway's Cognito endpoint, as the local SPA does. */
async function customerAccessToken(stack: LocalStack): Promise<string> {
  const customer = DEMO_SIGN_INS.find((signIn) => signIn.role === 'customer')!;
  return (await signInTokens(stack.url, customer.email, customer.password, stack.userPool.userPoolClientId)).accessToken;
}

async function run(name: string, url: string, path: string, headers: Record<string, string>, durationSeconds: number, connections: number): Promise<LoadScenarioResult> {
  const result = await autocannon({ url, connections, duration: durationSeconds, requests: [{ method: 'GET', path, headers }] });
  const row = {
    name,
    path,
    connections,
    durationSeconds,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
  console.log(`  ${name}: ${row.requestsPerSecond.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.errors} errors, ${row.non2xx} non-2xx`);
  return row;
}

export async function benchApiLoad(stack: LocalStack, durationSeconds = 15, connections = 10): Promise<LoadScenarioResult[]> {
  const listingId = await seededListingId(stack.url);
  const token = await customerAccessToken(stack);
  // Sanity: every scenario answers 200 once before it is loaded.
  const scenarios: { name: string; path: string; headers: Record<string, string> }[] = [
    { name: 'Provider search', path: '/api/search?zipCode=43215&size=20', headers: {} },
    { name: 'Listing detail', path: `/api/listings/${listingId}`, headers: {} },
    { name: 'Signed-in read (customer rentals)', path: '/api/customer/rentals', headers: { authorization: `Bearer ${token}` } },
  ];
  const results: LoadScenarioResult[] = [];
  for (const scenario of scenarios) {
    const probe = await fetch(`${stack.url}${scenario.path}`, { headers: scenario.headers });
    if (!probe.ok) throw new Error(`${scenario.path} answered ${probe.status} before the load`);
    results.push(await run(scenario.name, stack.url, scenario.path, scenario.headers, durationSeconds, connections));
  }
  return results;
}
