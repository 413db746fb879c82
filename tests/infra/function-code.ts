// What a Lambda's code reaches, read from its bundle: esbuild follows the entry's imports (the
// npm packages stay external) and drops what is never used, so the text holds exactly the
// function's own code with comments stripped and member chains on one line. The least-privilege
// test compares this against infra/constructs/domain-permissions.ts, so a handler that starts
// querying another index, writing from a read-only domain or using a new adapter fails a test
// instead of failing in AWS (the local stack does not enforce IAM).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { routes } from '../../shared/contract/contract';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ENTITIES_DIR = `${ROOT}functions/platform/data/entities/`;

export interface FunctionCode {
  /** The bundle's text. */
  bundle: string;
  /** The project source files that put code into the bundle (repo-relative). */
  sources: string[];
}

export function bundledCode(functionName: string): FunctionCode {
  const result = buildSync({
    entryPoints: [`${ROOT}functions/${functionName}/index.ts`],
    bundle: true,
    write: false,
    metafile: true,
    outfile: 'analysis.mjs',
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    logLevel: 'silent',
    absWorkingDir: ROOT,
  });
  const [output] = Object.values(result.metafile.outputs).filter((candidate) => candidate.entryPoint);
  const sources = Object.entries(output!.inputs)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([file]) => file);
  return { bundle: result.outputFiles.find((file) => file.path.endsWith('.mjs'))!.text, sources };
}

interface ModelShape {
  model: { entity: string };
  indexes: Record<string, { index?: string; collection?: string | readonly string[] }>;
}

/** Every entity model (functions/platform/data/entities/*.ts), by entity name. */
export async function loadEntityModels(): Promise<Record<string, ModelShape>> {
  const models: Record<string, ModelShape> = {};
  for (const file of readdirSync(ENTITIES_DIR).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    const module = (await import(`${ENTITIES_DIR}${file}`)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      const model = value as Partial<ModelShape> | null;
      if (model && typeof model === 'object' && model.model?.entity && model.indexes) models[model.model.entity] = model as ModelShape;
    }
  }
  return models;
}

/** The IAM action of each DynamoDB command class (lib-dynamodb and client-dynamodb names). */
const COMMAND_ACTIONS: Record<string, string> = {
  Get: 'dynamodb:GetItem',
  Put: 'dynamodb:PutItem',
  Update: 'dynamodb:UpdateItem',
  Delete: 'dynamodb:DeleteItem',
  Query: 'dynamodb:Query',
  Scan: 'dynamodb:Scan',
  BatchGet: 'dynamodb:BatchGetItem',
  BatchWrite: 'dynamodb:BatchWriteItem',
  TransactGet: 'dynamodb:GetItem',
  TransactWrite: 'dynamodb:PutItem',
};

/** Source without comments (good enough for our own code: no `//` inside the strings that matter). */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

// The user directory's methods (functions/platform/identity/user-directory.ts), drivers' invitations included.
const USER_DIRECTORY_METHODS = ['createUser', 'deleteUser', 'signOutEverywhere', 'inviteUser', 'setPassword', 'disableUser', 'checkPassword'] as const;
type UserDirectoryMethod = (typeof USER_DIRECTORY_METHODS)[number];

export interface CodeUse {
  /** GSIs the code queries. */
  indexes: Set<string>;
  /** DynamoDB actions its calls need (transactions count as PutItem and UpdateItem, their condition checks as ConditionCheckItem). */
  tableActions: Set<string>;
  /** Whether anything could scan (entity scan/match/find). */
  scans: boolean;
  /** UploadStore methods called. */
  uploads: Set<'presignPost' | 'head' | 'readStart' | 'presignGet' | 'deleteObjects'>;
  /** UserDirectory methods called. */
  users: Set<UserDirectoryMethod>;
  publishesOrderEvents: boolean;
  readsStripeSecret: boolean;
  /** The handler chain's origin check (functions/platform/http/origin-verify.ts), which reads its secret. */
  checksOriginSecret: boolean;
  sendsEmail: boolean;
  sendsEmailAttachments: boolean;
  sendsSms: boolean;
}

/** `createMessaging(config)` / `createMessaging(getConfig())`, or a variable holding its result. */
const MESSAGING = String.raw`(?:createMessaging\((?:[^()]|\([^()]*\))*\)|\bmessaging\d*)`;

/**
 * What `functionName`'s code reaches. Table access comes from three places: the store's API in
 * the bundle (`.entities.<entity>.<operation>(`, `.query.<pattern>(`, `.collections.<name>(`,
 * `.transaction.write(`), DynamoDB commands sent directly by our own modules outside the data
 * layer, and, for an HTTP domain, the rate-limit counter (one UpdateItem) of any of its routes
 * that declares `rateLimit` in functions/routes.ts (the limiter is in every domain's bundle but
 * only runs for those routes).
 */
export function analyseCode(functionName: string, functionCode: FunctionCode, models: Record<string, ModelShape>): CodeUse {
  const code = functionCode.bundle;
  const patterns = Object.fromEntries(
    Object.entries(models).map(([entity, model]) => [
      entity,
      Object.fromEntries(Object.entries(model.indexes).map(([pattern, index]) => [pattern, index.index ?? ''])),
    ]),
  );
  const collections: Record<string, Set<string>> = {};
  for (const model of Object.values(models)) {
    for (const index of Object.values(model.indexes)) {
      for (const collection of [index.collection ?? []].flat()) (collections[collection] ??= new Set()).add(index.index ?? '');
    }
  }
  const indexes = new Set<string>();
  const tableActions = new Set<string>();

  const httpDomain = routes.some((route) => route.domain === functionName);
  for (const source of functionCode.sources) {
    if (!source.startsWith('functions/') || source.startsWith('functions/platform/data/')) continue;
    if (httpDomain && source.startsWith('functions/platform/rate-limit/')) continue;
    const text = withoutComments(readFileSync(`${ROOT}${source}`, 'utf8'));
    for (const [, command] of text.matchAll(/\bnew\s+(\w+?)(?:Item)?Command\(/g)) {
      const action = COMMAND_ACTIONS[command!];
      if (action) tableActions.add(action);
    }
  }
  if (routes.some((route) => route.domain === functionName && 'rateLimit' in route && route.rateLimit)) {
    tableActions.add('dynamodb:UpdateItem');
  }

  for (const [, entity, pattern] of code.matchAll(/\.entities\.(\w+)\.query\.(\w+)\(/g)) {
    const index = patterns[entity!]?.[pattern!];
    if (index === undefined) throw new Error(`Unknown access pattern ${entity}.query.${pattern}`);
    tableActions.add('dynamodb:Query');
    if (index) indexes.add(index);
  }
  for (const [, collection] of code.matchAll(/\.collections\.(\w+)\(/g)) {
    const onIndexes = collections[collection!];
    if (!onIndexes) throw new Error(`Unknown collection ${collection}`);
    tableActions.add('dynamodb:Query');
    for (const index of onIndexes) if (index) indexes.add(index);
  }

  // Entity references: `<x>.entities.<name>` and local aliases of one (`const c = store.entities.smsConversation`).
  const aliases = [...code.matchAll(/(?:const|let|var)\s+(\w+)\s*=\s*[\w.()]*\.entities\.\w+;/g)].map(([, alias]) => alias!);
  const entityRef = `(?:\\.entities\\.\\w+${aliases.map((alias) => `|\\b${alias}`).join('')})`;
  const calls = (method: string, argument = '') => new RegExp(`${entityRef}\\.(?:${method})\\(${argument}`).test(code);
  const batch = '\\s*(?:\\[|[\\w.]+\\.map\\()';
  const single = '\\s*\\{';
  if (calls('get', single)) tableActions.add('dynamodb:GetItem');
  if (calls('get', batch) || calls('getMany')) tableActions.add('dynamodb:BatchGetItem');
  if (calls('create') || calls('put', single)) tableActions.add('dynamodb:PutItem');
  if (calls('patch|update|upsert')) tableActions.add('dynamodb:UpdateItem');
  if (calls('delete', single) || calls('remove')) tableActions.add('dynamodb:DeleteItem');
  // A conditional delete, also as a transaction item (built on the callback's own `entities`).
  if (/\bentities\.\w+\.deleteExisting\(/.test(code)) tableActions.add('dynamodb:DeleteItem');
  if (calls('put|delete', batch)) tableActions.add('dynamodb:BatchWriteItem');
  if (/\.transaction\.write\(/.test(code)) {
    tableActions.add('dynamodb:PutItem');
    tableActions.add('dynamodb:UpdateItem');
  }
  if (/\.transaction\.get\(/.test(code)) tableActions.add('dynamodb:GetItem');
  // A transaction's ConditionCheck item (the inventory a hold is taken under: day-counters.ts ceilingCheck).
  if (/\bentities\.\w+\.check\(/.test(code)) tableActions.add('dynamodb:ConditionCheckItem');

  const uploads = new Set<CodeUse['uploads'] extends Set<infer T> ? T : never>();
  for (const method of ['presignPost', 'head', 'readStart', 'presignGet', 'deleteObjects'] as const) {
    if (new RegExp(`\\.${method}\\(`).test(code)) uploads.add(method);
  }
  const users = new Set<UserDirectoryMethod>();
  for (const method of USER_DIRECTORY_METHODS) if (new RegExp(`\\.${method}\\(`).test(code)) users.add(method);

  return {
    indexes,
    tableActions,
    scans: new RegExp(`${entityRef}\\.(?:scan|match|find)\\b`).test(code) || /\bScan(?:Item)?Command\b/.test(code) || tableActions.has('dynamodb:Scan'),
    uploads,
    users,
    publishesOrderEvents: /\bcreateRentalEventPublisher\(/.test(code) && /TopicArn:/.test(code),
    readsStripeSecret: /\bGetSecretValueCommand\(/.test(code) && /\b(?:paymentPortOnce|createPaymentPort)\(/.test(code),
    checksOriginSecret: /\bGetSecretValueCommand\(/.test(code) && /\bAWSPENDING\b/.test(code) && /ORIGIN_VERIFY_SECRET_ARN/.test(code),
    sendsEmail: new RegExp(`${MESSAGING}\\.email\\b`).test(code),
    sendsEmailAttachments: /\battachments:\s*\[/.test(code),
    sendsSms: new RegExp(`${MESSAGING}\\.sms\\b`).test(code),
  };
}
