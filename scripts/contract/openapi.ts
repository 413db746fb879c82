// The OpenAPI 3.1 document of the API, built from the contract (shared/contract): every route with
// its parameters, request body, success response and error answer, its access policy and rate
// limit. `npm run openapi` writes it to docs/openapi.json; the local stack serves it at
// /api/openapi.json; a test fails when the committed file and the contract drift apart.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as z from 'zod';
import { routes, type Route } from '../../shared/contract/contract';
import { apiErrorSchema } from '../../shared/schemas/api-error';

type JsonSchema = Record<string, unknown>;

const SHARED = path.resolve(import.meta.dirname, '../../shared');
const COMPONENTS = '#/components/schemas/';

/**
 * Every zod schema the shared modules export, by a name made from its export ("rentalSchema" ->
 * "Rental"): what responses are made of, so the document names each once and refers to it.
 */
async function namedSchemas(): Promise<Map<z.ZodType, string>> {
  const files = [...readdirSync(path.join(SHARED, 'schemas')).map((file) => path.join(SHARED, 'schemas', file)), ...readdirSync(SHARED).map((file) => path.join(SHARED, file))]
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
  const names = new Map<z.ZodType, string>();
  const taken = new Set<string>();
  for (const file of files) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [exported, value] of Object.entries(module).sort(([a], [b]) => a.localeCompare(b))) {
      if (!(value instanceof z.ZodType) || names.has(value) || !exported.endsWith('Schema')) continue;
      const name = exported[0].toUpperCase() + exported.slice(1, -'Schema'.length);
      if (taken.has(name)) continue;
      names.set(value, name);
      taken.add(name);
    }
  }
  return names;
}

/** The components the responses use, each once, referring to each other. */
function responseComponents(names: Map<z.ZodType, string>): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of names) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { target: 'draft-2020-12', io: 'output', unrepresentable: 'any', uri: (id) => `${COMPONENTS}${id}` }) as {
    schemas: Record<string, JsonSchema>;
  };
  const components = Object.fromEntries(
    Object.entries(schemas).map(([id, { $schema: _dialect, $id: _id, ...schema }]) => [id, schema]),
  );
  // Keep what a response reaches, directly or through another component.
  const kept = new Set<string>(['ApiError']);
  const queue = routes.flatMap((route) => (route.response && names.has(route.response) ? [names.get(route.response)!] : []));
  while (queue.length) {
    const id = queue.pop()!;
    if (kept.has(id) && id !== 'ApiError') continue;
    kept.add(id);
    for (const match of JSON.stringify(components[id]).matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g)) {
      if (!kept.has(match[1])) queue.push(match[1]);
    }
  }
  return Object.fromEntries(Object.entries(components).filter(([id]) => kept.has(id)).sort(([a], [b]) => a.localeCompare(b)));
}

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) of a zod schema, as the server reads it or writes it. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function parameters(schema: z.ZodType | undefined, location: 'path' | 'query') {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (object.required ?? []).includes(name),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

const POLICY_WORDS: Record<Route['policy'], string> = {
  public: 'Anyone (no sign-in).',
  signedIn: 'Any signed-in user.',
  customer: 'A signed-in customer.',
  provider: 'A signed-in provider.',
  operator: 'A signed-in operator.',
  driver: "A signed-in driver (a provider's invited sub-user).",
};

function successResponse(route: Route, names: Map<z.ZodType, string>) {
  const status = String(route.status ?? 200);
  if (route.status === 204) return { [status]: { description: 'Done; no content.' } };
  if (route.file) {
    return { [status]: { description: 'A download.', content: { [route.file]: { schema: { type: 'string', contentMediaType: route.file } } } } };
  }
  return {
    [status]: {
      description: 'Success.',
      content: { 'application/json': { schema: responseSchema(route.response, names) } },
    },
  };
}

function responseSchema(schema: z.ZodType | undefined, names: Map<z.ZodType, string>): JsonSchema {
  if (!schema) return {};
  const name = names.get(schema);
  return name ? { $ref: `${COMPONENTS}${name}` } : jsonSchema(schema, 'output');
}

function operation(route: Route, names: Map<z.ZodType, string>) {
  const limit = route.rateLimit;
  return {
    operationId: route.operation,
    summary: route.summary,
    tags: [route.domain],
    description: `${POLICY_WORDS[route.policy]}${limit ? ` At most ${limit.limit} per ${limit.windowSeconds} s per ${limit.per === 'ip' ? 'client address' : 'caller'}.` : ''}`,
    ...(route.policy === 'public' ? { security: [] } : {}),
    'x-access-policy': route.policy,
    ...(limit ? { 'x-rate-limit': { name: limit.name, limit: limit.limit, windowSeconds: limit.windowSeconds, per: limit.per } } : {}),
    parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
    ...(route.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } } }
      : route.rawBody
        ? { requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } } }
        : {}),
    responses: {
      ...successResponse(route, names),
      default: { description: 'Refused or failed: a message, and per-field messages where a field was at fault.', content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } },
    },
  };
}

export async function openApiDocument() {
  const names = await namedSchemas();
  names.set(apiErrorSchema, 'ApiError');
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route, names);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Dumpster rental marketplace API',
      version: '1',
      description:
        'Customers compare haulers\' prices by ZIP code and book; providers run their business in the portal; operators run the marketplace. ' +
        'Signed-in routes take a Cognito access token as a bearer token. Money is in integer cents; dates are YYYY-MM-DD.',
    },
    servers: [{ url: '/' }],
    security: [{ cognito: [] }],
    tags: [...new Set(routes.map((route) => route.domain))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { cognito: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A Cognito access token (not an ID token).' } },
      schemas: responseComponents(names),
    },
  };
}

