// Budget: a provider serving a national area saves in under 200 ms at p95, and search shows the
// save within 5 s locally. Saves write only the profile; the search index consumer, fed by the
// table's stream (the local stack's reader of DynamoDB Local's stream, as Lambda's event source
// mapping would feed it), rewrites the provider's "serves ZIP" items. Measured through the local
// gateway: each save changes the delivery fee, so every ZIP item's summary changes and all of them
// are rewritten; "in search" is from sending the save until the portal's search status says search
// has caught up (the consumer records it after the last item is written; polled every 25 ms), then
// checked by a search in a covered ZIP showing the new fee.
//
// Run alone: `npx tsx scripts/bench/national-save.ts` (a throwaway seeded stack); `npm run bench`
// runs it on the stack of its load phase and writes the figures to docs/PERFORMANCE.md.
import { fileURLToPath } from 'node:url';
import { killAllChildren } from '../local/child-process';
import { startLocalStack, type LocalStack } from '../local/local-stack';
import { signInTokens } from '../local/sign-in';
import { DEMO_PASSWORD } from '../seed/seed';
import { NATIONAL_PROVIDERS } from '../seed/sample-providers';
import { ms, summarize, type LatencySummary } from './stats';

/** Two primary ZIPs at 100 miles: New York to Philadelphia and around, over 2,000 ZIPs. */
const NATIONAL_AREA = { primaryZipCodes: ['10001', '19103'], serviceRadius: 100 };
/** A ZIP of that area far from the primary ones, searched to see the save arrive. */
const FAR_ZIP = '19103';

export interface NationalSaveResult {
  provider: string;
  zipCount: number;
  /** The pricing save through the gateway. */
  save: LatencySummary;
  /** From sending the save until every ZIP item carries it (the portal's search status). */
  converged: LatencySummary;
  /** The same save again with nothing changed: until the stream is drained (nothing to write). */
  unchangedConverged: LatencySummary;
}

interface SavedProfile {
  updatedAt: string;
  serviceableZipCodes: string[];
  pricing: { deliveryFeeCents: number; baseRatePerYardCents: number; swapFeeCents?: number; addOnPricesCents: Record<string, number>; sizes?: unknown };
  addOns: Record<string, boolean>;
}

export async function benchNationalProviderSave(stack: LocalStack, runs = 10): Promise<NationalSaveResult> {
  const sample = NATIONAL_PROVIDERS[0]!;
  const { accessToken } = await signInTokens(stack.url, sample.email, DEMO_PASSWORD, stack.userPool.userPoolClientId);
  const call = async (method: string, path: string, body?: unknown): Promise<SavedProfile> => {
    const response = await fetch(`${stack.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as SavedProfile;
  };
  const caughtUp = async () => {
    for (;;) {
      const status = (await (await fetch(`${stack.url}/api/provider/search-status`, { headers: { authorization: `Bearer ${accessToken}` } })).json()) as {
        updating: boolean;
      };
      if (!status.updating) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const farFee = async (): Promise<number | undefined> => {
    const answer = (await (await fetch(`${stack.url}/api/search?zipCode=${FAR_ZIP}&size=20`)).json()) as {
      providers: { businessName: string; quote: { deliveryFeeCents: number } }[];
    };
    return answer.providers.find((provider) => provider.businessName === sample.businessName)?.quote.deliveryFeeCents;
  };

  let profile = await call('GET', '/api/provider/profile');
  profile = await call('PUT', '/api/provider/service-areas', { ...NATIONAL_AREA, expectedUpdatedAt: profile.updatedAt });
  await stack.tableStream.drained();
  const zipCount = profile.serviceableZipCodes.length;

  const savePricing = (deliveryFeeCents: number) =>
    call('PUT', '/api/provider/pricing', {
      pricing: { ...profile.pricing, deliveryFeeCents },
      addOns: profile.addOns,
      expectedUpdatedAt: profile.updatedAt,
    });

  const saves: number[] = [];
  const converged: number[] = [];
  const unchanged: number[] = [];
  const firstFee = profile.pricing.deliveryFeeCents;
  // One unmeasured save first: the functions' and the consumer's first use (module load, connections).
  for (let run = -1; run < runs; run += 1) {
    const fee = firstFee + 100 * (run + 2);
    const started = performance.now();
    profile = await savePricing(fee);
    const saved = performance.now();
    await caughtUp();
    const inSearch = performance.now();
    if ((await farFee()) !== fee) throw new Error(`search did not show the delivery fee ${fee} once the search status said it had caught up`);
    await stack.tableStream.drained();
    if (run >= 0) {
      saves.push(saved - started);
      converged.push(inSearch - started);
    }
    // Saved again as it is: the stream carries the change, the consumer compares and writes nothing.
    const again = performance.now();
    profile = await savePricing(fee);
    await stack.tableStream.drained();
    if (run >= 0) unchanged.push(performance.now() - again);
  }
  const result = { provider: sample.businessName, zipCount, save: summarize(saves), converged: summarize(converged), unchangedConverged: summarize(unchanged) };
  console.log(
    `  ${result.provider}, ${zipCount} ZIPs: save p50 ${ms(result.save.p50)}, p95 ${ms(result.save.p95)}; ` +
      `in search p50 ${ms(result.converged.p50)}, p95 ${ms(result.converged.p95)}; unchanged save drained p95 ${ms(result.unchangedConverged.p95)}`,
  );
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  Object.assign(process.env, { POWERTOOLS_LOG_LEVEL: 'SILENT', API_VALIDATE_RESPONSES: 'false' });
  const stack = await startLocalStack({ port: 0 });
  try {
    await benchNationalProviderSave(stack, Number(process.env.RUNS ?? 10));
  } finally {
    await stack.stop();
    killAllChildren();
  }
  process.exit(0);
}
