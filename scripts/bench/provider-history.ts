// Budget: what a provider's portal and financials cost does not grow with their history. Three
// providers doing the same business (500 rentals a year) for a week, two years and ten years: 10,
// 1,000 and 5,000 rentals (with invoices and expenses in proportion, provider-history-books.ts);
// and, reported beside them, one five times busier (5,000 rentals in two years). Written straight into the table and their tallies rebuilt
// as the maintenance script does; then each endpoint of the portal dashboard, rental requests,
// financial dashboard, invoices and reports is called through the local gateway with the provider's
// own access token: latency, the DynamoDB read units each request consumed (from the stack's
// request log, which asks DynamoDB Local for every read's consumed capacity) and the answer's size.
// Run alone: `npx tsx scripts/bench/provider-history.ts` (prints the section, writes nothing).
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { pathToFileURL } from 'node:url';
import { rebuildTallies } from '../../functions/financials/tallies/rebuild-tallies';
import { createStore, type Store } from '../../functions/platform/data/store';
import { REPORT_TYPES } from '../../shared/schemas/financial-constants';
import type { ProviderProfile } from '../../shared/schemas/provider';
import { killAllChildren } from '../local/child-process';
import { cognitoSeedUsers } from '../local/cognito-local';
import { startLocalStack, type LocalStack } from '../local/local-stack';
import { signInTokens } from '../local/sign-in';
import { kb, table, verdict } from './format';
import { endpointVerdict, median, P95_GROWTH_BUDGET, READ_UNITS_GROWTH_BUDGET, readsOf, readUnitsOf, RESPONSE_BYTES_BUDGET, type EndpointFigures } from './provider-history-budget';
import { providerBooks, RENTED_SIZES } from './provider-history-books';
import { syntheticProvider } from './search-by-zip';
import { summarize, ms } from './stats';

/** The pace every budgeted history is written at: about ten rentals a week. */
const RENTALS_PER_YEAR = 500;
/** Rentals of the budgeted histories: a week, two years and ten years at that pace. */
const HISTORY_SIZES = [10, 1_000, 5_000] as const;
/** Reported beside the budgets: the largest history written in two years, five times the pace. */
const BUSIER = { rentals: 5_000, days: 730 } as const;
const daysOf = (rentals: number) => (rentals / RENTALS_PER_YEAR) * 365;
const HISTORY_SAMPLES = 200;
const HISTORY_WARMUPS = 5;
/** Batch writes in flight while loading (the data layer splits each put into batches of 25). */
const WRITE_CONCURRENCY = 8;
const PASSWORD = 'bench-Passw0rd!';


interface HistoryEndpoint {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

const HISTORY_ENDPOINTS: readonly HistoryEndpoint[] = [
  { name: 'Portal dashboard (month)', method: 'GET', path: '/api/provider/dashboard?period=month' },
  { name: 'Portal dashboard (year)', method: 'GET', path: '/api/provider/dashboard?period=year' },
  { name: 'Rental requests, first page', method: 'GET', path: '/api/provider/rentals' },
  { name: 'Financial dashboard (year)', method: 'GET', path: '/api/provider/financials?period=year' },
  { name: 'Invoices, first page', method: 'GET', path: '/api/provider/invoices' },
  { name: 'Expenses, first page', method: 'GET', path: '/api/provider/expenses' },
  ...REPORT_TYPES.map((type) => ({ name: `Report ${type} (year)`, method: 'POST' as const, path: '/api/provider/reports', body: { type, period: 'year' } })),
];

interface HistoryProvider {
  rentals: number;
  days: number;
  invoices: number;
  expenses: number;
  providerId: string;
  token: string;
  loadSeconds: number;
  rebuildSeconds: number;
}

interface ProviderHistoryRow {
  endpoint: string;
  method: string;
  path: string;
  /** One per size of HISTORY_SIZES, in order. */
  figures: EndpointFigures[];
  /** The busier provider's (BUSIER). */
  busier: EndpointFigures;
}

export interface ProviderHistoryResult {
  providers: Omit<HistoryProvider, 'token' | 'providerId'>[];
  rows: ProviderHistoryRow[];
  samples: number;
  warmups: number;
  seconds: number;
}

/**
 * Dumpsters per size for a provider with `rentals` week-long rentals over `days` days: a quarter
 * more than the rentals out on an average day need, so the open rentals fit the fleet as they would.
 */
function fleetFor(rentals: number, days: number, inventory: ProviderProfile['dumpsterInventory']): ProviderProfile['dumpsterInventory'] {
  const perSize = Math.max(1, Math.ceil(((rentals * 7) / days / RENTED_SIZES.length) * 1.25));
  return Object.fromEntries(Object.keys(inventory).map((key) => [key, RENTED_SIZES.some((size) => key === `yard${size}`) ? perSize : 0])) as ProviderProfile['dumpsterInventory'];
}

/** A provider with a sign-in of their own, `rentals` rentals over `days` days to `now` and their tallies rebuilt. */
async function historyProvider(stack: LocalStack, store: Store, rentals: number, days: number, now: Date): Promise<HistoryProvider> {
  const email = `history-${rentals}-${Math.round(days)}@bench.example.com`;
  const providerId = await cognitoSeedUsers(stack.endpoints.cognito, stack.userPool.userPoolId).createUser({ email, password: PASSWORD, name: `History ${rentals}`, group: 'provider' });
  const zipCodes = Array.from({ length: 30 }, (_, index) => String(43_201 + index));
  const synthetic = syntheticProvider(rentals, { zipCodes, radiusMiles: 20 }, now.toISOString());
  const profile = { ...synthetic, providerId, email, dumpsterInventory: fleetFor(rentals, days, synthetic.dumpsterInventory) };
  const books = providerBooks(providerId, rentals, now, days);
  const loadStarted = Date.now();
  await store.entities.providerProfile.put(profile).go();
  const written = await Promise.all([
    store.entities.rental.put(books.rentals).go({ concurrency: WRITE_CONCURRENCY }),
    store.entities.invoice.put(books.invoices).go({ concurrency: WRITE_CONCURRENCY }),
    store.entities.expense.put(books.expenses).go({ concurrency: WRITE_CONCURRENCY }),
  ]);
  if (written.some((result) => result.unprocessed.length > 0)) throw new Error('unprocessed history writes');
  const loadSeconds = (Date.now() - loadStarted) / 1000;
  const rebuildStarted = Date.now();
  // Written straight into the table: their tallies, billing counts and schedules come from the rebuild.
  await rebuildTallies(store, providerId);
  const rebuildSeconds = (Date.now() - rebuildStarted) / 1000;
  const token = (await signInTokens(stack.url, email, PASSWORD, stack.userPool.userPoolClientId)).accessToken;
  console.log(`  ${rentals} rentals over ${Math.round(days)} days, ${books.invoices.length} invoices, ${books.expenses.length} expenses written in ${loadSeconds.toFixed(1)} s, tallies rebuilt in ${rebuildSeconds.toFixed(1)} s`);
  return { rentals, days, invoices: books.invoices.length, expenses: books.expenses.length, providerId, token, loadSeconds, rebuildSeconds };
}

/**
 * Latency, read units and answer size of one endpoint for each provider, one request at a time,
 * the providers taken in turn for every sample: whatever drifts over the run (the process's heap,
 * the machine's other work) lands on every provider alike, not on whichever was measured last.
 */
async function measureEndpoint(stack: LocalStack, endpoint: HistoryEndpoint, tokens: readonly string[], samples: number, warmups: number): Promise<EndpointFigures[]> {
  const log = stack.dynamoDbRequestLog!;
  const init = (token: string): RequestInit => ({
    method: endpoint.method,
    headers: { authorization: `Bearer ${token}`, ...(endpoint.body ? { 'content-type': 'application/json' } : {}) },
    ...(endpoint.body ? { body: JSON.stringify(endpoint.body) } : {}),
  });
  const figures = tokens.map(() => ({ durations: [] as number[], units: [] as number[], bytes: 0, reads: '' }));
  for (let i = 0; i < warmups + samples; i++) {
    for (const [index, token] of tokens.entries()) {
      log.clear();
      const started = performance.now();
      const response = await fetch(`${stack.url}${endpoint.path}`, init(token));
      const body = await response.arrayBuffer();
      const duration = performance.now() - started;
      if (!response.ok) throw new Error(`${endpoint.method} ${endpoint.path} answered ${response.status}: ${Buffer.from(body).toString('utf8').slice(0, 300)}`);
      if (i < warmups) continue;
      const entries = log.entries();
      const figure = figures[index]!;
      figure.durations.push(duration);
      figure.units.push(readUnitsOf(entries));
      figure.bytes = Math.max(figure.bytes, body.byteLength);
      figure.reads ||= readsOf(entries);
    }
  }
  return figures.map((figure) => ({ latency: summarize(figure.durations), readUnits: median(figure.units), bytes: figure.bytes, reads: figure.reads }));
}

export async function benchProviderHistory(samples = HISTORY_SAMPLES, warmups = HISTORY_WARMUPS): Promise<ProviderHistoryResult> {
  const started = Date.now();
  const stack = await startLocalStack({ port: 0, seed: false, recordDynamoDbRequests: true, recordConsumedCapacity: true });
  const client = new DynamoDBClient({ endpoint: stack.endpoints.dynamodb, maxAttempts: 10 });
  try {
    const store = createStore({ tableName: stack.tableName, client });
    const now = new Date();
    const providers: HistoryProvider[] = [];
    for (const rentals of HISTORY_SIZES) providers.push(await historyProvider(stack, store, rentals, daysOf(rentals), now));
    const busier = await historyProvider(stack, store, BUSIER.rentals, BUSIER.days, now);
    const rows: ProviderHistoryRow[] = [];
    const line = (label: string | number, row: EndpointFigures) => `${label} p50 ${ms(row.latency.p50)} p95 ${ms(row.latency.p95)} ${row.readUnits} RU ${kb(row.bytes)}`;
    for (const endpoint of HISTORY_ENDPOINTS) {
      const measured = await measureEndpoint(stack, endpoint, [...providers, busier].map((provider) => provider.token), samples, warmups);
      const figures = measured.slice(0, providers.length);
      const busierFigures = measured[providers.length]!;
      console.log(`  ${endpoint.name}: ${figures.map((row, i) => line(HISTORY_SIZES[i], row)).join(' | ')} | ${line('busier', busierFigures)}`);
      rows.push({ endpoint: endpoint.name, method: endpoint.method, path: endpoint.path, figures, busier: busierFigures });
    }
    return {
      providers: [...providers, busier].map(({ token: _token, providerId: _providerId, ...rest }) => rest),
      rows,
      samples,
      warmups,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    client.destroy();
    await stack.stop();
    killAllChildren();
  }
}

const n = (value: number) => value.toLocaleString('en-US');
const units = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
const growth = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}x` : 'from 0');

/** The budget rows this section adds to the summary table. */
export function providerHistorySummary(result: ProviderHistoryResult): string[][] {
  const verdicts = result.rows.map((row) => ({ row, verdict: endpointVerdict(row.figures) }));
  const worst = <T>(values: T[], by: (value: T) => number) => values.reduce((a, b) => (by(b) > by(a) ? b : a));
  const p95 = worst(verdicts, (entry) => entry.verdict.p95Growth);
  const readUnits = worst(verdicts, (entry) => entry.verdict.readUnitsGrowth);
  const bytes = worst(verdicts, (entry) => entry.verdict.largestBytes);
  const sizes = `${n(HISTORY_SIZES[0])} to ${n(HISTORY_SIZES[HISTORY_SIZES.length - 1])} rentals`;
  return [
    [`Provider history: every portal and financials endpoint's p95 within ${P95_GROWTH_BUDGET}x from ${sizes}`, `worst ${growth(p95.verdict.p95Growth)} (${p95.row.endpoint})`, verdict(verdicts.every((entry) => entry.verdict.p95Ok))],
    [`Provider history: read units flat (within ${READ_UNITS_GROWTH_BUDGET}x from ${n(HISTORY_SIZES[1])} to ${n(HISTORY_SIZES[HISTORY_SIZES.length - 1])} rentals)`, `worst ${growth(readUnits.verdict.readUnitsGrowth)} (${readUnits.row.endpoint})`, verdict(verdicts.every((entry) => entry.verdict.readUnitsOk))],
    [`Provider history: no answer over ${kb(RESPONSE_BYTES_BUDGET)}`, `largest ${kb(bytes.verdict.largestBytes)} (${bytes.row.endpoint})`, verdict(verdicts.every((entry) => entry.verdict.bytesOk))],
  ];
}

/** The "Provider history" section of docs/PERFORMANCE.md. */
export function providerHistorySection(result: ProviderHistoryResult): string {
  const sizeHeaders = (label: string) => HISTORY_SIZES.map((size) => `${label} ${n(size)}`);
  return `## Provider history

Three providers doing the same business, about ${RENTALS_PER_YEAR} rentals a year, for different lengths of time: ${result.providers.slice(0, HISTORY_SIZES.length).map((provider) => `${n(provider.rentals)} rentals over ${n(Math.round(provider.days))} days (${n(provider.invoices)} invoices, ${n(provider.expenses)} expenses)`).join('; ')}. The budgets compare them: what a request costs must not grow with the history behind the period it asks for. A fourth provider, five times busier (${n(BUSIER.rentals)} rentals in ${n(BUSIER.days)} days), is measured beside them and reported without a budget of its own: its periods hold five times the business, so what it reads grows with the period's business (bounded, below), not with its history. The rentals are mostly completed or cancelled, the last three weeks' requests pending, approved or active; about 60% paid marketplace bookings (cancelled ones refunded), the rest rent requests, most invoices billing a finished rent request (paid, unpaid, some past due, a few drafts and cancelled), expenses over every category with up to 12 monthly recurring ones (scripts/bench/provider-history-books.ts). Each provider's fleet is sized to its pace (a quarter more dumpsters than its rentals out on an average day), so its approved and active rentals fit it as they would. They are written straight into the table with batch writes, then each provider's tallies rebuilt from the items (\`rebuildTallies\`, as scripts/maintenance/rebuild-books.ts does; load and rebuild: ${result.providers.map((provider) => `${n(provider.rentals)} over ${n(Math.round(provider.days))} days: ${provider.loadSeconds.toFixed(0)} s + ${provider.rebuildSeconds.toFixed(0)} s`).join(', ')}). Each endpoint is called through the local gateway (a stack of its own, functions in process) with the provider's own access token from the local Cognito emulator, one request at a time, the four providers in turn for each sample (so whatever drifts over the run falls on all alike): ${result.warmups} warm-ups, then ${result.samples} samples per endpoint per provider. Lists are their first page (the default 25); reports are generated (\`POST /api/provider/reports\`, period \`year\`) each time.

Read units are what DynamoDB would bill: the stack's request log (scripts/local/dynamodb-request-log.ts) asks DynamoDB Local for each read's consumed capacity (\`ReturnConsumedCapacity: TOTAL\`), which it works out as DynamoDB does: per 4 KB of each item a GetItem or BatchGetItem reads, per 4 KB of all the items a Query reads together, half of that for an eventually consistent read; a GetItem or Query that finds nothing is counted at DynamoDB's minimum (half a unit, eventually consistent), where DynamoDB Local reports none. The figure is the sum over one request's reads (the median request); writes (a generated report's item) are not counted. Bytes are the answer's body. "Reads" lists one request's DynamoDB operations. Budgets per endpoint: p95 within ${P95_GROWTH_BUDGET}x from ${n(HISTORY_SIZES[0])} to ${n(HISTORY_SIZES[HISTORY_SIZES.length - 1])} rentals; read units flat, within ${READ_UNITS_GROWTH_BUDGET}x from ${n(HISTORY_SIZES[1])} to ${n(HISTORY_SIZES[HISTORY_SIZES.length - 1])} (the ${n(HISTORY_SIZES[0])}-rental provider's first pages are not full, so it reads less by design); no answer over ${kb(RESPONSE_BYTES_BUDGET)}.

${table(
  ['Endpoint', ...sizeHeaders('p50'), ...sizeHeaders('p95'), `p95 ${n(HISTORY_SIZES[0])} → ${n(HISTORY_SIZES[HISTORY_SIZES.length - 1])}`, ...sizeHeaders('RU'), ...sizeHeaders('Bytes'), 'Reads', 'Verdict'],
  result.rows.map((row) => {
    const check = endpointVerdict(row.figures);
    const missed = [!check.p95Ok && 'p95', !check.readUnitsOk && 'read units', !check.bytesOk && 'size'].filter(Boolean);
    return [
      `${row.endpoint} \`${row.method} ${row.path.replace('/api/provider/', '…/')}\``,
      ...row.figures.map((figure) => ms(figure.latency.p50)),
      ...row.figures.map((figure) => ms(figure.latency.p95)),
      growth(check.p95Growth),
      ...row.figures.map((figure) => units(figure.readUnits)),
      ...row.figures.map((figure) => kb(figure.bytes)),
      row.figures[row.figures.length - 1].reads,
      missed.length === 0 ? 'met' : `**NOT met** (${missed.join(', ')})`,
    ];
  }),
  ['l', ...HISTORY_SIZES.map(() => 'r' as const), ...HISTORY_SIZES.map(() => 'r' as const), 'r', ...HISTORY_SIZES.map(() => 'r' as const), ...HISTORY_SIZES.map(() => 'r' as const), 'l', 'l'],
)}

The busier provider (${n(BUSIER.rentals)} rentals in ${n(BUSIER.days)} days), against the ${n(HISTORY_SIZES[HISTORY_SIZES.length - 1])} rentals over ten years at the budgets' pace:

${table(
  ['Endpoint', 'p50', 'p95', 'RU', 'Bytes', 'RU vs the same rentals over ten years', 'Reads'],
  result.rows.map((row) => {
    const paced = row.figures[row.figures.length - 1];
    return [row.endpoint, ms(row.busier.latency.p50), ms(row.busier.latency.p95), units(row.busier.readUnits), kb(row.busier.bytes), growth(row.busier.readUnits / paced.readUnits), row.busier.reads];
  }),
  ['l', 'r', 'r', 'r', 'r', 'r', 'l'],
)}
`;
}

// Run alone: the section and its budget rows on stdout.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  Object.assign(process.env, { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', POWERTOOLS_LOG_LEVEL: 'SILENT', API_VALIDATE_RESPONSES: 'false' });
  console.log('Provider history: portal and financials endpoints at 10, 1,000 and 5,000 rentals at one pace, and 5,000 at five times it');
  const result = await benchProviderHistory();
  console.log(`\n${table(['Budget', 'Figure', 'Verdict'], providerHistorySummary(result), ['l', 'r', 'l'])}\n\n${providerHistorySection(result)}`);
  console.log(JSON.stringify(result));
  process.exit(0);
}
