// Route fuzzing: every route of THE route table gets fast-check-generated requests (hostile path
// parameters, query strings, wrong-typed / oversized / deeply nested / non-JSON bodies) from every
// kind of caller. Whatever arrives, the API must answer below 500, every 4xx must be JSON with a
// non-empty `message`, and a batch of requests that were all refused must leave the table as it was.
//
// "Nothing written by a refused request" is checked per request: the gateway's DynamoDB request log
// (tests/support/stack-client.ts dynamoDbRequestsDuring) must show no write operation during any
// request answered 4xx. On top, a full-table Scan fingerprint before and after the whole file must
// match (a Scan per route batch costs ~2 s on the seeded table: too slow for 70 routes).
// Writing routes could succeed by chance, so the generators never send a body the route's own zod
// schema accepts (such a body is wrapped in an array, which no object schema accepts), and the
// end-of-run table comparison is made only when no writing request was accepted. Two routes that
// take no input at all and delete the caller's own account are not fuzzed as their owner.
//
// FUZZ_SEED=<n> reproduces a run; the seed is printed in the summary line.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey, routes, type Route } from '../../shared/contract/contract';
import { DEMO_PASSWORD, DEMO_SIGN_INS } from '../../scripts/seed/seed';
import { api, dynamoDbRequestsDuring, searchIndexSettled, signIn } from '../support/stack-client';
import { acceptedBy, bodyArbitrary, fieldNamesOf, pathValue, queryString, tableFingerprint, type FuzzBody } from './fuzz-support';

const CALLERS = ['anonymous', 'customer', 'provider', 'operator'] as const;
type Caller = (typeof CALLERS)[number];

/** No input and the caller's own account gone on success: never fuzzed as the owning role. */
const NOT_AS_OWNER: Partial<Record<string, Caller>> = {
  'DELETE /api/customer/profile': 'customer',
  'DELETE /api/provider/profile': 'provider',
};

/** Cases per caller: the full run for callers the policy lets through, a few for callers it refuses. */
const RUNS_ALLOWED = 25;
const RUNS_REFUSED = 8;
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);

function allowed(route: Route, caller: Caller): boolean {
  if (route.policy === 'public') return true;
  if (caller === 'anonymous') return false;
  return route.policy === 'signedIn' || route.policy === caller;
}

interface FuzzCase {
  path: string;
  query: string;
  body?: FuzzBody;
}

function caseArbitrary(route: Route): fc.Arbitrary<FuzzCase> {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  const values = names.length ? fc.tuple(...names.map(() => pathValue())) : fc.constant([] as string[]);
  const path = values.map((parts) => names.reduce<string>((built, name, index) => built.replace(`{${name}}`, parts[index]), route.path));
  // A route that reads its body raw (rawBody) still names the schema it parses it with.
  const bodySchema = route.body;
  // fetch sends no body with GET.
  const body = route.method === 'GET' ? fc.constant(undefined) : fc.option(bodyArbitrary(bodySchema), { freq: 8 });
  return fc.record({ path, query: queryString(fieldNamesOf(route.query)), body }).map((fuzzCase) => {
    // Never a body the route would accept: wrapped in an array, no object schema takes it.
    if (fuzzCase.body && acceptedBy(bodySchema, fuzzCase.body)) {
      fuzzCase.body = { ...fuzzCase.body, kind: `${fuzzCase.body.kind}-wrapped`, body: `[${fuzzCase.body.body}]` };
    }
    return fuzzCase as FuzzCase;
  });
}

interface Finding {
  caller: Caller;
  request: string;
  status: number;
  problem: string;
}

/** DynamoDB operations that change the table (the gateway's request log names them). */
const WRITE_OPERATIONS = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems', 'ExecuteStatement', 'BatchExecuteStatement', 'ExecuteTransaction']);

let tableBefore = { items: 0, hash: '' };
const tokens = {} as Record<Exclude<Caller, 'anonymous'>, string>;
const totals = { routes: 0, cases: 0, serverErrors: 0, badRefusals: 0, refusedThatWrote: 0, acceptedWrites: 0, perRoute: new Map<string, number>() };

beforeAll(async () => {
  for (const role of ['customer', 'provider', 'operator'] as const) {
    tokens[role] = (await signIn(DEMO_SIGN_INS.find((entry) => entry.role === role)!.email, DEMO_PASSWORD)).accessToken;
  }
  // The stream's consumers may still be indexing what came before (the sample data, when this file
  // runs first on a fresh stack): the fingerprint is of the table once they have caught up.
  await searchIndexSettled();
  tableBefore = await tableFingerprint();
});

afterAll(async () => {
  await searchIndexSettled();
  const after = await tableFingerprint();
  const tableUnchanged = after.hash === tableBefore.hash;
  const counts = [...totals.perRoute.values()];
  console.log(
    `route fuzz: ${totals.routes} of ${routes.length} routes fuzzed, ${Math.min(...counts)}-${Math.max(...counts)} cases per route ` +
      `(${totals.cases} in total), ${totals.serverErrors} 5xx, ${totals.badRefusals} 4xx without a message, ` +
      `${totals.refusedThatWrote} refused requests that wrote, table ${tableUnchanged ? 'unchanged' : 'CHANGED'} over the run ` +
      `(${totals.acceptedWrites} writing requests accepted; seed ${SEED})`,
  );
  // Nothing the fuzzer sends may be accepted by a writing route, so the table must end as it began.
  if (totals.acceptedWrites === 0) expect(after, 'the table after the fuzz run').toEqual(tableBefore);
});

async function send(route: Route, caller: Caller, fuzzCase: FuzzCase): Promise<{ status: number; text: string; contentType: string }> {
  const response = await api(`${fuzzCase.path}${fuzzCase.query}`, {
    method: route.method,
    ...(caller === 'anonymous' ? {} : { token: tokens[caller] }),
    ...(fuzzCase.body ? { body: fuzzCase.body.body, headers: { 'content-type': fuzzCase.body.contentType } } : {}),
  });
  return { status: response.status, text: await response.text(), contentType: response.headers.get('content-type') ?? '' };
}

function refusalProblem(text: string, contentType: string): string | undefined {
  if (!contentType.includes('application/json')) return `4xx with content-type ${contentType || 'none'}`;
  try {
    const message = (JSON.parse(text) as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message.trim() ? undefined : '4xx without a non-empty message';
  } catch {
    return '4xx body is not JSON';
  }
}

describe('route fuzzing', () => {
  it.each(routes.map((route) => [routeKey(route), route] as const))('%s', async (key, route) => {
    const arbitrary = caseArbitrary(route);
    const findings: Finding[] = [];
    let cases = 0;
    for (const [index, caller] of CALLERS.entries()) {
      if (NOT_AS_OWNER[key] === caller) continue;
      const numRuns = allowed(route, caller) ? RUNS_ALLOWED : RUNS_REFUSED;
      const seed = SEED + routes.indexOf(route) * 10 + index;
      for (const fuzzCase of fc.sample(arbitrary, { numRuns, seed })) {
        cases += 1;
        const request = `${route.method} ${fuzzCase.path.slice(0, 120)}${fuzzCase.query.slice(0, 80)} [${fuzzCase.body?.kind ?? 'no body'}]`;
        let answer = { status: 0, text: '', contentType: '' };
        const writes = (await dynamoDbRequestsDuring(async () => (answer = await send(route, caller, fuzzCase)))).filter((entry) =>
          WRITE_OPERATIONS.has(entry.operation),
        );
        const { status, text, contentType } = answer;
        if (status >= 200 && status < 300 && route.method !== 'GET') totals.acceptedWrites += 1;
        if (status >= 400 && status < 500 && writes.length) {
          totals.refusedThatWrote += 1;
          findings.push({ caller, request, status, problem: `refused, yet wrote: ${writes.map((entry) => entry.operation).join(', ')}` });
        }
        if (status >= 500) {
          totals.serverErrors += 1;
          findings.push({ caller, request, status, problem: `5xx: ${text.slice(0, 200)}` });
        } else if (status >= 400) {
          const problem = refusalProblem(text, contentType);
          if (problem) {
            totals.badRefusals += 1;
            findings.push({ caller, request, status, problem: `${problem}: ${text.slice(0, 120)}` });
          }
        }
      }
    }
    totals.routes += 1;
    totals.cases += cases;
    totals.perRoute.set(key, cases);
    expect(findings, `${key}: ${findings.length} findings`).toEqual([]);
  }, 120_000);
});
