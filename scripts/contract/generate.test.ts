// What is derived from the contract stays in step with it: the committed OpenAPI document and the
// SPA's route table are exactly what `npm run openapi` makes now, and the document is valid
// OpenAPI 3.1 with every route, its inputs and its response.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { routes } from '../../shared/contract/contract';
import { derivedFiles, OPENAPI_FILE } from './generate';

const root = path.resolve(import.meta.dirname, '../..');

describe('files derived from the API contract', () => {
  it('are up to date (run npm run openapi after changing shared/contract)', async () => {
    for (const [file, text] of Object.entries(await derivedFiles())) {
      expect(readFileSync(path.join(root, file), 'utf8'), file).toBe(text);
    }
  });

  it('make a valid OpenAPI 3.1 document listing every route with its request and response schemas', async () => {
    const document = JSON.parse((await derivedFiles())[OPENAPI_FILE]);
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    for (const route of routes) {
      const operation = document.paths[route.path]?.[route.method.toLowerCase()];
      expect(operation?.operationId, `${route.method} ${route.path}`).toBe(route.operation);
      const names = (operation.parameters as { name: string; in: string }[]).map((parameter) => `${parameter.in}:${parameter.name}`);
      for (const [, name] of route.path.matchAll(/\{(\w+)\}/g)) expect(names).toContain(`path:${name}`);
      if (route.body || route.rawBody) expect(operation.requestBody.content['application/json'].schema).toBeDefined();
      const success = operation.responses[String(route.status ?? 200)];
      expect(success, `${route.operation} success response`).toBeDefined();
      if (route.response) expect(success.content['application/json'].schema).not.toEqual({});
    }
    // Every JSON route that answers a body declares it.
    expect(routes.filter((route) => route.status !== 204 && !route.file && !route.response).map((route) => route.operation)).toEqual([]);
  });

  it('names every response as a component: a response schema is exported from shared/ as <name>Schema', async () => {
    // Components are named by their exports ("rentalSchema" -> "Rental"); a response schema made
    // private (or declared inline in a route) would silently become an anonymous inline schema.
    const document = JSON.parse((await derivedFiles())[OPENAPI_FILE]);
    const inline = routes
      .filter((route) => route.response)
      .filter((route) => !document.paths[route.path][route.method.toLowerCase()].responses[String(route.status ?? 200)].content['application/json'].schema.$ref)
      .map((route) => route.operation);
    expect(inline, 'export these routes\' response schemas from shared/ under a name ending in Schema').toEqual([]);
  });
});
